/**
 * C2 items of the level-test bank: 6 grammar, 6 vocabulary and 4 reading questions.
 * Every sentence and passage is original, written for Clover English and copied from no
 * published test. The file is long because it is data: one object per item.
 */
import type { LevelTestItemSeed } from "@shared/level-test/types";

export const c2Items: LevelTestItemSeed[] = [
  // Grammar
  {
    key: "c2-grammar-01",
    cefr: "C2",
    skill: "grammar",
    prompt: "___ as the proposal may seem, it deserves to be given serious consideration.",
    choices: ["However eccentric", "So eccentric", "Eccentric", "Eccentrically"],
    answerIndex: 2,
  },
  {
    key: "c2-grammar-02",
    cefr: "C2",
    skill: "grammar",
    prompt: "The plan, such ___ it was, collapsed within a week of being announced.",
    choices: ["as", "that", "so", "like"],
    answerIndex: 0,
  },
  {
    key: "c2-grammar-03",
    cefr: "C2",
    skill: "grammar",
    prompt:
      "The new bridge ___ opened by the President in 2020, but the project was beset by delays and it remains unfinished.",
    choices: ["has been", "was being", "had been", "was to have been"],
    answerIndex: 3,
  },
  {
    key: "c2-grammar-04",
    cefr: "C2",
    skill: "grammar",
    prompt:
      "___ the rail strike and the storm, barely half the delegates made it to the conference in Galway.",
    choices: ["As with", "What with", "What about", "Much as"],
    answerIndex: 1,
  },
  {
    key: "c2-grammar-05",
    cefr: "C2",
    skill: "grammar",
    prompt: "She wrote the door code on the back of her hand ___ she forget it.",
    choices: ["in case", "unless", "lest", "so that"],
    answerIndex: 2,
  },
  {
    key: "c2-grammar-06",
    cefr: "C2",
    skill: "grammar",
    prompt: "___ its flaws, the novel remains the most honest account of the period that we have.",
    choices: ["For all", "Despite of", "In spite", "Albeit"],
    answerIndex: 0,
  },

  // Vocabulary
  {
    key: "c2-vocabulary-01",
    cefr: "C2",
    skill: "vocabulary",
    prompt:
      "The trip was ___ a fact-finding mission, although most of the delegates spent it on the golf course.",
    choices: ["ostentatiously", "overtly", "obviously", "ostensibly"],
    answerIndex: 3,
  },
  {
    key: "c2-vocabulary-02",
    cefr: "C2",
    skill: "vocabulary",
    prompt:
      "Pressed by reporters, the minister gave a ___ reply, neither confirming nor denying that talks had taken place.",
    choices: ["nonchalant", "noncommittal", "nondescript", "nonplussed"],
    answerIndex: 1,
  },
  {
    key: "c2-vocabulary-03",
    cefr: "C2",
    skill: "vocabulary",
    prompt:
      "The inspectors' report makes ___ reading for anyone who believed the hospital's problems had been solved.",
    choices: ["sobering", "sullen", "solemn", "stern"],
    answerIndex: 0,
  },
  {
    key: "c2-vocabulary-04",
    cefr: "C2",
    skill: "vocabulary",
    prompt:
      "If the new director wants to save the company, she will have to ___ the nettle and close the loss-making branches.",
    choices: ["catch", "sting", "grasp", "pick"],
    answerIndex: 2,
  },
  {
    key: "c2-vocabulary-05",
    cefr: "C2",
    skill: "vocabulary",
    prompt:
      "Her lecture was ___ with references to Joyce, which delighted the specialists and baffled everyone else.",
    choices: ["resplendent", "replenished", "repleted", "replete"],
    answerIndex: 3,
  },
  {
    key: "c2-vocabulary-06",
    cefr: "C2",
    skill: "vocabulary",
    prompt:
      "The ambassador's remarks were couched in such ___ terms that nobody could be sure what he was actually proposing.",
    choices: ["obtuse", "oblique", "abject", "obstinate"],
    answerIndex: 1,
  },

  // Reading
  {
    key: "c2-reading-01",
    cefr: "C2",
    skill: "reading",
    passage:
      "My uncle Eamon considered himself a man of modest needs, and it is true that he asked very little of the world beyond a hot dinner at one o'clock, a newspaper that nobody else had opened, silence during the news and the window seat on every bus. That these requirements were met was a matter of indifference to him; that they might not be was a matter of outrage. He was, he often told us, the easiest man in Ireland to please. My aunt, who had spent thirty-one years pleasing him, never contradicted this, at least not in his hearing, though I once saw her smile at it in a way I did not understand until I was much older.",
    prompt: "What does the narrator imply about Uncle Eamon?",
    choices: [
      "He was genuinely undemanding, and his wife admired him for it.",
      "He was aware of how much his wife did for him and was quietly grateful.",
      "His belief that he was easy to please was considerably at odds with reality.",
      "His demands became more unreasonable as he grew older.",
    ],
    answerIndex: 2,
  },
  {
    key: "c2-reading-02",
    cefr: "C2",
    skill: "reading",
    passage:
      'The developers\' brochure describes the new quarter as "vibrant", "authentic" and "rooted in the community", three adjectives that have now been applied to so many identical schemes that they function less as description than as a kind of incantation. To be fair, the quarter is not without merit: the public square is generous, and the old mill has been restored with genuine care. But authenticity is not something that can be installed alongside the underfloor heating. The community in which the scheme is supposedly rooted was, for the most part, priced out of the area while construction was under way, and the independent bakery that features so prominently in the brochure has yet to open.',
    prompt:
      'The writer calls the brochure\'s adjectives "a kind of incantation" in order to suggest that they',
    choices: [
      "are repeated almost ritually, with little regard for whether they are true.",
      "have been chosen with care to reflect the area's local traditions.",
      "are too old-fashioned to appeal to the younger buyers the scheme needs.",
      "were coined by former residents as a protest against the scheme.",
    ],
    answerIndex: 0,
  },
  {
    key: "c2-reading-03",
    cefr: "C2",
    skill: "reading",
    passage:
      'It is often asserted that the internet is impoverishing the English language, and the assertion has the considerable advantage of being impossible to disprove, since nobody can agree on what an impoverished language would look like. What can be measured tells a less dramatic story. Abbreviations such as "lol" make up a vanishingly small proportion of even the most informal online writing, and the teenagers who use them in messages to friends largely avoid them in school essays, which suggests not an inability to write formally but a well-developed sense of register. If anything, the evidence points to a generation that moves between styles more often, and arguably more deftly, than any before it.',
    prompt:
      "What is the writer's attitude to the claim that the internet is impoverishing English?",
    choices: [
      "Sympathetic, although the writer feels the claim slightly exaggerates the problem.",
      "Neutral, because the writer believes the question cannot be investigated at all.",
      "Hostile, because the writer considers online writing superior to formal writing.",
      "Sceptical, seeing it as unfalsifiable and unsupported by the evidence that exists.",
    ],
    answerIndex: 3,
  },
  {
    key: "c2-reading-04",
    cefr: "C2",
    skill: "reading",
    passage:
      'Hiberno-English is sometimes treated as a charming curiosity, a matter of colourful phrases for visitors to collect. It is better understood as the record of an encounter. When Irish speakers shifted to English over the course of the nineteenth century, they did not simply abandon the grammar of their first language; they carried much of it across. The construction "I\'m after finishing it", which puzzles visitors, closely renders an Irish pattern, as does the habit of answering a question not with "yes" but by repeating its verb. These are not errors that schooling failed to correct. They are the fingerprints of a language that was, in large part, given up under duress, and that has left its shape in the one that replaced it.',
    prompt: 'What does the writer mean by calling these features "the fingerprints" of Irish?',
    choices: [
      "They are errors that mark out speakers whose schooling was incomplete.",
      "They are traces showing how the grammar of Irish shaped the English that replaced it.",
      "They are features deliberately preserved as a sign of resistance to English.",
      "They are evidence that Irish was abandoned willingly and without regret.",
    ],
    answerIndex: 1,
  },
];

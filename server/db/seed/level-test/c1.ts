/**
 * C1 items of the level-test bank: 11 grammar, 10 vocabulary and 7 reading questions.
 * Every sentence and passage is original, written for Clover English and copied from no
 * published test. The file is long because it is data: one object per item.
 */
import type { LevelTestItemSeed } from "@shared/level-test/types";

export const c1Items: LevelTestItemSeed[] = [
  // Grammar
  {
    key: "c1-grammar-01",
    cefr: "C1",
    skill: "grammar",
    prompt: "Not until the final results were published ___ how close the vote had been.",
    choices: ["we realised", "did we realise", "we did realise", "realised we"],
    answerIndex: 1,
  },
  {
    key: "c1-grammar-02",
    cefr: "C1",
    skill: "grammar",
    prompt: "___ surprised the researchers most was how quickly the children adapted.",
    choices: ["It", "That", "Which", "What"],
    answerIndex: 3,
  },
  {
    key: "c1-grammar-03",
    cefr: "C1",
    skill: "grammar",
    prompt: "The committee has recommended that the proposal ___ until further funding is secured.",
    choices: ["be postponed", "postpones", "is postponing", "to be postponed"],
    answerIndex: 0,
  },
  {
    key: "c1-grammar-04",
    cefr: "C1",
    skill: "grammar",
    prompt:
      "___ by the scale of the damage, the first volunteers on the scene immediately called for reinforcements.",
    choices: ["Shocking", "Having shocked", "Shocked", "To shock"],
    answerIndex: 2,
  },
  {
    key: "c1-grammar-05",
    cefr: "C1",
    skill: "grammar",
    prompt:
      "As it turned out, we ___ booked a table in advance: the restaurant was almost empty when we arrived.",
    choices: ["needn't have", "mustn't have", "couldn't have", "wouldn't have"],
    answerIndex: 0,
  },
  {
    key: "c1-grammar-06",
    cefr: "C1",
    skill: "grammar",
    prompt: "The minister is said ___ the decision weeks before the report was published.",
    choices: ["to take", "having taken", "that he took", "to have taken"],
    answerIndex: 3,
  },
  {
    key: "c1-grammar-07",
    cefr: "C1",
    skill: "grammar",
    prompt: "I'd love to come to the launch on Friday, but I'm afraid I won't be able ___.",
    choices: ["it", "to", "so", "to it"],
    answerIndex: 1,
  },
  {
    key: "c1-grammar-08",
    cefr: "C1",
    skill: "grammar",
    prompt: "The new curriculum has been criticised for its lack of emphasis ___ speaking skills.",
    choices: ["in", "for", "on", "at"],
    answerIndex: 2,
  },
  {
    key: "c1-grammar-09",
    cefr: "C1",
    skill: "grammar",
    prompt:
      "___ the forecast been more accurate, the organisers would never have gone ahead with the race.",
    choices: ["Had", "If", "Were", "Should"],
    answerIndex: 0,
  },
  {
    key: "c1-grammar-10",
    cefr: "C1",
    skill: "grammar",
    prompt: "Hardly had the speaker begun her address ___ the fire alarm went off.",
    choices: ["than", "that", "then", "when"],
    answerIndex: 3,
  },
  {
    key: "c1-grammar-11",
    cefr: "C1",
    skill: "grammar",
    prompt: "It's high time the council ___ something about the traffic on Main Street.",
    choices: ["does", "did", "will do", "has done"],
    answerIndex: 1,
  },

  // Vocabulary
  {
    key: "c1-vocabulary-01",
    cefr: "C1",
    skill: "vocabulary",
    prompt:
      "With the opposition divided and the economy booming, the government's re-election was widely seen as a ___ conclusion.",
    choices: ["foreseen", "forecast", "foregone", "forthcoming"],
    answerIndex: 2,
  },
  {
    key: "c1-vocabulary-02",
    cefr: "C1",
    skill: "vocabulary",
    prompt: "Tourism now ___ for almost a third of the island's income.",
    choices: ["accounts", "counts", "amounts", "stands"],
    answerIndex: 0,
  },
  {
    key: "c1-vocabulary-03",
    cefr: "C1",
    skill: "vocabulary",
    prompt:
      "The two witnesses gave ___ accounts of the accident: they could not both be telling the truth.",
    choices: ["indistinguishable", "inconsiderable", "unaccountable", "irreconcilable"],
    answerIndex: 3,
  },
  {
    key: "c1-vocabulary-04",
    cefr: "C1",
    skill: "vocabulary",
    prompt: "Guests are kindly requested to ___ from smoking anywhere in the building.",
    choices: ["avoid", "refrain", "prevent", "restrain"],
    answerIndex: 1,
  },
  {
    key: "c1-vocabulary-05",
    cefr: "C1",
    skill: "vocabulary",
    prompt:
      "The two studies seem to contradict each other, but on closer ___ their findings turn out to be compatible.",
    choices: ["view", "sight", "inspection", "look"],
    answerIndex: 2,
  },
  {
    key: "c1-vocabulary-06",
    cefr: "C1",
    skill: "vocabulary",
    prompt: "Despite a few teething ___, the new ticketing system is now running smoothly.",
    choices: ["troubles", "tears", "aches", "worries"],
    answerIndex: 0,
  },
  {
    key: "c1-vocabulary-07",
    cefr: "C1",
    skill: "vocabulary",
    prompt: "He was ___ aware that his decision would make him unpopular with his colleagues.",
    choices: ["severely", "heavily", "bitterly", "acutely"],
    answerIndex: 3,
  },
  {
    key: "c1-vocabulary-08",
    cefr: "C1",
    skill: "vocabulary",
    prompt:
      "In ___, moving the whole office to a new computer system in a single weekend was a mistake.",
    choices: ["foresight", "hindsight", "insight", "oversight"],
    answerIndex: 1,
  },
  {
    key: "c1-vocabulary-09",
    cefr: "C1",
    skill: "vocabulary",
    prompt: "With her patience and her ear for languages, she seemed ___ out for teaching.",
    choices: ["made", "set", "cut", "carved"],
    answerIndex: 2,
  },
  {
    key: "c1-vocabulary-10",
    cefr: "C1",
    skill: "vocabulary",
    prompt:
      "Many companies pay ___ service to sustainability while changing very little about the way they operate.",
    choices: ["lip", "mouth", "word", "tongue"],
    answerIndex: 0,
  },

  // Reading
  {
    key: "c1-reading-01",
    cefr: "C1",
    skill: "reading",
    passage:
      "Anyone who has studied a language for more than a year will recognise the intermediate plateau. At first, progress is obvious: every week brings new words, new tenses, new things you can say. Then, somewhere around the point where you can hold a conversation, the sense of movement stops. You are still learning, but the gains are now in precision rather than range, and precision is hard to notice from the inside. Many learners conclude that they have stopped improving and give up, which is a pity, because this is precisely the stage at which a language begins to feel like their own. The plateau, in other words, is less a wall than a change of terrain.",
    prompt: 'What does the writer suggest about the "intermediate plateau"?',
    choices: [
      "Learners who reach it have usually been taught badly.",
      "It can be avoided by learning more vocabulary early on.",
      "Most learners pass through it without ever noticing it.",
      "It marks a change in the kind of progress, not an end to progress.",
    ],
    answerIndex: 3,
  },
  {
    key: "c1-reading-02",
    cefr: "C1",
    skill: "reading",
    passage:
      "The new production of The Playboy of the Western World at the Abbey is handsome, well drilled and almost entirely free of surprises. The set is a triumph of carpentry; the costumes are exactly what one would expect to find in a Mayo shebeen in 1907, assuming the shebeen had a generous budget. The cast deliver Synge's language with admirable clarity, and not one of them seems in any danger of being carried away by it. Audiences who have never seen the play will enjoy a careful, respectful introduction to it. Those who remember that it once provoked riots in this very theatre may wonder where, exactly, the danger has gone.",
    prompt: "What is the reviewer's overall attitude to the production?",
    choices: [
      "Enthusiastic about its daring new interpretation of the play.",
      "Respectful of its competence but disappointed by its lack of edge.",
      "Angry that it changes so much of Synge's original text.",
      "Indifferent, because the reviewer dislikes the play itself.",
    ],
    answerIndex: 1,
  },
  {
    key: "c1-reading-03",
    cefr: "C1",
    skill: "reading",
    passage:
      'Every few years the council unveils a plan to "give the city centre back to people", and every few years the plan is quietly shelved as soon as the first shopkeeper complains about parking. The pattern is so familiar that it has become almost comforting. Yet the evidence from cities that have actually closed streets to traffic is remarkably consistent: the number of people on foot rises, shops that depended on passing cars either adapt or are replaced, and within a year or two nobody can remember what the fuss was about. The council does not need another consultation. What it needs is the nerve to survive eighteen months of complaints.',
    prompt: "What is the writer's main purpose?",
    choices: [
      "To explain why shopkeepers are right to worry about losing parking.",
      "To compare the results of public consultations in different cities.",
      "To urge the council to see a car-free plan through despite opposition.",
      "To argue that the city centre is already too crowded with people.",
    ],
    answerIndex: 2,
  },
  {
    key: "c1-reading-04",
    cefr: "C1",
    skill: "reading",
    passage:
      'For most of the twentieth century, the gut was regarded as little more than plumbing: a tube that absorbed nutrients and disposed of whatever remained. The bacteria living inside it were considered passengers, tolerated rather than valued. Research over the past two decades has turned this picture on its head. These microbes help to train the immune system, produce vitamins the body cannot make for itself and may even influence mood. Enthusiasm, however, has run ahead of the evidence in places. Many of the most striking findings come from studies in mice, and the supermarket shelves of "gut-friendly" products rest on rather thinner foundations than their packaging implies.',
    prompt: 'What does the writer mean by saying that enthusiasm "has run ahead of the evidence"?',
    choices: [
      "Some claims about gut bacteria go further than the research can yet support.",
      "Research on gut bacteria is progressing faster than scientists expected.",
      "Scientists have lost interest in gut bacteria now that the main questions are answered.",
      "Experiments on mice have been abandoned in favour of studies in humans.",
    ],
    answerIndex: 0,
  },
  {
    key: "c1-reading-05",
    cefr: "C1",
    skill: "reading",
    passage:
      "When the Gaelic League was founded in Dublin in 1893, its stated aim was modest: to keep Irish alive as a spoken language. Its founders insisted that the League was non-political, and for some years it attracted members from across the country's political and religious divides. Yet teaching people to take pride in their own language could hardly remain a purely cultural project in a country governed from London. Several of the men who led the Easter Rising of 1916 had been active members, and Douglas Hyde, the League's first president, resigned in 1915 after it adopted an openly political aim.",
    prompt: "What does the writer imply about the Gaelic League?",
    choices: [
      "It was secretly founded to prepare for an armed rising.",
      "Douglas Hyde wanted it to become more political than it did.",
      "It failed in its aim of teaching Irish to large numbers of people.",
      "Its non-political stance was difficult to sustain in the circumstances of the time.",
    ],
    answerIndex: 3,
  },
  {
    key: "c1-reading-06",
    cefr: "C1",
    skill: "reading",
    passage:
      "Martha laid the table for two, as she had every evening for forty years, and then, remembering, put one of the plates back in the cupboard. She did it briskly, without pausing, the way she might correct a spelling mistake. The kitchen clock, which Tom had always promised to fix, still ran seven minutes fast. She had thought of having it repaired in the spring, and then thought better of it. There was something to be said, after all, for a clock that told you the time a little before it happened. She sat down, unfolded her napkin and began to eat, slowly, listening to the rain.",
    prompt: "What can be inferred about Martha?",
    choices: [
      "She is expecting Tom to come home for dinner later that evening.",
      "She is annoyed with Tom for never having repaired the clock.",
      "She now lives without Tom and is still getting used to his absence.",
      "She prefers to eat alone and is relieved to have the house to herself.",
    ],
    answerIndex: 2,
  },
  {
    key: "c1-reading-07",
    cefr: "C1",
    skill: "reading",
    passage:
      'When the national museums abolished admission charges, visitor numbers rose sharply, and the policy was hailed as a triumph for access. The figures deserve a closer look. Much of the increase came from people who were already regular visitors and now simply came more often; the proportion of visitors from the poorest neighbourhoods barely changed. None of this means that free entry was a mistake. It does suggest that the price of a ticket was never the main barrier. People who have grown up believing that museums are "not for them" are unlikely to be persuaded otherwise by a sign reading "Admission free".',
    prompt: "Which statement best reflects the writer's view?",
    choices: [
      "Free entry should be abandoned because it has not increased visitor numbers.",
      "Removing charges was worthwhile but did not solve the deeper problem of who feels welcome.",
      "Museums in poorer neighbourhoods deserve more funding than the national museums.",
      "Regular visitors should pay more so that other people can enter for free.",
    ],
    answerIndex: 1,
  },
];

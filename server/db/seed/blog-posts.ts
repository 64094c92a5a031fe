import type { BlogPostSeed } from "./types";

/** Launch articles for the blog: four published, one draft for editors to finish. */
export const blogPostSeeds: BlogPostSeed[] = [
  {
    title: "What a week at junior summer school in Dublin looks like",
    slug: "a-week-at-junior-summer-school-in-dublin",
    excerpt:
      "Parents always ask what their child will actually be doing all day. Here is an honest walk through a typical week at our junior summer school in Dublin, from Sunday arrival to Saturday excursion.",
    content: `Before booking, parents nearly always ask us the same question: what will my child actually be doing all day? Here is a typical week at Junior Summer School Dublin, based on last summer's timetable.

## Sunday: arrival

Most students arrive on a Sunday. If you have booked a transfer, a member of our team meets your child in the arrivals hall and travels with them to their host family or residence. We keep the first evening quiet on purpose: dinner, a call home and an early night.

## Monday: a test, a class and the city

Lessons start at 9:00 with a short placement test, so by mid-morning everyone is in a class of no more than 12 at the right level. We mix nationalities wherever we can, which means English is the language of break time as well as the lesson. In the afternoon, activity leaders take small groups on a walking tour: Trinity College, Grafton Street, St Stephen's Green and the best places to buy a cheap lunch.

## Tuesday to Thursday: finding a rhythm

Mornings are for English, 15 hours across the week. Teachers cover grammar and vocabulary, but most of the time is spent talking: planning a route across the city, interviewing classmates, preparing the group project for Friday. Afternoons might be rounders in Phoenix Park, an hour at the National Gallery or the cliff walk at Howth, with chips eaten quickly before the seagulls get them.

Some weeks include an evening at a traditional music session. It is often the moment students remember most, and under-18s have soft drinks only, without exception.

## Friday: showing what they've learned

Each class presents its project. Last July, one group recorded a podcast about Dublin ghost stories and another wrote a guide to the city's best free things to do. In the evening there is a quiz or a disco to say goodbye to anyone leaving.

## The weekend

Saturday is a full-day excursion, often to Glendalough in the Wicklow Mountains. Sunday is a family day: many host families take their students to the beach, a match or simply a long Sunday lunch.

## What parents should know

- Our staff are on call 24 hours a day for the whole course.
- Students check in at the start and end of every activity.
- Dublin host families typically cost €180–220 a week, and every family is visited by our team before hosting.

If you'd like a quote for your child's dates, send us a message and we'll reply within 24 hours.`,
    featuredImage: "/images/blog/student-life.svg",
    category: "Student Life",
    tags: ["Junior", "Dublin", "Summer school"],
    isPublished: true,
    publishedAt: "2026-03-10T09:00:00.000Z",
  },
  {
    title: "Host families in Cork: what to expect",
    slug: "host-families-in-cork-what-to-expect",
    excerpt:
      "Living with a Cork family is one of the quickest ways to improve your English. Here is what daily life in an Irish home is really like, from dinner times to the immersion switch.",
    content: `Ask our Cork students what helped their English most and many will say the same thing: the kitchen table. Living with a host family means you speak English at breakfast, over dinner and while someone explains, for the third time, how the washing machine works. Here is what to expect.

## Who are our host families?

Our Cork families are all sorts: retired couples in Douglas, young families in Ballincollig, a single mum in Blackrock whose teenage son is always happy to show students the best chipper in town. What they have in common is that our accommodation team has visited their home, met everyone who lives there and checked the room before any student arrives. Host families in Cork typically cost €160–200 a week.

## Meals

Breakfast is usually self-service: cereal, toast and tea, with the kettle always on. On weekdays adults normally have breakfast and an evening meal at home, and lunch in town; dinner is often earlier than students expect, at around six o'clock. If you have a dietary need, tell us when you book so we can place you with the right family.

## Your room and the house

You'll have your own bedroom with a bed, a wardrobe and a desk or table to study at. Most Irish homes heat water with a switch called the immersion, so showers are short and nobody leaves it on all day. Ask your family how theirs works on the first evening; it saves a lot of cold mornings.

## Getting to school

Most families live between 20 and 40 minutes from our school on the South Mall by bus or on foot. Your family will show you the route, and a weekly bus pass is the best value if you take the bus every day.

## Making it work

- Tell your family if you'll be late or miss dinner; a quick text is enough.
- Join in. Watching the hurling with your host dad counts as listening practice.
- If something isn't right, talk to us. Small problems are easy to fix early, and we can always move you if we need to.

Our students often stay in touch with their Cork families for years. Some come back just to visit.`,
    featuredImage: "/images/blog/destinations.svg",
    category: "Destinations",
    tags: ["Cork", "Accommodation", "Host families"],
    isPublished: true,
    publishedAt: "2026-04-22T09:00:00.000Z",
  },
  {
    title: "Preparing for Trinity GESE: a practical guide",
    slug: "preparing-for-trinity-gese",
    excerpt:
      "The Trinity GESE is a conversation, not a recital. Our exam teachers explain how the test works and how to prepare so that you sound like yourself on the day.",
    content: `The Graded Examinations in Spoken English (GESE) from Trinity College London test one thing: how well you can hold a real conversation in English. There is no written paper. You sit face to face with one examiner, and the exam feels much more like a chat than most students expect. As a Trinity College London exam centre, we see a lot of candidates through it, and these are the things that make the biggest difference.

## Know your grade

GESE has 12 grades in four stages: Initial (Grades 1–3), Elementary (4–6), Intermediate (7–9) and Advanced (10–12). Each grade lists the language functions the examiner wants to hear, such as giving advice, expressing regret or speculating about the future. Choose your grade with your teacher, not on hope: a pass at the right grade is worth more than a struggle at a higher one.

## Choose a topic you genuinely care about

From Grade 4 you bring a topic you have prepared yourself. Students who pick something they love, whether that's surfing, their grandmother's bakery or Japanese animation, talk naturally and handle unexpected questions well. Students who pick something that "sounds impressive" often run out of things to say.

## Don't memorise a speech

Examiners are trained to spot learned-by-heart answers, and they will interrupt with questions. Prepare points, examples and vocabulary instead, then practise talking about them in a different order each time.

## Practise taking control

From Grade 7 there is an interactive task, in which the examiner gives you a situation and you have to lead the conversation: ask questions, make suggestions, keep it moving. This is where many candidates lose marks by waiting politely. Practise with a partner and set yourself a rule: ask at least three questions.

## Record yourself

Use your phone. Listen back once for mistakes and once for fluency; you'll notice filler words, long pauses and the phrase you use in every answer.

## Do a full mock exam

In our exam preparation classes, teachers play the examiner in full mock exams with written feedback on each part of the test. One realistic mock takes away most of the nerves on the day.

Above all, remember the examiner wants to hear you succeed. Smile, listen carefully and, if you don't understand, ask them to repeat: that is good communication too.`,
    featuredImage: "/images/blog/exams.svg",
    category: "Exams",
    tags: ["Trinity", "GESE", "Exam tips", "Speaking"],
    isPublished: true,
    publishedAt: "2026-05-14T09:00:00.000Z",
  },
  {
    title: "A weekend in Galway on a student budget",
    slug: "a-weekend-in-galway-on-a-student-budget",
    excerpt:
      "Galway is made for walking, listening and looking at the sea, and the best of it costs very little. Here is how our students spend a great weekend without emptying their wallets.",
    content: `Galway is a small city, and that's good news for your wallet: almost everything is within walking distance, and some of the best things to do cost nothing at all. Here's a weekend plan our Galway students swear by.

## Saturday morning: the market

Start at the Saturday market beside St Nicholas' Collegiate Church. Stalls sell everything from crêpes and curry to handmade jewellery, and a hot lunch here is much cheaper than a café. It's also great listening practice: stallholders love a chat, so ask where the cheese comes from.

## Saturday afternoon: the river and the Spanish Arch

Walk down Quay Street to the Spanish Arch, where the River Corrib meets Galway Bay. On a dry day, half the city seems to sit here. Galway City Museum is right beside it and free to enter, with good views over the water from upstairs. Then cross to the Claddagh and watch the swans.

## Saturday evening: music

Galway's traditional music sessions are famous, and listening is free, although it's polite to buy a drink. Sessions start early in the evening in several pubs around the Latin Quarter. If you're under 18, it's soft drinks only, and the music is just as good.

## Sunday morning: Salthill

Walk the promenade to Salthill, about 40 minutes from the city centre, with the Burren hills across the bay. Local tradition says you should kick the wall at the end of the prom for good luck. Brave students swim at Blackrock diving tower; everyone else buys an ice cream.

## Sunday afternoon: a day trip

If you have a little more to spend, book a bus trip to Connemara or the ferry to the Aran Islands. Hire a bike on Inis Mór and cycle out to Dún Aonghasa, a stone fort right on the edge of the cliffs. Student cards often get a discount, so always ask.

## Money-saving tips

- Carry a reusable water bottle and a snack.
- Cook with your host family or flatmates on Sunday night.
- Check the school noticeboard: our activity team organises low-cost trips every weekend.

A weekend in Galway doesn't need to be expensive. It just needs good shoes and a rain jacket.`,
    featuredImage: "/images/experience/coast.svg",
    category: "Destinations",
    tags: ["Galway", "Budget", "Weekend"],
    isPublished: true,
    publishedAt: "2026-06-18T09:00:00.000Z",
  },
  {
    title: "CertTESOL 2026: dates and how to apply",
    slug: "certtesol-2026-dates-and-how-to-apply",
    excerpt:
      "Our part-time Trinity CertTESOL runs three times in 2026, in Dublin and Cork. Here are the dates, the timetable and the steps to secure your place.",
    content: `Thinking about teaching English? The Trinity CertTESOL is one of the most widely recognised starting qualifications, and in 2026 we're running it three times: twice in Dublin and once in Cork.

## 2026 dates

- **Dublin, Course 1:** 26 January – 13 March 2026
- **Cork:** 20 April – 5 June 2026
- **Dublin, Course 2:** 15 June – 31 July 2026

## How the timetable works

Each course lasts seven weeks and is part-time, with 130 contact hours in total. In weeks 1–3 you attend Monday to Friday from 4:30pm to 6:30pm, so many trainees keep working during the day. From week 4 to week 7, sessions run from 1:00pm to 6:30pm, Monday to Friday, because this is when you teach real classes and get feedback from your tutors.

The course is built around five units:

- Teaching Skills (74 hours)
- Language Awareness & Skills (20 hours)
- Learner Profile (18 hours)
- Materials Assignment (8 hours)
- Teaching Practice (10 hours)

You need to pass all five units to PASS standard to receive the certificate.

## Who can apply

You'll need a university degree at NFQ Level 7 or above, or an equivalent qualification, and a high level of English. You don't need to be a native speaker, and you don't need any teaching experience.

## How to apply

1. **Send us an enquiry** with your preferred course and a short note about your background.
2. **Complete the pre-course task.** It covers basic grammar, pronunciation and a little reflection on language learning. Nobody expects perfect answers; we want to see how you think.
3. **Have a pre-course interview** with one of our tutors, online or in person. It's a conversation, not a test, and a chance to ask your own questions.
4. **Confirm your place.** Course fees start from €1,300, and we'll send you full details and a reading list.

## Why it's recognised

Employers look for a course with at least 120 hours of scheduled input and practice, 360 minutes of assessed teaching practice, written assignments and time observing experienced teachers. The CertTESOL includes all of these: 360 minutes of assessed teaching, four written assignments of 750–1,000 words and 360 minutes of observation.

Places are limited on each course, so apply early, especially for the summer session in Dublin.`,
    featuredImage: "/images/blog/teacher-training.svg",
    category: "Teacher Training",
    tags: ["CertTESOL", "Trinity", "Teacher training"],
    isPublished: false,
  },
];

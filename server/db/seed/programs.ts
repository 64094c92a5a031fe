import type { ProgramSeed } from "./types";

/**
 * The eleven programmes shipped with the site, in display order. `priceFrom` is the advertised
 * "from" price in whole euros; `tuitionWeeklyCents` is the price list's weekly tuition (tuition
 * only: accommodation and fees are priced separately, see the price list).
 */
export const programSeeds: ProgramSeed[] = [
  {
    id: "clover-summer-galway",
    title: "Clover Summer School Galway",
    shortDescription:
      "English lessons, west-of-Ireland day trips and campus life at University of Galway for 11–17 year olds.",
    description:
      "Our Galway summer school is based on the University of Galway campus, a short walk along the River Corrib from the city centre. On the first morning every student takes a placement test and joins a class of no more than 12 at the right level. Lessons run each weekday morning and put speaking first: teachers build the week around real tasks, such as interviewing stallholders at the Saturday market, preparing a group presentation or writing a postcard home that actually gets posted.\n\n" +
      "Afternoons and weekends belong to Galway and the west of Ireland: the Spanish Arch and the Salthill promenade, sports on the university grounds, a full-day trip to Connemara or the Cliffs of Moher, and a traditional music session where under-18s have soft drinks only. Students live with Galway host families we visit and know personally, or in supervised campus accommodation, and a member of staff is on call around the clock. A printable brochure with the weekly plan, inclusions and a packing list is available for parents and group leaders.",
    category: "junior",
    location: "Galway",
    season: "summer",
    duration: "2-6 weeks",
    minWeeks: 2,
    maxWeeks: 6,
    ageRange: "11-17",
    ageMin: 11,
    ageMax: 17,
    priceFrom: 340,
    tuitionWeeklyCents: 34000,
    hoursPerWeek: 15,
    image: "/images/programs/clover-summer-galway.svg",
    highlights: [
      "Classes of up to 12 students, grouped by level after a placement test",
      "Based on the University of Galway campus, beside the River Corrib",
      "A full-day excursion every week, from Connemara to the Cliffs of Moher",
      "Galway host families (€150–190 a week) or supervised campus accommodation",
      "Staff on call 24 hours a day for the whole stay",
      "Printable brochure with the full weekly plan for parents and group leaders",
    ],
    inclusions: [
      "15 hours of English lessons a week",
      "Placement test on the first morning and an end-of-course certificate",
      "All course books and materials",
      "Afternoon activity programme, Monday to Friday",
      "One full-day excursion each week",
      "Welcome pack with a student card and a map of Galway",
      "24-hour emergency phone line",
    ],
    activities: [
      "Day trip to Connemara and Kylemore Abbey",
      "The Cliffs of Moher and the Burren by coach",
      "Walking tour of the Latin Quarter and the Spanish Arch",
      "Beach games at Salthill (weather permitting)",
      "Gaelic football and hurling taster session",
      "Traditional music session – soft drinks only for under-18s",
      "Talent show and farewell céilí",
    ],
    timetable: {
      "Morning (9:00–12:30)":
        "English lessons in classes of up to 12, with a short break at 10:30.",
      "Lunch (12:30–13:30)": "Lunch on campus, or a packed lunch from your host family.",
      "Afternoon (14:00–17:30)": "Sports, workshops or a guided visit in Galway city.",
      "Weekly plan": {
        "Monday to Friday": "Lessons in the morning, activities in the afternoon",
        "Three evenings a week": "Supervised evening activity, such as a quiz, film or disco",
        Saturday: "Full-day excursion to Connemara, the Cliffs of Moher or the Aran Islands",
        Sunday: "A relaxed day with your host family or a light campus programme",
      },
    },
    faq: [
      {
        question: "Is there a brochure we can print?",
        answer:
          "Yes. A printable brochure with the weekly plan, what is included and a packing list is available for this programme, and we are happy to send it with your quote.",
      },
      {
        question: "Where will my child stay?",
        answer:
          "With a Galway host family (€150–190 a week) or in supervised campus accommodation. Host families are visited by our accommodation team before they welcome any student, and younger students are usually placed with a family.",
      },
      {
        question: "What if we need to cancel?",
        answer:
          "Cancel more than 30 days before the start date and we refund everything except the admin fees; between 14 and 30 days we refund 50%, and with under 14 days' notice there is no refund.",
      },
    ],
    status: "active",
    sortOrder: 10,
  },
  {
    id: "clover-summer-dublin",
    title: "Clover Summer School Dublin",
    shortDescription:
      "A lively city summer school for 12–17 year olds in the heart of Dublin, with morning English and afternoons exploring the capital.",
    description:
      "Clover Summer School Dublin runs from our school on Merrion Row, a few minutes from St Stephen's Green and Grafton Street. It suits students who want a first taste of studying abroad as much as those coming back for a second summer: you can book a single week or stay for up to four. Classes have no more than 12 students and mix nationalities wherever we can, so English is the language of the break as well as the lesson.\n\n" +
      "Each afternoon our activity leaders take the group out into the city: Trinity College and the Book of Kells, the beach at Howth, a hurling match at Croke Park, or a workshop back at school. Saturdays are for a full-day trip, often to Glendalough in the Wicklow Mountains or to Kilkenny. Students live with Dublin host families (€180–220 a week) or in a supervised student residence, and our staff are on call day and night.",
    category: "junior",
    location: "Dublin",
    season: "summer",
    duration: "1-4 weeks",
    minWeeks: 1,
    maxWeeks: 4,
    ageRange: "12-17",
    ageMin: 12,
    ageMax: 17,
    priceFrom: 350,
    tuitionWeeklyCents: 35000,
    hoursPerWeek: 15,
    image: "/images/programs/clover-summer-dublin.svg",
    highlights: [
      "Book from one week, ideal for a first summer abroad",
      "Central school near St Stephen's Green",
      "Classes of up to 12, mixed nationalities wherever possible",
      "Afternoon activities every weekday and a full-day trip every Saturday",
      "Dublin host families (€180–220 a week) or a supervised student residence",
      "24-hour staff support throughout the stay",
    ],
    inclusions: [
      "15 hours of English lessons a week",
      "Placement test and end-of-course certificate",
      "Course materials",
      "Five afternoon activities a week",
      "One full-day excursion a week",
      "Leap card for Dublin public transport during the course",
      "24-hour emergency phone line",
    ],
    activities: [
      "Trinity College and the Book of Kells",
      "Cliff walk and fish and chips in Howth",
      "Day trip to Glendalough and the Wicklow Mountains",
      "Croke Park stadium tour and a Gaelic games session",
      "Treasure hunt through Temple Bar and Dublin Castle",
      "EPIC The Irish Emigration Museum",
      "Farewell party on the last Friday",
    ],
    timetable: {
      "Morning (9:00–12:30)":
        "English lessons in classes of up to 12, focused on speaking, vocabulary and grammar in use.",
      "Afternoon (14:00–17:30)": "Guided visits, sports or creative workshops around the city.",
      Evening:
        "Dinner with your host family or in the residence; organised evening activity twice a week.",
      Weekend: {
        Saturday: "Full-day excursion, for example Glendalough or Kilkenny",
        Sunday: "Free day with your host family, or a half-day outing for residence students",
      },
    },
    faq: [
      {
        question: "Can my child come for just one week?",
        answer:
          "Yes. Clover Summer School Dublin can be booked from one week up to four, with new students starting every Monday during the summer.",
      },
      {
        question: "How are students supervised in the city?",
        answer:
          "Activity leaders accompany every afternoon and weekend activity, and students check in at the start and end of each outing. Outside scheduled activities, curfew times are agreed with parents and host families.",
      },
    ],
    status: "active",
    sortOrder: 20,
  },
  {
    id: "mini-stay-dublin",
    title: "Mini-Stay Dublin",
    shortDescription:
      "One or two weeks of English and Dublin life for school groups aged 12–17, travelling with their own group leaders.",
    description:
      "Mini-Stay Dublin is built for school groups who want a short, well-organised stay that fits into the school year. Groups travel with their own group leaders and book through their school; we take care of lessons, the activity plan and accommodation, and agree the details with the organising teacher in advance. Lessons are taught in classes of up to 12 by our qualified teachers, and we can link the content to what your students are covering at home.\n\n" +
      "Groups choose the accommodation that suits them. Tivoli Apartments offer studios for up to two people and one-bedroom apartments for up to four; Augustine Apartments have two-bedroom apartments for up to six; and LIV Dublin has single or twin en-suite rooms as well as shared apartments. Group leaders stay alongside their students, and our team is available around the clock for the whole visit.",
    category: "junior",
    location: "Dublin",
    season: "year-round",
    duration: "1-2 weeks",
    minWeeks: 1,
    maxWeeks: 2,
    ageRange: "12-17",
    ageMin: 12,
    ageMax: 17,
    priceFrom: 290,
    tuitionWeeklyCents: 29000,
    hoursPerWeek: 15,
    image: "/images/programs/mini-stay-dublin.svg",
    highlights: [
      "Designed for school groups, booked through the school",
      "Runs all year, so it fits around your own term dates",
      "Group leaders travel with and stay alongside their students",
      "Closed classes of up to 12, linked to your curriculum on request",
      "Apartment and en-suite options at Tivoli, Augustine and LIV Dublin",
    ],
    inclusions: [
      "English lessons every weekday in classes of up to 12",
      "Placement test and certificate for every student",
      "Course materials",
      "Planned activity programme agreed with the group leaders",
      "Welcome meeting on arrival day",
      "24-hour emergency phone line for group leaders",
    ],
    activities: [
      "Walking tour of Georgian Dublin and Trinity College",
      "Visit to the National Museum of Ireland",
      "Coastal walk from Bray to Greystones",
      "Kilmainham Gaol guided tour",
      "Day trip to Glendalough",
      "Irish dance workshop",
    ],
    timetable: {
      Lessons: "Mornings or afternoons, Monday to Friday, depending on the group's activity plan.",
      Activities: "Half-day visits on weekdays and an optional full-day trip at the weekend.",
      Accommodation: {
        "Tivoli Apartments": "Studios for up to 2 people, one-bedroom apartments for up to 4",
        "Augustine Apartments": "Two-bedroom apartments for up to 6",
        "LIV Dublin": "Single or twin en-suite rooms and shared apartments",
      },
      "Before you arrive":
        "We agree the full itinerary, rooming list and emergency contacts with the organising teacher.",
    },
    faq: [
      {
        question: "Can an individual student book a Mini-Stay?",
        answer:
          "Mini-Stay Dublin is for school groups, so bookings come through the school and the group travels with its own leaders. Individual students aged 12–17 can look at our summer schools instead.",
      },
      {
        question: "Which accommodation is right for our group?",
        answer:
          "Smaller groups often like the Tivoli studios and one-bedroom apartments; larger groups who want to cook together tend to choose the two-bedroom Augustine Apartments; LIV Dublin suits groups who prefer en-suite rooms. We will recommend an option when we send your quote.",
      },
      {
        question: "How soon will we get a quote?",
        answer:
          "Send us your dates, group size and ages and we will reply with a full quote within 24 hours.",
      },
    ],
    status: "active",
    sortOrder: 30,
  },
  {
    id: "high-school-integration-cork",
    title: "High School Integration Cork",
    shortDescription:
      "Spend one to three months as a pupil in a Cork secondary school, studying alongside Irish classmates and living with a host family.",
    description:
      "High School Integration Cork is for 15 to 18 year olds who want more than a language course. Students join a real Irish secondary school for four to thirteen weeks, wear the uniform, follow the timetable and sit in ordinary classes with Irish classmates, from English and history to PE and business. Most join Transition Year or Fifth Year, where there is room for projects, sport and school trips as well as study.\n\n" +
      "Every student lives with a Cork host family (€160–200 a week) who becomes their home for the stay, and has a Clover coordinator who meets them each week, keeps in touch with the school and the family, and sends a short progress report to parents. Students need at least an intermediate level of English to follow lessons; after a few weeks, most tell us the biggest change is how easily they chat with friends at break time.",
    category: "junior",
    location: "Cork",
    season: "year-round",
    duration: "1-3 months",
    minWeeks: 4,
    maxWeeks: 13,
    ageRange: "15-18",
    ageMin: 15,
    ageMax: 18,
    priceFrom: 450,
    tuitionWeeklyCents: 45000,
    hoursPerWeek: 25,
    image: "/images/programs/high-school-integration-cork.svg",
    highlights: [
      "Attend real classes with Irish classmates, not a separate international group",
      "Placement in a Cork secondary school matched to your age and interests",
      "A host family in Cork (€160–200 a week) for the whole stay",
      "Weekly meeting with your own Clover coordinator",
      "Progress reports for parents and a school report at the end",
    ],
    inclusions: [
      "Placement in a Cork secondary school",
      "Personal coordinator and weekly check-in",
      "Orientation day on arrival",
      "Help choosing subjects and after-school activities",
      "Progress report for parents",
      "Certificate of attendance",
      "24-hour emergency phone line",
    ],
    activities: [
      "School sports teams and after-school clubs",
      "Transition Year projects and school trips",
      "Weekend outings with your host family",
      "Optional Saturday excursions to Kinsale and Blarney",
      "Cork city walking tour during orientation",
    ],
    timetable: {
      "School day (8:50–15:40)":
        "Regular classes with Irish classmates, following the school's own timetable.",
      "After school": "Sports, clubs or music, then homework and dinner with your host family.",
      "Every week": "A check-in with your Clover coordinator, usually on Friday afternoon.",
      Weekends: "Time with your host family, plus optional Clover excursions.",
    },
    faq: [
      {
        question: "What level of English do I need?",
        answer:
          "At least an intermediate level (around B1), so that you can follow lessons taught entirely in English. We check your level with a short online test and interview before confirming a school place.",
      },
      {
        question: "Which year group will I join?",
        answer:
          "Most students join Transition Year or Fifth Year. We take your age, interests and previous schooling into account and agree the year group with the school before you arrive.",
      },
      {
        question: "When can I start?",
        answer:
          "Start dates follow the Irish school calendar, so placements run during term time. Tell us when you would like to come and we will suggest dates that avoid the school holidays.",
      },
    ],
    status: "active",
    sortOrder: 40,
  },
  {
    id: "teacher-training",
    title: "Erasmus+ Teacher Training",
    shortDescription:
      "One- and two-week courses for qualified teachers in Dublin, Cork and Galway, eligible for Erasmus+ Key Action 1 funding.",
    description:
      "Our Erasmus+ courses give qualified teachers a week or two in Ireland to sharpen their own English, pick up classroom ideas they can use the following Monday, and compare notes with colleagues from across Europe. Courses run throughout the year in Dublin, Cork and Galway, and cover methodology for English teachers, English for teachers of other subjects, and language development for teachers who want to use more English in their work.\n\n" +
      "These courses are funded through Erasmus+ Key Action 1. The grant is held by your school or organisation, so teachers apply through their institution rather than individually; once you have your dates, we provide the course description, a letter of acceptance and everything your coordinator needs for the paperwork. Every participant receives a certificate of attendance at the end of the course.",
    category: "erasmus",
    location: "Dublin, Cork & Galway",
    season: "year-round",
    duration: "1-2 weeks",
    minWeeks: 1,
    maxWeeks: 2,
    ageRange: "Qualified teachers",
    ageMin: 21,
    ageMax: null,
    priceFrom: null,
    tuitionWeeklyCents: null,
    hoursPerWeek: 20,
    image: "/images/programs/teacher-training.svg",
    highlights: [
      "Eligible for Erasmus+ Key Action 1 funding",
      "Run year-round in Dublin, Cork and Galway",
      "Practical sessions you can use in your own classroom",
      "Small groups of teachers from across Europe",
      "Paperwork support for your school's Erasmus+ coordinator",
    ],
    inclusions: [
      "Course tuition and materials",
      "Course description and letter of acceptance for your application",
      "Placement questionnaire before arrival",
      "Cultural afternoon programme",
      "Certificate of attendance",
      "Help with accommodation, from host families to hotels",
    ],
    activities: [
      "Visit to an Irish school (where term dates allow)",
      "Guided walking tour of your course city",
      "Traditional music evening",
      "Day trip at the weekend, for example to Glendalough or Connemara",
      "Welcome and farewell gatherings with your course group",
    ],
    timetable: {
      "Morning (9:00–12:30)":
        "Course sessions: methodology, language development and hands-on workshops.",
      "Afternoon (13:30–15:00)":
        "Project work, peer teaching or a visit linked to the course theme, two or three days a week.",
      Friday: "Review of the week, action plan for your own school and certificates.",
      "Before you come":
        "Your school applies for Erasmus+ Key Action 1 funding; we send the documents it needs.",
    },
    faq: [
      {
        question: "Can I apply as an individual teacher?",
        answer:
          "Not for Erasmus+ funding. The grant is held by your school or organisation, so the application goes through them. Talk to your school's Erasmus+ coordinator first; we are glad to send a course description and answer their questions.",
      },
      {
        question: "When should our school apply?",
        answer:
          "Deadlines are set each year by the Erasmus+ National Agency in your country, so check with them early. Once your school knows its funding, we confirm dates and send a letter of acceptance.",
      },
      {
        question: "Which city should I choose?",
        answer:
          "The course content is the same in Dublin, Cork and Galway. Dublin offers the most to see, Cork is compact and friendly, and Galway is ideal if you want the west coast on your doorstep.",
      },
    ],
    status: "active",
    sortOrder: 50,
  },
  {
    id: "cert-tesol",
    title: "Trinity CertTESOL 2026",
    shortDescription:
      "A 130-hour, part-time Trinity CertTESOL course over seven weeks in Dublin or Cork, for graduates starting out in English language teaching.",
    description:
      "The Trinity CertTESOL is an internationally recognised initial qualification for people who want to teach English to speakers of other languages. Our part-time course packs 130 contact hours into seven weeks: for the first three weeks you attend in the late afternoon, from 4:30pm to 6:30pm, so you can keep working while you learn the foundations; from week four, sessions run from 1:00pm to 6:30pm, Monday to Friday, and you teach real classes of adult learners with feedback from your tutors.\n\n" +
      "The course is made up of five units: Teaching Skills (74 hours), Language Awareness & Skills (20 hours), Learner Profile (18 hours), Materials Assignment (8 hours) and Teaching Practice (10 hours). To be accepted you need a university degree at NFQ Level 7 or above (or equivalent), a pre-course interview and a short pre-course task, and to be awarded the certificate you pass all five units to PASS standard. In 2026 the course runs three times: Dublin Course 1 from 26 January to 13 March, Cork from 20 April to 5 June, and Dublin Course 2 from 15 June to 31 July.",
    category: "teacher",
    location: "Dublin & Cork",
    season: "year-round",
    duration: "7 weeks part-time",
    minWeeks: 7,
    maxWeeks: 7,
    ageRange: "Graduates (18+)",
    ageMin: 18,
    ageMax: null,
    priceFrom: 1300,
    tuitionWeeklyCents: null,
    hoursPerWeek: 20,
    image: "/images/programs/cert-tesol.svg",
    highlights: [
      "130 contact hours over seven weeks, part-time",
      "Three 2026 sessions: two in Dublin, one in Cork",
      "Assessed teaching practice with real adult learners",
      "Small groups and individual feedback from experienced tutors",
      "Run at a Trinity College London exam centre",
      "Course fee from €1,300",
    ],
    inclusions: [
      "130 hours of tuition and supervised teaching practice",
      "Pre-course task and interview",
      "Course handbook and materials",
      "360 minutes of assessed teaching practice",
      "360 minutes of observing experienced teachers",
      "Tutorials and written feedback on every assignment",
      "Final moderation by a Trinity College London moderator",
    ],
    activities: [
      "Input sessions on methodology, grammar and phonology",
      "Planning and teaching lessons to adult learners",
      "Observing experienced Clover teachers",
      "One-to-one case study with a language learner",
      "Reflecting on each lesson you teach with your tutor and peers",
      "Designing and evaluating your own teaching materials",
    ],
    timetable: {
      "Weeks 1–3 (4:30pm–6:30pm, Monday to Friday)":
        "Input sessions on teaching skills, language awareness and phonology.",
      "Weeks 4–7 (1:00pm–6:30pm, Monday to Friday)":
        "Lesson planning, teaching practice with feedback, observation and input sessions.",
      "2026 sessions": {
        "Dublin – Course 1": "26 January – 13 March 2026",
        Cork: "20 April – 5 June 2026",
        "Dublin – Course 2": "15 June – 31 July 2026",
      },
      "Course units": {
        "Teaching Skills": "74 hours",
        "Language Awareness & Skills": "20 hours",
        "Learner Profile": "18 hours",
        "Materials Assignment": "8 hours",
        "Teaching Practice": "10 hours",
      },
    },
    faq: [
      {
        question: "What are the entry requirements?",
        answer:
          "A university degree at NFQ Level 7 or above (or an equivalent qualification), a successful pre-course interview and a completed pre-course task. You need a high level of English, but you do not need to be a native speaker.",
      },
      {
        question: "Do I need previous teaching experience?",
        answer:
          "No. The CertTESOL is an initial qualification, and most of our trainees have never taught a class before. Teaching practice starts with short, carefully planned lessons and builds up from there.",
      },
      {
        question: "How is the course recognised?",
        answer:
          "The Trinity CertTESOL meets the standard most employers ask for: at least 120 hours of scheduled input and practice, 360 minutes of assessed teaching practice, four written assignments of 750–1,000 words and 360 minutes of observing experienced teachers.",
      },
      {
        question: "How do I pass?",
        answer:
          "You need to reach PASS standard in all five units. Tutors give you feedback on every lesson and assignment, so you always know where you stand.",
      },
    ],
    status: "active",
    sortOrder: 60,
  },
  {
    id: "executive-education",
    title: "Executive Education Award (Level 9)",
    shortDescription:
      "Coming soon: a one-year, part-time Level 9 award worth 30 ECTS, delivered in blended format from Dublin for working professionals.",
    description:
      "The Executive Education Award is a postgraduate-level qualification for professionals who lead, communicate and negotiate in international settings. Placed at Level 9 on the Irish National Framework of Qualifications and worth 30 ECTS credits, it involves 600–750 hours of learning over one year, so it is designed to sit alongside a full-time job rather than replace it.\n\n" +
      "Delivery is blended: most of the study happens online, through guided reading, live seminars and project work, and it comes together in workshops at our Dublin campus. The programme is coming soon and we are now registering interest. Leave your details and we will contact you as soon as dates, fees and the full module list are confirmed.",
    category: "adult",
    location: "Dublin (blended)",
    season: "year-round",
    duration: "1 year part-time",
    minWeeks: null,
    maxWeeks: null,
    ageRange: "Professionals (23+)",
    ageMin: 23,
    ageMax: null,
    priceFrom: null,
    tuitionWeeklyCents: null,
    hoursPerWeek: 20,
    image: "/images/programs/executive-education.svg",
    highlights: [
      "Level 9 on the Irish National Framework of Qualifications",
      "30 ECTS credits",
      "600–750 learning hours over one year, part-time",
      "Blended delivery with workshops in Dublin",
      "Coming soon: register your interest now",
    ],
    inclusions: [
      "Live online seminars and guided self-study",
      "In-person workshops at our Dublin campus",
      "Personal academic tutor",
      "Access to the online learning platform for the full year",
      "Assessment feedback throughout the programme",
    ],
    activities: [
      "Live online seminars",
      "Case studies from international organisations",
      "Workplace-based project",
      "Presentation and negotiation workshops in Dublin",
      "Peer discussion groups",
    ],
    timetable: {
      Delivery: "Blended: online study and live seminars, with workshops on campus in Dublin.",
      Workload: "600–750 hours of learning over one year, including self-study and assessment.",
      Credits: "30 ECTS at Level 9 on the Irish NFQ.",
      Status: "Coming soon – we are registering interest now.",
    },
    faq: [
      {
        question: "When does the programme start?",
        answer:
          "Dates are not yet confirmed. Register your interest and we will let you know as soon as the first intake is announced.",
      },
      {
        question: "Can I study while working full-time?",
        answer:
          "Yes, that is who it is designed for. Expect 600–750 hours of learning across the year, most of it online and at times that suit you, plus workshops in Dublin.",
      },
    ],
    status: "active",
    sortOrder: 70,
  },
  {
    id: "exam-preparation",
    title: "Exam Preparation (Trinity GESE, ISE & SEW)",
    shortDescription:
      "Focused preparation for Trinity GESE, ISE and Spoken English for Work, taught at a Trinity College London exam centre in Dublin and Cork.",
    description:
      "Our exam preparation course is for learners aged 16 and over who need a Trinity College London certificate for study, work or their own satisfaction. We prepare students for the Graded Examinations in Spoken English (GESE), Integrated Skills in English (ISE) and Spoken English for Work (SEW). As a Trinity College London exam centre, we know the exams from the inside, and many students sit their exam with us at the end of the course.\n\n" +
      "Mornings build the general English you need at your level; afternoons are spent on the exam itself: choosing and preparing your topic, practising the interactive task, timed reading and writing, and full mock exams with a teacher playing the examiner. Classes have no more than 15 students, and you can join for anything from two to twelve weeks in Dublin or Cork.",
    category: "adult",
    location: "Dublin & Cork",
    season: "year-round",
    duration: "2-12 weeks",
    minWeeks: 2,
    maxWeeks: 12,
    ageRange: "16+",
    ageMin: 16,
    ageMax: null,
    priceFrom: 295,
    tuitionWeeklyCents: 29500,
    hoursPerWeek: 20,
    image: "/images/programs/exam-preparation.svg",
    highlights: [
      "Preparation for Trinity GESE, ISE and Spoken English for Work",
      "Taught at a Trinity College London exam centre",
      "Mock exams with a teacher in the examiner's role",
      "Classes of up to 15 students",
      "Study in Dublin or Cork, from two to twelve weeks",
    ],
    inclusions: [
      "General English lessons every morning",
      "Exam preparation classes every afternoon",
      "Level test and advice on which exam and grade to take",
      "Full mock exam with written feedback",
      "Exam practice materials",
      "Certificate of attendance",
    ],
    activities: [
      "Topic preparation clinics",
      "Speaking practice with a partner from another class",
      "Timed reading and writing practice for ISE",
      "Role plays for workplace situations (SEW)",
      "Weekly social programme with the rest of the school",
    ],
    timetable: {
      "Morning (9:00–12:30)": "General English at your level.",
      "Afternoon (13:30–15:00)":
        "Exam skills: topic work, interactive tasks, listening, reading and writing practice.",
      "Every other week": "A mock speaking exam with feedback on each part of the test.",
      "Exam day": "Sit your Trinity exam at our centre on one of the scheduled session dates.",
    },
    faq: [],
    status: "active",
    sortOrder: 80,
  },
  {
    id: "personalised-programmes",
    title: "Personalised Programmes",
    shortDescription:
      "One-to-one or small-group English built around your goals, level and timetable, in Dublin, Cork or Galway.",
    description:
      "Sometimes a standard class is not the right fit: you have a job interview in English next month, a family relocating to Ireland, or a team that needs to present to international clients. Our personalised programmes are designed around one learner or a small group, at any level and for any age from 11 upwards, and you can start on a date that suits you and study for anything from a week to a full year.\n\n" +
      "Before you arrive, your teacher looks at your level, your goals and the situations in which you use English, and builds a plan around them. You choose the intensity, from a few lessons a week alongside work to a full-time immersion course, and the plan is reviewed with you every week. Because every programme is different, we price each one individually and send a quote within 24 hours.",
    category: "adult",
    location: "Dublin, Cork & Galway",
    season: "year-round",
    duration: "1 week to 1 year",
    minWeeks: 1,
    maxWeeks: 52,
    ageRange: "All ages",
    ageMin: 11,
    ageMax: null,
    priceFrom: null,
    tuitionWeeklyCents: null,
    hoursPerWeek: 20,
    image: "/images/programs/personalised-programmes.svg",
    highlights: [
      "One-to-one or small-group lessons",
      "All ages from 11 and every level from beginner to advanced",
      "Flexible start dates and intensity",
      "A plan built around your own goals and reviewed every week",
      "Available in Dublin, Cork and Galway",
      "Quote within 24 hours",
    ],
    inclusions: [
      "Needs analysis and level assessment before you start",
      "Personal learning plan",
      "Materials prepared for your goals",
      "Weekly progress review with your teacher",
      "Certificate of attendance",
    ],
    activities: [
      "Role plays for meetings, interviews and presentations",
      "Lessons out in the city: at the bank, the market or a café",
      "Pronunciation coaching",
      "Writing workshops for e-mails and reports",
      "Optional access to the school's social programme",
    ],
    timetable: {
      "Start dates": "Any weekday, all year round.",
      Intensity: {
        Light: "5 lessons a week, alongside work or study",
        Standard: "10 to 15 lessons a week",
        Intensive: "20 or more lessons a week for fast progress",
      },
      "Lesson times": "Mornings, afternoons or early evenings, agreed with your teacher.",
    },
    faq: [
      {
        question: "How much does a personalised programme cost?",
        answer:
          "It depends on the number of lessons, the group size and the city, so we price each programme individually. Tell us what you need and we will send a quote within 24 hours.",
      },
      {
        question: "Can children take one-to-one lessons?",
        answer:
          "Yes, from age 11. We choose teachers who specialise in young learners and agree lesson times and arrangements with parents in advance.",
      },
      {
        question: "Can a small group from my company study together?",
        answer:
          "Yes. Small groups can follow a shared programme, with lessons built around the work you actually do, and we can combine group lessons with individual sessions.",
      },
    ],
    status: "active",
    sortOrder: 90,
  },
  {
    id: "general-english-cork",
    title: "General English Cork",
    shortDescription:
      "Year-round General English for adults in the centre of Cork, in classes of up to 15, from one week to a full year.",
    description:
      "General English Cork is our core course for adults, taught at our school on the South Mall in the centre of the city. After a placement test on your first morning, you join a class of no more than 15 students at your level. Morning lessons, from 9:00 to 12:30, work on grammar, vocabulary, listening and speaking with a clear weekly goal; afternoon lessons, from 13:30 to 15:00, focus on skills such as pronunciation, conversation and writing.\n\n" +
      "You can start any Monday and stay for anything from one week to a full year. The standard price is €280 a week, and students who book 12 weeks or more pay our long-stay rate of €220 a week. Outside class, Cork is a very easy city to live in: compact, friendly and surrounded by coast and countryside. Many students choose a Cork host family (€160–200 a week) to keep practising at home.",
    category: "adult",
    location: "Cork",
    season: "year-round",
    duration: "1-52 weeks",
    minWeeks: 1,
    maxWeeks: 52,
    ageRange: "18+",
    ageMin: 18,
    ageMax: null,
    priceFrom: 220,
    tuitionWeeklyCents: 28000,
    hoursPerWeek: 25,
    image: "/images/programs/general-english-cork.svg",
    highlights: [
      "Classes of up to 15 students",
      "Morning lessons 9:00–12:30, afternoon lessons 13:30–15:00",
      "Start any Monday, study from one week to a year",
      "€280 a week, or €220 a week long-stay rate for 12 weeks or more",
      "Central school on the South Mall",
      "Cork host families from €160–200 a week",
    ],
    inclusions: [
      "Morning and afternoon lessons, Monday to Friday",
      "Placement test and level check every four weeks",
      "Course book and materials",
      "Monthly tutorial with your teacher",
      "Certificate of attendance stating your level",
      "Weekly social programme",
    ],
    activities: [
      "Walking tour of Cork city and the English Market",
      "Day trip to Kinsale",
      "Cobh and the Titanic Experience",
      "Conversation club every Wednesday",
      "Blarney Castle and gardens",
      "Weekend trip to the Ring of Kerry",
    ],
    timetable: {
      "Morning (9:00–12:30)":
        "General English: grammar, vocabulary, reading, listening and speaking, with a short break.",
      "Afternoon (13:30–15:00)":
        "Skills lessons: pronunciation, conversation, writing and English for everyday life.",
      "Weekly plan": {
        Monday: "Placement test and welcome for new students at 8:45",
        Wednesday: "Conversation club after class",
        Friday: "Weekly review and progress check",
        Weekend: "Optional excursions around Cork and the south-west",
      },
    },
    faq: [
      {
        question: "How does the long-stay rate work?",
        answer:
          "If you book 12 weeks or more, every week of your course is charged at €220 instead of the standard €280.",
      },
      {
        question: "When can I start?",
        answer:
          "Any Monday of the year, at any level from beginner to advanced. When a Monday is a public holiday, new students start on the Tuesday.",
      },
      {
        question: "Do I have to take the afternoon lessons?",
        answer:
          "The afternoon lessons are part of the course, and they are where many students make the biggest progress with speaking and pronunciation.",
      },
    ],
    status: "active",
    sortOrder: 100,
  },
  {
    id: "junior-summer-dublin",
    title: "Junior Summer School Dublin",
    shortDescription:
      "Two to eight weeks of English, activities and Dublin life for 12–17 year olds, with 15 hours of lessons a week.",
    description:
      "Junior Summer School Dublin is designed for teenagers who want to stay a little longer and see real progress over the summer. Students aged 12 to 17 have 15 hours of English a week in classes of no more than 12, with a placement test on the first morning and a level check every two weeks. Teachers mix grammar and vocabulary work with projects that run across the week, such as making a short podcast about Dublin or a guide to the city for next year's students.\n\n" +
      "Afternoons balance sport, culture and free time with friends, and there is a full-day excursion every Saturday. Because the activity programme is lighter than in our shorter summer courses, the weekly price is lower, which makes longer stays more affordable. Students live with Dublin host families (€180–220 a week) or in a supervised residence, and our staff are on call 24 hours a day.",
    category: "junior",
    location: "Dublin",
    season: "summer",
    duration: "2-8 weeks",
    minWeeks: 2,
    maxWeeks: 8,
    ageRange: "12-17",
    ageMin: 12,
    ageMax: 17,
    priceFrom: 320,
    tuitionWeeklyCents: 32000,
    hoursPerWeek: 15,
    image: "/images/programs/junior-summer-dublin.svg",
    highlights: [
      "15 hours of English a week in classes of up to 12",
      "Stays of two to eight weeks for real progress",
      "Weekly project work, from podcasts to city guides",
      "Level check every two weeks and a report for parents",
      "Full-day excursion every Saturday",
      "Host families (€180–220 a week) or supervised residence",
    ],
    inclusions: [
      "15 hours of English lessons a week",
      "Placement test, progress reports and end-of-course certificate",
      "Course materials",
      "Afternoon activities on weekdays",
      "One full-day excursion a week",
      "24-hour emergency phone line",
    ],
    activities: [
      "Phoenix Park picnic and rounders",
      "Dublin Zoo",
      "Day trip to Powerscourt and Glendalough",
      "Howth cliff walk",
      "Street art and photography workshop",
      "Traditional music session – soft drinks only for under-18s",
      "Five-a-side football tournament",
    ],
    timetable: {
      Lessons: "9:00–12:30, Monday to Friday: 15 hours of English a week.",
      "Afternoon (14:00–17:30)":
        "Activities with our leaders, or project work and free time in small groups.",
      "Typical week": {
        Monday: "Lessons; afternoon walking tour of the city centre",
        Tuesday: "Lessons; sports afternoon in Phoenix Park",
        Wednesday: "Lessons; visit to the National Gallery or a museum",
        Thursday: "Lessons; project workshop and free time in town with activity leaders",
        Friday: "Lessons and project presentations; evening disco or quiz",
        Saturday: "Full-day excursion, for example Glendalough or Howth",
        Sunday: "Free day with your host family, or a relaxed outing for residence students",
      },
    },
    faq: [
      {
        question: "How is this different from Clover Summer School Dublin?",
        answer:
          "Junior Summer School Dublin is designed for longer stays of two to eight weeks, with project work and regular level checks, and a lighter activity programme that keeps the weekly price lower. Clover Summer School Dublin can be booked from one week and has a busier activity schedule.",
      },
      {
        question: "Will my child be with other students who speak their language?",
        answer:
          "We mix nationalities in every class wherever we can, and English is the language of the school, including at break time.",
      },
    ],
    status: "active",
    sortOrder: 110,
  },
];

/**
 * What some program pages show beyond the common layout (spec §2), keyed by program id. The
 * numbers and dates live here; every word is in the `programs` locale namespace.
 */

export type ActivitiesTabLabel = "activities" | "training" | "options";
export type ScheduleTabLabel = "schedule" | "flexibility";
export type ProgramNote = "brochure" | "schoolGroups" | "realClasses" | "erasmus";
export type CallToAction = "getQuote" | "applyThroughInstitution" | "applyNow" | "registerInterest";

export interface MiniStayPlace {
  id: "tivoli" | "augustine" | "liv";
  units: {
    kind: "studio" | "oneBedroom" | "twoBedroom" | "ensuite" | "sharedApartment";
    capacity?: number;
  }[];
}

export interface CertTesolSession {
  id: "dublin1" | "cork" | "dublin2";
  /** ISO dates. */
  start: string;
  end: string;
}

export type Weekday = "monday" | "tuesday" | "wednesday" | "thursday" | "friday";

export interface ProgramExtras {
  activitiesTab: ActivitiesTabLabel;
  scheduleTab: ScheduleTabLabel;
  notes: ProgramNote[];
  /** The main call to action of the hero and sidebar. */
  callToAction: CallToAction;
  /** False where there is never a price to show (EU-funded courses). */
  priceCard: boolean;
  /** Sections after the tabs. */
  sections: (
    | "miniStayAccommodation"
    | "sampleTimetable"
    | "typicalWeek"
    | "certTesol"
    | "executive"
  )[];
}

const common: ProgramExtras = {
  activitiesTab: "activities",
  scheduleTab: "schedule",
  notes: [],
  callToAction: "getQuote",
  priceCard: true,
  sections: [],
};

const byId: Record<string, Partial<ProgramExtras>> = {
  "clover-summer-galway": { notes: ["brochure"] },
  "mini-stay-dublin": { notes: ["schoolGroups"], sections: ["miniStayAccommodation"] },
  "high-school-integration-cork": { notes: ["realClasses"] },
  "teacher-training": {
    notes: ["erasmus"],
    callToAction: "applyThroughInstitution",
    priceCard: false,
  },
  "exam-preparation": { activitiesTab: "training" },
  "personalised-programmes": { activitiesTab: "options", scheduleTab: "flexibility" },
  "general-english-cork": { sections: ["sampleTimetable"] },
  "junior-summer-dublin": { sections: ["typicalWeek"] },
  "cert-tesol": { callToAction: "applyNow", sections: ["certTesol"] },
  "executive-education": { callToAction: "registerInterest", sections: ["executive"] },
};

export function extrasOf(programId: string): ProgramExtras {
  return { ...common, ...byId[programId] };
}

/** Mini-Stay Dublin housing (spec §9: capacities 2, 4 and 6). */
export const miniStayPlaces: MiniStayPlace[] = [
  {
    id: "tivoli",
    units: [
      { kind: "studio", capacity: 2 },
      { kind: "oneBedroom", capacity: 4 },
    ],
  },
  { id: "augustine", units: [{ kind: "twoBedroom", capacity: 6 }] },
  { id: "liv", units: [{ kind: "ensuite" }, { kind: "sharedApartment" }] },
];

/** General English Cork (spec §9). */
export const generalEnglishCork = {
  morning: { from: "09:00", to: "12:30" },
  afternoon: { from: "13:30", to: "15:00" },
  days: ["monday", "tuesday", "wednesday", "thursday", "friday"] as Weekday[],
  maxClassSize: 15,
  weeks: { min: 1, max: 52 },
  minAge: 18,
  /** Shown when the program has no "from" price in the database. */
  fallbackPriceFrom: 220,
};

/** Junior Summer Dublin (spec §9: 15 hours of English a week). */
export const juniorSummerDublin = {
  days: ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const,
  attractions: [
    { id: "trinity", image: "/images/destinations/dublin.svg" },
    { id: "phoenixPark", image: "/images/experience/city.svg" },
    { id: "howth", image: "/images/experience/coast.svg" },
    { id: "glendalough", image: "/images/experience/music.svg" },
  ] as const,
  accommodation: ["hostFamily", "residence"] as const,
  hoursPerWeek: 15,
};

/** CertTESOL 2026 (spec §9). */
export const certTesol = {
  price: 1300,
  weeks: 7,
  contactHours: 130,
  sessions: [
    { id: "dublin1", start: "2026-01-26", end: "2026-03-13" },
    { id: "cork", start: "2026-04-20", end: "2026-06-05" },
    { id: "dublin2", start: "2026-06-15", end: "2026-07-31" },
  ] as CertTesolSession[],
  schedule: [
    { weeks: { from: 1, to: 3 }, from: "16:30", to: "18:30" },
    { weeks: { from: 4, to: 7 }, from: "13:00", to: "18:30" },
  ],
  units: [
    { id: "teachingSkills", hours: 74 },
    { id: "languageAwareness", hours: 20 },
    { id: "learnerProfile", hours: 18 },
    { id: "materialsAssignment", hours: 8 },
    { id: "teachingPractice", hours: 10 },
  ] as const,
  entry: ["degree", "interview", "task", "pass"] as const,
  recognition: {
    inputHours: 120,
    assessedPracticeMinutes: 360,
    assignments: { count: 4, minWords: 750, maxWords: 1000 },
    observationMinutes: 360,
  },
  steps: ["apply", "interview", "task"] as const,
  /** Trinity College London's own page about the qualification. */
  courseInfoUrl: "https://www.trinitycollege.com/qualifications/teaching-english/CertTESOL",
  /** Interview requests come to our admissions team through the contact form. */
  interviewPath: "/contact?enquiryType=programs",
};

/** Executive Education (spec §9). */
export const executiveEducation = {
  level: 9,
  ects: 30,
  learningHours: { min: 600, max: 750 },
  outcomes: ["knowledge", "skills", "competence"] as const,
  audiences: ["managers", "educators", "publicSector", "entrepreneurs"] as const,
  modules: ["communication", "leadership", "writing", "project"] as const,
};

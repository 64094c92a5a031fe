/**
 * The parts only some program pages have (spec §2), one file per program; their facts come from
 * app/content/program-extras.
 */

export { CertTesolSections } from "./cert-tesol";
export { ExecutiveSections } from "./executive-education";
export { SampleTimetable } from "./general-english";
export { TypicalWeek, type WeeklyRates } from "./junior-summer";
export { MiniStayAccommodation } from "./mini-stay";

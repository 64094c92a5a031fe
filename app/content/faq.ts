/**
 * The FAQ's structure (spec §2): six categories and the questions in each, by id. The words
 * are in the `faq` locale namespace under `items.<id>.question` / `.answer`.
 */
export const faqCategories = [
  "general",
  "programs",
  "accommodation",
  "admissions",
  "practical",
  "payments",
] as const;

export type FaqCategory = (typeof faqCategories)[number];

export const faqItems: Record<FaqCategory, readonly string[]> = {
  general: ["who-can-study", "class-size", "levels", "teachers"],
  programs: ["junior-ages", "adult-professional", "exams", "course-length"],
  accommodation: ["host-families", "residences", "under-18-supervision"],
  admissions: ["how-to-enrol", "quote-time", "visa"],
  practical: ["office-hours", "alcohol-rule", "airport", "insurance"],
  payments: ["currency-deposit", "cancellation", "included"],
};

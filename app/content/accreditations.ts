/**
 * The school's accreditations and guarantees (spec §1, §2). The words are in the
 * `accreditations` locale namespace under the same ids.
 */
export const accreditationBodies = ["acels", "eaquals", "iso", "trinity"] as const;
export type AccreditationBody = (typeof accreditationBodies)[number];

export const qualityStandards = ["teachers", "classes", "inspection", "feedback"] as const;

export const studentProtections = ["fees", "visa", "quality"] as const;

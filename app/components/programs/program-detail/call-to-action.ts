import type { CallToAction } from "~/content/program-extras";

/** Where a page's main call to action goes, and what it says. */
export function callToActionOf(
  action: CallToAction,
  programId: string,
): { path: string; labelKey: string } {
  const quote = `/quote?program=${encodeURIComponent(programId)}`;
  switch (action) {
    case "applyThroughInstitution":
      return { path: quote, labelKey: "notes.applyThroughInstitution" };
    case "applyNow":
      return { path: quote, labelKey: "certTesol.applyNow" };
    case "registerInterest":
      return { path: "/contact", labelKey: "executive.registerInterest" };
    case "getQuote":
      return { path: quote, labelKey: "detail.getCustomQuote" };
  }
}

export function seasonKey(season: string | null | undefined): string {
  return season === "summer" ? "detail.seasons.summer" : "detail.seasons.year-round";
}

import type { Language } from "@shared/i18n/languages";

/**
 * "16:30" as the page shows it: 4:30pm in English, 16:30 in the other languages; `clock24` keeps
 * the 24-hour clock in every language (timetables). Written out by hand rather than with Intl so
 * the server and every browser print exactly the same text.
 */
export function formatClock(time: string, lang: Language, clock24 = false): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const mm = String(minutes).padStart(2, "0");
  if (lang !== "en" || clock24) return `${hours}:${mm}`;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${mm}${hours < 12 ? "am" : "pm"}`;
}

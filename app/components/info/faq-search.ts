/**
 * The FAQ's search (spec §2): live, case-insensitive, over questions and answers. Pure, so the
 * server (a `?q=` search without JavaScript) and the browser (live filtering) agree.
 */
import { type FaqCategory, faqCategories, faqItems } from "~/content/faq";

export interface FaqEntry {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
}

/** The questions in page order, with their words from the `faq` namespace. */
export function faqEntries(translate: (key: string) => string): FaqEntry[] {
  return faqCategories.flatMap((category) =>
    faqItems[category].map((id) => ({
      id,
      category,
      question: translate(`items.${id}.question`),
      answer: translate(`items.${id}.answer`),
    })),
  );
}

/**
 * Lower case without accents or typographic quotes, so "Reembolso" finds "reembolsó" and
 * "days'" finds "days’": visitors rarely type accents on a phone keyboard.
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/[’‘`´]/g, "'")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** The entries whose question or answer contains every word of the query. */
export function filterFaq(entries: readonly FaqEntry[], query: string): FaqEntry[] {
  const words = normalizeForSearch(query).split(" ").filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const haystack = normalizeForSearch(`${entry.question} ${entry.answer}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** schema.org FAQPage, so search engines can show the answers. */
export function faqJsonLd(entries: readonly FaqEntry[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}

import type { Language } from "@shared/i18n/languages";

/**
 * The one multilingual message of the site: offered on a first visit to the English home page
 * in the visitor's browser language, so it must be readable before they switch.
 */
export const languageSuggestion: Record<
  Exclude<Language, "en">,
  { text: string; accept: string; decline: string }
> = {
  es: {
    text: "Esta página también está en español.",
    accept: "Ver en español",
    decline: "No, gracias",
  },
  fr: {
    text: "Cette page existe aussi en français.",
    accept: "Voir en français",
    decline: "Non merci",
  },
  de: {
    text: "Diese Seite gibt es auch auf Deutsch.",
    accept: "Auf Deutsch ansehen",
    decline: "Nein, danke",
  },
};

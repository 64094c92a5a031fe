import type { TranslatableEntity, TranslationLanguage } from "@shared/content/types";

/** The staff screen where a record's English is edited. */
export function englishEditorPath(entity: TranslatableEntity, id: string): string {
  switch (entity) {
    case "program":
      return `/admin/programs/${encodeURIComponent(id)}/edit`;
    case "destination":
      return "/admin/destinations";
    case "blogPost":
      return `/admin/content?edit=${encodeURIComponent(id)}`;
  }
}

/** The translation editor of one record in one language. */
export function translationEditorPath(
  entity: TranslatableEntity,
  id: string,
  lang: TranslationLanguage,
): string {
  return `/admin/translations/${entity}/${encodeURIComponent(id)}/${lang}`;
}

export const languageNames: Record<TranslationLanguage, string> = {
  es: "Spanish",
  fr: "French",
  de: "German",
};

export const entityNames: Record<TranslatableEntity, string> = {
  program: "Program",
  destination: "Destination",
  blogPost: "Blog post",
};

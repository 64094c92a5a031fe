/**
 * A campaign's versions in Spanish, French and German (issue 34): each subscriber receives the
 * one in their language, or the English when it is left empty. Each language says which of the
 * two its subscribers get, as staff type.
 */
import { type TranslationLanguage, translationLanguages } from "@shared/content/types";
import { Badge } from "../../ui/badge";
import { Input, Textarea } from "../../ui/field";

export const versionLanguageNames: Record<TranslationLanguage, string> = {
  es: "Spanish",
  fr: "French",
  de: "German",
};

/** The form's field names of one language's version. */
export const versionField = (lang: TranslationLanguage, field: "subject" | "markdown" | "text") =>
  `versions.${lang}.${field}`;

/** Whether the form holds a version in `lang` (a subject or a message). */
export function hasVersion(form: HTMLFormElement, lang: TranslationLanguage): boolean {
  const data = new FormData(form);
  return (["subject", "markdown", "text"] as const).some(
    (field) => String(data.get(versionField(lang, field)) ?? "").trim() !== "",
  );
}

export function FallbackBadge({ fallback }: { fallback: boolean }) {
  return fallback ? (
    <Badge tone="warning">Receives the English</Badge>
  ) : (
    <Badge tone="success">Own version</Badge>
  );
}

export function VersionFields({
  written,
  errors,
}: {
  written: Record<TranslationLanguage, boolean>;
  errors: Record<string, string>;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-semibold text-ink">Other languages</legend>
      <p className="text-xs text-ink-muted">
        Subscribers receive the campaign in the language they signed up in. Leave a language empty
        and its subscribers receive the English above.
      </p>
      {translationLanguages.map((lang) => {
        const name = versionLanguageNames[lang];
        const open =
          written[lang] || Object.keys(errors).some((key) => key.startsWith(`versions.${lang}.`));
        return (
          <details
            key={lang}
            open={open}
            className="rounded-lg border border-mist p-3"
            data-testid={`campaign-version-${lang}`}
          >
            <summary className="flex cursor-pointer flex-wrap items-center gap-2 text-sm font-medium">
              {name} version <FallbackBadge fallback={!written[lang]} />
            </summary>
            <div className="mt-3 grid gap-3" lang={lang}>
              <Input
                id={`campaign-${lang}-subject`}
                label={`${name} subject`}
                name={versionField(lang, "subject")}
                maxLength={200}
                autoComplete="off"
                error={errors[versionField(lang, "subject")]}
              />
              <Textarea
                id={`campaign-${lang}-markdown`}
                label={`${name} message (Markdown)`}
                name={versionField(lang, "markdown")}
                rows={8}
                error={errors[versionField(lang, "markdown")]}
              />
              <Textarea
                id={`campaign-${lang}-text`}
                label={`${name} plain-text version`}
                name={versionField(lang, "text")}
                rows={3}
                error={errors[versionField(lang, "text")]}
                hint="Leave empty to use the message without its Markdown marks."
              />
            </div>
          </details>
        );
      })}
    </fieldset>
  );
}

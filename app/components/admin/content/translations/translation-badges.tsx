import {
  type TranslatableEntity,
  type TranslationLanguage,
  type TranslationState,
  translationLanguages,
} from "@shared/content/types";
import { Link } from "react-router";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { languageNames, translationEditorPath } from "./paths";

export const stateTones: Record<TranslationState, BadgeTone> = {
  complete: "success",
  outdated: "warning",
  missing: "danger",
};

export function StateBadge({ state }: { state: TranslationState }) {
  return <Badge tone={stateTones[state]}>{state}</Badge>;
}

/** One badge a language, each a link to that translation (lists of programs, places, posts). */
export function TranslationBadges({
  entity,
  id,
  label,
  states,
}: {
  entity: TranslatableEntity;
  id: string;
  label: string;
  states: Record<TranslationLanguage, TranslationState>;
}) {
  return (
    <ul className="flex flex-wrap gap-1" aria-label={`Translations of ${label}`}>
      {translationLanguages.map((lang) => (
        <li key={lang}>
          <Link
            to={translationEditorPath(entity, id, lang)}
            className="rounded-full focus-visible:outline-2 focus-visible:outline-sea"
            aria-label={`${languageNames[lang]} translation of ${label}: ${states[lang]}`}
          >
            <Badge tone={stateTones[states[lang]]}>
              {lang.toUpperCase()} · {states[lang]}
            </Badge>
          </Link>
        </li>
      ))}
    </ul>
  );
}

import { type TranslatableEntity, translationLanguages } from "@shared/content/types";
import { NavLink } from "react-router";
import { cn } from "~/components/ui/cn";
import { englishEditorPath, languageNames, translationEditorPath } from "./paths";

/**
 * The language switch of the program, destination and blog editors: English (the source, in
 * the record's own editor) and each translation (in the translation editor, beside the English).
 */
export function LanguageTabs({ entity, id }: { entity: TranslatableEntity; id: string }) {
  const tabs = [
    { to: englishEditorPath(entity, id), label: "English (source)" },
    ...translationLanguages.map((lang) => ({
      to: translationEditorPath(entity, id, lang),
      label: languageNames[lang],
    })),
  ];
  return (
    <nav aria-label="Language" className="mb-6 border-b border-mist">
      <ul className="-mb-px flex flex-wrap gap-1">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                cn(
                  "inline-flex min-h-10 items-center border-b-2 px-3 text-sm font-semibold",
                  isActive
                    ? "border-sea text-sea-deep"
                    : "border-transparent text-ink-muted hover:text-ink",
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

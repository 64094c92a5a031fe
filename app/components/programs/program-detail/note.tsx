import type { PublicProgram } from "@shared/content/types";
import { Link } from "react-router";
import { useLocalized } from "~/components/site/use-localized";
import { Download, Info } from "~/components/ui/icons";
import type { ProgramNote } from "~/content/program-extras";
import { useTranslation } from "~/i18n/react";

export function Note({ note, program }: { note: ProgramNote; program: PublicProgram }) {
  const { t } = useTranslation("programs");
  const { to } = useLocalized();
  const titles: Record<ProgramNote, [string, string]> = {
    brochure: ["notes.brochureTitle", "notes.brochureText"],
    schoolGroups: ["notes.schoolGroupsTitle", "notes.schoolGroupsText"],
    realClasses: ["notes.realClassesTitle", "notes.realClassesText"],
    erasmus: ["notes.erasmusTitle", "notes.erasmusText"],
  };
  const [title, text] = titles[note];
  return (
    <aside
      aria-label={t(title)}
      className="flex gap-4 rounded-3xl border-2 border-gold bg-[#fdf6e3] p-6"
      data-note={note}
    >
      <Info aria-hidden="true" className="size-6 shrink-0 text-sea-deep" />
      <div>
        <h2 className="font-sans text-lg font-bold text-ink">{t(title)}</h2>
        <p className="mt-1 text-ink">{t(text)}</p>
        {note === "brochure" && (
          <a
            href={to(`/programs/${program.id}/brochure.pdf`)}
            download={`clover-${program.id}-brochure.pdf`}
            className="btn-secondary mt-4 inline-flex min-h-11 bg-white"
          >
            <Download aria-hidden="true" className="size-5" />
            {t("detail.brochure")}
          </a>
        )}
        {note === "erasmus" && (
          <Link
            to={to(`/quote?program=${encodeURIComponent(program.id)}`)}
            className="btn-primary mt-4 inline-flex min-h-11"
          >
            {t("notes.applyThroughInstitution")}
          </Link>
        )}
      </div>
    </aside>
  );
}

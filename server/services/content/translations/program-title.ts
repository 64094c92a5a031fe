/**
 * A program's title in a person's language. Quotes and bookings keep the English title as it was
 * (staff read English, and the letter of acceptance is in English); what the person reads (the
 * offer page, its lines, the e-mails about the booking) names the program as the site did in
 * their language: its translated title, or the English where there is none (decision 0014).
 */
import { isTranslationLanguage } from "@shared/content/types";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { contentTranslations } from "../../../db/schema";
import { isEmptyContent } from "./logic";

export async function programTitleIn(
  db: Database,
  program: { programId: string | null; programTitle: string },
  lang: string,
): Promise<string> {
  const [title] = await programTitlesIn(db, [{ ...program, lang }]);
  return title ?? program.programTitle;
}

/** programTitleIn for many programs and languages, in one statement. */
export async function programTitlesIn(
  db: Database,
  programs: { programId: string | null; programTitle: string; lang: string }[],
): Promise<string[]> {
  const wanted = programs.flatMap((program) =>
    program.programId !== null && isTranslationLanguage(program.lang)
      ? [{ programId: program.programId, lang: program.lang }]
      : [],
  );
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select({
            programId: contentTranslations.entityId,
            lang: contentTranslations.lang,
            fields: contentTranslations.fields,
          })
          .from(contentTranslations)
          .where(
            and(
              eq(contentTranslations.entity, "program"),
              inArray(contentTranslations.entityId, [
                ...new Set(wanted.map((program) => program.programId)),
              ]),
              inArray(contentTranslations.lang, [
                ...new Set(wanted.map((program) => program.lang)),
              ]),
            ),
          );
  const titleOf = new Map(rows.map((row) => [`${row.programId}/${row.lang}`, row.fields.title]));
  return programs.map((program) => {
    if (!program.programId || !isTranslationLanguage(program.lang)) return program.programTitle;
    const title = titleOf.get(`${program.programId}/${program.lang}`);
    return typeof title === "string" && !isEmptyContent(title) ? title : program.programTitle;
  });
}

/**
 * A program's title in a person's language. Quotes and bookings keep the English title as it was
 * (staff read English, and the letter of acceptance is in English); what the person reads (the
 * offer page, its lines, the e-mails about the booking) names the program as the site did in
 * their language: its translated title, or the English where there is none (decision 0014).
 */
import { isTranslationLanguage } from "@shared/content/types";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { contentTranslations } from "../../../db/schema";
import { isEmptyContent } from "./logic";

export async function programTitleIn(
  db: Database,
  program: { programId: string | null; programTitle: string },
  lang: string,
): Promise<string> {
  if (!program.programId || !isTranslationLanguage(lang)) return program.programTitle;
  const [row] = await db
    .select({ fields: contentTranslations.fields })
    .from(contentTranslations)
    .where(
      and(
        eq(contentTranslations.entity, "program"),
        eq(contentTranslations.entityId, program.programId),
        eq(contentTranslations.lang, lang),
      ),
    );
  const title = row?.fields.title;
  return typeof title === "string" && !isEmptyContent(title) ? title : program.programTitle;
}

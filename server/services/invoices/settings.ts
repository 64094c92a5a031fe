/**
 * The school's wording on its documents (issue 32): the VAT sentence in each family language and
 * the days an invoice gives to pay. Defaults until an admin saves their own (one row, id 1).
 */
import type { Lang } from "@shared/bookings/types";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { invoiceSettings } from "../../db/schema";
import type { Actor } from "../audit";
import { recordAudit } from "../audit";
import { InvalidInputError } from "../errors";
import { fieldErrors } from "../leads/submission";
import { defaultVatNote } from "./pdf";

export interface LedgerSettings {
  vatNote: Record<Lang, string>;
  paymentDays: number;
}

/** Irish law exempts education from VAT; the exact wording is the school's (decision 0049). */
export const defaultLedgerSettings: LedgerSettings = {
  vatNote: {
    en: defaultVatNote("en"),
    es: defaultVatNote("es"),
    fr: defaultVatNote("fr"),
    de: defaultVatNote("de"),
  },
  paymentDays: 14,
};

const sentence = z.string().trim().min(10, "Write the sentence (10 characters or more).").max(400);

export const ledgerSettingsSchema = z.object({
  vatNote: z.object({ en: sentence, es: sentence, fr: sentence, de: sentence }),
  paymentDays: z.coerce.number().int().min(0).max(120),
});

export async function ledgerSettings(db: Database): Promise<LedgerSettings> {
  const [row] = await db.select().from(invoiceSettings).where(eq(invoiceSettings.id, 1));
  return row ? { vatNote: row.vatNote, paymentDays: row.paymentDays } : defaultLedgerSettings;
}

export async function updateLedgerSettings(
  db: Database,
  raw: unknown,
  actor: Actor,
): Promise<LedgerSettings> {
  const parsed = ledgerSettingsSchema.safeParse(raw);
  if (!parsed.success) throw new InvalidInputError(fieldErrors(parsed.error));
  const next = parsed.data;
  await db.transaction(async (tx) => {
    const before = await ledgerSettings(tx);
    const values = { ...next, updatedBy: actor.name, updatedAt: new Date() };
    await tx
      .insert(invoiceSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: invoiceSettings.id, set: values });
    await recordAudit(tx, actor, {
      action: "update",
      entity: "invoice-settings",
      entityId: 1,
      summary: `${actor.name} changed the wording of invoices`,
      before,
      after: next,
    });
  });
  return next;
}

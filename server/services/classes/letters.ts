/**
 * Warning letters (issue 30): staff send a first or final warning from the booking, in the
 * student's language, from the template as staff last edited it (or its default). The text is
 * stored as sent, so the PDF reads the same later; the e-mail carries the letter and a link to
 * its PDF on the family's own booking page (the outbox sends no attachments). Every letter and
 * appeal goes on the booking's timeline (recordEvent also writes the audit entry).
 */
import { attendanceOf } from "@shared/classes/attendance";
import { defaultLetterTemplates, letterEmailCopy } from "@shared/classes/letter-templates";
import {
  type AppealInput,
  fillTemplate,
  type LetterLanguage,
  type LetterTemplate,
  type LetterTemplateInput,
  letterLanguageLabels,
  letterLanguages,
  type SendWarningLetterInput,
  type WarningLetterKind,
  type WarningLetterView,
  warningLetterKindLabels,
  warningLetterKinds,
} from "@shared/classes/letters";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings, offers, warningLetters, warningLetterTemplates } from "../../db/schema";
import { type Actor, recordAudit } from "../audit";
import { dublinDay } from "../bookings/days";
import { recordEvent } from "../bookings/moves";
import { BOOKED_LINK_DAYS } from "../bookings/offer-terms";
import { offerPageUrl } from "../bookings/offer-url";
import { resolveOfferLink } from "../bookings/public-link";
import { linkToken } from "../bookings/tokens";
import { ConflictError, NotFoundError } from "../errors";
import { copyFor, message } from "../mail/booking-emails";
import { enqueueEmails } from "../mail/outbox";
import type { ClassesDeps } from "./access";
import { attendanceSettingsOf, lessonsOfBooking } from "./attendance";
import { decimalIn, hoursOf, longDateIn, renderAttendancePdf } from "./pdf";

export interface LettersDeps extends ClassesDeps {
  secret: string;
  publicUrl: string;
  referenceOf: (bookingId: number) => string;
  onQueued: () => void;
}

export interface TemplateView extends LetterTemplate {
  kind: WarningLetterKind;
  lang: LetterLanguage;
  /** False: the default text, never edited. */
  edited: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
}

export async function letterTemplates(db: Database): Promise<TemplateView[]> {
  const rows = await db.select().from(warningLetterTemplates);
  return warningLetterKinds.flatMap((kind) =>
    letterLanguages.map((lang): TemplateView => {
      const row = rows.find((entry) => entry.kind === kind && entry.lang === lang);
      return row
        ? {
            kind,
            lang,
            subject: row.subject,
            body: row.body,
            edited: true,
            updatedAt: row.updatedAt.toISOString(),
            updatedBy: row.updatedBy,
          }
        : {
            kind,
            lang,
            ...defaultLetterTemplates[kind][lang],
            edited: false,
            updatedAt: null,
            updatedBy: null,
          };
    }),
  );
}

async function templateOf(db: Database, kind: WarningLetterKind, lang: LetterLanguage) {
  const [row] = await db
    .select({ subject: warningLetterTemplates.subject, body: warningLetterTemplates.body })
    .from(warningLetterTemplates)
    .where(and(eq(warningLetterTemplates.kind, kind), eq(warningLetterTemplates.lang, lang)));
  return row ?? defaultLetterTemplates[kind][lang];
}

export async function saveLetterTemplate(
  deps: ClassesDeps,
  kind: WarningLetterKind,
  lang: LetterLanguage,
  input: LetterTemplateInput,
  actor: Actor,
): Promise<TemplateView> {
  return deps.db.transaction(async (tx) => {
    const before = await templateOf(tx, kind, lang);
    const values = { ...input, updatedAt: deps.now(), updatedBy: actor.name };
    await tx
      .insert(warningLetterTemplates)
      .values({ kind, lang, ...values })
      .onConflictDoUpdate({
        target: [warningLetterTemplates.kind, warningLetterTemplates.lang],
        set: values,
      });
    await recordAudit(tx, actor, {
      action: "update",
      entity: "warning_letter_template",
      entityId: `${kind}/${lang}`,
      summary: `${actor.name} edited the ${warningLetterKindLabels[kind].toLowerCase()} letter in ${letterLanguageLabels[lang]}`,
      before,
      after: input,
    });
    return {
      kind,
      lang,
      ...input,
      edited: true,
      updatedAt: values.updatedAt.toISOString(),
      updatedBy: actor.name,
    };
  });
}

type LetterRow = typeof warningLetters.$inferSelect;

function viewOf(row: LetterRow): WarningLetterView {
  return {
    id: row.id,
    bookingId: row.bookingId,
    kind: row.kind,
    lang: row.lang,
    percent: row.percentTenths === null ? null : row.percentTenths / 10,
    subject: row.subject,
    sentAt: row.sentAt.toISOString(),
    sentBy: row.sentBy,
    sentTo: row.sentTo,
    appeal:
      row.appealOutcome && row.appealRecordedAt
        ? {
            outcome: row.appealOutcome,
            note: row.appealNote,
            recordedAt: row.appealRecordedAt.toISOString(),
            recordedBy: row.appealRecordedBy ?? "",
          }
        : null,
  };
}

export async function lettersOfBooking(
  db: Database,
  bookingId: number,
): Promise<WarningLetterView[]> {
  const rows = await db
    .select()
    .from(warningLetters)
    .where(eq(warningLetters.bookingId, bookingId))
    .orderBy(asc(warningLetters.sentAt), asc(warningLetters.id));
  return rows.map(viewOf);
}

/**
 * The family's booking page link (renewed for another 30 days, as the letter of acceptance's
 * e-mail does), or null for a booking without an accepted offer (an imported one).
 */
async function familyLinkOf(
  deps: LettersDeps,
  tx: Database,
  booking: { id: number; locale: string },
): Promise<string | null> {
  const [accepted] = await tx
    .select({ id: offers.id, nonce: offers.tokenNonce, expiresAt: offers.tokenExpiresAt })
    .from(offers)
    .where(and(eq(offers.bookingId, booking.id), eq(offers.status, "accepted")))
    .orderBy(desc(offers.id))
    .limit(1);
  if (!accepted?.nonce) return null;
  const renewed = new Date(deps.now().getTime() + BOOKED_LINK_DAYS * 86_400_000);
  if (!accepted.expiresAt || accepted.expiresAt < renewed) {
    await tx.update(offers).set({ tokenExpiresAt: renewed }).where(eq(offers.id, accepted.id));
  }
  return offerPageUrl(
    deps.publicUrl,
    booking.locale as LetterLanguage,
    linkToken(deps.secret, accepted.nonce),
  );
}

export async function sendWarningLetter(
  deps: LettersDeps,
  bookingId: number,
  input: SendWarningLetterInput,
  actor: Actor,
): Promise<WarningLetterView> {
  const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) throw new NotFoundError("Booking not found");
  if (booking.erasedAt) throw new ConflictError("This booking's personal data was erased.");
  const lang = input.lang ?? (booking.locale as LetterLanguage);
  const [settings, lessons] = await Promise.all([
    attendanceSettingsOf(deps.db),
    lessonsOfBooking(deps, bookingId),
  ]);
  const figures = attendanceOf(lessons?.held ?? [], settings);
  const today = dublinDay(deps.now());
  const studentName = `${booking.firstName} ${booking.lastName}`;
  const values = {
    studentName,
    course: booking.programTitle,
    percent: figures.percent === null ? "—" : decimalIn(lang, figures.percent),
    startDate: booking.startDate ? longDateIn(lang, booking.startDate) : "—",
    endDate: booking.endDate ? longDateIn(lang, booking.endDate) : "—",
    issuedOn: longDateIn(lang, today),
    reference: deps.referenceOf(booking.id),
    attendedHours: decimalIn(lang, hoursOf(figures.attendedMinutes)),
    scheduledHours: decimalIn(lang, hoursOf(figures.scheduledMinutes)),
  };
  const recipients = [booking.email, booking.details?.guardian?.email].filter((to): to is string =>
    Boolean(to),
  );
  const letter = await deps.db.transaction(async (tx) => {
    const template = await templateOf(tx, input.kind, lang);
    const [row] = await tx
      .insert(warningLetters)
      .values({
        bookingId,
        kind: input.kind,
        lang,
        percentTenths: figures.percent === null ? null : Math.round(figures.percent * 10),
        subject: fillTemplate(template.subject, values),
        body: fillTemplate(template.body, values),
        sentTo: recipients,
        sentAt: deps.now(),
        sentById: actor.id,
        sentBy: actor.name,
      })
      .returning();
    if (!row) throw new Error("The letter was not stored");
    const link = await familyLinkOf(deps, tx, booking);
    const copy = letterEmailCopy[lang];
    await enqueueEmails(
      tx,
      recipients.map((to) =>
        message(copyFor(lang), "booking-warning-letter", to, row.subject, [
          copy.intro,
          row.body,
          ...(link ? [`${copy.download}\n${link}/warning-letters/${row.id}`] : []),
        ]),
      ),
    );
    const percent = figures.percent === null ? "no lesson held yet" : `${figures.percent} %`;
    await recordEvent(
      tx,
      bookingId,
      actor,
      `${actor.name} sent the ${warningLetterKindLabels[input.kind].toLowerCase()} letter (${letterLanguageLabels[lang]}, attendance ${percent}) to ${recipients.join(" and ")}`,
    );
    return row;
  });
  deps.onQueued();
  return viewOf(letter);
}

async function letterRow(db: Database, letterId: number): Promise<LetterRow> {
  const [row] = await db.select().from(warningLetters).where(eq(warningLetters.id, letterId));
  if (!row) throw new NotFoundError("Letter not found");
  return row;
}

const signatoryTitles: Record<LetterLanguage, string> = {
  en: "Director of Studies",
  es: "Directora de estudios",
  fr: "Directrice des études",
  de: "Studienleiterin",
};
const referenceWords: Record<LetterLanguage, string> = {
  en: "Reference",
  es: "Referencia",
  fr: "Référence",
  de: "Aktenzeichen",
};

async function pdfOf(deps: LettersDeps, row: LetterRow) {
  const [paragraph, ...rest] = row.body.split(/\n\s*\n/);
  const pdf = await renderAttendancePdf(
    [
      {
        title: row.subject,
        placeAndDate: `Dublin, ${longDateIn(row.lang, dublinDay(row.sentAt))}`,
        referenceLine: `${referenceWords[row.lang]}: ${deps.referenceOf(row.bookingId)}`,
        paragraphs: [paragraph ?? "", ...rest],
        signatoryTitle: signatoryTitles[row.lang],
      },
    ],
    { title: row.subject, subject: warningLetterKindLabels[row.kind] },
  );
  const filename = `${row.kind}-${deps.referenceOf(row.bookingId)}-${row.id}.pdf`;
  return { filename, pdf };
}

/** The letter as sent, as a PDF (staff). */
export async function warningLetterPdf(deps: LettersDeps, letterId: number) {
  return pdfOf(deps, await letterRow(deps.db, letterId));
}

/** The family's own letter, reached with their booking page's token. */
export async function familyWarningLetterPdf(deps: LettersDeps, token: string, letterId: number) {
  const { booking } = await resolveOfferLink(deps, deps.db, token, false);
  const row = await letterRow(deps.db, letterId);
  if (row.bookingId !== booking.id) throw new NotFoundError("Letter not found");
  return pdfOf(deps, row);
}

export async function recordAppeal(
  deps: LettersDeps,
  letterId: number,
  input: AppealInput,
  actor: Actor,
): Promise<WarningLetterView> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(warningLetters)
      .where(eq(warningLetters.id, letterId))
      .for("update");
    if (!row) throw new NotFoundError("Letter not found");
    if (row.appealOutcome) {
      throw new ConflictError("An appeal against this letter is already recorded.", "outcome");
    }
    const [updated] = await tx
      .update(warningLetters)
      .set({
        appealOutcome: input.outcome,
        appealNote: input.note ?? null,
        appealRecordedAt: deps.now(),
        appealRecordedBy: actor.name,
      })
      .where(eq(warningLetters.id, letterId))
      .returning();
    if (!updated) throw new NotFoundError("Letter not found");
    await recordEvent(
      tx,
      row.bookingId,
      actor,
      `${actor.name} recorded an appeal against the ${warningLetterKindLabels[row.kind].toLowerCase()} letter of ${dublinDay(row.sentAt)}: ${input.outcome}${input.note ? ` (${input.note})` : ""}`,
    );
    return viewOf(updated);
  });
}

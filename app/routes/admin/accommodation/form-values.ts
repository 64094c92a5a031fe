/**
 * What the accommodation forms send and get back. A form posts text; these turn it into the
 * input the shared schemas judge (numbers where the field holds digits, euros into cents, blanks
 * into null), so the server's own messages come back beside the fields. A refused form gets its
 * typed text back as `values` (field name → text), with and without JavaScript.
 */
import type { BankDetails } from "@shared/accommodation/types";
import type { ActionResult } from "../../../components/admin/action-result";
import { formText } from "../../../components/admin/action-result";

export type AccommodationResult = ActionResult & {
  /** What the refused form had typed (field name → text; checkbox groups comma-joined). */
  values?: Record<string, string>;
  /** The household member or suggested room a refusal is about (one form each). */
  target?: number;
  /** The whole bank details an admin asked to reveal (the reading is audited). */
  bank?: BankDetails;
};

/** The form of `intent` (and `target`) gets its own errors and values back. */
export function failureOf(
  result: AccommodationResult | undefined,
  intent: string,
  target?: number,
) {
  if (!result || result.ok || result.intent !== intent) return undefined;
  return target === undefined || result.target === target ? result : undefined;
}

/** How many blank lines the documents checklist offers below the ones recorded. */
export const BLANK_DOCUMENT_ROWS = 2;
const MAX_DOCUMENT_ROWS = 25;

/** Every text field of a form, as typed; checkbox groups and ticks as text too. */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value !== "string" || name === "intent") continue;
    values[name] = name in values ? `${values[name]},${value}` : value;
  }
  return values;
}

const blankToNull = (text: string | undefined) => {
  const trimmed = (text ?? "").trim();
  return trimmed === "" ? null : trimmed;
};

/** A whole number where the field holds digits; else the text, for the schema to refuse. */
function numberOf(text: string | undefined): number | string | undefined {
  const trimmed = (text ?? "").trim();
  if (trimmed === "") return undefined;
  return /^-?\d{1,9}$/.test(trimmed) ? Number(trimmed) : trimmed;
}

const nullableNumberOf = (text: string | undefined) => numberOf(text) ?? null;

/** "32", "32.5", "€32.50" or "32,50" as cents; anything else stays text for the schema. */
export function centsOf(text: string | undefined): number | string | undefined {
  const trimmed = (text ?? "").trim().replace(/^€\s*/, "");
  if (trimmed === "") return undefined;
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(trimmed);
  if (!match) return trimmed;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** The message the rate fields show: the schema speaks of cents, the form of euros. */
export const RATE_MESSAGE = "Enter the rate per night in euros, from 0 to 1,000 (like 32.50).";

/** Field errors with the rate said in euros. */
export function inEuros(fields: Record<string, string>): Record<string, string> {
  const said = { ...fields };
  for (const key of Object.keys(said)) {
    if (key.endsWith("ratePerNightCents")) said[key] = RATE_MESSAGE;
  }
  return said;
}

const ticked = (values: Record<string, string>, name: string) => Boolean(values[name]);

const listOf = (text: string | undefined) =>
  (text ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

function documentsOf(values: Record<string, string>) {
  const documents: { name: string; receivedOn: string | null }[] = [];
  for (let index = 0; index < MAX_DOCUMENT_ROWS; index++) {
    const name = (values[`documents.${index}.name`] ?? "").trim();
    if (name) {
      documents.push({ name, receivedOn: blankToNull(values[`documents.${index}.receivedOn`]) });
    }
  }
  return documents;
}

/** The bank fields, or null when all three are blank (no bank details). */
export function bankOf(values: Record<string, string>) {
  const iban = blankToNull(values["bank.iban"]);
  const bic = blankToNull(values["bank.bic"]);
  const accountName = blankToNull(values["bank.accountName"]);
  if (iban === null && bic === null && accountName === null) return null;
  return { iban: iban ?? "", bic, accountName: accountName ?? "" };
}

/** The provider's own fields (not its household, not its bank) as the schemas read them. */
export function providerFieldsOf(values: Record<string, string>) {
  const genders = listOf(values.gendersAccepted);
  return {
    type: values.type || undefined,
    name: values.name ?? "",
    campus: values.campus || undefined,
    address: values.address ?? "",
    email: blankToNull(values.email),
    phone: blankToNull(values.phone),
    travelMinutes: numberOf(values.travelMinutes),
    maxStudents: numberOf(values.maxStudents),
    pets: ticked(values, "pets"),
    smokers: ticked(values, "smokers"),
    separateBathroom: ticked(values, "separateBathroom"),
    dietsCatered: listOf(values.dietsCatered),
    agesAcceptedMin: nullableNumberOf(values.agesAcceptedMin),
    agesAcceptedMax: nullableNumberOf(values.agesAcceptedMax),
    gendersAccepted: genders.length ? genders : null,
    houseRules: blankToNull(values.houseRules),
    notes: blankToNull(values.notes),
    ratePerNightCents: centsOf(values.ratePerNight),
    documents: documentsOf(values),
  };
}

export function memberInputOf(values: Record<string, string>) {
  return {
    name: values.name ?? "",
    birthYear: numberOf(values.birthYear),
    vettingReference: blankToNull(values.vettingReference),
    vettingExpiresOn: blankToNull(values.vettingExpiresOn),
    status: values.status || undefined,
  };
}

export function roomInputOf(values: Record<string, string>) {
  return {
    name: values.name ?? "",
    beds: numberOf(values.beds),
    ratePerNightCents: centsOf(values.ratePerNight) ?? null,
  };
}

export function unavailableInputOf(values: Record<string, string>) {
  return {
    roomId: nullableNumberOf(values.roomId),
    from: values.from ?? "",
    to: values.to ?? "",
    reason: blankToNull(values.reason),
  };
}

export { formText };

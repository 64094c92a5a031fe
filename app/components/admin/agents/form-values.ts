/**
 * What the agency screens' forms send and get back (issue 17): the typed values of the agency
 * form (kept on a refused save, with and without JavaScript), and the confirmation a change asks
 * for when the browser could not ask itself (no JavaScript).
 */
import type { ActionResult } from "../action-result";
import { formText } from "../action-result";

export interface AgencyFormValues {
  name: string;
  country: string;
  email: string;
  contactName: string;
  commissionPercent: string;
  /** Issue 32: "student", "net" or "gross". */
  invoicing: string;
  vatId: string;
  address: string;
}

export const agencyFields = [
  "name",
  "country",
  "email",
  "contactName",
  "commissionPercent",
  "invoicing",
  "vatId",
  "address",
] as const satisfies readonly (keyof AgencyFormValues)[];

export function agencyFormValues(form: FormData): AgencyFormValues {
  return {
    name: formText(form, "name"),
    country: formText(form, "country"),
    email: formText(form, "email"),
    contactName: formText(form, "contactName"),
    commissionPercent: formText(form, "commissionPercent"),
    invoicing: formText(form, "invoicing"),
    vatId: formText(form, "vatId"),
    address: formText(form, "address"),
  };
}

/** The schema's input: a blank rate is missing (the schema would coerce "" to 0 %). */
export function agencyInput(values: AgencyFormValues) {
  const percent = values.commissionPercent.trim().replace(",", ".");
  return {
    ...values,
    commissionPercent: percent === "" ? undefined : percent,
    invoicing: values.invoicing === "" ? undefined : values.invoicing,
  };
}

/** A change to confirm: the same form again, posted with `confirmed=yes`. */
export interface ConfirmRequest {
  intent: string;
  fields: Record<string, string>;
  title: string;
  message: string;
  confirmLabel: string;
}

export type AgencyActionResult = ActionResult & {
  /** What the refused form had typed (field name → text). */
  values?: Record<string, string>;
  confirm?: ConfirmRequest;
};

/** The form of `intent` gets its own errors and values back; the others stay as they were. */
export function failureOf(result: AgencyActionResult | undefined, intent: string) {
  return result && !result.ok && result.intent === intent ? result : undefined;
}

/**
 * The invoices page's server side (issue 32, decision 0049): the staff list of documents (paged,
 * searched and filtered by issue day on the server) and the wording of invoices, which only
 * admins change. A saved wording answers 303 to `?saved=wording` (Post/Redirect/Get); a refusal
 * answers the server's messages per field with what was typed.
 */
import { InvalidInputError } from "@server/services/errors";
import { ledgerSettingsSchema } from "@server/services/invoices/settings";
import { invoiceListQuerySchema } from "@shared/invoices/forms";
import { data, type RouterContextProvider, redirect } from "react-router";
import type { WordingRefusal } from "../../../components/admin/invoices/wording-form";
import { adminContext, fieldErrors, formText } from "../admin.server";
import { requireAdmin } from "../session.server";

export const langs = ["en", "es", "fr", "de"] as const;

export const PAYMENT_DAYS_MESSAGE = "Enter the days an invoice gives to pay, 0 to 120.";

/** `?q=&from=&to=&page=`; a malformed day or page falls back to the search alone. */
export function invoiceQueryOf(url: URL) {
  const raw = Object.fromEntries(
    ["q", "from", "to", "page"].map((name) => [name, url.searchParams.get(name) ?? undefined]),
  );
  const parsed = invoiceListQuerySchema.safeParse({ ...raw, pageSize: 25 });
  if (parsed.success) return parsed.data;
  const q = raw.q?.slice(0, 200);
  const fallback = invoiceListQuerySchema.safeParse({ q, pageSize: 25 });
  return fallback.success ? fallback.data : invoiceListQuerySchema.parse({ pageSize: 25 });
}

export async function invoicesPageOf(request: Request, context: Readonly<RouterContextProvider>) {
  const { services, session } = adminContext(context);
  const url = new URL(request.url);
  const query = invoiceQueryOf(url);
  const isAdmin = session.user.role === "admin";
  const [list, wording] = await Promise.all([
    services.invoices.list(query),
    isAdmin ? services.invoices.settings() : null,
  ]);
  const saved =
    url.searchParams.get("saved") === "wording" ? "The wording of invoices is saved." : null;
  return { list, query, wording, saved };
}

export async function wordingAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { services, session, actor } = adminContext(context);
  requireAdmin(session);
  const form = await request.formData();
  const values: Record<string, string> = { paymentDays: formText(form, "paymentDays") };
  for (const lang of langs) values[`vatNote.${lang}`] = formText(form, `vatNote.${lang}`);
  const days = (values.paymentDays ?? "").trim();
  const input = {
    vatNote: Object.fromEntries(langs.map((lang) => [lang, values[`vatNote.${lang}`]])),
    paymentDays: days,
  };
  // Checked here first so that all problems show at once, the days in staff's words (the
  // schema's own would say "expected number" of a blank or a word).
  const parsed = ledgerSettingsSchema.safeParse(input);
  const fields: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error.issues);
  if (!/^\d{1,3}$/.test(days) || Number(days) > 120) fields.paymentDays = PAYMENT_DAYS_MESSAGE;
  if (Object.keys(fields).length === 0) {
    try {
      await services.invoices.updateSettings(input, actor);
    } catch (error) {
      if (!(error instanceof InvalidInputError)) throw error;
      Object.assign(fields, error.fields);
    }
  }
  if (Object.keys(fields).length > 0) {
    return data<WordingRefusal>(
      {
        ok: false,
        message: "The wording was not saved: please correct the marked fields.",
        fields,
        values,
      },
      { status: 400 },
    );
  }
  return redirect("/admin/invoices?saved=wording#invoice-wording", 303);
}

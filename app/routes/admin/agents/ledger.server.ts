/**
 * The agency page's statement of account (issue 32): the period asked for in the address, what a
 * recorded transfer did (read back after the 303), and the "record-transfer" form's action.
 * Kept beside agency.tsx so that the route module stays thin.
 */
import type { Services } from "@server/services";
import type { Actor } from "@server/services/audit";
import { centsFromText } from "@shared/bookings/forms";
import { periodOfQuery } from "@shared/invoices/statement";
import { data, redirect } from "react-router";
import type { AgencyActionResult } from "../../../components/admin/agents/form-values";
import type { RecordedTransfer } from "../../../components/admin/agents/ledger-panel";
import { attempt, failed, formText } from "../admin.server";

/** `?from=&to=` of the statement (shared/invoices/statement.ts). */
export const periodOf = (url: URL) => periodOfQuery(url.searchParams);

/** `?allocated=&onAccount=` after a transfer was recorded. */
export function recordedOf(url: URL): RecordedTransfer | null {
  const cents = (name: string) => {
    const value = Number(url.searchParams.get(name));
    return Number.isInteger(value) && value >= 0 ? value : null;
  };
  const allocatedCents = cents("allocated");
  const onAccountCents = cents("onAccount");
  if (!url.searchParams.has("transfer") || allocatedCents === null || onAccountCents === null) {
    return null;
  }
  return { allocatedCents, onAccountCents };
}

/** A transfer from the agency: 303 to the statement saying what it settled, or the form again. */
export async function recordTransfer(
  services: Services,
  agencyId: number,
  form: FormData,
  actor: Actor,
) {
  const intent = "record-transfer";
  const values = {
    amount: formText(form, "amount"),
    receivedOn: formText(form, "receivedOn"),
    method: formText(form, "method"),
    reference: formText(form, "reference"),
  };
  const amountCents = centsFromText(values.amount);
  const refused = (result: Awaited<ReturnType<typeof attempt>>) =>
    "data" in result
      ? data<AgencyActionResult>({ ...result.data, values }, result.init ?? undefined)
      : result;
  if (amountCents === null || amountCents === 0) {
    return refused(
      failed(intent, "The transfer was not recorded.", 400, {
        amountCents: "Enter an amount in euros above zero, e.g. 1250.50.",
      }),
    );
  }
  // The service's answer, kept beside attempt()'s (which turns a refusal into the form's errors).
  const recorded: {
    transfer?: { paymentId: number; allocatedCents: number; onAccountCents: number };
  } = {};
  const result = await attempt(intent, "The transfer was not recorded", async () => {
    recorded.transfer = await services.invoices.recordAgencyPayment(
      agencyId,
      {
        amountCents,
        receivedOn: values.receivedOn,
        method: values.method,
        reference: values.reference,
      },
      actor,
    );
    return { ok: true, intent, message: "Transfer recorded." };
  });
  const done = recorded.transfer;
  if (!done) return refused(result);
  const query = `transfer=${done.paymentId}&allocated=${done.allocatedCents}&onAccount=${done.onAccountCents}`;
  return redirect(`/admin/agencies/${agencyId}?${query}#agency-ledger`, 303);
}

/**
 * Reviewing a payment run (/admin/accommodation/payment-runs/:id, decision 0045): its payees
 * and the students' nights, relief warnings, who is not in the SEPA file and why, the SEPA file
 * and remittance advices (for a draft too, to check them), and Approve or Discard with a
 * confirmation. Admins only.
 */

import { NotFoundError } from "@server/services/errors";
import { formatDate, formatDateTime } from "@shared/format/dates";
import { useFetcher } from "react-router";
import {
  money,
  nightsText,
  notInFileLabels,
  RunStatusBadge,
  reliefLabels,
} from "../../../components/admin/accommodation-payments/labels";
import { RunLinesTable } from "../../../components/admin/accommodation-payments/run-lines";
import { adminMeta } from "../../../components/admin/action-result";
import { PageHeader } from "../../../components/admin/page-header";
import { useActionToast } from "../../../components/admin/use-action-toast";
import { buttonClass } from "../../../components/ui/button";
import { ConfirmButton } from "../../../components/ui/confirm-dialog";
import { type ActionResult, adminContext, attempt, failed, formText, ok } from "../admin.server";
import { requireAdmin } from "../session.server";
import type { Route } from "./+types/payment-run";

export function meta({ data }: Route.MetaArgs) {
  return adminMeta(data ? `Payment run ${data.run.id}` : "Payment run");
}

function runIdOf(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0)
    throw new Response("Payment run not found", { status: 404 });
  return id;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, session } = adminContext(context);
  requireAdmin(session);
  try {
    return { run: await services.accommodation.paymentRun(runIdOf(params)) };
  } catch (error) {
    if (error instanceof NotFoundError) {
      throw new Response("Payment run not found", { status: 404 });
    }
    throw error;
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services, session, actor } = adminContext(context);
  requireAdmin(session);
  const intent = formText(await request.formData(), "intent");
  const id = runIdOf(params);
  if (intent === "approve") {
    return attempt(intent, "The run was not approved", async () => {
      await services.accommodation.approvePaymentRun(id, actor);
      return ok(intent, `Payment run ${id} approved.`);
    });
  }
  if (intent === "discard") {
    return attempt(intent, "The run was not discarded", async () => {
      await services.accommodation.discardPaymentRun(id, actor);
      return ok(intent, `Payment run ${id} discarded: its nights can be paid by another run.`);
    });
  }
  return failed(intent, "Unknown action");
}

export default function PaymentRun({ loaderData }: Route.ComponentProps) {
  const { run } = loaderData;
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  const warnings = run.lines.filter((line) => line.reliefStatus !== "ok");
  const outside = run.lines.filter((line) => line.notInFile !== null);
  const inFile = run.lines.length - outside.length;
  const decide = (intent: "approve" | "discard") => fetcher.submit({ intent }, { method: "post" });

  return (
    <>
      <PageHeader
        title={`Payment run ${run.id}`}
        description={`The nights ${nightsText(run.from, run.to, formatDate)}: ${money(run.totalCents)} to ${run.lines.length} payees.`}
        actions={
          run.status === "draft" ? (
            <>
              <ConfirmButton
                confirmLabel="Approve"
                message={`Approve payment run ${run.id} (${money(run.totalCents)})? It is then locked and its nights are never paid again.`}
                disabled={busy}
                onConfirm={() => decide("approve")}
              >
                Approve
              </ConfirmButton>
              <ConfirmButton
                confirmLabel="Discard"
                message={`Discard payment run ${run.id}? Nothing is paid and its nights can go into another run.`}
                disabled={busy}
                onConfirm={() => decide("discard")}
              >
                Discard
              </ConfirmButton>
            </>
          ) : null
        }
      />
      <dl className="mb-6 grid gap-3 rounded-xl border border-mist bg-white p-4 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-ink-muted">Status</dt>
          <dd className="mt-1" data-testid="run-status">
            <RunStatusBadge status={run.status} />
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">Total</dt>
          <dd className="mt-1 font-semibold tabular-nums">{money(run.totalCents)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Made</dt>
          <dd className="mt-1">
            {formatDateTime(run.createdAt)}
            {run.createdBy ? ` by ${run.createdBy}` : ""}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">Approved</dt>
          <dd className="mt-1">
            {run.approvedAt
              ? `${formatDateTime(run.approvedAt)}${run.approvedBy ? ` by ${run.approvedBy}` : ""}`
              : "Not yet"}
          </dd>
        </div>
      </dl>
      {warnings.length ? (
        <section
          aria-labelledby="relief"
          className="mb-4 rounded-xl border border-[#c98a14] bg-[#fbefd3] p-4 text-sm text-[#6b4406]"
        >
          <h2 id="relief" className="font-sans font-semibold">
            Rent-a-room relief
          </h2>
          <ul className="mt-1 list-disc pl-5">
            {warnings.map((line) => (
              <li key={line.id}>
                {line.providerName}: {reliefLabels[line.reliefStatus].toLowerCase()} (
                {money(line.receivedThisYearCents + line.amountCents)} this year with this run).
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section
        aria-labelledby="sepa"
        className="mb-6 rounded-xl border border-mist bg-white p-4 text-sm"
      >
        <h2 id="sepa" className="font-sans font-semibold text-ink">
          SEPA transfer file
        </h2>
        <p className="mt-1 text-ink-muted">
          {inFile} of {run.lines.length} payees are in the file (ISO 20022 pain.001.001.03).
          {run.status === "draft"
            ? " This run is a draft: check the file, approve the run, then upload it to the bank."
            : ""}
        </p>
        {outside.length ? (
          <ul className="mt-2 list-disc pl-5 text-[#8f1c13]">
            {outside.map((line) => (
              <li key={line.id}>
                Not in the file: {line.providerName} (
                {notInFileLabels[line.notInFile ?? "no-bank-details"].toLowerCase()})
              </li>
            ))}
          </ul>
        ) : null}
        {inFile > 0 ? (
          <a
            href={`/admin/accommodation/payment-runs/${run.id}/sepa.xml`}
            className={`${buttonClass("secondary", "sm")} mt-3`}
            download
          >
            Download the SEPA file
          </a>
        ) : null}
      </section>
      <RunLinesTable runId={run.id} lines={run.lines} />
    </>
  );
}

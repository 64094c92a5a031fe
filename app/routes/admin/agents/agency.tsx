/**
 * One agency (/admin/agencies/{id}, issue 17): its details and rate, its status, its users, the
 * invitations, the commission statement of a month (`?month=YYYY-MM`, this month by
 * default), and the statement of account (issue 32: `?from=&to=`, the year so far by default)
 * with its transfer form (ledger.server.ts). Editors read and record transfers; admins change. Every form posts here with an `intent` and works
 * without JavaScript; changes that ask first carry `confirmed=yes` (confirm-form.tsx).
 */

import { NotFoundError } from "@server/services/errors";
import { agencySchema, invitationSchema } from "@shared/agents/forms";
import { MONTH } from "@shared/agents/types";
import { data, Link } from "react-router";
import { adminMeta } from "../../../components/admin/action-result";
import {
  AgencyDetailsPanel,
  AgencyStatusPanel,
} from "../../../components/admin/agents/agency-panels";
import { ConfirmNotice } from "../../../components/admin/agents/confirm-form";
import {
  deactivateUserRequest,
  markPaidRequest,
  statusRequest,
} from "../../../components/admin/agents/confirmations";
import {
  type AgencyActionResult,
  agencyFormValues,
  agencyInput,
  type ConfirmRequest,
} from "../../../components/admin/agents/form-values";
import { percentText } from "../../../components/admin/agents/labels";
import { LedgerPanel } from "../../../components/admin/agents/ledger-panel";
import { InvitationsPanel, UsersPanel } from "../../../components/admin/agents/people-panels";
import { StatementPanel } from "../../../components/admin/agents/statement-panel";
import { dublinToday } from "../../../components/admin/bookings/labels";
import { BookingRouteError } from "../../../components/admin/bookings/route-error";
import { PageHeader } from "../../../components/admin/page-header";
import { useActionToast } from "../../../components/admin/use-action-toast";
import { buttonClass } from "../../../components/ui/button";
import { adminContext, attempt, failed, fieldErrors, formText, ok } from "../admin.server";
import { requireAdmin } from "../session.server";
import type { Route } from "./+types/agency";
import { periodOf, recordedOf, recordTransfer } from "./ledger.server";

export function meta({ data }: Route.MetaArgs) {
  return adminMeta(data ? data.agency.name : "Agency");
}

function agencyId(params: { id?: string }): number | null {
  const id = Number(params.id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services, session } = adminContext(context);
  const id = agencyId(params);
  if (!id) throw data("Agency not found", { status: 404 });
  const url = new URL(request.url);
  const asked = url.searchParams.get("month") ?? "";
  const month = MONTH.test(asked) ? asked : dublinToday(services.now()).slice(0, 7);
  try {
    const [agency, statement, ledger] = await Promise.all([
      services.agents.agencies.get(id),
      services.agents.commission.statement(id, month),
      services.invoices.agencyStatement(id, periodOf(url)),
    ]);
    if (!ledger) throw new NotFoundError("Agency not found");
    return {
      agency,
      statement,
      ledger,
      recorded: recordedOf(url),
      canRecord: session.user.role === "admin" || session.user.role === "editor",
      now: services.now().toISOString(),
      canEdit: session.user.role === "admin",
    };
  } catch (error) {
    if (error instanceof NotFoundError) throw data("Agency not found", { status: 404 });
    throw error;
  }
}

/** Without JavaScript a change that asks first arrives unconfirmed: ask on the page. */
const askFirst = (request: ConfirmRequest): AgencyActionResult => ({
  ok: false,
  intent: request.intent,
  message: request.message,
  confirm: request,
});

/** A refused form answers with what was typed, so the form shows it again. */
function withValues(result: Awaited<ReturnType<typeof attempt>>, values: Record<string, string>) {
  return "data" in result
    ? data<AgencyActionResult>({ ...result.data, values }, result.init ?? undefined)
    : result;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services, session, actor } = adminContext(context);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const id = agencyId(params);
  if (!id) return failed(intent, "Agency not found", 404);
  if (intent === "record-transfer" && session.user.role !== "teacher") {
    return recordTransfer(services, id, form, actor);
  }
  requireAdmin(session);
  const agencies = services.agents.agencies;
  const confirmed = formText(form, "confirmed") === "yes";

  switch (intent) {
    case "update": {
      const values = agencyFormValues(form);
      const parsed = agencySchema.safeParse(agencyInput(values));
      if (!parsed.success) {
        const issues = fieldErrors(parsed.error.issues);
        return withValues(failed(intent, "The details were not saved.", 400, issues), {
          ...values,
        });
      }
      const input = { ...parsed.data, contactName: parsed.data.contactName ?? null };
      const result = await attempt(intent, "The details were not saved", async () => {
        const agency = await agencies.update(id, input, actor);
        return ok(intent, `${agency.name} saved (${percentText(agency.commissionPercent)}).`);
      });
      return withValues(result, { ...values });
    }
    case "set-status": {
      const status = formText(form, "status");
      if (status !== "active" && status !== "suspended") return failed(intent, "Unknown status");
      return attempt(intent, "The status was not changed", async () => {
        const agency = await agencies.get(id);
        if (!confirmed) return askFirst(statusRequest(agency));
        await agencies.update(id, { status }, actor);
        return ok(intent, `${agency.name} is now ${status}.`);
      });
    }
    case "set-user-active": {
      const userId = Number(formText(form, "userId"));
      const active = formText(form, "active") === "true";
      const user = (await agencies.get(id)).users.find((candidate) => candidate.id === userId);
      if (!user) return failed(intent, "This agency has no such user.", 404);
      if (!active && !confirmed) return askFirst(deactivateUserRequest(user));
      return attempt(intent, "The user was not changed", async () => {
        await agencies.setUserActive(id, userId, active, actor);
        return ok(intent, `${user.name} ${active ? "can sign in again" : "was deactivated"}.`);
      });
    }
    case "invite": {
      const values = { email: formText(form, "email"), lang: formText(form, "lang") };
      const parsed = invitationSchema.safeParse({ ...values, lang: values.lang || undefined });
      if (!parsed.success) {
        const issues = fieldErrors(parsed.error.issues);
        return withValues(failed(intent, "The invitation was not sent.", 400, issues), values);
      }
      const result = await attempt(intent, "The invitation was not sent", async () => {
        const invitation = await agencies.invite(id, parsed.data, actor);
        return ok(intent, `Invitation sent to ${invitation.email}.`, invitation.id);
      });
      return withValues(result, values);
    }
    case "mark-commission-paid": {
      const bookingId = Number(formText(form, "bookingId"));
      const booking = Number.isInteger(bookingId)
        ? await services.bookings.admin.get(bookingId)
        : null;
      if (!booking || booking.agency?.id !== id || !booking.commission) {
        return failed(intent, "This agency has no such booking.", 404);
      }
      const line = { ...booking, bookingId, commissionCents: booking.commission.commissionCents };
      if (!confirmed) return askFirst(markPaidRequest(line));
      return attempt(intent, "The commission was not marked paid", async () => {
        await agencies.markCommissionPaid(bookingId, actor);
        return ok(intent, `The commission on ${booking.reference} is marked paid.`);
      });
    }
    default:
      return failed(intent, "Unknown action");
  }
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <BookingRouteError
      error={error}
      title="Agency"
      notFound="There is no agency at this address."
      back={{ to: "/admin/agencies", label: "Back to agencies" }}
    />
  );
}

export default function AgencyScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { agency, statement, ledger, recorded, canRecord, now, canEdit } = loaderData;
  const result = actionData as AgencyActionResult | undefined;
  useActionToast(result?.confirm ? undefined : result);
  return (
    <>
      <PageHeader
        title={agency.name}
        description={`${agency.country} · ${percentText(agency.commissionPercent)} commission on tuition`}
        actions={
          <Link to="/admin/agencies" className={buttonClass("secondary")}>
            Back to agencies
          </Link>
        }
      />
      {result?.confirm ? (
        <ConfirmNotice request={result.confirm} cancelHref={`/admin/agencies/${agency.id}`} />
      ) : null}
      {result && !result.confirm ? (
        <p
          role={result.ok ? "status" : "alert"}
          className={`mb-4 rounded-lg px-3 py-2 text-sm ${result.ok ? "bg-[#e3f1e1] text-[#24561f]" : "bg-[#fdecea] text-[#8f1c13]"}`}
        >
          {result.message}
        </p>
      ) : null}
      <div className="grid gap-6">
        <div className="grid gap-6 xl:grid-cols-[1fr_22rem]">
          <AgencyDetailsPanel agency={agency} canEdit={canEdit} result={result} />
          <AgencyStatusPanel agency={agency} canEdit={canEdit} />
        </div>
        <LedgerPanel
          agencyId={agency.id}
          agencyName={agency.name}
          statement={ledger}
          canRecord={canRecord}
          result={result}
          recorded={recorded}
          today={ledger.today}
        />
        <StatementPanel agencyId={agency.id} statement={statement} canEdit={canEdit} />
        <div className="grid gap-6 2xl:grid-cols-2">
          <UsersPanel agency={agency} canEdit={canEdit} />
          <InvitationsPanel agency={agency} canEdit={canEdit} now={now} result={result} />
        </div>
      </div>
    </>
  );
}

import { formatDate } from "@shared/format/dates";
import { Form, useFetcher } from "react-router";
import { Download, Search, ShieldCheck, Trash2 } from "~/components/ui/icons";
import { type ActionResult, adminMeta } from "../../../components/admin/action-result";
import { PageHeader } from "../../../components/admin/page-header";
import { ProviderRequests } from "../../../components/admin/privacy/provider-requests";
import { AdminRouteError } from "../../../components/admin/route-error";
import { ScrollArea } from "../../../components/admin/scroll-area";
import { bodyCell, headerCell } from "../../../components/admin/table-head";
import { useActionToast } from "../../../components/admin/use-action-toast";
import { Badge } from "../../../components/ui/badge";
import { Button, buttonClass } from "../../../components/ui/button";
import { ConfirmButton } from "../../../components/ui/confirm-dialog";
import { Input } from "../../../components/ui/field";
import { adminContext, attempt, failed, formText, ok } from "../admin.server";
import { requireAdmin } from "../session.server";
import type { Route } from "./+types/privacy";
import { storedRecordGroups } from "./privacy-records.server";
import { providerAction, providerSearchOf } from "./provider-requests.server";

export function meta() {
  return adminMeta("Privacy (GDPR)");
}

const EMAIL_ERROR = "Enter a valid e-mail address.";
const isEmail = (value: string) => /^[^\s@]+@[^\s@]+$/.test(value) && value.length <= 254;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, session } = adminContext(context);
  requireAdmin(session);
  const url = new URL(request.url);
  const email = url.searchParams.get("email")?.trim().slice(0, 254) ?? "";
  const plan = await services.gdpr.retentionPlan(services.now());
  const providerSearch = await providerSearchOf(services, url);
  if (!email) return { plan, providerSearch, email, emailError: null, person: null };
  if (!isEmail(email)) {
    return { plan, providerSearch, email, emailError: EMAIL_ERROR, person: null };
  }
  const found = await services.gdpr.findPerson(email);
  return {
    plan,
    providerSearch,
    email,
    emailError: null,
    person: {
      email: found.email,
      total: found.total,
      description: found.description,
      groups: storedRecordGroups(found),
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, session, actor } = adminContext(context);
  requireAdmin(session);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const providerAnswer = await providerAction(services, actor, intent, form);
  if (providerAnswer) return providerAnswer;
  if (intent === "run-retention") {
    return attempt(intent, "The retention job failed; nothing was deleted", async () => {
      const result = await services.gdpr.applyRetention(services.now(), actor);
      return ok(
        intent,
        result.total === 0
          ? "Nothing was due for deletion."
          : `Deleted ${services.gdpr.describeRetentionCounts(result.counts)}.`,
      );
    });
  }
  if (intent === "erase") {
    const email = formText(form, "email").trim();
    if (!isEmail(email)) return failed(intent, EMAIL_ERROR, 400, { email: EMAIL_ERROR });
    return attempt(intent, "Nothing was erased", async () => {
      const counts = await services.gdpr.erasePerson(email, actor);
      return ok(intent, `Erased ${services.gdpr.describePersonCounts(counts)}.`);
    });
  }
  return failed(intent, "Unknown action");
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title="Privacy (GDPR)" />;
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { plan, providerSearch, email, emailError, person } = loaderData;
  return (
    <>
      <PageHeader
        title="Privacy (GDPR)"
        description="The retention policy of our privacy notice, and answers to access and erasure requests (due within 30 days)."
      />
      <div className="grid gap-6">
        <Retention plan={plan} />
        <PersonSearch email={email} emailError={emailError} person={person} />
        <ProviderRequests {...providerSearch} />
      </div>
    </>
  );
}

type Plan = Route.ComponentProps["loaderData"]["plan"];

/** "#12, #15, #19…"; page-view rows are named by day, language and path. */
function examplesOf(item: Plan["items"][number]): string {
  if (item.sampleIds.length === 0) return "—";
  const shown = item.sampleIds.slice(0, 5);
  const names = item.category === "pageViews" ? shown : shown.map((id) => `#${id}`);
  return `${names.join(item.category === "pageViews" ? "; " : ", ")}${item.count > shown.length ? "…" : ""}`;
}

function Retention({ plan }: { plan: Plan }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data, undefined, {
    ok: "Retention applied",
    error: "Retention failed",
  });
  const running = fetcher.state !== "idle";
  return (
    <section
      aria-labelledby="retention"
      className="min-w-0 rounded-xl border border-mist bg-white p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="retention" className="flex items-center gap-2 font-sans text-lg font-semibold">
            <ShieldCheck aria-hidden="true" className="size-5 text-sea" /> Retention
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-ink-muted">
            A job deletes these records once a day. This is what it would delete right now (a dry
            run: nothing has been deleted yet).
          </p>
        </div>
        <ConfirmButton
          message={
            plan.total === 0
              ? "Nothing is due for deletion. Run the job anyway? The run is recorded in the audit trail."
              : `Permanently delete the ${plan.total.toLocaleString("en-IE")} records listed? This cannot be undone; the run is recorded in the audit trail.`
          }
          confirmLabel="Delete now"
          disabled={running}
          onConfirm={() => fetcher.submit({ intent: "run-retention" }, { method: "post" })}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {running ? "Running…" : "Run retention now"}
        </ConfirmButton>
      </div>
      <ScrollArea label="Retention table" className="mt-4">
        <table className="w-full min-w-[40rem] border-collapse">
          <caption className="sr-only">Records due for deletion</caption>
          <thead>
            <tr className="border-b border-mist">
              <th scope="col" className={headerCell}>
                Records
              </th>
              <th scope="col" className={headerCell}>
                Rule
              </th>
              <th scope="col" className={headerCell}>
                Older than
              </th>
              <th scope="col" className={`${headerCell} text-right`}>
                Due now
              </th>
              <th scope="col" className={headerCell}>
                Examples
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-mist">
            {plan.items.map((item) => (
              <tr key={item.category} data-testid="retention-row">
                <th scope="row" className={`${bodyCell} text-left font-semibold`}>
                  {item.label}
                </th>
                <td className={bodyCell}>{item.rule}</td>
                <td className={`${bodyCell} whitespace-nowrap`}>{formatDate(item.cutoff)}</td>
                <td className={`${bodyCell} text-right tabular-nums`}>
                  {item.count.toLocaleString("en-IE")}
                </td>
                <td className={`${bodyCell} text-ink-muted`}>{examplesOf(item)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-mist">
              <th scope="row" colSpan={3} className={`${bodyCell} text-left font-semibold`}>
                Total
              </th>
              <td className={`${bodyCell} text-right font-semibold tabular-nums`}>
                {plan.total.toLocaleString("en-IE")}
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
      </ScrollArea>
    </section>
  );
}

type Person = Route.ComponentProps["loaderData"]["person"];

function PersonSearch({
  email,
  emailError,
  person,
}: {
  email: string;
  emailError: string | null;
  person: Person;
}) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data, undefined, { ok: "Personal data erased", error: "Erase failed" });
  return (
    <section
      aria-labelledby="person-search"
      className="min-w-0 rounded-xl border border-mist bg-white p-5"
    >
      <h2 id="person-search" className="flex items-center gap-2 font-sans text-lg font-semibold">
        <Search aria-hidden="true" className="size-5 text-sea" /> Find a person
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-ink-muted">
        Everything stored about an e-mail address: inquiries and their notes, quote requests,
        level-test results sent by e-mail, student records, bookings (as student or as parent or
        guardian), partner-portal accounts and invitations, the newsletter and e-mails. Upper and
        lower case do not matter. Erasing anonymises bookings but keeps their amounts and payments,
        financial records we must keep for six years; it anonymises a partner account but keeps its
        agency's quote requests, bookings and commission.
      </p>
      <Form
        method="get"
        role="search"
        aria-label="Find a person"
        noValidate
        className="mt-4 flex flex-wrap items-start gap-2"
      >
        <Input
          label="E-mail address"
          name="email"
          type="email"
          defaultValue={email}
          autoComplete="off"
          required
          error={emailError ?? undefined}
          className="w-full max-w-sm"
        />
        <Button type="submit" className="sm:mt-6">
          Search
        </Button>
      </Form>

      {person ? (
        <div className="mt-6" data-testid="person-result">
          {person.total === 0 ? (
            <p className="text-sm text-ink" role="status">
              Nothing is stored about <strong>{person.email}</strong>.
            </p>
          ) : (
            <>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-ink" role="status">
                  Stored about <strong>{person.email}</strong>: {person.description}.
                </p>
                <div className="flex flex-wrap gap-2">
                  <a
                    href={`/api/admin/people/export?email=${encodeURIComponent(person.email)}`}
                    download
                    className={buttonClass("secondary", "sm")}
                  >
                    <Download aria-hidden="true" className="size-4" /> Export (JSON)
                  </a>
                  <ConfirmButton
                    message={`Erase everything stored about ${person.email}: ${person.description}? This cannot be undone. Bookings and partner accounts are anonymised: amounts, payments and agency records stay. The audit trail keeps only the counts and a fingerprint of the address.`}
                    confirmLabel="Erase"
                    disabled={fetcher.state !== "idle"}
                    onConfirm={() =>
                      fetcher.submit({ intent: "erase", email: person.email }, { method: "post" })
                    }
                  >
                    <Trash2 aria-hidden="true" className="size-4" /> Erase
                  </ConfirmButton>
                </div>
              </div>
              <div className="mt-4 grid gap-4 md:grid-cols-2">
                {person.groups.map((group) => (
                  <div key={group.label}>
                    <h3 className="flex items-center gap-2 font-sans text-base font-semibold">
                      {group.label} <Badge tone="info">{group.items.length}</Badge>
                    </h3>
                    <ul className="mt-2 divide-y divide-mist rounded-lg border border-mist">
                      {group.items.map((item) => (
                        <li key={item.key} className="px-3 py-2 text-sm">
                          <p className="font-medium text-ink">{item.title}</p>
                          <p className="text-ink-muted">
                            {item.detail} · {formatDate(item.at)}
                          </p>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}

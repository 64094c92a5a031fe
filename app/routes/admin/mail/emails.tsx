import { translationLanguages } from "@shared/content/types";
import { formatDate } from "@shared/format/dates";
import { Form, useNavigate, useNavigation } from "react-router";
import { Download, Mail, Users } from "~/components/ui/icons";
import { adminMeta, formText } from "../../../components/admin/action-result";
import { CampaignList } from "../../../components/admin/mail/campaigns";
import { ComposeCampaign } from "../../../components/admin/mail/compose";
import { OutboxTable } from "../../../components/admin/mail/outbox";
import { PageHeader } from "../../../components/admin/page-header";
import { AdminRouteError } from "../../../components/admin/route-error";
import { ScrollArea } from "../../../components/admin/scroll-area";
import { SearchBox } from "../../../components/admin/search-box";
import { bodyCell, TableHead } from "../../../components/admin/table-head";
import { useListSearch } from "../../../components/admin/use-list-search";
import { Button, buttonClass } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { Pagination } from "../../../components/ui/pagination";
import { StatCard, StatGrid } from "../../../components/ui/stat-card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { adminContext, attempt, failed, listQueryOf, ok } from "../admin.server";
import { requireAdmin } from "../session.server";
import type { Route } from "./+types/emails";

export function meta() {
  return adminMeta("E-mails");
}

const tabs = [
  { value: "campaign", label: "Campaign" },
  { value: "subscribers", label: "Subscribers" },
  { value: "outbox", label: "Outbox" },
] as const;
type Tab = (typeof tabs)[number]["value"];

const outboxFilters = ["queued", "sent", "failed", "cancelled"] as const;

function tabOf(url: URL): Tab {
  const value = url.searchParams.get("tab");
  return tabs.find((tab) => tab.value === value)?.value ?? "campaign";
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, session } = adminContext(context);
  const url = new URL(request.url);
  const tab = tabOf(url);
  const query = listQueryOf(url);
  const [confirmed, campaigns, subscribers, outbox] = await Promise.all([
    services.newsletter.list({ q: "", status: "confirmed", page: 1, pageSize: 1 }),
    tab === "campaign" ? services.campaigns.list({ page: query.page, pageSize: 10 }) : null,
    tab === "subscribers" ? services.newsletter.list({ ...query, status: "confirmed" }) : null,
    tab === "outbox"
      ? services.campaigns.outbox({
          ...query,
          status: (outboxFilters as readonly string[]).includes(query.status) ? query.status : "",
        })
      : null,
  ]);
  return {
    tab,
    q: query.q,
    status: query.status,
    user: { role: session.user.role, email: session.user.email },
    confirmedCount: confirmed.total,
    campaigns: campaigns && {
      ...campaigns,
      items: campaigns.items.map((item) => ({
        id: item.id,
        subject: item.subject,
        state: item.state,
        recipientCount: item.recipientCount,
        progress: item.progress,
        createdByName: item.createdByName,
        createdAt: item.createdAt.toISOString(),
        fallbackLanguages: item.fallbackLanguages,
      })),
    },
    subscribers: subscribers && {
      ...subscribers,
      items: subscribers.items.map((item) => ({
        id: item.id,
        email: item.email,
        locale: item.locale,
        confirmedAt: iso(item.confirmedAt),
        createdAt: item.createdAt.toISOString(),
      })),
    },
    outbox: outbox && {
      ...outbox,
      items: outbox.items.map((item) => ({
        ...item,
        nextAttemptAt: item.nextAttemptAt.toISOString(),
        sentAt: iso(item.sentAt),
        createdAt: item.createdAt.toISOString(),
      })),
    },
  };
}

function campaignInputOf(form: FormData) {
  const message = (prefix: string) => ({
    subject: formText(form, `${prefix}subject`),
    markdown: formText(form, `${prefix}markdown`),
    text: formText(form, `${prefix}text`),
  });
  return {
    ...message(""),
    versions: Object.fromEntries(
      translationLanguages.map((lang) => [lang, message(`versions.${lang}.`)]),
    ),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, session, actor } = adminContext(context);
  const form = await request.formData();
  const intent = formText(form, "intent");
  switch (intent) {
    case "preview":
      return attempt(intent, "Nothing to preview yet", async () => ({
        ...ok(intent, ""),
        preview: services.campaigns.preview(campaignInputOf(form)),
      }));
    case "test": {
      const to = formText(form, "to").trim();
      return attempt(intent, "The test was not sent", async () => {
        const sent = await services.campaigns.sendTest(
          { ...campaignInputOf(form), to: to || undefined },
          { ...actor, email: session.user.email },
        );
        return ok(intent, `Test e-mail sent to ${sent.to}.`);
      });
    }
    case "send":
      // Composing is for every staff member; mailing everyone is for admins.
      requireAdmin(session);
      return attempt(intent, "The campaign was not sent", async () => {
        const campaign = await services.campaigns.start(campaignInputOf(form), actor);
        return ok(intent, "Sending to every confirmed subscriber.", campaign.id);
      });
    case "retry": {
      const id = Number(formText(form, "id"));
      if (!Number.isInteger(id) || id <= 0) return failed(intent, "Unknown message", 404);
      return attempt(intent, "The message was not retried", async () => {
        await services.campaigns.retry(id);
        return ok(intent, "The message will be sent again.");
      });
    }
    default:
      return failed(intent, "Unknown action");
  }
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title="E-mails" />;
}

export default function Emails({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && navigation.location?.pathname === "/admin/emails";
  const csv = new URLSearchParams({ status: "confirmed" });
  if (data.q) csv.set("q", data.q);

  return (
    <>
      <PageHeader
        title="E-mails"
        description="Newsletter campaigns to confirmed subscribers, and every e-mail the site sends."
        actions={
          <a
            href={`/api/admin/exports/newsletter_subscriptions?${csv}`}
            download
            className={buttonClass("secondary")}
          >
            <Download aria-hidden="true" className="size-4" /> Subscribers CSV
          </a>
        }
      />
      <StatGrid label="E-mail totals">
        <StatCard label="Confirmed subscribers" value={data.confirmedCount} icon={Users} />
      </StatGrid>

      <Tabs
        className="mt-6"
        value={data.tab}
        activationMode="manual"
        onValueChange={(value) => navigate(`/admin/emails?tab=${value}`)}
      >
        <TabsList aria-label="E-mail tools">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={data.tab}>
          <p role="status" aria-live="polite" className="sr-only">
            {loading ? "Loading…" : ""}
          </p>
          <div className={loading ? "opacity-60" : undefined}>
            {data.tab === "campaign" && data.campaigns ? (
              <div className="grid gap-6">
                <ComposeCampaign
                  canSendToAll={data.user.role === "admin"}
                  ownEmail={data.user.email}
                  confirmedCount={data.confirmedCount}
                />
                <CampaignList page={data.campaigns} />
              </div>
            ) : null}
            {data.tab === "subscribers" && data.subscribers ? (
              <Subscribers q={data.q} page={data.subscribers} />
            ) : null}
            {data.tab === "outbox" && data.outbox ? (
              <OutboxTable status={data.status} page={data.outbox} />
            ) : null}
          </div>
        </TabsContent>
      </Tabs>
    </>
  );
}

type SubscriberPage = NonNullable<Route.ComponentProps["loaderData"]["subscribers"]>;

function Subscribers({ q, page }: { q: string; page: SubscriberPage }) {
  const { formRef, onSearchChange, onSubmit } = useListSearch();
  return (
    <section aria-labelledby="subscribers-heading">
      <h2 id="subscribers-heading" className="sr-only">
        Confirmed subscribers
      </h2>
      <Form
        ref={formRef}
        onSubmit={onSubmit}
        method="get"
        role="search"
        className="mb-4 flex gap-2"
      >
        <input type="hidden" name="tab" value="subscribers" />
        <SearchBox
          defaultValue={q}
          label="Search subscribers by e-mail"
          onChange={onSearchChange}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </Form>
      {page.items.length === 0 ? (
        <EmptyState
          title="No subscribers found"
          filtered={q !== ""}
          emptyText="People who sign up and confirm their address will be listed here."
        />
      ) : (
        <ScrollArea label="Subscribers table" className="rounded-xl border border-mist bg-white">
          <table className="w-full min-w-[32rem]">
            <caption className="sr-only">Confirmed newsletter subscribers, newest first</caption>
            <TableHead columns={["E-mail", "Language", "Confirmed"]} />
            <tbody className="divide-y divide-mist">
              {page.items.map((subscriber) => (
                <tr key={subscriber.id} data-testid="subscriber-row">
                  <td className={`${bodyCell} break-all`}>
                    <Mail aria-hidden="true" className="mr-2 inline size-4 text-ink-muted" />
                    {subscriber.email}
                  </td>
                  <td className={`${bodyCell} uppercase`}>{subscriber.locale}</td>
                  <td className={`${bodyCell} whitespace-nowrap`}>
                    {formatDate(subscriber.confirmedAt ?? subscriber.createdAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      )}
      <Pagination
        page={page.page}
        pageSize={page.pageSize}
        total={page.total}
        label="Subscriber pages"
      />
    </section>
  );
}

import { isCefrLevel } from "@shared/level-test/types";
import { redirect, useNavigate, useNavigation } from "react-router";
import { Download, FileCheck2, Mail, Receipt, Users } from "~/components/ui/icons";
import { adminMeta } from "../../../components/admin/action-result";
import { InquiriesTable } from "../../../components/admin/leads/inquiries-panel";
import { LeadDialog } from "../../../components/admin/leads/lead-dialog";
import { exportHref, LeadFilters } from "../../../components/admin/leads/lead-filters";
import { LevelTestsTable } from "../../../components/admin/leads/level-tests-panel";
import { NewsletterTable } from "../../../components/admin/leads/newsletter-panel";
import { QuotesTable } from "../../../components/admin/leads/quotes-panel";
import { PageHeader } from "../../../components/admin/page-header";
import { useListSearch } from "../../../components/admin/use-list-search";
import { buttonClass } from "../../../components/ui/button";
import { Pagination, totalText } from "../../../components/ui/pagination";
import { StatCard, StatGrid } from "../../../components/ui/stat-card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { adminContext, attempt, failed, formText, idParam, listQueryOf, ok } from "../admin.server";
import { requireAdmin } from "../session.server";
import type { Route } from "./+types/leads";

export function meta() {
  return adminMeta("Leads");
}

const tabs = [
  { value: "inquiries", label: "Contact Inquiries", csv: "contact_inquiries" },
  { value: "quotes", label: "Quote Requests", csv: "quote_requests" },
  { value: "level-tests", label: "Level Tests", csv: "level_test_leads" },
  { value: "newsletter", label: "Newsletter", csv: "newsletter_subscriptions" },
] as const;
type Tab = (typeof tabs)[number]["value"];

function tabOf(url: URL): Tab {
  const value = url.searchParams.get("tab");
  return tabs.find((tab) => tab.value === value)?.value ?? "inquiries";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, session } = adminContext(context);
  const url = new URL(request.url);
  const tab = tabOf(url);
  const listed = listQueryOf(url);
  // Only level tests filter (by CEFR level); quote requests use `status` for programs.
  const level = tab === "level-tests" && isCefrLevel(listed.status) ? listed.status : "";
  // Quote requests only: an agency's id, or "none" for direct requests (issue 17).
  const agencyParam = url.searchParams.get("agency") ?? "";
  const agency = tab === "quotes" && /^(none|[1-9]\d{0,8})$/.test(agencyParam) ? agencyParam : "";
  const query = { ...listed, status: level };
  const id = idParam(url);
  const leadId = url.searchParams.get("id") ?? "";
  const levelTestLeads = services.levelTest.leads;
  const [inquiries, quotes, levelTests, newsletter, counted] = await Promise.all([
    tab === "inquiries" ? services.contactInquiries.list(query) : null,
    tab === "quotes" ? services.quoteRequests.list({ ...query, agency }) : null,
    tab === "level-tests" ? levelTestLeads.list(query) : null,
    tab === "newsletter" ? services.newsletter.list(query) : null,
    services.leadTotals(),
  ]);
  const agencies = tab === "quotes" ? await services.agents.agencies.options() : [];
  const quote = tab === "quotes" && id ? await services.quoteRequests.get(id) : null;
  // Counted up to COUNT_LIMIT like every list: "more than 1,000" past it (decision 0054).
  const text = (counted: { total: number; totalCapped?: boolean }) =>
    totalText(counted.total, counted.totalCapped);
  return {
    tab,
    q: query.q,
    level,
    agency,
    agencies,
    page: query.page,
    pageSize: query.pageSize,
    inquiries,
    quotes,
    levelTests,
    newsletter,
    totals: {
      inquiries: text(counted.inquiries),
      quotes: text(counted.quotes),
      levelTests: text(counted.levelTests),
      newsletter: text(counted.newsletter),
    },
    selectedInquiry: tab === "inquiries" && id ? await services.contactInquiries.get(id) : null,
    selectedQuote: quote && {
      ...quote,
      agencyName: agencies.find((option) => option.id === quote.agencyId)?.name ?? null,
    },
    // The quote's booking, if an offer was made: "View booking" instead of "Make an offer".
    selectedQuoteBookingId:
      tab === "quotes" && id ? await services.bookings.offers.bookingOfQuote(id) : null,
    selectedLevelTest: tab === "level-tests" && leadId ? await levelTestLeads.get(leadId) : null,
    canDelete: session.user.role === "admin",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, session, actor } = adminContext(context);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const id = Number(formText(form, "id"));
  if (!Number.isInteger(id) || id <= 0) return failed(intent, "Unknown record");
  switch (intent) {
    case "create-student":
      return attempt(intent, "Failed to create student", async () => {
        const student = await services.students.createFromQuote(id, actor);
        return ok(
          intent,
          `Student ${student.firstName} ${student.lastName} created (#${student.id}).`,
          student.id,
        );
      });
    case "make-offer":
      return attempt(intent, "Failed to make an offer", async () => {
        const offer = await services.bookings.offers.createFromQuote(id, {}, actor);
        // Straight to the editor: the offer is a draft pre-filled from the price list.
        throw redirect(`/admin/offers/${offer.id}/edit`);
      });
    case "delete-inquiry":
      requireAdmin(session);
      return attempt(intent, "Failed to delete inquiry", async () => {
        await services.contactInquiries.remove(id, actor);
        return ok(intent, "Inquiry deleted successfully");
      });
    case "delete-quote":
      requireAdmin(session);
      return attempt(intent, "Failed to delete quote request", async () => {
        await services.quoteRequests.remove(id, actor);
        return ok(intent, "Quote request deleted successfully");
      });
    case "delete-subscription":
      requireAdmin(session);
      return attempt(intent, "Failed to delete subscription", async () => {
        await services.newsletter.remove(id, actor);
        return ok(intent, "Subscription deleted successfully");
      });
    default:
      return failed(intent, "Unknown action");
  }
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const { formRef, onSearchChange, onSubmit, submitNow } = useListSearch();
  const loading =
    navigation.state === "loading" && navigation.location?.pathname === "/admin/leads";
  const active = tabs.find((tab) => tab.value === data.tab) ?? tabs[0];
  const filtered = data.q !== "" || data.level !== "" || data.agency !== "";
  const list = data.inquiries ?? data.quotes ?? data.levelTests ?? data.newsletter;

  return (
    <>
      <PageHeader
        title="Leads"
        description="Every enquiry, quote request, level-test result and newsletter sign-up, newest first."
        actions={
          <a
            href={exportHref(active.csv, {
              tab: data.tab,
              q: data.q,
              level: data.level,
              agency: data.agency,
            })}
            download
            className={buttonClass("secondary")}
          >
            <Download aria-hidden="true" className="size-4" /> Export CSV
          </a>
        }
      />
      <StatGrid label="Lead totals">
        <StatCard label="Contact Inquiries" value={data.totals.inquiries} icon={Mail} />
        <StatCard label="Quote Requests" value={data.totals.quotes} icon={Receipt} />
        <StatCard label="Level Tests" value={data.totals.levelTests} icon={FileCheck2} />
        <StatCard label="Newsletter Subscribers" value={data.totals.newsletter} icon={Users} />
      </StatGrid>

      <Tabs
        className="mt-6"
        value={data.tab}
        activationMode="manual"
        onValueChange={(value) => {
          const params = new URLSearchParams();
          params.set("tab", value);
          if (data.q) params.set("q", data.q);
          navigate(`/admin/leads?${params}`);
        }}
      >
        <TabsList aria-label="Lead type">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={data.tab}>
          <LeadFilters
            filters={{ tab: data.tab, q: data.q, level: data.level, agency: data.agency }}
            label={active.label}
            agencies={data.agencies}
            {...{ formRef, onSubmit, onSearchChange, submitNow }}
          />
          <p role="status" aria-live="polite" className="mb-2 min-h-5 text-sm text-ink-muted">
            {loading ? "Loading leads..." : ""}
          </p>
          <div className={loading ? "opacity-60" : undefined}>
            {data.inquiries ? (
              <InquiriesTable rows={data.inquiries.items} filtered={filtered} />
            ) : null}
            {data.quotes ? <QuotesTable rows={data.quotes.items} filtered={filtered} /> : null}
            {data.levelTests ? (
              <LevelTestsTable rows={data.levelTests.items} filtered={filtered} />
            ) : null}
            {data.newsletter ? (
              <NewsletterTable
                rows={data.newsletter.items}
                filtered={filtered}
                canDelete={data.canDelete}
              />
            ) : null}
          </div>
          {list && list.total > 0 ? (
            <Pagination
              page={data.page}
              pageSize={data.pageSize}
              total={list.total}
              totalCapped={list.totalCapped}
              label={`${active.label} pages`}
            />
          ) : null}
        </TabsContent>
      </Tabs>

      <LeadDialog
        inquiry={data.selectedInquiry}
        quote={data.selectedQuote}
        quoteBookingId={data.selectedQuoteBookingId}
        levelTest={data.selectedLevelTest}
        canDelete={data.canDelete}
      />
    </>
  );
}

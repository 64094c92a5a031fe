import { Form, Link, useFetcher, useLocation, useNavigate, useNavigation } from "react-router";
import { Download, Mail, Receipt, UserPlus, Users } from "~/components/ui/icons";
import { formatEuro, formatLeadDate, formatWeeks } from "../../components/admin/format";
import { PageHeader } from "../../components/admin/page-header";
import { ScrollArea } from "../../components/admin/scroll-area";
import { SearchBox } from "../../components/admin/search-box";
import { bodyCell, TableHead } from "../../components/admin/table-head";
import { Badge } from "../../components/ui/badge";
import { Button, buttonClass } from "../../components/ui/button";
import { ConfirmButton } from "../../components/ui/confirm-dialog";
import { Dialog } from "../../components/ui/dialog";
import { EmptyState } from "../../components/ui/empty-state";
import { Pagination } from "../../components/ui/pagination";
import { StatCard, StatGrid } from "../../components/ui/stat-card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import type { Route } from "./+types/leads";
import { adminContext, attempt, failed, formText, idParam, listQueryOf, ok } from "./admin.server";
import { requireAdmin } from "./session.server";
import { type ActionResult, adminMeta } from "./shared";
import { useActionToast } from "./use-action-toast";
import { useDetailParam, useListSearch } from "./use-list-search";

export function meta() {
  return adminMeta("Leads");
}

const tabs = [
  { value: "inquiries", label: "Contact Inquiries", csv: "contact_inquiries" },
  { value: "quotes", label: "Quote Requests", csv: "quote_requests" },
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
  // The leads page searches; it has no status filter (quote requests use `status` for programs).
  const query = { ...listQueryOf(url), status: "" };
  const everything = { q: "", status: "", page: 1, pageSize: 1 };
  const id = idParam(url);
  const [inquiries, quotes, newsletter, inquiryTotal, quoteTotal, newsletterTotal] =
    await Promise.all([
      tab === "inquiries" ? services.contactInquiries.list(query) : null,
      tab === "quotes" ? services.quoteRequests.list(query) : null,
      tab === "newsletter" ? services.newsletter.list(query) : null,
      services.contactInquiries.list(everything),
      services.quoteRequests.list(everything),
      services.newsletter.list(everything),
    ]);
  const selectedInquiry =
    tab === "inquiries" && id ? await services.contactInquiries.get(id) : null;
  const selectedQuote = tab === "quotes" && id ? await services.quoteRequests.get(id) : null;
  return {
    tab,
    q: query.q,
    page: query.page,
    pageSize: query.pageSize,
    inquiries,
    quotes,
    newsletter,
    totals: {
      inquiries: inquiryTotal.total,
      quotes: quoteTotal.total,
      newsletter: newsletterTotal.total,
    },
    selectedInquiry,
    selectedQuote,
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

function exportHref(csv: string, q: string) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  const query = params.toString();
  return `/api/admin/exports/${csv}${query ? `?${query}` : ""}`;
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  const navigate = useNavigate();
  const { formRef, onSearchChange, onSubmit } = useListSearch();
  const detail = useDetailParam();
  const loading =
    navigation.state === "loading" && navigation.location?.pathname === "/admin/leads";
  const active = tabs.find((tab) => tab.value === data.tab) ?? tabs[0];
  const filtered = data.q !== "";

  return (
    <>
      <PageHeader
        title="Leads"
        description="Every enquiry, quote request and newsletter sign-up, newest first."
        actions={
          <a href={exportHref(active.csv, data.q)} download className={buttonClass("secondary")}>
            <Download aria-hidden="true" className="size-4" /> Export CSV
          </a>
        }
      />
      <StatGrid label="Lead totals">
        <StatCard label="Contact Inquiries" value={data.totals.inquiries} icon={Mail} />
        <StatCard label="Quote Requests" value={data.totals.quotes} icon={Receipt} />
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
          <Form
            ref={formRef}
            onSubmit={onSubmit}
            method="get"
            role="search"
            className="mb-4 flex gap-2"
          >
            <input type="hidden" name="tab" value={data.tab} />
            <SearchBox
              key={data.tab}
              defaultValue={data.q}
              label={`Search ${active.label.toLowerCase()}`}
              onChange={onSearchChange}
            />
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </Form>
          <p role="status" aria-live="polite" className="mb-2 min-h-5 text-sm text-ink-muted">
            {loading ? "Loading leads..." : ""}
          </p>
          <div className={loading ? "opacity-60" : undefined}>
            {data.inquiries ? (
              data.inquiries.items.length === 0 ? (
                <EmptyState
                  title="No inquiries found"
                  filtered={filtered}
                  emptyText="Enquiries sent from the contact page will appear here."
                />
              ) : (
                <ScrollArea
                  label="Contact inquiries table"
                  className="rounded-xl border border-mist bg-white"
                >
                  <table className="w-full min-w-[720px]">
                    <caption className="sr-only">Contact inquiries</caption>
                    <TableHead
                      columns={[
                        "Received",
                        "Name",
                        "Email",
                        "Subject",
                        "Status",
                        { label: "Actions", hidden: true },
                      ]}
                    />
                    <tbody className="divide-y divide-mist">
                      {data.inquiries.items.map((row) => (
                        <tr key={row.id}>
                          <td className={`${bodyCell} whitespace-nowrap`}>
                            {formatLeadDate(row.createdAt)}
                          </td>
                          <td className={bodyCell}>{row.name}</td>
                          <td className={bodyCell}>{row.email}</td>
                          <td className={bodyCell}>{row.subject}</td>
                          <td className={bodyCell}>
                            <Badge tone={row.status === "new" ? "info" : "neutral"}>
                              {row.status}
                            </Badge>
                          </td>
                          <td className={`${bodyCell} text-right`}>
                            <Link
                              to={detail.hrefFor(location.search, row.id)}
                              preventScrollReset
                              className={buttonClass("ghost", "sm")}
                              aria-label={`View inquiry from ${row.name}`}
                            >
                              View
                            </Link>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollArea>
              )
            ) : null}
            {data.quotes ? (
              data.quotes.items.length === 0 ? (
                <EmptyState
                  title="No quote requests found"
                  filtered={filtered}
                  emptyText="Requests from the quote page will appear here."
                />
              ) : (
                <ScrollArea
                  label="Quote requests table"
                  className="rounded-xl border border-mist bg-white"
                >
                  <table className="w-full min-w-[820px]">
                    <caption className="sr-only">Quote requests</caption>
                    <TableHead
                      columns={[
                        "Received",
                        "Name",
                        "Email",
                        "Program",
                        "Duration",
                        { label: "Total", align: "right" },
                        { label: "Actions", hidden: true },
                      ]}
                    />
                    <tbody className="divide-y divide-mist">
                      {data.quotes.items.map((row) => (
                        <tr key={row.id}>
                          <td className={`${bodyCell} whitespace-nowrap`}>
                            {formatLeadDate(row.createdAt)}
                          </td>
                          <td className={bodyCell}>
                            {row.firstName} {row.lastName}
                          </td>
                          <td className={bodyCell}>{row.email}</td>
                          <td className={bodyCell}>{row.programTitle}</td>
                          <td className={`${bodyCell} whitespace-nowrap`}>
                            {formatWeeks(row.durationWeeks)}
                          </td>
                          <td className={`${bodyCell} text-right tabular-nums`}>
                            {formatEuro(row.totalCost)}
                          </td>
                          <td className={`${bodyCell} text-right`}>
                            <Link
                              to={detail.hrefFor(location.search, row.id)}
                              preventScrollReset
                              className={buttonClass("ghost", "sm")}
                              aria-label={`View quote request from ${row.firstName} ${row.lastName}`}
                            >
                              View
                            </Link>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollArea>
              )
            ) : null}
            {data.newsletter ? (
              data.newsletter.items.length === 0 ? (
                <EmptyState
                  title="No subscribers found"
                  filtered={filtered}
                  emptyText="Newsletter sign-ups will appear here."
                />
              ) : (
                <ScrollArea
                  label="Newsletter subscriptions table"
                  className="rounded-xl border border-mist bg-white"
                >
                  <table className="w-full min-w-[560px]">
                    <caption className="sr-only">Newsletter subscriptions</caption>
                    <TableHead
                      columns={[
                        "Signed up",
                        "Email",
                        "Status",
                        "Confirmed",
                        data.canDelete && { label: "Actions", hidden: true },
                      ]}
                    />
                    <tbody className="divide-y divide-mist">
                      {data.newsletter.items.map((row) => (
                        <tr key={row.id}>
                          <td className={`${bodyCell} whitespace-nowrap`}>
                            {formatLeadDate(row.createdAt)}
                          </td>
                          <td className={bodyCell}>{row.email}</td>
                          <td className={bodyCell}>
                            <Badge
                              tone={
                                row.status === "confirmed"
                                  ? "success"
                                  : row.status === "pending"
                                    ? "warning"
                                    : "neutral"
                              }
                            >
                              {row.status}
                            </Badge>
                          </td>
                          <td className={`${bodyCell} whitespace-nowrap`}>
                            {row.confirmedAt ? formatLeadDate(row.confirmedAt) : "—"}
                          </td>
                          {data.canDelete ? (
                            <td className={`${bodyCell} text-right`}>
                              <DeleteSubscription id={row.id} email={row.email} />
                            </td>
                          ) : null}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollArea>
              )
            ) : null}
          </div>
          {(() => {
            const list = data.inquiries ?? data.quotes ?? data.newsletter;
            return list && list.total > 0 ? (
              <Pagination
                page={data.page}
                pageSize={data.pageSize}
                total={list.total}
                label={`${active.label} pages`}
              />
            ) : null;
          })()}
        </TabsContent>
      </Tabs>

      {data.selectedInquiry ? (
        <Dialog
          open
          onOpenChange={(open) => !open && detail.close(location.pathname, location.search)}
          title={`Inquiry from ${data.selectedInquiry.name}`}
          description={formatLeadDate(data.selectedInquiry.createdAt)}
          size="lg"
        >
          <InquiryDetail inquiry={data.selectedInquiry} canDelete={data.canDelete} />
        </Dialog>
      ) : null}
      {data.selectedQuote ? (
        <Dialog
          open
          onOpenChange={(open) => !open && detail.close(location.pathname, location.search)}
          title={`Quote request from ${data.selectedQuote.firstName} ${data.selectedQuote.lastName}`}
          description={formatLeadDate(data.selectedQuote.createdAt)}
          size="lg"
        >
          <QuoteDetail quote={data.selectedQuote} canDelete={data.canDelete} />
        </Dialog>
      ) : null}
    </>
  );
}

function Details({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
          <dd className="text-sm break-words whitespace-pre-wrap">{value ?? "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];

function InquiryDetail({
  inquiry,
  canDelete,
}: {
  inquiry: NonNullable<LoaderData["selectedInquiry"]>;
  canDelete: boolean;
}) {
  const fetcher = useFetcher<ActionResult>();
  const location = useLocation();
  const detail = useDetailParam();
  useActionToast(fetcher.data, (result) => {
    if (result.ok) detail.close(location.pathname, location.search);
  });
  return (
    <>
      <Details
        rows={[
          [
            "Email",
            <a key="e" className="text-sea underline" href={`mailto:${inquiry.email}`}>
              {inquiry.email}
            </a>,
          ],
          ["Phone", inquiry.phone],
          ["Enquiry type", inquiry.enquiryType],
          ["Subject", inquiry.subject],
          ["Message", inquiry.message],
          ["Status", inquiry.status],
          ["Language", inquiry.locale],
          ["Consent given", formatLeadDate(inquiry.gdprConsentAt)],
        ]}
      />
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Link to={`/admin/inquiries?id=${inquiry.id}`} className={buttonClass("secondary", "sm")}>
          Status and notes
        </Link>
        {canDelete ? (
          <ConfirmButton
            message="Are you sure you want to delete this inquiry?"
            onConfirm={() =>
              fetcher.submit({ intent: "delete-inquiry", id: inquiry.id }, { method: "post" })
            }
          >
            Delete
          </ConfirmButton>
        ) : null}
      </div>
    </>
  );
}

function QuoteDetail({
  quote,
  canDelete,
}: {
  quote: NonNullable<LoaderData["selectedQuote"]>;
  canDelete: boolean;
}) {
  const fetcher = useFetcher<ActionResult>();
  const location = useLocation();
  const detail = useDetailParam();
  useActionToast(fetcher.data, (result) => {
    if (result.ok && result.intent === "delete-quote")
      detail.close(location.pathname, location.search);
  });
  const busy = fetcher.state !== "idle";
  return (
    <>
      <Details
        rows={[
          [
            "Email",
            <a key="e" className="text-sea underline" href={`mailto:${quote.email}`}>
              {quote.email}
            </a>,
          ],
          ["Phone", quote.phone],
          ["Nationality", quote.country],
          ["Age group", quote.ageGroup],
          ["Program", quote.programTitle],
          ["Start date", quote.startDate],
          ["Duration", formatWeeks(quote.durationWeeks)],
          ["Accommodation", quote.accommodationType],
          ["Estimated total", formatEuro(quote.totalCost)],
          ["Special requests", quote.specialRequests],
          ["Language", quote.locale],
          ["Consent given", formatLeadDate(quote.gdprConsentAt)],
        ]}
      />
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button
          size="sm"
          disabled={busy}
          onClick={() =>
            fetcher.submit({ intent: "create-student", id: quote.id }, { method: "post" })
          }
        >
          <UserPlus aria-hidden="true" className="size-4" /> Create student
        </Button>
        {canDelete ? (
          <ConfirmButton
            message="Are you sure you want to delete this quote request?"
            onConfirm={() =>
              fetcher.submit({ intent: "delete-quote", id: quote.id }, { method: "post" })
            }
          >
            Delete
          </ConfirmButton>
        ) : null}
      </div>
    </>
  );
}

function DeleteSubscription({ id, email }: { id: number; email: string }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data);
  return (
    <ConfirmButton
      label={`Delete subscription of ${email}`}
      message={`Are you sure you want to delete the subscription of ${email}?`}
      disabled={fetcher.state !== "idle"}
      onConfirm={() => fetcher.submit({ intent: "delete-subscription", id }, { method: "post" })}
    >
      Delete
    </ConfirmButton>
  );
}

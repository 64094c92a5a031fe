import { dublinDay } from "@server/services/bookings/days";
import { formatDateTime } from "@shared/format/dates";
import { formatCents } from "@shared/format/money";
import { Link } from "react-router";
import {
  BadgeCheck,
  CalendarDays,
  FileCheck2,
  GraduationCap,
  type Icon,
  Inbox,
  Mail,
  MapPin,
  MessageSquare,
  Plus,
  Receipt,
  TrendingUp,
  UserCheck,
  UserCog,
  Wallet,
} from "~/components/ui/icons";
import { adminMeta } from "../../../components/admin/action-result";
import { PageHeader } from "../../../components/admin/page-header";
import { buttonClass } from "../../../components/ui/button";
import { StatCard, StatGrid } from "../../../components/ui/stat-card";
import { adminContext } from "../admin.server";
import type { Route } from "./+types/dashboard";

export function meta() {
  return adminMeta("Dashboard");
}

export async function loader({ context }: Route.LoaderArgs) {
  const { services, session } = adminContext(context);
  const viewer = { id: session.user.id, name: session.user.displayName, role: session.user.role };
  const today = dublinDay(services.now());
  const [stats, notTaken] = await Promise.all([
    services.dashboard.stats(12, services.now()),
    // Only the count: one row asked for, the total is what the card shows.
    services.classes.lessonsOfDay(viewer, {
      date: today,
      q: "",
      notTaken: true,
      page: 1,
      pageSize: 1,
    }),
  ]);
  return { stats, registersNotTaken: notTaken.total };
}

const activityIcons: Record<string, Icon> = {
  "contact-inquiry": MessageSquare,
  "quote-request": Receipt,
  "level-test": FileCheck2,
  newsletter: Mail,
  "staff-change": UserCog,
};

const rate = (value: number | null) =>
  value === null ? "—" : `${(value * 100).toLocaleString("en-US", { maximumFractionDigits: 1 })}%`;

/** This month's bookings and money (Irish calendar), and the last 12 weeks' conversion. */
function BookingCards({
  bookings,
}: {
  bookings: Route.ComponentProps["loaderData"]["stats"]["bookings"];
}) {
  const { funnel } = bookings;
  return (
    <div className="mt-3">
      <StatGrid label="Bookings this month">
        <StatCard
          label="Bookings this month"
          value={bookings.bookingsThisMonth}
          icon={CalendarDays}
        />
        <StatCard
          label="Booked this month"
          value={formatCents(bookings.bookedCentsThisMonth)}
          icon={Wallet}
        />
        <StatCard
          label="Payments received this month"
          value={formatCents(bookings.receivedCentsThisMonth)}
          icon={BadgeCheck}
        />
        <StatCard
          label="Quote → booking (12 weeks)"
          value={rate(funnel.bookingRate)}
          icon={TrendingUp}
        />
      </StatGrid>
      <p className="mt-2 text-sm text-ink-muted" data-testid="booking-funnel-summary">
        Last 12 weeks: {funnel.quoteRequests} quote requests, {funnel.offersSent} offers sent,{" "}
        {funnel.accepted} accepted, {funnel.confirmed} confirmed by the deposit.{" "}
        <Link
          to="/admin/analytics#booking-funnel"
          className="font-medium text-sea underline-offset-2 hover:underline"
        >
          Bookings in analytics
        </Link>
      </p>
    </div>
  );
}

/** Issue 30: the lessons of today whose register is still to be taken, and the way to them. */
function RegistersNotTaken({ count }: { count: number }) {
  return (
    <p
      className="mt-4 flex flex-wrap items-center gap-2 rounded-xl border border-mist bg-white px-4 py-3 text-sm"
      data-testid="registers-not-taken"
    >
      <UserCheck aria-hidden="true" className="size-4 text-sea" />
      <span>
        Registers not taken today: <strong>{count}</strong>
      </span>
      <Link
        to="/admin/registers?notTaken=1"
        className="font-medium text-sea underline-offset-2 hover:underline"
      >
        {count === 0 ? "Today's registers" : "Open the registers not taken"}
      </Link>
    </p>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { stats, registersNotTaken } = loaderData;
  return (
    <>
      <PageHeader
        title="Dashboard"
        description="Today at Clover English: leads, bookings and recent changes."
      />
      <StatGrid label="Totals">
        <StatCard label="Total Programs" value={stats.totalPrograms} icon={GraduationCap} />
        <StatCard label="New Inquiries" value={stats.newInquiries} icon={MessageSquare} />
        <StatCard label="Quote Requests" value={stats.totalQuoteRequests} icon={Receipt} />
        <StatCard label="Newsletter Subs" value={stats.totalNewsletterSubscriptions} icon={Mail} />
      </StatGrid>
      <BookingCards bookings={stats.bookings} />
      <RegistersNotTaken count={registersNotTaken} />

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="quick-actions"
          className="rounded-xl border border-mist bg-white p-5"
        >
          <h2 id="quick-actions" className="font-sans text-lg font-semibold">
            Quick actions
          </h2>
          <div className="mt-4 grid gap-2">
            <Link to="/admin/programs/new" className={buttonClass("primary")}>
              <Plus aria-hidden="true" className="size-4" /> Add New Program
            </Link>
            <Link to="/admin/destinations" className={buttonClass("secondary")}>
              <MapPin aria-hidden="true" className="size-4" /> Manage Destinations
            </Link>
            <Link to="/admin/inquiries" className={buttonClass("secondary")}>
              <Inbox aria-hidden="true" className="size-4" /> View Inquiries
            </Link>
          </div>
        </section>

        <section
          aria-labelledby="recent-activity"
          // min-w-0: a grid column otherwise grows to its longest unbroken line (a truncated
          // detail, an address), and the page with it on a phone.
          className="min-w-0 rounded-xl border border-mist bg-white p-5 lg:col-span-2"
        >
          <h2 id="recent-activity" className="font-sans text-lg font-semibold">
            Recent Activity
          </h2>
          {stats.recentActivity.length === 0 ? (
            <p className="mt-4 text-sm text-ink-muted">
              Nothing yet: new leads and staff changes will appear here.
            </p>
          ) : (
            <ul className="mt-4 divide-y divide-mist">
              {stats.recentActivity.map((item) => {
                const Icon = activityIcons[item.kind] ?? UserCog;
                const title = item.link ? (
                  <Link
                    to={item.link}
                    className="font-medium text-sea underline-offset-2 hover:underline"
                  >
                    {item.title}
                  </Link>
                ) : (
                  <span className="font-medium">{item.title}</span>
                );
                return (
                  <li key={`${item.kind}-${item.at}-${item.title}`} className="flex gap-3 py-3">
                    <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sea" />
                    <div className="min-w-0 flex-1">
                      {/* An address is one long word: it wraps rather than widen a phone's page. */}
                      <p className="text-sm wrap-anywhere">{title}</p>
                      <p className="truncate text-sm text-ink-muted">{item.detail}</p>
                    </div>
                    <time dateTime={item.at} className="shrink-0 text-xs text-ink-muted">
                      {formatDateTime(item.at)}
                    </time>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

/**
 * The admin area's part of the route table. Everything under the guarded layout is checked by
 * its server middleware (session.server.ts); the outer shell only adds the toast host and
 * no-store headers, so the login screen has them too.
 */
import { layout, type RouteConfigEntry, route } from "@react-router/dev/routes";

export const adminRoutes: RouteConfigEntry[] = [
  layout("routes/admin/shell.tsx", [
    route("admin/login", "routes/admin/login.tsx"),
    layout("routes/admin/layout.tsx", [
      route("admin", "routes/admin/analytics/dashboard.tsx", { id: "admin/home" }),
      route("admin/dashboard", "routes/admin/analytics/dashboard.tsx", { id: "admin/dashboard" }),
      route("admin/registers", "routes/admin/classes/registers.tsx"),
      route("admin/registers/:lessonId", "routes/admin/classes/register.tsx"),
      route("admin/leads", "routes/admin/leads/leads.tsx"),
      route("admin/bookings", "routes/admin/bookings/bookings.tsx"),
      route("admin/bookings/import", "routes/admin/bookings/import.tsx"),
      route("admin/bookings/:id", "routes/admin/bookings/booking.tsx"),
      route("admin/bookings/:id/letter", "routes/admin/bookings/booking-letter.tsx"),
      route("admin/accommodation", "routes/admin/accommodation/providers.tsx"),
      route("admin/accommodation/providers/new", "routes/admin/accommodation/provider-new.tsx"),
      route("admin/accommodation/providers/:id", "routes/admin/accommodation/provider.tsx"),
      route("admin/accommodation/unplaced", "routes/admin/accommodation/unplaced.tsx"),
      route("admin/accommodation/unplaced/:bookingId", "routes/admin/accommodation/find-home.tsx"),
      route(
        "admin/bookings/:id/attendance-certificate",
        "routes/admin/classes/attendance-certificate.tsx",
      ),
      route("admin/attendance", "routes/admin/classes/attendance.tsx"),
      route("admin/attendance/at-risk.csv", "routes/admin/classes/at-risk-csv.tsx"),
      route("admin/attendance/settings", "routes/admin/classes/attendance-settings.tsx"),
      route("admin/warning-letters/:id/pdf", "routes/admin/classes/warning-letter-pdf.tsx"),
      route("admin/offers/:id/edit", "routes/admin/bookings/offer-editor.tsx"),
      route("admin/invoices", "routes/admin/invoices/invoices.tsx"),
      route("admin/agencies", "routes/admin/agents/agencies.tsx"),
      route("admin/agencies/debts", "routes/admin/agents/debts.tsx"),
      route("admin/agencies/:id", "routes/admin/agents/agency.tsx"),
      route("admin/agencies/:id/statement.csv", "routes/admin/agents/statement-csv.tsx"),
      route("admin/inquiries", "routes/admin/leads/inquiries.tsx"),
      route("admin/programs", "routes/admin/content/programs.tsx"),
      route("admin/programs/new", "routes/admin/content/program-editor.tsx", {
        id: "admin/programs/new",
      }),
      route("admin/programs/:id/edit", "routes/admin/content/program-editor.tsx", {
        id: "admin/programs/edit",
      }),
      route("admin/destinations", "routes/admin/content/destinations.tsx"),
      route("admin/translations", "routes/admin/content/translations.tsx"),
      route("admin/translations/:entity/:id/:lang", "routes/admin/content/translation-editor.tsx"),
      route("admin/level-test", "routes/admin/level-test/items.tsx"),
      route("admin/students", "routes/admin/people/students.tsx"),
      route("admin/content", "routes/admin/content/site-content.tsx"),
      route("admin/analytics", "routes/admin/analytics/analytics.tsx"),
      route("admin/emails", "routes/admin/mail/emails.tsx"),
      route("admin/settings", "routes/admin/settings/settings.tsx"),
      route("admin/settings/prices", "routes/admin/bookings/price-list.tsx"),
      route("admin/audit", "routes/admin/privacy/audit.tsx"),
      route("admin/privacy", "routes/admin/privacy/privacy.tsx"),
      route("admin/classes", "routes/admin/classes/classes.tsx"),
      route("admin/classes/rooms", "routes/admin/classes/rooms.tsx"),
      route("admin/classes/:id", "routes/admin/classes/class.tsx"),
      route(
        "admin/classes/:id/attendance-certificates",
        "routes/admin/classes/class-certificates.tsx",
      ),
      route("admin/timetable", "routes/admin/classes/timetable.tsx"),
      route("admin/placement", "routes/admin/classes/placement.tsx"),
      // Accommodation: payment runs
      route("admin/accommodation/payment-runs", "routes/admin/accommodation/payment-runs.tsx"),
      route("admin/accommodation/payment-runs/:id", "routes/admin/accommodation/payment-run.tsx"),
      route(
        "admin/accommodation/payment-runs/:id/sepa.xml",
        "routes/admin/accommodation/payment-run-files.tsx",
        { id: "admin/accommodation/payment-run-sepa" },
      ),
      route(
        "admin/accommodation/payment-runs/:id/remittance/:file",
        "routes/admin/accommodation/payment-run-files.tsx",
        { id: "admin/accommodation/payment-run-remittance" },
      ),
      route("admin/logout", "routes/admin/logout.tsx"),
      route("admin/sign-in-notice", "routes/admin/sign-in-notice.tsx"),
    ]),
  ]),
];

/**
 * What the privacy screen lists for a person: one line per stored record, grouped by kind, so
 * staff recognise each without opening it (the records come from services.gdpr.findPerson).
 */
import type { Services } from "@server/services";
import { formatCents } from "@shared/bookings/types";
import { formatDate } from "@shared/format/dates";

type FoundPerson = Awaited<ReturnType<Services["gdpr"]["findPerson"]>>;

/** "via Iberia Study (ref. IB-12)": the agency that registered a student, if one did. */
const viaAgency = (agency: { name: string; reference: string | null } | null) =>
  agency ? `via ${agency.name}${agency.reference ? ` (ref. ${agency.reference})` : ""}` : null;

/** One line per stored record: enough to recognise it without opening it. */
export interface StoredRecord {
  key: string;
  title: string;
  detail: string;
  at: string;
}

export function storedRecordGroups(found: FoundPerson): { label: string; items: StoredRecord[] }[] {
  const { records } = found;
  const groups: { label: string; items: StoredRecord[] }[] = [
    {
      label: "Contact inquiries",
      items: records.contactInquiries.map((row) => ({
        key: `ci-${row.id}`,
        title: `Inquiry #${row.id}: ${row.subject}`,
        detail: `${row.name} · ${row.status}${row.notes.length ? ` · ${row.notes.length} staff ${row.notes.length === 1 ? "note" : "notes"}` : ""}`,
        at: row.createdAt.toISOString(),
      })),
    },
    {
      label: "Quote requests",
      items: records.quoteRequests.map((row) => ({
        key: `qr-${row.id}`,
        title: `Quote request #${row.id}: ${row.programTitle}`,
        detail: [`${row.firstName} ${row.lastName}`, row.country, viaAgency(row.agency)]
          .filter(Boolean)
          .join(" · "),
        at: row.createdAt.toISOString(),
      })),
    },
    {
      label: "Level tests",
      items: records.levelTestLeads.map((row) => ({
        key: `lt-${row.id}`,
        title: `Level test result: ${row.level ?? "not finished"}`,
        detail: `${row.name ?? ""} · ${row.answers.length} answers · erasure keeps the anonymous result`,
        at: (row.leadAt ?? row.startedAt).toISOString(),
      })),
    },
    {
      label: "Students",
      items: records.students.map((row) => ({
        key: `st-${row.id}`,
        title: `Student #${row.id}: ${row.firstName} ${row.lastName}`,
        detail: [
          row.status,
          row.location,
          row.startDate && `${row.startDate} to ${row.endDate ?? "…"}`,
        ]
          .filter(Boolean)
          .join(" · "),
        at: row.createdAt.toISOString(),
      })),
    },
    {
      label: "Bookings",
      items: records.bookings.map((row) => ({
        key: `bk-${row.id}`,
        title: `Booking #${row.id}: ${row.programTitle}`,
        detail: [
          row.role === "guardian" ? `parent or guardian of ${row.firstName} ${row.lastName}` : null,
          row.status,
          viaAgency(row.agency),
          `${formatCents(row.totalCents)}, ${row.payments.length} ${row.payments.length === 1 ? "payment" : "payments"}`,
          "erasure keeps the amounts",
        ]
          .filter(Boolean)
          .join(" · "),
        at: row.createdAt.toISOString(),
      })),
    },
    {
      label: "Partner accounts",
      items: records.agentUsers.map((row) => ({
        key: `au-${row.id}`,
        title: `Partner account #${row.id}: ${row.name}, ${row.agency.name}`,
        detail: [
          row.isActive ? "active" : "deactivated",
          row.lastLoginAt ? `last sign-in ${formatDate(row.lastLoginAt)}` : "never signed in",
          `${row.auditEntries.length} audit ${row.auditEntries.length === 1 ? "entry" : "entries"}`,
          "erasure keeps the agency's records",
        ].join(" · "),
        at: row.createdAt.toISOString(),
      })),
    },
    {
      label: "Partner invitations",
      items: records.agentInvitations.map((row) => ({
        key: `ai-${row.id}`,
        title: `Invitation to ${row.agency.name}'s partner portal`,
        detail: row.usedAt
          ? `used ${formatDate(row.usedAt)}`
          : row.revokedAt
            ? "replaced by a newer one"
            : `expires ${formatDate(row.expiresAt)}`,
        at: row.createdAt.toISOString(),
      })),
    },
    {
      label: "Newsletter",
      items: records.newsletterSubscriptions.map((row) => ({
        key: `ns-${row.id}`,
        title: `Subscription (${row.status})`,
        detail: `Last activity ${formatDate(row.lastActivityAt)}`,
        at: row.createdAt.toISOString(),
      })),
    },
    {
      label: "E-mails",
      items: records.emails.map((row) => ({
        key: `em-${row.id}`,
        title: row.subject,
        detail: `${row.kind} · ${row.status}${row.toAddress.toLowerCase() === found.email ? "" : " · sent to staff about them"}`,
        at: row.createdAt.toISOString(),
      })),
    },
  ];
  return groups.filter((group) => group.items.length > 0);
}

/**
 * Small helpers the portal's screens share: money and days in the page's language, the tone of
 * a status badge, and the head tags of a personal page.
 */
import type { BookingStatus } from "@shared/bookings/types";
import { formatCents } from "@shared/bookings/types";
import { type Language, languageInfo } from "@shared/i18n/languages";
import type { MetaDescriptor } from "react-router";
import type { BadgeTone } from "~/components/ui/badge";
import { pageMeta } from "~/lib/seo";

export { formatDay } from "~/lib/date-format";

export const money = (cents: number, lang: Language) => formatCents(cents, lang);

/** An instant ("2031-06-02T09:30:00Z") as a day and time in the school's time zone. */
export function formatMoment(iso: string, lang: Language): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Intl.DateTimeFormat(languageInfo[lang].locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Dublin",
  }).format(new Date(time));
}

/** "2031-06" → "June 2031". */
export function formatMonth(month: string, lang: Language): string {
  const time = Date.parse(`${month}-01T00:00:00Z`);
  if (Number.isNaN(time)) return month;
  return new Intl.DateTimeFormat(languageInfo[lang].locale, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(time));
}

export type StudentStatus = "requested" | BookingStatus;

const tones: Record<StudentStatus, BadgeTone> = {
  requested: "neutral",
  draft: "neutral",
  "offer-sent": "info",
  "awaiting-guardian": "warning",
  accepted: "warning",
  confirmed: "success",
  arrived: "success",
  completed: "success",
  declined: "danger",
  expired: "danger",
  cancelled: "danger",
};

export const statusTone = (status: StudentStatus): BadgeTone => tones[status];

interface MetaArgs {
  location: { pathname: string };
  matches: ({ data?: unknown } | undefined)[];
}

/** Title in the page's language; personal, so never indexed or followed, and no alternates. */
export function portalMeta(
  args: MetaArgs,
  titleKey: string,
  values?: Record<string, string | number>,
): MetaDescriptor[] {
  return pageMeta(args, { titleKey: `partners:${titleKey}`, noindex: true, values }).map((tag) =>
    "name" in tag && tag.name === "robots" ? { ...tag, content: "noindex, nofollow" } : tag,
  );
}

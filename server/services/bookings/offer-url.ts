import type { Lang } from "@shared/bookings/types";

/** The person's page of an offer (and, once booked, of their booking), in their language. */
export function offerPageUrl(publicUrl: string, lang: Lang, token: string): string {
  return `${publicUrl}${lang === "en" ? "" : `/${lang}`}/offers/${token}`;
}

/**
 * The booking figures in the REST API (issue 16): their OpenAPI schemas (the analytics report's
 * `bookings`, the dashboard's `bookings`) and their three CSV tables. Money is integer cents in
 * JSON and euros with two decimals in CSV, like the bookings export.
 */
import { z } from "@hono/zod-openapi";
import type {
  BookedRevenueAgency,
  BookedRevenueCountry,
  BookedRevenueMonth,
  BookedRevenueProgram,
  BookingFunnel,
} from "@shared/analytics/bookings";
import type { AnalyticsRange } from "../../../../shared/analytics/types";
import type { Services } from "../../../services";
import { type CsvColumn, csvStream } from "../../../services/exports/csv";

const rate = z.number().nullable().openapi({ description: "0 to 1, four decimals; null: 0 / 0" });
const cents = (description: string) => z.number().int().openapi({ description });

export const BookingFunnelSchema = z
  .object({
    quoteRequests: z
      .number()
      .int()
      .openapi({ description: "Quote requests received in the range (the cohort)" }),
    offersSent: z.number().int().openapi({ description: "Of them, with an offer sent" }),
    accepted: z
      .number()
      .int()
      .openapi({ description: "Of them, whose offer was accepted (even if cancelled since)" }),
    confirmed: z
      .number()
      .int()
      .openapi({ description: "Of them, confirmed by the deposit (even if cancelled since)" }),
    offerRate: rate.openapi({ description: "offersSent / quoteRequests" }),
    acceptRate: rate.openapi({ description: "accepted / offersSent" }),
    confirmRate: rate.openapi({ description: "confirmed / accepted" }),
    bookingRate: rate.openapi({ description: "accepted / quoteRequests: quote to booking" }),
  })
  .openapi("BookingFunnel");

export const BookingAnalyticsSchema = z
  .object({
    funnel: BookingFunnelSchema,
    bookings: z
      .number()
      .int()
      .openapi({ description: "Bookings accepted in the range and not cancelled since" }),
    bookedCents: cents("Their totals (booked revenue, by the day of acceptance), EUR cents"),
    receivedCents: cents("Payments received in the range (by received_on), EUR cents"),
    revenueByMonth: z.array(
      z.object({
        month: z.string().openapi({ example: "2026-11", description: "Irish calendar month" }),
        bookings: z.number().int(),
        bookedCents: cents("Totals of the bookings accepted that month, EUR cents"),
        receivedCents: cents("Payments received that month, EUR cents"),
      }),
    ),
    revenueByProgram: z.array(
      z.object({
        programId: z.string().nullable(),
        program: z.string(),
        bookings: z.number().int(),
        bookedCents: cents("EUR cents"),
      }),
    ),
    revenueByAgency: z
      .array(
        z.object({
          agencyId: z
            .number()
            .int()
            .nullable()
            .openapi({ description: "Null: direct bookings (no agency)" }),
          agency: z.string().openapi({ description: 'The agency\'s name, or "Direct"' }),
          bookings: z.number().int(),
          bookedCents: cents("EUR cents"),
        }),
      )
      .openapi({
        description:
          "The bookings accepted in the range (still sold) and their totals, by the agency they came through",
      }),
    revenueByCountry: z
      .array(
        z.object({
          country: z
            .string()
            .nullable()
            .openapi({ description: "The student's nationality; null: not given" }),
          bookings: z.number().int(),
          bookedCents: cents("EUR cents"),
        }),
      )
      .openapi({
        description:
          "The bookings accepted in the range (still sold) and their totals, by the student's country",
      }),
  })
  .openapi("BookingAnalytics");

export const DashboardBookingsSchema = z
  .object({
    month: z.string().openapi({ example: "2026-11", description: "This month, Irish time" }),
    bookingsThisMonth: z
      .number()
      .int()
      .openapi({ description: "Bookings accepted this month and not cancelled since" }),
    bookedCentsThisMonth: cents("Their totals, EUR cents"),
    receivedCentsThisMonth: cents("Payments received this month, EUR cents"),
    funnel: BookingFunnelSchema.openapi({
      description: "The quote requests of the last 12 weeks and how far they went",
    }),
  })
  .openapi("DashboardBookings");

const euros = (value: number) => (value / 100).toFixed(2);
const percent = (value: number | null) => (value === null ? "" : (value * 100).toFixed(1));

function csvOf<T>(columns: CsvColumn<T>[], rows: T[]): ReadableStream<Uint8Array> {
  async function* each() {
    yield* rows;
  }
  return csvStream(columns, each());
}

/** The funnel as one row per stage, with the rate from the stage before. */
export function funnelStages(funnel: BookingFunnel) {
  return [
    { stage: "Quote requests", count: funnel.quoteRequests, rate: null },
    { stage: "Offers sent", count: funnel.offersSent, rate: funnel.offerRate },
    { stage: "Accepted", count: funnel.accepted, rate: funnel.acceptRate },
    { stage: "Confirmed (deposit)", count: funnel.confirmed, rate: funnel.confirmRate },
  ];
}

type Stage = ReturnType<typeof funnelStages>[number];

export const bookingTables = {
  "booking-funnel": async (services: Services, range: AnalyticsRange) =>
    csvOf<Stage>(
      [
        { header: "Stage", value: (r) => r.stage },
        { header: "Count", value: (r) => r.count },
        { header: "From the stage before (%)", value: (r) => percent(r.rate) },
      ],
      funnelStages(await services.analytics.bookingFunnel(range)),
    ),
  "booked-revenue-by-month": async (services: Services, range: AnalyticsRange) =>
    csvOf<BookedRevenueMonth>(
      [
        { header: "Month", value: (r) => r.month },
        { header: "Bookings", value: (r) => r.bookings },
        { header: "Booked (EUR)", value: (r) => euros(r.bookedCents) },
        { header: "Received (EUR)", value: (r) => euros(r.receivedCents) },
      ],
      await services.analytics.bookedRevenueByMonth(range),
    ),
  "booked-revenue-by-program": async (services: Services, range: AnalyticsRange) =>
    csvOf<BookedRevenueProgram>(
      [
        { header: "Program", value: (r) => r.program },
        { header: "Program ID", value: (r) => r.programId },
        { header: "Bookings", value: (r) => r.bookings },
        { header: "Booked (EUR)", value: (r) => euros(r.bookedCents) },
      ],
      await services.analytics.bookedRevenueByProgram(range),
    ),
  "booked-revenue-by-agency": async (services: Services, range: AnalyticsRange) =>
    csvOf<BookedRevenueAgency>(
      [
        { header: "Agency", value: (r) => r.agency },
        { header: "Agency ID", value: (r) => r.agencyId },
        { header: "Bookings", value: (r) => r.bookings },
        { header: "Booked (EUR)", value: (r) => euros(r.bookedCents) },
      ],
      (await services.analytics.bookingSummary(range)).revenueByAgency,
    ),
  "booked-revenue-by-country": async (services: Services, range: AnalyticsRange) =>
    csvOf<BookedRevenueCountry>(
      [
        { header: "Country", value: (r) => r.country ?? "Not given" },
        { header: "Bookings", value: (r) => r.bookings },
        { header: "Booked (EUR)", value: (r) => euros(r.bookedCents) },
      ],
      (await services.analytics.bookingSummary(range)).revenueByCountry,
    ),
};

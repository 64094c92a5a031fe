/**
 * Quote requests: from the public form (in four languages, more of them in spring, Spanish
 * families asking for junior summer courses in March), from level-test results, and from agents
 * for their students. Rows are what the quote service stores for the same form, estimate
 * included; the booking story (bookings.ts) adds the requests that led to a booking.
 */
import type { Lang } from "@shared/bookings/types";
import type { AccommodationType, AgeGroup, DurationOption } from "@shared/content/options";
import type { CefrLevel } from "@shared/level-test/types";
import { addDays } from "../../../services/bookings/store";
import { estimateQuote } from "../../../services/leads/quote-estimate";
import { quoteRequests } from "../../schema";
import { mondayFrom } from "./calendar";
import {
  ageGroupsOf,
  type Catalog,
  type DemoProgram,
  pickProgram,
  pickWeeks,
  summerMonday,
} from "./catalog";
import { chunks, type DemoContext } from "./context";
import type { DemoAgency } from "./organisation";
import type { DemoPerson } from "./people";
import type { Random } from "./random";
import { specialRequests } from "./texts";

export interface QuotePlan {
  at: Date;
  person: DemoPerson;
  ageGroup: AgeGroup | null;
  program: DemoProgram;
  startDate: string | null;
  weeks: number | null;
  duration: DurationOption | null;
  accommodation: AccommodationType | null;
  specialRequests: string | null;
  englishLevel: CefrLevel | null;
  withPhone: boolean;
  agency: { agency: DemoAgency; agentId: number; reference: string } | null;
  /** Set once written. */
  id?: number;
}

/** The language of a lead on a given month: Spanish families are busiest in March. */
export function leadLanguage(random: Random, month: number): Lang {
  return random.weighted([
    ["en", 38],
    ["es", month === 3 ? 66 : 30],
    ["fr", 16],
    ["de", 16],
  ]);
}

/** How likely a lead in this language and month is about a child. */
export const juniorShare = (lang: Lang, month: number) =>
  lang === "es" && month === 3 ? 0.75 : month >= 2 && month <= 5 ? 0.45 : 0.3;

export function accommodationFor(random: Random, junior: boolean): AccommodationType {
  return junior
    ? random.weighted([
        ["host-family", 85],
        ["student-residence", 15],
      ])
    : random.weighted([
        ["host-family", 45],
        ["student-residence", 30],
        ["hotel", 5],
        ["none", 20],
      ]);
}

/** What a person asks for on a given day: a program that suits them, dates, weeks, a room. */
export function requestFor(
  context: DemoContext,
  catalog: Catalog,
  options: { day: string; lang: Lang; junior: boolean },
): Omit<QuotePlan, "at" | "person" | "englishLevel" | "agency"> | null {
  const { random } = context;
  const program = pickProgram(random, catalog, (p) => p.junior === options.junior);
  if (!program) return null;
  const groups = ageGroupsOf(program);
  const ageGroup = groups.length ? random.pick(groups) : null;
  const { weeks, duration } = pickWeeks(random, program);
  const startDate =
    program.season === "summer"
      ? summerMonday(random, options.day)
      : mondayFrom(addDays(options.day, random.int(14, 70)));
  return {
    ageGroup,
    program,
    startDate: random.chance(0.9) ? startDate : null,
    weeks: duration ? weeks : null,
    duration,
    accommodation: random.chance(0.9) ? accommodationFor(random, options.junior) : null,
    specialRequests: random.chance(0.2) ? random.pick(specialRequests[options.lang]) : null,
    withPhone: random.chance(0.7),
  };
}

/** Quote requests from the public form that have not (yet) become a booking. */
export function leadQuotePlans(context: DemoContext, catalog: Catalog, count: number): QuotePlan[] {
  const { random, clock, people } = context;
  const plans: QuotePlan[] = [];
  for (const daysAgo of clock.spread(random, count)) {
    const month = clock.monthOf(daysAgo);
    const lang = leadLanguage(random, month);
    const junior = random.chance(juniorShare(lang, month));
    const request = requestFor(context, catalog, { day: clock.day(daysAgo), lang, junior });
    if (!request) continue;
    plans.push({
      ...request,
      at: clock.at(daysAgo, random.next()),
      person: people.person(lang),
      englishLevel: null,
      agency: null,
    });
  }
  return plans;
}

/** Writes the requests in the order they arrived (ids follow time) and sets each plan's id. */
export async function writeQuotes(
  context: DemoContext,
  catalog: Catalog,
  plans: QuotePlan[],
): Promise<void> {
  const ordered = [...plans].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const chunk of chunks(ordered)) {
    const rows = await context.tx
      .insert(quoteRequests)
      .values(
        chunk.map((plan) => {
          const estimate =
            plan.weeks === null
              ? null
              : estimateQuote(
                  plan.program,
                  plan.weeks,
                  plan.accommodation ?? "none",
                  catalog.prices,
                );
          return {
            firstName: plan.person.firstName,
            lastName: plan.person.lastName,
            email: plan.person.email,
            phone: plan.withPhone ? plan.person.phone : null,
            country: plan.person.country,
            ageGroup: plan.ageGroup,
            programId: plan.program.id,
            programTitle: plan.program.title,
            startDate: plan.startDate,
            durationOption: plan.duration,
            durationWeeks: plan.weeks,
            accommodationType: plan.accommodation,
            specialRequests: plan.specialRequests,
            totalCost: estimate?.totalCents == null ? null : Math.round(estimate.totalCents / 100),
            englishLevel: plan.englishLevel,
            agencyId: plan.agency?.agency.id ?? null,
            agentUserId: plan.agency?.agentId ?? null,
            agencyReference: plan.agency?.reference ?? null,
            gdprConsentAt: plan.at,
            locale: plan.person.lang,
            createdAt: plan.at,
          };
        }),
      )
      .returning({ id: quoteRequests.id });
    rows.forEach((row, index) => {
      const plan = chunk[index];
      if (plan) plan.id = row.id;
    });
  }
  context.registry.add(
    "quote_requests",
    ordered.map((plan) => plan.id as number),
  );
}

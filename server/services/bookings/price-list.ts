/**
 * The price list (issue 16): programs' weekly tuition (with city prices where they differ),
 * accommodation per week by type and city, the fees and the deposit rule. The one source of
 * prices: the public quote estimate, the program pages and every offer read it.
 */

import { priceListInputSchema } from "@shared/bookings/forms";
import {
  type AccommodationPrice,
  type City,
  cities,
  type PriceList,
  type ProgramTuition,
} from "@shared/bookings/types";
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accommodationPrices, priceSettings, programs, tuitionCityPrices } from "../../db/schema";
import { type Actor, recordAudit } from "../audit";
import { InvalidInputError } from "../errors";
import { fieldErrors } from "../leads/submission";
import { accommodationList, cityTuitionOf, type PriceBook, priceBookOf } from "./price-book";

export function createPriceListService(deps: { db: Database; onChange: () => void }) {
  const { db } = deps;

  async function book(tx: Database = db): Promise<PriceBook> {
    const [settings] = await tx.select().from(priceSettings).where(eq(priceSettings.id, 1));
    if (!settings) throw new Error("The price list has no settings row (migration 0008).");
    const [accommodation, cityTuition] = await Promise.all([
      tx.select().from(accommodationPrices),
      tx.select().from(tuitionCityPrices),
    ]);
    return priceBookOf(settings, accommodation, cityTuition);
  }

  async function get(): Promise<PriceList> {
    const [prices, rows, [settings]] = await Promise.all([
      book(),
      db
        .select({
          id: programs.id,
          title: programs.title,
          location: programs.location,
          status: programs.status,
          tuitionWeeklyCents: programs.tuitionWeeklyCents,
          hoursPerWeek: programs.hoursPerWeek,
        })
        .from(programs)
        .orderBy(asc(programs.sortOrder), asc(programs.title)),
      db.select({ updatedAt: priceSettings.updatedAt }).from(priceSettings),
    ]);
    const tuition: ProgramTuition[] = rows.map((row) => {
      const cityPrices: Partial<Record<City, number>> = {};
      for (const city of cities) {
        const price = cityTuitionOf(prices, row.id, city);
        if (price !== undefined) cityPrices[city] = price;
      }
      return {
        programId: row.id,
        programTitle: row.title,
        location: row.location,
        status: row.status,
        weeklyCents: row.tuitionWeeklyCents,
        hoursPerWeek: row.hoursPerWeek,
        cityPrices,
      };
    });
    const accommodation: AccommodationPrice[] = accommodationList(prices);
    return {
      tuition,
      accommodation,
      fees: prices.fees,
      deposit: prices.deposit,
      updatedAt: settings?.updatedAt?.toISOString() ?? null,
    };
  }

  return {
    book,
    get,
    async save(raw: unknown, actor: Actor): Promise<PriceList> {
      const parsed = priceListInputSchema.safeParse(raw);
      if (!parsed.success) throw new InvalidInputError(fieldErrors(parsed.error));
      const input = parsed.data;
      const before = await get();
      await db.transaction(async (tx) => {
        const ids = input.tuition.map((row) => row.programId);
        const known = ids.length
          ? await tx.select({ id: programs.id }).from(programs).where(inArray(programs.id, ids))
          : [];
        const knownIds = new Set(known.map((row) => row.id));
        const unknown = input.tuition.findIndex((row) => !knownIds.has(row.programId));
        if (unknown >= 0) {
          throw new InvalidInputError({ [`tuition.${unknown}.programId`]: "No such program." });
        }
        for (const row of input.tuition) {
          await tx
            .update(programs)
            .set({ tuitionWeeklyCents: row.weeklyCents, hoursPerWeek: row.hoursPerWeek })
            .where(eq(programs.id, row.programId));
          await tx.delete(tuitionCityPrices).where(eq(tuitionCityPrices.programId, row.programId));
          const cityRows = Object.entries(row.cityPrices).map(([city, weeklyCents]) => ({
            programId: row.programId,
            city,
            weeklyCents: weeklyCents as number,
          }));
          if (cityRows.length) await tx.insert(tuitionCityPrices).values(cityRows);
        }
        for (const row of input.accommodation) {
          await tx
            .insert(accommodationPrices)
            .values(row)
            .onConflictDoUpdate({
              target: [accommodationPrices.type, accommodationPrices.city],
              set: { weeklyCents: row.weeklyCents },
            });
        }
        await tx
          .update(priceSettings)
          .set({
            ...input.fees,
            depositKind: input.deposit.kind,
            depositPercent: input.deposit.kind === "percent" ? input.deposit.percent : null,
            depositCents: input.deposit.kind === "fixed" ? input.deposit.cents : null,
            updatedAt: new Date(),
          })
          .where(eq(priceSettings.id, 1));
        await recordAudit(tx, actor, {
          action: "update",
          entity: "price-list",
          entityId: "1",
          summary: "Updated the price list",
          before: { fees: before.fees, deposit: before.deposit },
          after: { fees: input.fees, deposit: input.deposit },
        });
      });
      // Program pages show the weekly price.
      deps.onChange();
      return get();
    },
  };
}

export type PriceListService = ReturnType<typeof createPriceListService>;

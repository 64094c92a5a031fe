import { type DestinationInput, slugify } from "@shared/content/content-form";
import type { ContentLanguage, PublicDestination } from "@shared/content/types";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { destinations, programs } from "../../db/schema";
import { type Actor, recordAudit } from "../audit";
import { ConflictError, NotFoundError } from "../errors";
import { localizeFields } from "./translations/logic";
import { deleteTranslationsOf, type TranslationService } from "./translations/service";

export type Destination = typeof destinations.$inferSelect;
/** Spec §3 "Destination (admin)": with the number of active programs in that city. */
export type DestinationView = Destination & { programCount: number };

export function createDestinationService(deps: {
  db: Database;
  onChange: () => void;
  translations: TranslationService;
}) {
  const { db } = deps;

  async function withProgramCounts(rows: Destination[]): Promise<DestinationView[]> {
    const locations = await db
      .select({ location: programs.location })
      .from(programs)
      .where(eq(programs.status, "active"));
    return rows.map((row) => ({
      ...row,
      programCount: locations.filter((p) =>
        p.location.toLowerCase().includes(row.name.toLowerCase()),
      ).length,
    }));
  }

  return {
    /** An active destination by its slug, in `lang` (English where not translated). */
    async getPublic(slug: string, lang: ContentLanguage = "en"): Promise<PublicDestination | null> {
      const [row] = await db
        .select()
        .from(destinations)
        .where(and(eq(destinations.slug, slug), eq(destinations.isActive, true)));
      if (!row) return null;
      const translation =
        lang === "en"
          ? null
          : ((await deps.translations.forRecords("destination", [String(row.id)], lang)).get(
              String(row.id),
            ) ?? null);
      const { value, fieldLanguages } = localizeFields("destination", row, lang, translation);
      return {
        slug: row.slug,
        name: value.name,
        description: value.description,
        features: value.features,
        lang,
        fieldLanguages,
      };
    },

    /** Every destination, with its program count and translation state per language. */
    async list() {
      const rows = await withProgramCounts(
        await db.select().from(destinations).orderBy(asc(destinations.id)),
      );
      return deps.translations.withStates("destination", rows, (row) => String(row.id));
    },

    async create(input: DestinationInput, actor: Actor): Promise<DestinationView> {
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(destinations)
          .values({ ...input, slug: slugify(input.name) })
          .onConflictDoNothing()
          .returning();
        if (!created)
          throw new ConflictError("A destination with this name already exists.", "name");
        await recordAudit(tx, actor, {
          action: "create",
          entity: "destination",
          entityId: created.id,
          summary: `Added destination ${created.name}`,
          after: created,
        });
        return created;
      });
      deps.onChange();
      return (await withProgramCounts([row]))[0] as DestinationView;
    },

    async update(id: number, input: DestinationInput, actor: Actor): Promise<DestinationView> {
      const row = await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(destinations)
          .where(eq(destinations.id, id))
          .for("update");
        if (!before) throw new NotFoundError("Destination not found");
        const slug = slugify(input.name);
        if (slug !== before.slug) {
          const [clash] = await tx
            .select({ id: destinations.id })
            .from(destinations)
            .where(eq(destinations.slug, slug));
          if (clash)
            throw new ConflictError("A destination with this name already exists.", "name");
        }
        const [updated] = await tx
          .update(destinations)
          .set({ ...input, slug, updatedAt: new Date() })
          .where(eq(destinations.id, id))
          .returning();
        if (!updated) throw new NotFoundError("Destination not found");
        await recordAudit(tx, actor, {
          action: "update",
          entity: "destination",
          entityId: id,
          summary: `Updated destination ${updated.name}`,
          before,
          after: updated,
        });
        return updated;
      });
      deps.onChange();
      return (await withProgramCounts([row]))[0] as DestinationView;
    },

    async remove(id: number, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(destinations).where(eq(destinations.id, id)).returning();
        if (!row) throw new NotFoundError("Destination not found");
        await deleteTranslationsOf(tx, "destination", String(id));
        await recordAudit(tx, actor, {
          action: "delete",
          entity: "destination",
          entityId: id,
          summary: `Deleted destination ${row.name}`,
          before: row,
        });
      });
      deps.onChange();
    },
  };
}

export type DestinationService = ReturnType<typeof createDestinationService>;

/**
 * Programs as staff manage them: every status, every field, with the audit trail.
 * The public view (active only) is in ./programs.ts.
 */

import type { ProgramInput } from "@shared/content/program-form";
import type { TranslationLanguage, TranslationState } from "@shared/content/types";
import { and, asc, count, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type ProgramStatus, programStatuses, programs, students } from "../../db/schema";
import { type Actor, recordAudit } from "../audit";
import { ConflictError, NotFoundError } from "../errors";
import { type ListQuery, likePattern, offsetOf, type Page } from "../paging";
import {
  deleteTranslationsOf,
  moveTranslations,
  type TranslationService,
} from "./translations/service";

export type ProgramRecord = typeof programs.$inferSelect;
export type AdminProgram = ProgramRecord & {
  studentsEnrolled: number;
  translations: Record<TranslationLanguage, TranslationState>;
};

const categoryLabels: Record<ProgramRecord["category"], string> = {
  junior: "Junior",
  adult: "Adult Programs",
  teacher: "Teacher",
  erasmus: "Erasmus+",
};

export function createProgramAdminService(deps: {
  db: Database;
  onChange: () => void;
  translations: TranslationService;
}) {
  const { db } = deps;

  function condition(query: Pick<ListQuery, "q" | "status">): SQL | undefined {
    const pattern = query.q ? likePattern(query.q) : null;
    // "Type" in the admin list is the category; search its label too ("adult programs").
    const categoryMatches = query.q
      ? (Object.entries(categoryLabels) as [ProgramRecord["category"], string][])
          .filter(([, label]) => label.toLowerCase().includes(query.q.toLowerCase()))
          .map(([category]) => eq(programs.category, category))
      : [];
    return and(
      pattern
        ? or(
            ilike(programs.title, pattern),
            ilike(programs.location, pattern),
            ilike(programs.category, pattern),
            ...categoryMatches,
          )
        : undefined,
      (programStatuses as readonly string[]).includes(query.status)
        ? eq(programs.status, query.status as ProgramStatus)
        : undefined,
    );
  }

  async function enrolledCounts(ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ programId: students.programId, n: count() })
      .from(students)
      .where(
        and(inArray(students.programId, ids), inArray(students.status, ["enrolled", "active"])),
      )
      .groupBy(students.programId);
    return new Map(
      rows.filter((row) => row.programId).map((row) => [row.programId as string, row.n]),
    );
  }

  return {
    categoryLabels,

    async list(query: ListQuery): Promise<Page<AdminProgram>> {
      const where = condition(query);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(programs)
          .where(where)
          .orderBy(asc(programs.sortOrder), asc(programs.title))
          .limit(query.pageSize)
          .offset(offsetOf(query)),
        db.select({ total: count() }).from(programs).where(where),
      ]);
      const enrolled = await enrolledCounts(rows.map((row) => row.id));
      const items = rows.map((row) => ({ ...row, studentsEnrolled: enrolled.get(row.id) ?? 0 }));
      return {
        items: await deps.translations.withStates("program", items, (row) => row.id),
        total: totals?.total ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async get(id: string): Promise<ProgramRecord | null> {
      const [row] = await db.select().from(programs).where(eq(programs.id, id));
      return row ?? null;
    },

    async create(input: ProgramInput, actor: Actor): Promise<ProgramRecord> {
      const created = await db.transaction(async (tx) => {
        const [row] = await tx.insert(programs).values(input).onConflictDoNothing().returning();
        if (!row) throw new ConflictError("A program with this id already exists.", "id");
        await recordAudit(tx, actor, {
          action: "create",
          entity: "program",
          entityId: row.id,
          summary: `Created program “${row.title}”`,
          after: row,
        });
        return row;
      });
      deps.onChange();
      return created;
    },

    /** Replaces every field; renaming the id carries quote requests and students along. */
    async update(id: string, input: ProgramInput, actor: Actor): Promise<ProgramRecord> {
      const updated = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(programs).where(eq(programs.id, id)).for("update");
        if (!before) throw new NotFoundError("Program not found");
        if (input.id !== id) {
          const [clash] = await tx
            .select({ id: programs.id })
            .from(programs)
            .where(eq(programs.id, input.id));
          if (clash) throw new ConflictError("A program with this id already exists.", "id");
          await moveTranslations(tx, "program", id, input.id);
        }
        const [row] = await tx
          .update(programs)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(programs.id, id))
          .returning();
        if (!row) throw new NotFoundError("Program not found");
        await recordAudit(tx, actor, {
          action: "update",
          entity: "program",
          entityId: row.id,
          summary: `Updated program “${row.title}”`,
          before,
          after: row,
        });
        return row;
      });
      deps.onChange();
      return updated;
    },

    async remove(id: string, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(programs).where(eq(programs.id, id)).returning();
        if (!row) throw new NotFoundError("Program not found");
        await deleteTranslationsOf(tx, "program", id);
        await recordAudit(tx, actor, {
          action: "delete",
          entity: "program",
          entityId: id,
          summary: `Deleted program “${row.title}”`,
          before: row,
        });
      });
      deps.onChange();
    },
  };
}

export type ProgramAdminService = ReturnType<typeof createProgramAdminService>;

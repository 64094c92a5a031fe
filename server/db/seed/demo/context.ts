/**
 * What every part of the demo story shares while it is written: the transaction, the seeded
 * chance, the clock, the people, the staff who act in it, the audit rows it accumulates and the
 * registry of every row it inserts (registry.ts), so that "Remove demo data" finds them all.
 */
import type { Database } from "../../client";
import type { auditLog } from "../../schema";
import type { DemoClock } from "./calendar";
import type { PeopleFactory } from "./people";
import type { Random } from "./random";
import type { DemoRegistry } from "./registry";

/** A demo staff member, or someone without a staff account (a student, an agent, the system). */
export interface DemoActor {
  id: number | null;
  name: string;
}

export type AuditRow = typeof auditLog.$inferInsert & { createdAt: Date };

export interface DemoStaff {
  /** The admissions officer: leads, offers, payments. An editor. */
  admissions: DemoActor & { id: number };
  /** Partnerships and marketing: agencies, commission, the newsletter. An admin. */
  partnerships: DemoActor & { id: number };
}

export interface DemoContext {
  tx: Database;
  random: Random;
  clock: DemoClock;
  people: PeopleFactory;
  registry: DemoRegistry;
  staff: DemoStaff;
  /** Signs offer links and unsubscribe links, as the services do. */
  secret: string;
  publicUrl: string;
  /** Audit rows, written together at the end in time order. */
  audit: AuditRow[];
}

export function auditEntry(
  actor: DemoActor,
  at: Date,
  entry: Omit<AuditRow, "actorId" | "actorName" | "createdAt">,
): AuditRow {
  return { actorId: actor.id, actorName: actor.name, createdAt: at, ...entry };
}

export { chunks } from "./chunks";

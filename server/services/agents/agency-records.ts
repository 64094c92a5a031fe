/**
 * An agency as a row and as the API shows it, and what every operation of the agency service
 * (agencies.ts) needs: its dependencies, the agency loaded by id, a name no other agency has.
 */

import { percentOf } from "@shared/agents/commission";
import type { Agency } from "@shared/agents/types";
import type { AgencyInvoicing } from "@shared/invoices/types";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agencies } from "../../db/schema";
import { ConflictError, NotFoundError } from "../errors";
import type { AgentAuthService } from "./auth";

/** What the agency operations are given (agencies.ts binds them to it). */
export interface AgencyDeps {
  db: Database;
  auth: AgentAuthService;
  publicUrl: string;
  now: () => Date;
  onQueued: () => void;
}

export type AgencyRow = typeof agencies.$inferSelect;

/**
 * Ids are PostgreSQL integers: a larger number (the API accepts any positive integer) names no
 * row, and PostgreSQL would refuse the query rather than find nothing.
 */
export const isRowId = (id: number) => Number.isInteger(id) && id >= 1 && id <= 2_147_483_647;

export interface AgencyInput {
  name: string;
  country: string;
  email: string;
  contactName?: string | null;
  commissionPercent: number;
  invoicing?: AgencyInvoicing;
  vatId?: string | null;
  address?: string | null;
}

export function agencyOf(row: AgencyRow): Agency {
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    email: row.email,
    contactName: row.contactName,
    commissionPercent: percentOf(row.commissionBasisPoints),
    status: row.status,
    invoicing: row.invoicing,
    vatId: row.vatId,
    address: row.address,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function loadAgency(db: Database, id: number): Promise<AgencyRow> {
  if (!isRowId(id)) throw new NotFoundError("Agency not found");
  const [row] = await db.select().from(agencies).where(eq(agencies.id, id));
  if (!row) throw new NotFoundError("Agency not found");
  return row;
}

/** A unique name, compared without case. */
export async function assertAgencyNameFree(tx: Database, name: string, except?: number) {
  const [clash] = await tx
    .select({ id: agencies.id })
    .from(agencies)
    .where(sql`lower(${agencies.name}) = lower(${name})`);
  if (clash && clash.id !== except) {
    throw new ConflictError("An agency with this name already exists.", "name");
  }
}

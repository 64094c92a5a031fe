/**
 * Staff create and change agencies: name, contact, commission rate, status and the invoicing
 * contract (who pays, VAT number, address: issue 32), audited. A new contract applies to
 * bookings accepted from then on; documents already issued never change.
 */

import { basisPointsOf } from "@shared/agents/commission";
import type { Agency } from "@shared/agents/types";
import { eq } from "drizzle-orm";
import { agencies } from "../../db/schema";
import { type Actor, recordAudit } from "../audit";
import { NotFoundError } from "../errors";
import {
  type AgencyDeps,
  type AgencyInput,
  agencyOf,
  assertAgencyNameFree,
  isRowId,
} from "./agency-records";

export async function createAgency(
  deps: Pick<AgencyDeps, "db">,
  input: AgencyInput,
  actor: Actor,
): Promise<Agency> {
  return deps.db.transaction(async (tx) => {
    await assertAgencyNameFree(tx, input.name);
    const [row] = await tx
      .insert(agencies)
      .values({
        name: input.name,
        country: input.country,
        email: input.email.toLowerCase(),
        contactName: input.contactName ?? null,
        commissionBasisPoints: basisPointsOf(input.commissionPercent),
        invoicing: input.invoicing ?? "student",
        vatId: input.vatId ?? null,
        address: input.address ?? null,
      })
      .returning();
    if (!row) throw new Error("agency insert returned nothing");
    await recordAudit(tx, actor, {
      action: "create",
      entity: "agency",
      entityId: row.id,
      summary: `Created the agency ${row.name} (${input.commissionPercent} % commission)`,
      after: agencyOf(row),
    });
    return agencyOf(row);
  });
}

/** Name, contact, rate and status; suspending ends every session of the agency at once. */
export async function updateAgency(
  deps: Pick<AgencyDeps, "db" | "now">,
  id: number,
  input: Partial<AgencyInput> & { status?: Agency["status"] },
  actor: Actor,
): Promise<Agency> {
  const { db, now } = deps;
  if (!isRowId(id)) throw new NotFoundError("Agency not found");
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(agencies).where(eq(agencies.id, id)).for("update");
    if (!before) throw new NotFoundError("Agency not found");
    if (input.name !== undefined) await assertAgencyNameFree(tx, input.name, id);
    const [row] = await tx
      .update(agencies)
      .set({
        name: input.name,
        country: input.country,
        email: input.email?.toLowerCase(),
        contactName: input.contactName,
        commissionBasisPoints:
          input.commissionPercent === undefined
            ? undefined
            : basisPointsOf(input.commissionPercent),
        status: input.status,
        invoicing: input.invoicing,
        vatId: input.vatId,
        address: input.address,
        updatedAt: now(),
      })
      .where(eq(agencies.id, id))
      .returning();
    if (!row) throw new NotFoundError("Agency not found");
    await recordAudit(tx, actor, {
      action: "update",
      entity: "agency",
      entityId: id,
      summary:
        before.invoicing === row.invoicing
          ? `Updated the agency ${row.name}`
          : `Updated the agency ${row.name}; invoicing now ${row.invoicing} (was ${before.invoicing})`,
      before: agencyOf(before),
      after: agencyOf(row),
    });
    return agencyOf(row);
  });
}

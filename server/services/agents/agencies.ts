/**
 * The staff side of the partner portal (issue 17): agencies, their users and invitations, and
 * commission marked paid. Admins only (the API and the screens check it); every change audited.
 *
 * Each operation is a function of its own, given its dependencies: reading agencies in
 * agency-list.ts, creating and changing them in agency-edit.ts, invitations and users in
 * agent-users.ts, commission paid in commission-paid.ts. This service binds them to one set
 * of dependencies.
 */
import type { Agency } from "@shared/agents/types";
import type { Language } from "@shared/i18n/languages";
import type { Actor } from "../audit";
import { createAgency, updateAgency } from "./agency-edit";
import { type AgencyListQuery, agencyOptions, getAgency, listAgencies } from "./agency-list";
import type { AgencyDeps, AgencyInput } from "./agency-records";
import { inviteAgent, setAgentUserActive } from "./agent-users";
import { markCommissionPaid } from "./commission-paid";

export function createAgencyService(deps: AgencyDeps) {
  return {
    create: (input: AgencyInput, actor: Actor) => createAgency(deps, input, actor),
    list: (query: AgencyListQuery) => listAgencies(deps, query),
    options: () => agencyOptions(deps),
    get: (id: number) => getAgency(deps, id),
    update: (
      id: number,
      input: Partial<AgencyInput> & { status?: Agency["status"] },
      actor: Actor,
    ) => updateAgency(deps, id, input, actor),
    invite: (agencyId: number, input: { email: string; lang?: Language }, actor: Actor) =>
      inviteAgent(deps, agencyId, input, actor),
    setUserActive: (agencyId: number, userId: number, isActive: boolean, actor: Actor) =>
      setAgentUserActive(deps, agencyId, userId, isActive, actor),
    markCommissionPaid: (bookingId: number, actor: Actor) =>
      markCommissionPaid(deps, bookingId, actor),
  };
}

export type AgencyService = ReturnType<typeof createAgencyService>;

/**
 * The host portal's domain (issue 31, decision 0046): the accounts staff invite, sign-in by
 * e-mailed link and sessions, the portal's views and actions, and the statement of payments.
 * Account data lives in host_users, host_sign_in_links and host_sessions only.
 */
import type { HostInvitationInput } from "@shared/hosts/forms";
import type { AccommodationService } from "../accommodation";
import type { Actor } from "../audit";
import { deactivateHost, type HostAccountDeps, inviteHost, listHostAccounts } from "./accounts";
import { createHostAuthService, type HostAuthDeps, type HostSession } from "./auth";
import { createHostPortalService } from "./portal";
import { hostStatement } from "./statements";

export type { HostSession } from "./auth";

export function createHostServices(
  deps: HostAuthDeps &
    HostAccountDeps & {
      accommodation: Pick<
        AccommodationService,
        "addUnavailable" | "removeUnavailable" | "statement"
      >;
    },
) {
  const auth = createHostAuthService(deps);
  return {
    auth,
    accounts: {
      invite: (providerId: number, input: HostInvitationInput, actor: Actor) =>
        inviteHost(deps, providerId, input, actor),
      list: (providerId: number) => listHostAccounts(deps, providerId),
      deactivate: (providerId: number, hostUserId: number, actor: Actor) =>
        deactivateHost(deps, providerId, hostUserId, actor, auth.revokeAll),
    },
    portal: {
      ...createHostPortalService(deps),
      statement: (session: HostSession, year?: number) => hostStatement(deps, session, year),
    },
  };
}

export type HostServices = ReturnType<typeof createHostServices>;

/**
 * The host portal's accounts, for staff (issue 31, decision 0046): admins invite a person of a
 * host family or residence to the portal, list a provider's accounts and deactivate one. Admins
 * only, reading included: an account is a person's e-mail and their access to students' care
 * notes. Editors and teachers are refused (403).
 */
import { createRoute, z } from "@hono/zod-openapi";
import { hostInvitationSchema } from "@shared/hosts/forms";
import type { Services } from "../../../services";
import { actorOf, requireAdmin, requireStaff } from "../auth";
import {
  jsonBody as body,
  createRouter,
  errorResponses,
  json,
  OkSchema,
  staffErrors,
  writeErrors,
} from "../router";
import { HostAccountParams, HostAccountSchema, ProviderParams } from "./schemas";

const tags = ["Host portal"];
const provider = "/admin/accommodation/providers/:id";

export function hostAdminRoutes(services: Services) {
  const { accounts } = services.hosts;
  const router = createRouter();
  for (const path of [
    `${provider}/host-invitations`,
    `${provider}/host-accounts`,
    `${provider}/host-accounts/*`,
  ]) {
    router.use(path, requireStaff(services), requireAdmin);
  }

  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/accommodation/providers/{id}/host-invitations",
      operationId: "inviteHost",
      tags,
      summary: "Invite a person of the provider to the host portal (admins)",
      description:
        "E-mails a single-use sign-in link valid 7 days. Inviting the same address again replaces the open link (and reactivates a deactivated account); an address of another provider's account is refused (409).",
      request: { params: ProviderParams, body: body(hostInvitationSchema) },
      responses: { 201: json(HostAccountSchema, "Invited; the account as stored"), ...writeErrors },
    }),
    async (c) =>
      c.json(await accounts.invite(c.req.valid("param").id, c.req.valid("json"), actorOf(c)), 201),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/accommodation/providers/{id}/host-accounts",
      operationId: "listHostAccounts",
      tags,
      summary: "The provider's host portal accounts, by name (admins; a provider has a handful)",
      request: { params: ProviderParams },
      responses: {
        200: json(z.object({ items: z.array(HostAccountSchema) }), "The accounts"),
        ...staffErrors,
        ...errorResponses.validation,
        ...errorResponses.notFound,
      },
    }),
    async (c) => c.json({ items: await accounts.list(c.req.valid("param").id) }, 200),
  );

  router.openapi(
    createRoute({
      method: "delete",
      path: "/admin/accommodation/providers/{id}/host-accounts/{hostId}",
      operationId: "deactivateHost",
      tags,
      summary: "Deactivate a host account (admins): its sessions and links end at once",
      description:
        "The account is kept (the audit trail names it; data-protection export and erasure find it). Inviting the address again reactivates it.",
      request: { params: HostAccountParams },
      responses: { 200: json(OkSchema, "Deactivated"), ...writeErrors },
    }),
    async (c) => {
      const { id, hostId } = c.req.valid("param");
      await accounts.deactivate(id, hostId, actorOf(c));
      return c.json({ ok: true as const }, 200);
    },
  );

  return router;
}

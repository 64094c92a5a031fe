/**
 * Host families and residences (issue 31, decision 0043). Office staff (admins and editors) list
 * and read providers; only admins create or change them, their household, rooms and unavailable
 * nights, because those carry bank and vetting data. An editor's answers leave out the bank
 * details and the household's vetting; teachers are refused by requireStaff.
 */
import { createRoute } from "@hono/zod-openapi";
import {
  householdMemberInputSchema,
  householdMemberUpdateSchema,
  providerInputSchema,
  providerListQuerySchema,
  providerUpdateSchema,
  roomInputSchema,
  unavailableInputSchema,
} from "@shared/accommodation/forms";
import type { Services } from "../../../services";
import { actorOf, requireAdmin, requireStaff, viewerOf } from "../auth";
import {
  jsonBody as body,
  createRouter,
  errorResponses,
  json,
  OkSchema,
  pageOf,
  staffErrors,
  writeErrors,
} from "../router";
import {
  BankSchema,
  CreatedProviderSchema,
  HouseholdMemberSchema,
  MemberParams,
  ProviderDetailSchema,
  ProviderParams,
  ProviderSummarySchema,
  RangeParams,
  RoomSchema,
  UnavailableSchema,
} from "./schemas";

const tags = ["Accommodation"];
const readErrors = { ...staffErrors, ...errorResponses.validation, ...errorResponses.notFound };
const providers = "/admin/accommodation/providers";

export function accommodationAdminRoutes(services: Services) {
  const { accommodation } = services;
  const router = createRouter();
  for (const path of [providers, `${providers}/*`]) router.use(path, requireStaff(services));
  router.post(providers, requireAdmin);
  router.on(["POST", "PATCH", "DELETE"], `${providers}/*`, requireAdmin);
  router.get(`${providers}/:id/bank`, requireAdmin);

  router.openapi(
    createRoute({
      method: "post",
      path: providers,
      operationId: "createAccommodationProvider",
      tags,
      summary: "Add a host family or residence with its household (admins)",
      request: { body: body(providerInputSchema) },
      responses: {
        201: json(CreatedProviderSchema, "Created, with the ids of its household"),
        ...writeErrors,
      },
    }),
    async (c) => c.json(await accommodation.createProvider(c.req.valid("json"), actorOf(c)), 201),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: providers,
      operationId: "listAccommodationProviders",
      tags,
      summary: "Providers (search name, address or e-mail; filter by campus and type; paged)",
      request: {
        query: providerListQuerySchema.extend({
          q: providerListQuerySchema.shape.q.describe("Search the name, address or e-mail"),
          page: providerListQuerySchema.shape.page.describe("1-based page number"),
          pageSize: providerListQuerySchema.shape.pageSize.describe("Rows per page, at most 100"),
        }),
      },
      responses: {
        200: json(pageOf(ProviderSummarySchema, "ProviderPage"), "One page of providers"),
        ...staffErrors,
        ...errorResponses.validation,
      },
    }),
    async (c) => c.json(await accommodation.listProviders(c.req.valid("query")), 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: `${providers}/{id}`,
      operationId: "getAccommodationProvider",
      tags,
      summary:
        "A provider with its rooms, unavailable nights and household (bank details and vetting: admins only)",
      request: { params: ProviderParams },
      responses: { 200: json(ProviderDetailSchema, "The provider"), ...readErrors },
    }),
    async (c) => c.json(await accommodation.provider(viewerOf(c), c.req.valid("param").id), 200),
  );

  router.openapi(
    createRoute({
      method: "patch",
      path: `${providers}/{id}`,
      operationId: "updateAccommodationProvider",
      tags,
      summary: "Change some of a provider's fields; bank: null removes the bank details (admins)",
      request: { params: ProviderParams, body: body(providerUpdateSchema) },
      responses: { 200: json(ProviderDetailSchema, "The provider as stored"), ...writeErrors },
    }),
    async (c) =>
      c.json(
        await accommodation.updateProvider(
          viewerOf(c),
          c.req.valid("param").id,
          c.req.valid("json"),
        ),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: `${providers}/{id}/bank`,
      operationId: "revealAccommodationProviderBank",
      tags,
      summary: "The whole IBAN, for an admin who must read it; recorded in the audit trail",
      request: { params: ProviderParams },
      responses: { 200: json(BankSchema, "The bank details"), ...readErrors },
    }),
    async (c) => c.json(await accommodation.revealBank(c.req.valid("param").id, actorOf(c)), 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: `${providers}/{id}/household`,
      operationId: "addHouseholdMember",
      tags,
      summary:
        "Add a household member; with a vetting expiry date their status is vetted unless given (admins)",
      request: { params: ProviderParams, body: body(householdMemberInputSchema) },
      responses: { 201: json(HouseholdMemberSchema, "Added"), ...writeErrors },
    }),
    async (c) =>
      c.json(
        await accommodation.addHouseholdMember(
          c.req.valid("param").id,
          c.req.valid("json"),
          actorOf(c),
        ),
        201,
      ),
  );

  router.openapi(
    createRoute({
      method: "patch",
      path: `${providers}/{id}/household/{memberId}`,
      operationId: "updateHouseholdMember",
      tags,
      summary:
        "Change a household member's vetting (expiry, reference, status) or details (admins)",
      request: { params: MemberParams, body: body(householdMemberUpdateSchema) },
      responses: { 200: json(HouseholdMemberSchema, "The member as stored"), ...writeErrors },
    }),
    async (c) => {
      const { id, memberId } = c.req.valid("param");
      return c.json(
        await accommodation.updateHouseholdMember(id, memberId, c.req.valid("json"), actorOf(c)),
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: `${providers}/{id}/rooms`,
      operationId: "addAccommodationRoom",
      tags,
      summary: "Add a room with its beds; 409 when the provider has a room of that name (admins)",
      request: { params: ProviderParams, body: body(roomInputSchema) },
      responses: { 201: json(RoomSchema, "Added"), ...writeErrors },
    }),
    async (c) =>
      c.json(
        await accommodation.addRoom(c.req.valid("param").id, c.req.valid("json"), actorOf(c)),
        201,
      ),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: `${providers}/{id}/unavailable`,
      operationId: "addAccommodationUnavailable",
      tags,
      summary:
        "Mark nights the provider (or one room: roomId) cannot host: from the first night up to, not including, `to` (admins)",
      request: { params: ProviderParams, body: body(unavailableInputSchema) },
      responses: { 201: json(UnavailableSchema, "Marked"), ...writeErrors },
    }),
    async (c) =>
      c.json(
        await accommodation.addUnavailable(
          c.req.valid("param").id,
          c.req.valid("json"),
          actorOf(c),
        ),
        201,
      ),
  );

  router.openapi(
    createRoute({
      method: "delete",
      path: `${providers}/{id}/unavailable/{rangeId}`,
      operationId: "removeAccommodationUnavailable",
      tags,
      summary: "Remove unavailable nights (admins)",
      request: { params: RangeParams },
      responses: { 200: json(OkSchema, "Removed"), ...readErrors },
    }),
    async (c) => {
      const { id, rangeId } = c.req.valid("param");
      await accommodation.removeUnavailable(id, rangeId, actorOf(c));
      return c.json({ ok: true as const }, 200);
    },
  );

  return router;
}

/**
 * The level test's item bank for staff (issue 15, decision 0015): list with each item's
 * statistics, add, edit, retire and restore. Editors and admins alike may manage items; every
 * write is audited by the service. Items are never deleted, since answers reference them.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { levelTestItemInputSchema } from "@shared/level-test/item-form";
import { cefrLevels, levelTestItemStatuses, levelTestSkills } from "@shared/level-test/types";
import type { Services } from "../../../services";
import { levelTestItemSorts } from "../../../services/level-test/items";
import { notFound } from "../../errors";
import { actorOf, requireStaff } from "../auth";
import { ListQuerySchema } from "../list-query";
import {
  jsonBody as body,
  createRouter,
  errorResponses,
  IdParam,
  json,
  pageOf,
  staffErrors,
  writeErrors,
} from "../router";

const CountsSchema = z.object({ shown: z.number().int(), correct: z.number().int() });

const StatsSchema = z
  .object({
    shown: z.number().int().openapi({ description: "Times the item was answered, any sitting" }),
    correct: z.number().int(),
    shareCorrect: z
      .number()
      .nullable()
      .openapi({ description: "correct / shown (0–1); null before any answer" }),
    byTakerLevel: z
      .object(Object.fromEntries(cefrLevels.map((level) => [level, CountsSchema])))
      .openapi({
        description: "Answers from finished sittings, by the level the sitting placed its taker at",
      }),
  })
  .openapi("LevelTestItemStats");

const ItemSchema = z
  .object({
    id: z.number().int(),
    seedKey: z
      .string()
      .nullable()
      .openapi({ description: "Key of an item shipped with the product; null if staff added it" }),
    cefr: z.enum(cefrLevels),
    skill: z.enum(levelTestSkills),
    passage: z.string().nullable(),
    prompt: z.string(),
    choices: z.array(z.string()),
    answerIndex: z.number().int(),
    status: z.enum(levelTestItemStatuses),
    createdAt: z.date(),
    updatedAt: z.date(),
    stats: StatsSchema,
  })
  .openapi("LevelTestItem");

const blankOr = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.literal(""), z.enum(values)]).optional();

const ItemListQuery = ListQuerySchema.extend({
  status: blankOr(levelTestItemStatuses).default("").describe("active or retired"),
  cefr: blankOr(cefrLevels).describe("Only items of this level"),
  skill: blankOr(levelTestSkills).describe("Only items testing this skill"),
  sort: ListQuerySchema.shape.sort.describe(
    `One of ${levelTestItemSorts.join(", ")} (default level); prefix - for descending`,
  ),
});

const tags = ["Level test"];

export function levelTestAdminRoutes(services: Services) {
  const router = createRouter();
  const items = services.levelTest.items;
  router.use("/admin/level-test/items", requireStaff(services));
  router.use("/admin/level-test/items/*", requireStaff(services));

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/level-test/items",
      operationId: "listLevelTestItems",
      tags,
      summary: "The item bank with each item's statistics; search over prompt, passage, options",
      request: { query: ItemListQuery },
      responses: {
        200: json(pageOf(ItemSchema, "LevelTestItemPage"), "Items"),
        ...staffErrors,
        ...errorResponses.validation,
      },
    }),
    async (c) => c.json(await items.list(c.req.valid("query")), 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/level-test/items/{id}",
      operationId: "getLevelTestItem",
      tags,
      summary: "One item with its statistics",
      request: { params: IdParam },
      responses: {
        200: json(ItemSchema, "The item"),
        ...staffErrors,
        ...errorResponses.validation,
        ...errorResponses.notFound,
      },
    }),
    async (c) => {
      const item = await items.get(c.req.valid("param").id);
      if (!item) throw notFound("Level test item not found");
      return c.json(item, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/level-test/items",
      operationId: "createLevelTestItem",
      tags,
      summary: "Add an item (active at once)",
      request: { body: body(levelTestItemInputSchema) },
      responses: { 201: json(ItemSchema, "Created"), ...writeErrors },
    }),
    async (c) => c.json(await items.create(c.req.valid("json"), actorOf(c)), 201),
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/admin/level-test/items/{id}",
      operationId: "updateLevelTestItem",
      tags,
      summary: "Replace an item's level, skill, passage, prompt, options and answer",
      request: { params: IdParam, body: body(levelTestItemInputSchema) },
      responses: { 200: json(ItemSchema, "Updated"), ...writeErrors },
    }),
    async (c) =>
      c.json(await items.update(c.req.valid("param").id, c.req.valid("json"), actorOf(c)), 200),
  );

  for (const [verb, summary] of [
    ["retire", "Retire an item: new sittings no longer show it (its answers stay)"],
    ["restore", "Bring a retired item back into new sittings"],
  ] as const) {
    router.openapi(
      createRoute({
        method: "post",
        path: `/admin/level-test/items/{id}/${verb}`,
        operationId: `${verb}LevelTestItem`,
        tags,
        summary,
        request: { params: IdParam },
        responses: {
          200: json(ItemSchema, "The item"),
          ...staffErrors,
          ...errorResponses.validation,
          ...errorResponses.notFound,
        },
      }),
      async (c) => c.json(await items[verb](c.req.valid("param").id, actorOf(c)), 200),
    );
  }

  return router;
}

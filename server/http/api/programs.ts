import { createRoute, z } from "@hono/zod-openapi";
import type { Services } from "../../services";
import { notFound } from "../errors";
import { createRouter, errorResponses, json } from "./router";

const PublicProgramSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    shortDescription: z.string(),
    description: z.string(),
    category: z.enum(["junior", "adult", "teacher", "erasmus"]),
    location: z.string(),
    season: z.enum(["summer", "year-round"]),
    duration: z.string(),
    minWeeks: z.number().int().nullable(),
    maxWeeks: z.number().int().nullable(),
    ageRange: z.string(),
    ageMin: z.number().int(),
    ageMax: z.number().int().nullable(),
    priceFrom: z.number().int().nullable().openapi({ description: "Euro; null shows Contact Us" }),
    price: z.number().int().nullable().openapi({ description: "Tuition per week in euro" }),
    image: z.string().nullable(),
    highlights: z.array(z.string()),
    inclusions: z.array(z.string()),
    activities: z.array(z.string()),
    timetable: z.record(z.string(), z.union([z.string(), z.record(z.string(), z.string())])),
    faq: z.array(z.object({ question: z.string(), answer: z.string() })),
    updatedAt: z.string(),
  })
  .openapi("Program");

const tags = ["Programs"];

export function programRoutes(services: Services) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: "get",
      path: "/",
      tags,
      security: [],
      summary: "Active programs in display order",
      responses: { 200: json(z.array(PublicProgramSchema), "Programs") },
    }),
    async (c) => {
      c.header("Cache-Control", "public, max-age=60");
      return c.json(await services.programs.listPublic(), 200);
    },
  );
  router.openapi(
    createRoute({
      method: "get",
      path: "/{id}",
      tags,
      security: [],
      summary: "One active program",
      request: {
        params: z.object({
          id: z
            .string()
            .max(80)
            .openapi({ param: { name: "id", in: "path" }, example: "cert-tesol" }),
        }),
      },
      responses: { 200: json(PublicProgramSchema, "The program"), ...errorResponses.notFound },
    }),
    async (c) => {
      const program = await services.programs.getPublic(c.req.valid("param").id);
      if (!program) throw notFound("Program not found");
      c.header("Cache-Control", "public, max-age=60");
      return c.json(program, 200);
    },
  );
  return router;
}

import { createRoute, z } from "@hono/zod-openapi";
import { contentLanguages, translatableFields } from "@shared/content/types";
import type { Services } from "../../../services";
import { notFound } from "../../errors";
import { createRouter, errorResponses, json } from "../router";

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
    lang: z.enum(contentLanguages).openapi({ description: "The language asked for" }),
    fieldLanguages: z.record(z.enum(translatableFields.program), z.enum(contentLanguages)).openapi({
      description:
        "The language each text field is actually in: `en` where it is not translated yet",
      example: { title: "es", description: "es", faq: "en" },
    }),
  })
  .openapi("Program");

const LangQuery = z.object({
  lang: z
    .enum(contentLanguages, { error: "Use one of en, es, fr, de." })
    .optional()
    .default("en")
    .openapi({
      param: { name: "lang", in: "query" },
      description: "The language of the text fields; untranslated fields fall back to English",
      example: "es",
    }),
});

const tags = ["Programs"];

export function programRoutes(services: Services) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: "get",
      path: "/",
      operationId: "listPrograms",
      tags,
      security: [],
      summary: "Active programs in display order",
      request: { query: LangQuery },
      responses: {
        200: json(z.array(PublicProgramSchema), "Programs"),
        ...errorResponses.validation,
      },
    }),
    async (c) => {
      c.header("Cache-Control", "public, max-age=60");
      return c.json(await services.programs.listPublic(c.req.valid("query").lang), 200);
    },
  );
  router.openapi(
    createRoute({
      method: "get",
      path: "/{id}",
      operationId: "getProgram",
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
        query: LangQuery,
      },
      responses: {
        200: json(PublicProgramSchema, "The program"),
        ...errorResponses.validation,
        ...errorResponses.notFound,
      },
    }),
    async (c) => {
      const program = await services.programs.getPublic(
        c.req.valid("param").id,
        c.req.valid("query").lang,
      );
      if (!program) throw notFound("Program not found");
      c.header("Cache-Control", "public, max-age=60");
      return c.json(program, 200);
    },
  );
  return router;
}

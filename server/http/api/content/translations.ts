/**
 * Translations staff make (decision 0014): the Translations screen's list, and each program's,
 * destination's and blog post's English source with its Spanish, French and German versions.
 * Editors and admins alike may translate; every save is validated by the service and audited.
 */
import { createRoute, z } from "@hono/zod-openapi";
import {
  type TranslatableEntity,
  translatableEntities,
  translatableFields,
  translationLanguages,
  translationStates,
} from "@shared/content/types";
import type { Services } from "../../../services";
import { actorOf, requireStaff } from "../auth";
import {
  jsonBody as body,
  createRouter,
  errorResponses,
  json,
  staffErrors,
  writeErrors,
} from "../router";

const StatusSchema = z
  .object({
    state: z.enum(translationStates),
    missing: z
      .array(z.string())
      .openapi({ description: "Fields with English text and no translation" }),
    outdated: z.array(z.string()).openapi({
      description: "Translated fields whose English changed after the translation was saved",
    }),
  })
  .openapi("TranslationStatus");

const TranslationSchema = z
  .object({
    lang: z.enum(translationLanguages),
    fields: z.record(z.string(), z.unknown()),
    status: StatusSchema,
    updatedAt: z.string().nullable(),
    updatedByName: z.string().nullable(),
  })
  .openapi("Translation");

const RecordTranslationsSchema = z
  .object({
    label: z.string(),
    source: z.record(z.string(), z.unknown()).openapi({ description: "The English fields" }),
    translations: z.array(TranslationSchema),
  })
  .openapi("RecordTranslations");

const OverviewQuery = z.object({
  q: z
    .string()
    .max(200)
    .optional()
    .default("")
    .openapi({
      param: { name: "q", in: "query" },
      description: "Part of the English title or name",
    }),
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .optional()
    .default(1)
    .openapi({
      param: { name: "page", in: "query" },
    }),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .optional()
    .default(25)
    .openapi({
      param: { name: "pageSize", in: "query" },
    }),
  lang: z
    .enum(translationLanguages)
    .optional()
    .openapi({ param: { name: "lang", in: "query" } }),
  state: z
    .enum(translationStates)
    .optional()
    .openapi({
      param: { name: "state", in: "query" },
      description: "Only this state; by default everything not complete",
    }),
});

const OverviewSchema = z
  .object({
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    items: z.array(
      z.object({
        entity: z.enum(translatableEntities),
        entityId: z.string(),
        label: z.string(),
        lang: z.enum(translationLanguages),
        status: StatusSchema,
      }),
    ),
  })
  .openapi("TranslationOverview");

const LangParam = z.enum(translationLanguages, { error: "Use one of es, fr, de." }).openapi({
  param: { name: "lang", in: "path" },
  example: "es",
});

/** Where each kind of record lives in the admin API, and how its id looks. */
const collections: { entity: TranslatableEntity; path: string; id: z.ZodType<string> }[] = [
  { entity: "program", path: "programs", id: z.string().max(80) },
  { entity: "destination", path: "destinations", id: z.string().regex(/^[1-9]\d{0,9}$/) },
  { entity: "blogPost", path: "blog", id: z.string().regex(/^[1-9]\d{0,9}$/) },
];

export function translationAdminRoutes(services: Services) {
  const router = createRouter();
  router.use("/admin/translations", requireStaff(services));
  const tags = ["Translations"];

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/translations",
      operationId: "listTranslations",
      tags,
      summary: "Translations that are missing or outdated, by language",
      request: { query: OverviewQuery },
      responses: {
        200: json(OverviewSchema, "What needs translating"),
        ...staffErrors,
        ...errorResponses.validation,
      },
    }),
    async (c) => c.json(await services.translations.overview(c.req.valid("query")), 200),
  );

  for (const { entity, path, id } of collections) {
    router.use(`/admin/${path}/:id/translations`, requireStaff(services));
    router.use(`/admin/${path}/:id/translations/*`, requireStaff(services));
    const IdParam = z.object({ id: id.openapi({ param: { name: "id", in: "path" } }) });
    const Entity = `${entity.charAt(0).toUpperCase()}${entity.slice(1)}`;
    router.openapi(
      createRoute({
        method: "get",
        path: `/admin/${path}/{id}/translations`,
        operationId: `get${Entity}Translations`,
        tags,
        summary: `The English source of a ${entity} and its translations`,
        request: { params: IdParam },
        responses: {
          200: json(RecordTranslationsSchema, "Source and translations"),
          ...staffErrors,
          ...errorResponses.validation,
          ...errorResponses.notFound,
        },
      }),
      async (c) => c.json(await services.translations.get(entity, c.req.valid("param").id), 200),
    );
    router.openapi(
      createRoute({
        method: "put",
        path: `/admin/${path}/{id}/translations/{lang}`,
        operationId: `update${Entity}Translation`,
        tags,
        summary: `Save one language's translation of a ${entity} (blank fields stay untranslated)`,
        request: {
          params: IdParam.extend({ lang: LangParam }),
          body: body(
            z.record(z.string(), z.unknown()).openapi({
              description: `The translated fields of a ${entity} (${translatableFields[entity].join(", ")}); lists are arrays, a program's schedule an object of sections and its FAQ an array of {question, answer}. Validated by the service: 400 names each field.`,
            }),
          ),
        },
        responses: { 200: json(TranslationSchema, "The saved translation"), ...writeErrors },
      }),
      async (c) => {
        const { id: recordId, lang } = c.req.valid("param");
        return c.json(
          await services.translations.save(entity, recordId, lang, c.req.valid("json"), actorOf(c)),
          200,
        );
      },
    );
  }
  return router;
}

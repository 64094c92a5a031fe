/**
 * Shared pieces of the REST API: the router type (with the signed-in staff session and the
 * client IP as request variables), the validation-error hook, and the documented schemas of
 * the bodies every endpoint may answer with.
 */
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { AgentSession } from "../../services/agents/auth";
import type { StaffSession } from "../../services/auth";
import type { HostSession } from "../../services/hosts";
import { fieldErrors } from "../../services/leads/submission";

export type ApiEnv = {
  Variables: {
    session: StaffSession;
    /** The signed-in agent, on /api/partners routes (requireAgent). */
    agentSession: AgentSession;
    /** The signed-in host, on /api/hosts routes (requireHost). */
    hostSession: HostSession;
    ip: string;
    /** Production: cookies carry the __Host- prefix (../cookies.ts). */
    production: boolean;
  };
};

export function createRouter() {
  return new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        return c.json({ error: "validation" as const, fields: fieldErrors(result.error) }, 400);
      }
    },
  });
}

export type Router = ReturnType<typeof createRouter>;

export const ErrorSchema = z
  .object({
    error: z.string().openapi({ example: "validation" }),
    message: z.string().optional(),
    fields: z.record(z.string(), z.string()).optional(),
    reason: z.string().optional().openapi({
      description: "On a 409: the rule that refused the change; on a 410: why the link ended",
      example: "bed-taken",
    }),
  })
  .openapi("Error");

const errorContent = { "application/json": { schema: ErrorSchema } };

export const errorResponses = {
  validation: {
    400: { description: "Invalid input; `fields` names each problem", content: errorContent },
  },
  unauthorized: { 401: { description: "No valid staff session", content: errorContent } },
  forbidden: { 403: { description: "Signed in, but not allowed", content: errorContent } },
  notFound: { 404: { description: "No such record", content: errorContent } },
  conflict: { 409: { description: "Conflicts with a stored record", content: errorContent } },
  gone: { 410: { description: "The link has expired or was replaced", content: errorContent } },
  payloadTooLarge: {
    413: {
      description:
        "The body is over its route's limit (64 KiB on public and partner routes, 256 KiB on staff routes); refused before it is read",
      content: errorContent,
    },
  },
  unsupportedMediaType: {
    415: { description: "The body is not application/json", content: errorContent },
  },
  rateLimited: {
    429: { description: "Too many requests; see Retry-After", content: errorContent },
  },
  unavailable: {
    503: {
      description: "The database is unreachable for now; nothing stored, retry after Retry-After",
      content: errorContent,
    },
  },
} as const;

/** The responses of every endpoint behind staff sign-in. */
export const staffErrors = { ...errorResponses.unauthorized, ...errorResponses.forbidden };

/** The responses of every staff write: validation, missing record, conflict. */
export const writeErrors = {
  ...staffErrors,
  ...errorResponses.validation,
  ...errorResponses.notFound,
  ...errorResponses.conflict,
};

/** A required JSON request body, validated against `schema`. */
export const jsonBody = <S extends z.ZodType>(schema: S) => ({
  required: true,
  content: { "application/json": { schema } },
});

export const json = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

/** Row ids are PostgreSQL integers: a larger number is refused before it reaches a query. */
export const MAX_ROW_ID = 2_147_483_647;

export const IdParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_ROW_ID)
    .openapi({ param: { name: "id", in: "path" }, example: 42 }),
});

export const pageOf = <S extends z.ZodType>(item: S, name: string) =>
  z
    .object({
      items: z.array(item),
      total: z.number().int().openapi({
        description: "Rows that match; with totalCapped, a lower bound (the count stopped).",
      }),
      page: z.number().int(),
      pageSize: z.number().int(),
      totalCapped: z.boolean().optional().openapi({
        description:
          "Present and true when more rows match than `total`: lists count up to 1,000 (decision 0054).",
      }),
    })
    .openapi(name);

export const OkSchema = z.object({ ok: z.literal(true) }).openapi("Ok");

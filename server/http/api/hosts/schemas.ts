/**
 * The documented answers of the host portal's API and of the staff's host accounts (issue 31,
 * decision 0046). Request bodies are the shared schemas of shared/hosts/forms.ts.
 */
import { z } from "@hono/zod-openapi";
import { day, ProviderParams, rowIdParam } from "../accommodation/schemas";

export { ProviderParams, UnavailableSchema } from "../accommodation/schemas";

export const HostAccountParams = ProviderParams.extend({ hostId: rowIdParam("hostId") });
export const PlacementParams = z.object({ id: rowIdParam("id") });
export const RangeParams = z.object({ id: rowIdParam("id") });

export const LinkTokenParam = z.object({
  token: z
    .string()
    .max(100)
    .openapi({ param: { name: "token", in: "path" }, description: "The sign-in link's token" }),
});

export const HostAccountSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    active: z.boolean(),
    invitedBy: z.string(),
    lastLoginAt: z.string().nullable(),
    invitationExpiresAt: z
      .string()
      .nullable()
      .openapi({ description: "When the open invitation link expires; null: none open" }),
    createdAt: z.string(),
  })
  .openapi("HostAccount");

export const HostIdentitySchema = z
  .object({
    hostUserId: z.number().int(),
    name: z.string(),
    email: z.string(),
    providerId: z.number().int(),
    providerName: z.string(),
  })
  .openapi("HostIdentity");

export const HostSessionSchema = z
  .object({
    token: z.string().openapi({ description: "Bearer token; the browser gets the cookie too" }),
    host: HostIdentitySchema,
    expiresAt: z.string(),
  })
  .openapi("HostSession");

export const HostStudentSchema = z
  .object({
    placementId: z.number().int(),
    firstName: z.string(),
    age: z.number().int().nullable().openapi({ description: "On the first night; null: unknown" }),
    minor: z.boolean(),
    nationality: z.string().nullable(),
    room: z.string(),
    from: day("The first night, the arrival day"),
    to: day("The morning of departure"),
    travel: z.string().nullable().openapi({ description: "Flight or train as the family gave it" }),
    diet: z.string().nullable(),
    careNotes: z.string().nullable().openapi({ description: "Medical notes and allergies" }),
    status: z.enum(["placed", "held"]),
    arrivalConfirmedAt: z.string().nullable(),
    arrivalConfirmedBy: z.string().nullable(),
    canConfirmArrival: z.boolean(),
  })
  .openapi("HostStudent");

export const HostDashboardSchema = z
  .object({
    today: day("Today in Dublin"),
    current: z.array(HostStudentSchema),
    upcoming: z.array(HostStudentSchema),
  })
  .openapi("HostDashboard");

export const HostStatementSchema = z
  .object({
    year: z.number().int(),
    lines: z.array(
      z.object({
        runId: z.number().int(),
        from: day("The first night paid"),
        to: day("The morning after the last night paid"),
        nights: z.number().int(),
        amountCents: z.number().int(),
        approvedAt: z.string(),
      }),
    ),
    totalCents: z.number().int(),
    years: z.array(z.number().int()),
  })
  .openapi("HostStatement");

/**
 * POST /api/admin/bookings/import (issue 30's API contract): a CSV file of current students
 * becomes bookings, all or nothing. Open to the staff who create bookings (admins and editors;
 * teachers are refused by the /admin/bookings/* guard), counted per staff user against a rate
 * limit and audited by the service. The body is the staff API's: 256 KiB at most.
 */
import { createRoute, z } from "@hono/zod-openapi";
import {
  IMPORT_MAX_ROWS,
  importOptionalColumns,
  importRequiredColumns,
  importStatuses,
} from "@shared/bookings/import";
import type { Services } from "../../../services";
import { STAFF_API_BODY_BYTES } from "../../body-limits";
import { ApiError } from "../../errors";
import { actorOf } from "../auth";
import { type createRouter, errorResponses, json, staffErrors } from "../router";

const ImportCreatedSchema = z
  .object({
    created: z.number().int().openapi({ example: 2 }),
    bookingIds: z.array(z.number().int()).openapi({ example: [41, 42] }),
  })
  .openapi("BookingImportCreated");

const ImportErrorsSchema = z
  .object({
    errors: z
      .array(
        z.object({
          line: z.number().int().openapi({ description: "Line of the file (the header is 1)" }),
          message: z.string(),
        }),
      )
      .min(1),
  })
  .openapi("BookingImportErrors");

const example = `${importRequiredColumns.join(",")},accommodation
Ana,García,ana@example.com,2001-04-12,Spanish,general-english,2026-09-07,2026-12-18,B1,yes,arrived,host-family`;

export function registerBookingImportRoute(
  router: ReturnType<typeof createRouter>,
  services: Services,
) {
  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/bookings/import",
      operationId: "importBookings",
      tags: ["Bookings"],
      summary: "Import current students' bookings from CSV (all rows or none)",
      description: `A CSV file (UTF-8, with or without BOM; CRLF or LF; fields may be quoted). The header names the columns in any order: ${importRequiredColumns.join(", ")}; optional: ${importOptionalColumns.join(", ")}. Dates YYYY-MM-DD; level a CEFR level; needsVisa yes/no; status ${importStatuses.join(" | ")} (arrived once started, completed once ended); accommodation host-family | student-residence | hotel | none. At most ${IMPORT_MAX_ROWS} rows and ${STAFF_API_BODY_BYTES / 1024} KiB. Each student record is matched by e-mail, or created. Any bad row: 400 with every problem by line, and nothing is stored.`,
      request: {
        body: {
          required: true,
          content: { "text/csv": { schema: z.string().openapi({ example }) } },
        },
      },
      responses: {
        201: json(ImportCreatedSchema, "Every row became a booking"),
        400: json(ImportErrorsSchema, "Problems by line; nothing was stored"),
        ...staffErrors,
        ...errorResponses.payloadTooLarge,
        415: {
          description: "The body is not text/csv",
          content: errorResponses.unsupportedMediaType[415].content,
        },
        ...errorResponses.rateLimited,
      },
    }),
    async (c) => {
      const type = c.req.header("content-type") ?? "";
      if (!/^text\/csv\b/i.test(type)) {
        throw new ApiError(415, {
          error: "unsupported_media_type",
          message: "Send the file as text/csv",
        });
      }
      const result = await services.bookings.importer.importCsv(await c.req.text(), actorOf(c));
      if (!result.ok) return c.json({ errors: result.errors }, 400);
      return c.json({ created: result.created, bookingIds: result.bookingIds }, 201);
    },
  );
}

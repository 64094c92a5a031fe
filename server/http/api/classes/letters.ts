/**
 * The attendance office's API (issue 30): the at-risk list as CSV and the weekly attendance of
 * each campus, the attendance settings (admins change them), the warning letters' templates,
 * sending a letter and recording an appeal, and attendance certificates. None is for teachers:
 * /admin/attendance/* is guarded by classAdminRoutes and /admin/bookings/* by the bookings
 * router (both refuse teachers); the two paths below, this router guards itself.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { attendanceSettingsInputSchema } from "@shared/classes/forms";
import {
  appealInputSchema,
  letterTemplateInputSchema,
  sendWarningLetterSchema,
} from "@shared/classes/letters";
import type { Services } from "../../../services";
import { exportFileName } from "../../../services/exports/csv";
import { actorOf, requireAdmin, requireStaff } from "../auth";
import { csvDownload } from "../exports";
import { pdfResponse } from "../pdf-response";
import {
  jsonBody as body,
  createRouter,
  errorResponses,
  IdParam,
  json,
  staffErrors,
  writeErrors,
} from "../router";
import {
  AtRiskCsvQuery,
  AttendanceSettingsSchema,
  LetterTemplateSchema,
  pdfContent,
  TemplateParams,
  WarningLetterSchema,
  WeeklyAttendanceSchema,
  WeeksQuery,
} from "./letters-schemas";

const tags = ["Classes and attendance"];
const readErrors = { ...staffErrors, ...errorResponses.validation, ...errorResponses.notFound };

export function attendanceOfficeRoutes(services: Services) {
  const router = createRouter();
  const office = requireStaff(services);
  router.use("/admin/warning-letters/*", office);
  router.use("/admin/classes/:id/attendance-certificates", office);
  router.on("PUT", "/admin/attendance/settings", requireAdmin);
  const classes = services.classes;

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/attendance/at-risk.csv",
      operationId: "exportAtRisk",
      tags,
      summary: "The whole at-risk list (filtered as the list is) as CSV; audited as an export",
      request: { query: AtRiskCsvQuery },
      responses: {
        200: { description: "CSV file", content: { "text/csv": { schema: z.string() } } },
        ...staffErrors,
        ...errorResponses.validation,
      },
    }),
    async (c) => {
      const { stream } = await classes.atRiskCsv(c.req.valid("query"), actorOf(c));
      return csvDownload(stream, exportFileName("attendance-at-risk-", services.now()));
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/attendance/weekly",
      operationId: "weeklyAttendanceByCampus",
      tags,
      summary: "Attendance of each campus per week over the last weeks (lessons held)",
      request: { query: WeeksQuery },
      responses: {
        200: json(WeeklyAttendanceSchema, "Per campus and week"),
        ...staffErrors,
        ...errorResponses.validation,
      },
    }),
    async (c) => c.json({ items: await classes.weeklyByCampus(c.req.valid("query").weeks) }, 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/attendance/settings",
      operationId: "getAttendanceSettings",
      tags,
      summary: "The lateness threshold, how certified absences count, and the retention period",
      responses: { 200: json(AttendanceSettingsSchema, "The settings"), ...staffErrors },
    }),
    async (c) => c.json(await classes.config(), 200),
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/admin/attendance/settings",
      operationId: "updateAttendanceSettings",
      tags,
      summary: "Change the attendance settings (admins only; audited)",
      request: { body: body(attendanceSettingsInputSchema) },
      responses: { 200: json(AttendanceSettingsSchema, "The settings as stored"), ...writeErrors },
    }),
    async (c) => c.json(await classes.updateConfig(c.req.valid("json"), actorOf(c)), 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/attendance/letter-templates",
      operationId: "listWarningLetterTemplates",
      tags,
      summary: "The warning letters' templates, each kind in each language (edited or default)",
      responses: {
        200: json(z.object({ items: z.array(LetterTemplateSchema) }), "The templates"),
        ...staffErrors,
      },
    }),
    async (c) => c.json({ items: await classes.letters.templates() }, 200),
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/admin/attendance/letter-templates/{kind}/{lang}",
      operationId: "saveWarningLetterTemplate",
      tags,
      summary: "Edit a warning letter's template (audited); the next letter uses it",
      request: { params: TemplateParams, body: body(letterTemplateInputSchema) },
      responses: { 200: json(LetterTemplateSchema, "The template as stored"), ...writeErrors },
    }),
    async (c) => {
      const { kind, lang } = c.req.valid("param");
      return c.json(
        await classes.letters.saveTemplate(kind, lang, c.req.valid("json"), actorOf(c)),
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/bookings/{id}/warning-letters",
      operationId: "listWarningLetters",
      tags,
      summary: "The warning letters sent to a booking's student, with their appeals",
      request: { params: IdParam },
      responses: {
        200: json(z.object({ items: z.array(WarningLetterSchema) }), "Oldest first"),
        ...readErrors,
      },
    }),
    async (c) => c.json({ items: await classes.letters.ofBooking(c.req.valid("param").id) }, 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/bookings/{id}/warning-letters",
      operationId: "sendWarningLetter",
      tags,
      summary:
        "Send a first or final warning in the student's language: logged, on the timeline, e-mailed with a link to its PDF",
      request: { params: IdParam, body: body(sendWarningLetterSchema) },
      responses: { 201: json(WarningLetterSchema, "Sent"), ...writeErrors },
    }),
    async (c) =>
      c.json(
        await classes.letters.send(c.req.valid("param").id, c.req.valid("json"), actorOf(c)),
        201,
      ),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/warning-letters/{id}/pdf",
      operationId: "getWarningLetterPdf",
      tags,
      summary: "A warning letter as sent, as PDF",
      request: { params: IdParam },
      responses: { 200: pdfContent, ...readErrors },
    }),
    async (c) => {
      const { filename, pdf } = await classes.letters.pdf(c.req.valid("param").id);
      return pdfResponse(pdf, filename);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/warning-letters/{id}/appeal",
      operationId: "recordWarningLetterAppeal",
      tags,
      summary: "Record the outcome of an appeal against a letter (once; 409 after)",
      request: { params: IdParam, body: body(appealInputSchema) },
      responses: { 200: json(WarningLetterSchema, "The letter with its appeal"), ...writeErrors },
    }),
    async (c) =>
      c.json(
        await classes.letters.appeal(c.req.valid("param").id, c.req.valid("json"), actorOf(c)),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/bookings/{id}/attendance-certificate",
      operationId: "getAttendanceCertificate",
      tags,
      summary:
        "The student's attendance certificate (course, dates, hours, percentage, levels) as PDF; audited as an export",
      request: { params: IdParam },
      responses: { 200: pdfContent, ...readErrors },
    }),
    async (c) => {
      const { filename, pdf } = await classes.certificate(c.req.valid("param").id, actorOf(c));
      return pdfResponse(pdf, filename);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/classes/{id}/attendance-certificates",
      operationId: "getClassAttendanceCertificates",
      tags,
      summary:
        "Attendance certificates of every student placed in the class, one page each, as one PDF; audited as an export",
      request: { params: IdParam },
      responses: { 200: pdfContent, ...readErrors },
    }),
    async (c) => {
      const { filename, pdf } = await classes.classCertificates(
        c.req.valid("param").id,
        actorOf(c),
      );
      return pdfResponse(pdf, filename);
    },
  );

  return router;
}

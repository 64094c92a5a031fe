/**
 * Classes, enrolments, lessons, registers and attendance (issue 30). Teachers reach the class
 * list, lessons and registers of their own classes only (the services answer 404 for another's);
 * creating classes and placing students is for the office (admins and editors); attendance
 * figures and the at-risk list are refused to teachers. /admin/bookings/* is guarded by the
 * bookings router's requireStaff, which refuses teachers.
 */
import { createRoute } from "@hono/zod-openapi";
import {
  atRiskQuerySchema,
  classInputSchema,
  enrolmentInputSchema,
  lessonRangeSchema,
  moveInputSchema,
  registerInputSchema,
} from "@shared/classes/forms";
import type { Services } from "../../../services";
import { actorOf, requireOffice, requireStaff, viewerOf } from "../auth";
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
import {
  AtRiskPageSchema,
  AttendanceSchema,
  ClassSummarySchema,
  CreatedClassSchema,
  EnrolmentSchema,
  LessonListSchema,
  RegisterSchema,
} from "./schemas";

const tags = ["Classes and attendance"];
const readErrors = { ...staffErrors, ...errorResponses.validation, ...errorResponses.notFound };

export function classAdminRoutes(services: Services) {
  const router = createRouter();
  const teachersToo = requireStaff(services, { teachers: true });
  for (const path of ["/admin/classes", "/admin/classes/*", "/admin/lessons/*"]) {
    router.use(path, teachersToo);
  }
  router.use("/admin/attendance/*", requireStaff(services));
  router.on("POST", ["/admin/classes", "/admin/classes/*"], requireOffice);

  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/classes",
      operationId: "createClass",
      tags,
      summary:
        "Create a class; its lessons are generated without Irish public holidays and closures",
      request: { body: body(classInputSchema) },
      responses: { 201: json(CreatedClassSchema, "Created with its lessons"), ...writeErrors },
    }),
    async (c) => c.json(await services.classes.create(c.req.valid("json"), actorOf(c)), 201),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/classes",
      operationId: "listClasses",
      tags,
      summary:
        "Classes (search by name, level, campus or teacher; paged); a teacher sees their own",
      request: { query: ListQuerySchema.pick({ q: true, page: true, pageSize: true }) },
      responses: {
        200: json(pageOf(ClassSummarySchema, "ClassPage"), "One page of classes"),
        ...staffErrors,
        ...errorResponses.validation,
      },
    }),
    async (c) => c.json(await services.classes.list(viewerOf(c), c.req.valid("query")), 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/classes/{id}/enrolments",
      operationId: "enrolInClass",
      tags,
      summary:
        "Place a booking in the class from a day (a move ends the other class the day before); 409 when full",
      request: { params: IdParam, body: body(enrolmentInputSchema) },
      responses: { 201: json(EnrolmentSchema, "Placed"), ...writeErrors },
    }),
    async (c) =>
      c.json(
        await services.classes.enrol(c.req.valid("param").id, c.req.valid("json"), actorOf(c)),
        201,
      ),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/classes/{id}/moves",
      operationId: "moveStudent",
      tags,
      summary:
        "Move a student from this class to another from a day (level change): the enrolment here ends the day before, both stay as history; 409 when the new class is full",
      request: { params: IdParam, body: body(moveInputSchema) },
      responses: { 201: json(EnrolmentSchema, "The new enrolment"), ...writeErrors },
    }),
    async (c) =>
      c.json(
        await services.classes.move(c.req.valid("param").id, c.req.valid("json"), actorOf(c)),
        201,
      ),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/classes/{id}/lessons",
      operationId: "listLessons",
      tags,
      summary: "The class's lessons between two days (inclusive)",
      request: {
        params: IdParam,
        query: lessonRangeSchema.extend({
          from: lessonRangeSchema.shape.from.describe("First day, YYYY-MM-DD"),
          to: lessonRangeSchema.shape.to.describe("Last day, YYYY-MM-DD"),
        }),
      },
      responses: { 200: json(LessonListSchema, "The lessons, by date"), ...readErrors },
    }),
    async (c) => {
      const items = await services.classes.lessons(
        viewerOf(c),
        c.req.valid("param").id,
        c.req.valid("query"),
      );
      return c.json({ items }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/admin/lessons/{id}/register",
      operationId: "saveRegister",
      tags,
      summary:
        "Save a lesson's register: students not named are present. 409 for a future lesson; older than 7 days: admins only, with a reason",
      request: { params: IdParam, body: body(registerInputSchema) },
      responses: { 200: json(RegisterSchema, "The register as stored"), ...writeErrors },
    }),
    async (c) =>
      c.json(
        await services.classes.saveRegister(
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
      path: "/admin/bookings/{id}/attendance",
      operationId: "getBookingAttendance",
      tags,
      summary: "A booking's attendance over the lessons held so far",
      request: { params: IdParam },
      responses: { 200: json(AttendanceSchema, "Scheduled and attended minutes"), ...readErrors },
    }),
    async (c) => c.json(await services.classes.attendance(c.req.valid("param").id), 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/attendance/at-risk",
      operationId: "listAtRisk",
      tags,
      summary:
        "Students below 85 %, unable to reach it, or with 25 % absence in their first six weeks (visa students first)",
      request: {
        query: atRiskQuerySchema.extend({
          q: atRiskQuerySchema.shape.q.describe("Search the student's name or e-mail"),
        }),
      },
      responses: {
        200: json(AtRiskPageSchema, "One page of the at-risk list"),
        ...staffErrors,
        ...errorResponses.validation,
      },
    }),
    async (c) => c.json(await services.classes.atRisk(c.req.valid("query")), 200),
  );

  return router;
}

/**
 * Students, staff users (admins only) and one's own password.
 */
import { createRoute, z } from "@hono/zod-openapi";
import {
  staffProfileSchema,
  staffUserInputSchema,
  studentInputSchema,
} from "@shared/content/content-form";
import type { Services } from "../../../services";
import { notFound } from "../../errors";
import { actorOf, cookieOf, requireAdmin, requireStaff } from "../auth";
import { StudentListQuerySchema } from "../list-query";
import {
  jsonBody as body,
  createRouter,
  errorResponses,
  IdParam,
  json,
  OkSchema,
  pageOf,
  staffErrors,
  writeErrors,
} from "../router";
import { StaffUserAdminSchema, StudentSchema } from "../schemas";

export function peopleAdminRoutes(services: Services) {
  const router = createRouter();
  for (const path of ["/admin/students", "/admin/students/*", "/admin/users", "/admin/users/*"]) {
    router.use(path, requireStaff(services));
  }
  // One's own account (name, e-mail, password): teachers too.
  for (const path of ["/admin/account", "/admin/account/*"]) {
    router.use(path, requireStaff(services, { teachers: true }));
  }
  router.use("/admin/users", requireAdmin);
  router.use("/admin/users/*", requireAdmin);

  const studentTags = ["Students"];
  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/students",
      operationId: "listStudents",
      tags: studentTags,
      summary: "Students (search, status, programId, paging) with totals",
      request: { query: StudentListQuerySchema },
      responses: {
        200: json(
          pageOf(StudentSchema, "StudentPage").extend({
            stats: z.object({
              total: z.number(),
              active: z.number(),
              completed: z.number(),
              countries: z.number(),
            }),
          }),
          "Students",
        ),
        ...staffErrors,
        ...errorResponses.validation,
      },
    }),
    async (c) => {
      const [page, stats] = await Promise.all([
        services.students.list(c.req.valid("query")),
        services.students.stats(),
      ]);
      return c.json({ ...page, stats }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/students/{id}",
      operationId: "getStudent",
      tags: studentTags,
      summary: "One student",
      request: { params: IdParam },
      responses: {
        200: json(StudentSchema, "The student"),
        ...staffErrors,
        ...errorResponses.validation,
        ...errorResponses.notFound,
      },
    }),
    async (c) => {
      const student = await services.students.get(c.req.valid("param").id);
      if (!student) throw notFound("Student not found");
      return c.json(student, 200);
    },
  );
  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/students",
      operationId: "createStudent",
      tags: studentTags,
      summary: "Add a student",
      request: { body: body(studentInputSchema) },
      responses: { 201: json(StudentSchema, "Created"), ...writeErrors },
    }),
    async (c) => c.json(await services.students.create(c.req.valid("json"), actorOf(c)), 201),
  );
  router.openapi(
    createRoute({
      method: "put",
      path: "/admin/students/{id}",
      operationId: "updateStudent",
      tags: studentTags,
      summary: "Edit a student",
      request: { params: IdParam, body: body(studentInputSchema) },
      responses: { 200: json(StudentSchema, "Updated"), ...writeErrors },
    }),
    async (c) =>
      c.json(
        await services.students.update(c.req.valid("param").id, c.req.valid("json"), actorOf(c)),
        200,
      ),
  );
  router.openapi(
    createRoute({
      method: "delete",
      path: "/admin/students/{id}",
      operationId: "deleteStudent",
      tags: studentTags,
      summary: "Delete a student (admins)",
      middleware: [requireAdmin] as const,
      request: { params: IdParam },
      responses: {
        200: json(OkSchema, "Deleted"),
        ...staffErrors,
        ...errorResponses.validation,
        ...errorResponses.notFound,
      },
    }),
    async (c) => {
      await services.students.remove(c.req.valid("param").id, actorOf(c));
      return c.json({ ok: true as const }, 200);
    },
  );

  const staffTags = ["Staff users"];
  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/users",
      operationId: "listStaffUsers",
      tags: staffTags,
      summary: "Staff users (admins)",
      responses: { 200: json(z.array(StaffUserAdminSchema), "Staff users"), ...staffErrors },
    }),
    async (c) => c.json(await services.staffUsers.list(), 200),
  );
  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/users",
      operationId: "createStaffUser",
      tags: staffTags,
      summary: "Create a staff user (admins)",
      request: { body: body(staffUserInputSchema) },
      responses: { 201: json(StaffUserAdminSchema, "Created"), ...writeErrors },
    }),
    async (c) => c.json(await services.staffUsers.create(c.req.valid("json"), actorOf(c)), 201),
  );
  router.openapi(
    createRoute({
      method: "patch",
      path: "/admin/users/{id}",
      operationId: "updateStaffUser",
      tags: staffTags,
      summary:
        "Change role, name, e-mail or enabled state; disabling ends the user's sessions (admins)",
      request: {
        params: IdParam,
        body: body(
          z.object({
            role: z.enum(["admin", "editor", "teacher"]).optional(),
            isActive: z.boolean().optional(),
            displayName: z.string().trim().min(1).max(80).optional(),
            email: z.email().max(254).nullable().optional(),
          }),
        ),
      },
      responses: { 200: json(StaffUserAdminSchema, "Updated"), ...writeErrors },
    }),
    async (c) =>
      c.json(
        await services.staffUsers.update(c.req.valid("param").id, c.req.valid("json"), actorOf(c)),
        200,
      ),
  );
  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/users/{id}/password",
      operationId: "resetStaffUserPassword",
      tags: staffTags,
      summary: "Set a new password for a staff user; ends their sessions (admins)",
      request: { params: IdParam, body: body(z.object({ password: z.string().min(1).max(200) })) },
      responses: { 200: json(OkSchema, "Password reset"), ...writeErrors },
    }),
    async (c) => {
      await services.staffUsers.resetPassword(
        c.req.valid("param").id,
        c.req.valid("json").password,
        actorOf(c),
      );
      return c.json({ ok: true as const }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/account/password",
      operationId: "changeOwnPassword",
      tags: staffTags,
      summary: "Change your own password (current password required)",
      request: {
        body: body(
          z.object({
            currentPassword: z.string().min(1).max(200),
            newPassword: z.string().min(1).max(200),
          }),
        ),
      },
      responses: {
        200: json(OkSchema, "Password changed"),
        ...writeErrors,
        // The current password is checked like a sign-in, with the same budgets.
        ...errorResponses.rateLimited,
      },
    }),
    async (c) => {
      const { currentPassword, newPassword } = c.req.valid("json");
      const session = c.get("session");
      await services.staffUsers.changeOwnPassword(
        session.user.id,
        currentPassword,
        newPassword,
        actorOf(c),
        {
          ip: c.get("ip"),
          deviceCookie: cookieOf(c, "staff-device"),
          keepSessionId: session.sessionId,
        },
      );
      return c.json({ ok: true as const }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: "patch",
      path: "/admin/account",
      operationId: "updateOwnAccount",
      tags: staffTags,
      summary: "Change your own display name and e-mail address",
      request: { body: body(staffProfileSchema) },
      responses: { 200: json(StaffUserAdminSchema, "Your account"), ...writeErrors },
    }),
    async (c) =>
      c.json(
        await services.staffUsers.update(c.get("session").user.id, c.req.valid("json"), actorOf(c)),
        200,
      ),
  );

  return router;
}

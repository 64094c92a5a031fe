/**
 * Content staff manage: programs (all statuses), destinations and blog posts.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { blogPostInputSchema, destinationInputSchema } from "@shared/content/content-form";
import { programInputSchema } from "@shared/content/program-form";
import type { Services } from "../../../services";
import { notFound } from "../../errors";
import { actorOf, requireStaff } from "../auth";
import { BlogListQuerySchema, ListQuerySchema } from "../list-query";
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
import {
  AdminProgramSchema,
  BlogPostSchema,
  DestinationSchema,
  ProgramRecordSchema,
} from "../schemas";

const ProgramIdParam = z.object({
  id: z
    .string()
    .max(80)
    .openapi({ param: { name: "id", in: "path" }, example: "cert-tesol" }),
});

export function contentAdminRoutes(services: Services) {
  const router = createRouter();
  router.use("/admin/programs", requireStaff(services));
  router.use("/admin/programs/*", requireStaff(services));
  router.use("/admin/destinations", requireStaff(services));
  router.use("/admin/destinations/*", requireStaff(services));
  router.use("/admin/blog", requireStaff(services));
  router.use("/admin/blog/*", requireStaff(services));

  // Programs
  const programTags = ["Programs"];
  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/programs",
      operationId: "listStaffPrograms",
      tags: programTags,
      summary: "Every program, any status; search over title, location and type",
      request: { query: ListQuerySchema },
      responses: {
        200: json(pageOf(AdminProgramSchema, "AdminProgramPage"), "Programs"),
        ...staffErrors,
        ...errorResponses.validation,
      },
    }),
    async (c) => c.json(await services.programAdmin.list(c.req.valid("query")), 200),
  );
  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/programs/{id}",
      operationId: "getStaffProgram",
      tags: programTags,
      summary: "One program, any status",
      request: { params: ProgramIdParam },
      responses: {
        200: json(ProgramRecordSchema, "The program"),
        ...staffErrors,
        ...errorResponses.validation,
        ...errorResponses.notFound,
      },
    }),
    async (c) => {
      const program = await services.programAdmin.get(c.req.valid("param").id);
      if (!program) throw notFound("Program not found");
      return c.json(program, 200);
    },
  );
  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/programs",
      operationId: "createProgram",
      tags: programTags,
      summary: "Create a program",
      request: { body: body(programInputSchema) },
      responses: { 201: json(ProgramRecordSchema, "Created"), ...writeErrors },
    }),
    async (c) => c.json(await services.programAdmin.create(c.req.valid("json"), actorOf(c)), 201),
  );
  router.openapi(
    createRoute({
      method: "put",
      path: "/admin/programs/{id}",
      operationId: "updateProgram",
      tags: programTags,
      summary: "Replace every field of a program (only active programs are public)",
      request: { params: ProgramIdParam, body: body(programInputSchema) },
      responses: { 200: json(ProgramRecordSchema, "Updated"), ...writeErrors },
    }),
    async (c) =>
      c.json(
        await services.programAdmin.update(
          c.req.valid("param").id,
          c.req.valid("json"),
          actorOf(c),
        ),
        200,
      ),
  );
  router.openapi(
    createRoute({
      method: "delete",
      path: "/admin/programs/{id}",
      operationId: "deleteProgram",
      tags: programTags,
      summary: "Delete a program (quote requests keep its title)",
      request: { params: ProgramIdParam },
      responses: {
        200: json(OkSchema, "Deleted"),
        ...staffErrors,
        ...errorResponses.validation,
        ...errorResponses.notFound,
      },
    }),
    async (c) => {
      await services.programAdmin.remove(c.req.valid("param").id, actorOf(c));
      return c.json({ ok: true as const }, 200);
    },
  );

  // Destinations
  const destinationTags = ["Destinations"];
  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/destinations",
      operationId: "listDestinations",
      tags: destinationTags,
      summary: "Every destination with its program count",
      responses: { 200: json(z.array(DestinationSchema), "Destinations"), ...staffErrors },
    }),
    async (c) => c.json(await services.destinations.list(), 200),
  );
  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/destinations",
      operationId: "createDestination",
      tags: destinationTags,
      summary: "Add a destination (features as a list or comma-separated text)",
      request: { body: body(destinationInputSchema) },
      responses: { 201: json(DestinationSchema, "Created"), ...writeErrors },
    }),
    async (c) => c.json(await services.destinations.create(c.req.valid("json"), actorOf(c)), 201),
  );
  router.openapi(
    createRoute({
      method: "put",
      path: "/admin/destinations/{id}",
      operationId: "updateDestination",
      tags: destinationTags,
      summary: "Edit a destination",
      request: { params: IdParam, body: body(destinationInputSchema) },
      responses: { 200: json(DestinationSchema, "Updated"), ...writeErrors },
    }),
    async (c) =>
      c.json(
        await services.destinations.update(
          c.req.valid("param").id,
          c.req.valid("json"),
          actorOf(c),
        ),
        200,
      ),
  );
  router.openapi(
    createRoute({
      method: "delete",
      path: "/admin/destinations/{id}",
      operationId: "deleteDestination",
      tags: destinationTags,
      summary: "Delete a destination",
      request: { params: IdParam },
      responses: {
        200: json(OkSchema, "Deleted"),
        ...staffErrors,
        ...errorResponses.validation,
        ...errorResponses.notFound,
      },
    }),
    async (c) => {
      await services.destinations.remove(c.req.valid("param").id, actorOf(c));
      return c.json({ ok: true as const }, 200);
    },
  );

  // Blog
  const blogTags = ["Blog"];
  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/blog",
      operationId: "listBlogPosts",
      tags: blogTags,
      summary: "Blog posts (search, status published/draft, category, paging) with totals",
      request: { query: BlogListQuerySchema },
      responses: {
        200: json(
          pageOf(BlogPostSchema, "BlogPostPage").extend({
            stats: z.object({
              total: z.number(),
              published: z.number(),
              drafts: z.number(),
              categories: z.number(),
            }),
          }),
          "Posts",
        ),
        ...staffErrors,
        ...errorResponses.validation,
      },
    }),
    async (c) => {
      const [page, stats] = await Promise.all([
        services.blog.list(c.req.valid("query")),
        services.blog.stats(),
      ]);
      return c.json({ ...page, stats }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/blog",
      operationId: "createBlogPost",
      tags: blogTags,
      summary: "Create a post (slug derived from the title when blank)",
      request: { body: body(blogPostInputSchema) },
      responses: { 201: json(BlogPostSchema, "Created"), ...writeErrors },
    }),
    async (c) => c.json(await services.blog.create(c.req.valid("json"), actorOf(c)), 201),
  );
  router.openapi(
    createRoute({
      method: "put",
      path: "/admin/blog/{id}",
      operationId: "updateBlogPost",
      tags: blogTags,
      summary: "Edit a post",
      request: { params: IdParam, body: body(blogPostInputSchema) },
      responses: { 200: json(BlogPostSchema, "Updated"), ...writeErrors },
    }),
    async (c) =>
      c.json(
        await services.blog.update(c.req.valid("param").id, c.req.valid("json"), actorOf(c)),
        200,
      ),
  );
  router.openapi(
    createRoute({
      method: "patch",
      path: "/admin/blog/{id}/publish",
      operationId: "publishBlogPost",
      tags: blogTags,
      summary: "Publish or unpublish a post",
      request: { params: IdParam, body: body(z.object({ isPublished: z.boolean() })) },
      responses: { 200: json(BlogPostSchema, "Updated"), ...writeErrors },
    }),
    async (c) =>
      c.json(
        await services.blog.setPublished(
          c.req.valid("param").id,
          c.req.valid("json").isPublished,
          actorOf(c),
        ),
        200,
      ),
  );
  router.openapi(
    createRoute({
      method: "delete",
      path: "/admin/blog/{id}",
      operationId: "deleteBlogPost",
      tags: blogTags,
      summary: "Delete a post",
      request: { params: IdParam },
      responses: {
        200: json(OkSchema, "Deleted"),
        ...staffErrors,
        ...errorResponses.validation,
        ...errorResponses.notFound,
      },
    }),
    async (c) => {
      await services.blog.remove(c.req.valid("param").id, actorOf(c));
      return c.json({ ok: true as const }, 200);
    },
  );

  return router;
}

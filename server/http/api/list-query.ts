import { z } from "@hono/zod-openapi";
import { listQuerySchema } from "../../services/paging";

/** `?q=&status=&page=&pageSize=&sort=`, documented once for every list endpoint. */
export const ListQuerySchema = listQuerySchema.extend({
  q: listQuerySchema.shape.q.openapi({
    description: "Search text, matched against every text field",
  }),
  status: listQuerySchema.shape.status.openapi({ description: "Filter by status" }),
  page: listQuerySchema.shape.page.openapi({ description: "1-based page number" }),
  pageSize: listQuerySchema.shape.pageSize.openapi({ description: "Rows per page, at most 100" }),
  sort: listQuerySchema.shape.sort.openapi({
    description: "Column to sort by; prefix - for descending",
  }),
});

export const StudentListQuerySchema = ListQuerySchema.extend({
  programId: z.string().max(80).optional(),
});

export const BlogListQuerySchema = ListQuerySchema.extend({
  category: z.string().max(60).optional(),
});

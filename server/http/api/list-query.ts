import { z } from "@hono/zod-openapi";
import { listQuerySchema } from "../../services/paging";

/**
 * `?q=&status=&page=&pageSize=&sort=`, documented once for every list endpoint. `describe`, not
 * `openapi`: the schema is built by the services, possibly before @hono/zod-openapi has added
 * its method to zod, and the generator reads descriptions either way.
 */
export const ListQuerySchema = listQuerySchema.extend({
  q: listQuerySchema.shape.q.describe("Search text, matched against every text field"),
  status: listQuerySchema.shape.status.describe("Filter by status"),
  page: listQuerySchema.shape.page.describe("1-based page number"),
  pageSize: listQuerySchema.shape.pageSize.describe("Rows per page, at most 100"),
  sort: listQuerySchema.shape.sort.describe("Column to sort by; prefix - for descending"),
});

export const StudentListQuerySchema = ListQuerySchema.extend({
  programId: z.string().max(80).optional(),
});

export const BlogListQuerySchema = ListQuerySchema.extend({
  category: z.string().max(60).optional(),
});

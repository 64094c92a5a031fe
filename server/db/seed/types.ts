import type { blogPosts, destinations, programs, students } from "../schema";

type Timestamps = "createdAt" | "updatedAt";

/** A program as shipped with the product; staff edits are never overwritten by a later seed. */
export type ProgramSeed = Omit<typeof programs.$inferInsert, Timestamps>;

export type DestinationSeed = Omit<typeof destinations.$inferInsert, Timestamps | "id">;

/** Demo students: clearly fictional people, marked as demo in their e-mail domain. */
export type StudentSeed = Omit<typeof students.$inferInsert, Timestamps | "id" | "quoteRequestId">;

export type BlogPostSeed = Omit<
  typeof blogPosts.$inferInsert,
  Timestamps | "id" | "publishedAt"
> & {
  /** ISO date; required when isPublished. */
  publishedAt?: string;
};

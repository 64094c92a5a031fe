import type { BlogPostInput } from "@shared/content/content-form";
import { and, asc, count, countDistinct, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { blogPosts } from "../../db/schema";
import { type Actor, recordAudit } from "../audit";
import { ConflictError, NotFoundError } from "../errors";
import { type ListQuery, likePattern, offsetOf } from "../paging";
import { cleanMarkdownSource } from "./markdown";
import { deleteTranslationsOf, type TranslationService } from "./translations/service";

export type BlogPost = typeof blogPosts.$inferSelect;

export interface BlogListQuery extends ListQuery {
  category?: string;
}

export function createBlogService(deps: {
  db: Database;
  onChange: () => void;
  translations: TranslationService;
}) {
  const { db } = deps;

  function condition(query: Pick<BlogListQuery, "q" | "status" | "category">): SQL | undefined {
    const pattern = query.q ? likePattern(query.q) : null;
    return and(
      pattern
        ? or(
            ilike(blogPosts.title, pattern),
            ilike(blogPosts.excerpt, pattern),
            ilike(blogPosts.content, pattern),
          )
        : undefined,
      query.status === "published" ? eq(blogPosts.isPublished, true) : undefined,
      query.status === "draft" ? eq(blogPosts.isPublished, false) : undefined,
      query.category ? eq(blogPosts.category, query.category) : undefined,
    );
  }

  /** Keeps `publishedAt` true to the first publication; a draft keeps it for the record. */
  const publication = (isPublished: boolean, before?: BlogPost) => ({
    isPublished,
    publishedAt: isPublished ? (before?.publishedAt ?? new Date()) : (before?.publishedAt ?? null),
  });

  async function mutate(
    id: number,
    change: (before: BlogPost) => Partial<typeof blogPosts.$inferInsert>,
    actor: Actor,
    summary: (after: BlogPost) => string,
  ): Promise<BlogPost> {
    const updated = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
      if (!before) throw new NotFoundError("Blog post not found");
      const values = change(before);
      if (values.slug && values.slug !== before.slug) {
        const [clash] = await tx
          .select({ id: blogPosts.id })
          .from(blogPosts)
          .where(eq(blogPosts.slug, values.slug));
        if (clash) throw new ConflictError("Another post already uses this slug.", "slug");
      }
      const [after] = await tx
        .update(blogPosts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(blogPosts.id, id))
        .returning();
      if (!after) throw new NotFoundError("Blog post not found");
      await recordAudit(tx, actor, {
        action: "update",
        entity: "blog_post",
        entityId: id,
        summary: summary(after),
        before,
        after,
      });
      return after;
    });
    deps.onChange();
    return updated;
  }

  return {
    async list(query: BlogListQuery) {
      const where = condition(query);
      const [items, [totals]] = await Promise.all([
        db
          .select()
          .from(blogPosts)
          .where(where)
          .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
          .limit(query.pageSize)
          .offset(offsetOf(query)),
        db.select({ total: count() }).from(blogPosts).where(where),
      ]);
      return {
        items: await deps.translations.withStates("blogPost", items, (row) => String(row.id)),
        total: totals?.total ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async *iterate(
      query: Pick<BlogListQuery, "q" | "status" | "category">,
    ): AsyncGenerator<BlogPost> {
      const batch = 500;
      for (let offset = 0; ; offset += batch) {
        const rows = await db
          .select()
          .from(blogPosts)
          .where(condition(query))
          .orderBy(asc(blogPosts.id))
          .limit(batch)
          .offset(offset);
        yield* rows;
        if (rows.length < batch) return;
      }
    },

    async stats(): Promise<{
      total: number;
      published: number;
      drafts: number;
      categories: number;
    }> {
      const [row] = await db
        .select({ total: count(), categories: countDistinct(blogPosts.category) })
        .from(blogPosts);
      const [published] = await db
        .select({ n: count() })
        .from(blogPosts)
        .where(eq(blogPosts.isPublished, true));
      const total = row?.total ?? 0;
      return {
        total,
        published: published?.n ?? 0,
        drafts: total - (published?.n ?? 0),
        categories: row?.categories ?? 0,
      };
    },

    /** The categories in use, alphabetically: the admin list's category filter. */
    async categories(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ category: blogPosts.category })
        .from(blogPosts)
        .orderBy(asc(blogPosts.category));
      return rows.map((row) => row.category);
    },

    async get(id: number): Promise<BlogPost | null> {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
      return row ?? null;
    },

    async create(input: BlogPostInput, actor: Actor): Promise<BlogPost> {
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(blogPosts)
          .values({
            ...input,
            content: cleanMarkdownSource(input.content),
            ...publication(input.isPublished),
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new ConflictError("Another post already uses this slug.", "slug");
        await recordAudit(tx, actor, {
          action: "create",
          entity: "blog_post",
          entityId: row.id,
          summary: `Created blog post “${row.title}”`,
          after: row,
        });
        return row;
      });
      deps.onChange();
      return created;
    },

    update(id: number, input: BlogPostInput, actor: Actor): Promise<BlogPost> {
      return mutate(
        id,
        (before) => ({
          ...input,
          content: cleanMarkdownSource(input.content),
          ...publication(input.isPublished, before),
        }),
        actor,
        (after) => `Updated blog post “${after.title}”`,
      );
    },

    setPublished(id: number, isPublished: boolean, actor: Actor): Promise<BlogPost> {
      return mutate(
        id,
        (before) => publication(isPublished, before),
        actor,
        (after) => `${isPublished ? "Published" : "Unpublished"} blog post “${after.title}”`,
      );
    },

    async remove(id: number, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
        if (!row) throw new NotFoundError("Blog post not found");
        await deleteTranslationsOf(tx, "blogPost", String(id));
        await recordAudit(tx, actor, {
          action: "delete",
          entity: "blog_post",
          entityId: id,
          summary: `Deleted blog post “${row.title}”`,
          before: row,
        });
      });
      deps.onChange();
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;

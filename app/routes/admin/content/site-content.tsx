/**
 * Content (/admin/content): the blog posts, searched and paged on the server, written in Markdown
 * and previewed before publishing. The table, the form and the filters are in ./content-editor/.
 */
import { renderMarkdown } from "@server/services/content/markdown";
import { blogPostInputSchema } from "@shared/content/content-form";
import { Link, useLocation, useNavigate } from "react-router";
import { BookOpen, Download, Eye, FileText, Plus, Tags } from "~/components/ui/icons";
import { adminMeta, formText } from "../../../components/admin/action-result";
import { PageHeader } from "../../../components/admin/page-header";
import { buttonClass } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { Pagination } from "../../../components/ui/pagination";
import { StatCard, StatGrid } from "../../../components/ui/stat-card";
import {
  adminContext,
  attempt,
  failed,
  fieldErrors,
  idParam,
  listQueryOf,
  ok,
} from "../admin.server";
import type { Route } from "./+types/site-content";
import { postInputOf, REQUIRED } from "./site-content/post-data";
import { PostForm } from "./site-content/post-form";
import { PostSearch } from "./site-content/post-search";
import { PostsTable } from "./site-content/posts-table";

export function meta() {
  return adminMeta("Content");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = adminContext(context);
  const url = new URL(request.url);
  const query = listQueryOf(url);
  if (query.status !== "published" && query.status !== "draft") query.status = "";
  const category = url.searchParams.get("category")?.slice(0, 60) || "";
  const editId = idParam(url, "edit");
  const [list, stats, categories, editing] = await Promise.all([
    services.blog.list({ ...query, category: category || undefined }),
    services.blog.stats(),
    services.blog.categories(),
    editId ? services.blog.get(editId) : null,
  ]);
  return {
    list,
    stats,
    categories,
    q: query.q,
    status: query.status,
    category,
    editing,
    creating: url.searchParams.get("new") === "1",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, actor } = adminContext(context);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const id = Number(formText(form, "id"));
  switch (intent) {
    case "preview":
      return {
        ok: true as const,
        intent,
        message: "",
        html: renderMarkdown(formText(form, "content")),
      };
    case "delete":
      return attempt(intent, "Failed to delete blog post", async () => {
        await services.blog.remove(id, actor);
        return ok(intent, "Blog post deleted successfully");
      });
    case "publish": {
      const publish = formText(form, "isPublished") === "true";
      return attempt(intent, "Failed to update blog post status", async () => {
        await services.blog.setPublished(id, publish, actor);
        return ok(intent, `Blog post ${publish ? "published" : "unpublished"} successfully`);
      });
    }
    case "create":
    case "update": {
      const fallback =
        intent === "create" ? "Failed to create blog post" : "Failed to update blog post";
      const parsed = blogPostInputSchema.safeParse(postInputOf(form));
      if (!parsed.success) {
        const fields = fieldErrors(parsed.error.issues);
        return failed(
          intent,
          Object.values(fields).includes(REQUIRED) ? REQUIRED : fallback,
          400,
          fields,
        );
      }
      return attempt(intent, fallback, async () => {
        if (intent === "create") {
          const post = await services.blog.create(parsed.data, actor);
          return ok(intent, "Blog post created successfully", post.id);
        }
        await services.blog.update(id, parsed.data, actor);
        return ok(intent, "Blog post updated successfully", id);
      });
    }
    default:
      return failed(intent, "Unknown action");
  }
}

export default function Content({ loaderData }: Route.ComponentProps) {
  const { list, stats, categories, q, status, category, editing, creating } = loaderData;
  const location = useLocation();
  const navigate = useNavigate();
  const withParam = (name: string, value: string | null) => {
    const params = new URLSearchParams(location.search);
    params.delete("new");
    params.delete("edit");
    if (value !== null) params.set(name, value);
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  const closeForm = () =>
    navigate(withParam("", null), { replace: true, preventScrollReset: true });
  const csvParams = new URLSearchParams();
  if (q) csvParams.set("q", q);
  if (status) csvParams.set("status", status);
  if (category) csvParams.set("category", category);
  const filtered = q !== "" || status !== "" || category !== "";

  return (
    <>
      <PageHeader
        title="Content"
        description="Blog posts: write in Markdown, preview, publish."
        actions={
          <>
            <a
              href={`/api/admin/exports/blog-posts-${csvParams.size ? `?${csvParams}` : ""}`}
              download
              className={buttonClass("secondary")}
            >
              <Download aria-hidden="true" className="size-4" /> Export CSV
            </a>
            <Link to={withParam("new", "1")} preventScrollReset className={buttonClass("primary")}>
              <Plus aria-hidden="true" className="size-4" /> New blog post
            </Link>
          </>
        }
      />
      <StatGrid label="Blog totals">
        <StatCard label="Total Posts" value={stats.total} icon={BookOpen} />
        <StatCard label="Published" value={stats.published} icon={Eye} />
        <StatCard label="Drafts" value={stats.drafts} icon={FileText} />
        <StatCard label="Categories" value={stats.categories} icon={Tags} />
      </StatGrid>

      {creating ? (
        <section
          aria-labelledby="new-post"
          className="mt-6 rounded-xl border border-sea bg-white p-5"
        >
          <h2 id="new-post" className="font-sans text-lg font-semibold">
            New blog post
          </h2>
          <PostForm post={null} onDone={closeForm} />
        </section>
      ) : null}

      <PostSearch q={q} status={status} category={category} categories={categories} />

      {list.items.length === 0 ? (
        <EmptyState
          title="No blog posts found"
          filtered={filtered}
          emptyText="Write the first post with “New blog post”."
        />
      ) : (
        <PostsTable
          posts={list.items}
          editing={editing}
          editHref={(id) => withParam("edit", String(id))}
          onEditDone={closeForm}
        />
      )}
      {list.total > 0 ? (
        <Pagination
          page={list.page}
          pageSize={list.pageSize}
          total={list.total}
          label="Blog post pages"
        />
      ) : null}
    </>
  );
}

import { renderMarkdown } from "@server/services/content/markdown";
import { blogPostInputSchema, slugify } from "@shared/content/content-form";
import { formatDate } from "@shared/format/dates";
import { type FormEvent, useRef, useState } from "react";
import { Form, Link, useFetcher, useLocation, useNavigate } from "react-router";
import { LanguageTabs } from "~/components/admin/content/translations/language-tabs";
import { TranslationBadges } from "~/components/admin/content/translations/translation-badges";
import {
  BookOpen,
  Download,
  Eye,
  EyeOff,
  FileText,
  Pencil,
  Plus,
  Tags,
} from "~/components/ui/icons";
import { type ActionResult, adminMeta, formText } from "../../../components/admin/action-result";
import { PageHeader } from "../../../components/admin/page-header";
import { ScrollArea } from "../../../components/admin/scroll-area";
import { SearchBox } from "../../../components/admin/search-box";
import { bodyCell, TableHead } from "../../../components/admin/table-head";
import { useActionToast } from "../../../components/admin/use-action-toast";
import { useFormDraft } from "../../../components/admin/use-draft";
import { useListSearch } from "../../../components/admin/use-list-search";
import { Badge } from "../../../components/ui/badge";
import { Button, buttonClass } from "../../../components/ui/button";
import { ConfirmButton } from "../../../components/ui/confirm-dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { Checkbox, Input, Select, Textarea } from "../../../components/ui/field";
import { Pagination } from "../../../components/ui/pagination";
import { StatCard, StatGrid } from "../../../components/ui/stat-card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { toast } from "../../../components/ui/toast";
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

export function meta() {
  return adminMeta("Content");
}

const REQUIRED = "Please fill in title and content";

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

function inputOf(form: FormData) {
  return {
    title: formText(form, "title"),
    slug: formText(form, "slug"),
    excerpt: formText(form, "excerpt"),
    content: formText(form, "content"),
    featuredImage: formText(form, "featuredImage"),
    category: formText(form, "category"),
    tags: formText(form, "tags"),
    isPublished: form.get("isPublished") === "on",
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
      const parsed = blogPostInputSchema.safeParse(inputOf(form));
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
  const { formRef, onSearchChange, onSubmit, submitNow } = useListSearch();
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

      <Form
        ref={formRef}
        onSubmit={onSubmit}
        method="get"
        role="search"
        className="mt-6 mb-4 flex flex-wrap items-end gap-2"
      >
        <SearchBox defaultValue={q} label="Search blog posts" onChange={onSearchChange} />
        <Select
          label="Status"
          hideLabel
          name="status"
          defaultValue={status}
          onChange={submitNow}
          className="w-40"
          options={[
            { value: "", label: "All statuses" },
            { value: "published", label: "Published" },
            { value: "draft", label: "Drafts" },
          ]}
        />
        <Select
          label="Category"
          hideLabel
          name="category"
          defaultValue={category}
          onChange={submitNow}
          className="w-48"
          options={[{ value: "", label: "All categories" }, ...categories]}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </Form>

      {list.items.length === 0 ? (
        <EmptyState
          title="No blog posts found"
          filtered={filtered}
          emptyText="Write the first post with “New blog post”."
        />
      ) : (
        <ScrollArea label="Blog posts table" className="rounded-xl border border-mist bg-white">
          <table className="w-full min-w-[760px]">
            <caption className="sr-only">Blog posts</caption>
            <TableHead
              columns={["Title", "Category", "Status", "Date", { label: "Actions", hidden: true }]}
            />
            <tbody className="divide-y divide-mist">
              {list.items.map((post) =>
                editing?.id === post.id ? (
                  <tr key={post.id}>
                    <td colSpan={5} className="p-4">
                      <h2 className="font-sans text-base font-semibold">Edit “{post.title}”</h2>
                      <LanguageTabs entity="blogPost" id={String(post.id)} />
                      <PostForm post={editing} onDone={closeForm} />
                    </td>
                  </tr>
                ) : (
                  <PostRow
                    key={post.id}
                    post={post}
                    editHref={withParam("edit", String(post.id))}
                  />
                ),
              )}
            </tbody>
          </table>
        </ScrollArea>
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

type Post = Route.ComponentProps["loaderData"]["list"]["items"][number];

function PostRow({ post, editHref }: { post: Post; editHref: string }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data);
  const pendingPublished = fetcher.formData
    ? fetcher.formData.get("isPublished") === "true"
    : post.isPublished;
  return (
    <tr>
      <td className={bodyCell}>
        <span className="font-medium">{post.title}</span>
        <span className="block text-xs text-ink-muted">/{post.slug}</span>
        <div className="mt-1">
          <TranslationBadges
            entity="blogPost"
            id={String(post.id)}
            label={post.title}
            states={post.translations}
          />
        </div>
      </td>
      <td className={bodyCell}>{post.category}</td>
      <td className={bodyCell}>
        <Badge tone={pendingPublished ? "success" : "warning"}>
          {pendingPublished ? "Published" : "Draft"}
        </Badge>
      </td>
      <td className={`${bodyCell} whitespace-nowrap`}>
        {formatDate(post.publishedAt ?? post.createdAt)}
      </td>
      <td className={`${bodyCell} whitespace-nowrap text-right`}>
        <Button
          size="sm"
          variant="ghost"
          disabled={fetcher.state !== "idle"}
          aria-label={`${post.isPublished ? "Unpublish" : "Publish"} ${post.title}`}
          onClick={() =>
            fetcher.submit(
              { intent: "publish", id: post.id, isPublished: String(!post.isPublished) },
              { method: "post" },
            )
          }
        >
          {post.isPublished ? (
            <EyeOff aria-hidden="true" className="size-4" />
          ) : (
            <Eye aria-hidden="true" className="size-4" />
          )}
          {post.isPublished ? "Unpublish" : "Publish"}
        </Button>
        <Link
          to={editHref}
          preventScrollReset
          className={buttonClass("ghost", "sm")}
          aria-label={`Edit ${post.title}`}
        >
          <Pencil aria-hidden="true" className="size-4" /> Edit
        </Link>
        <ConfirmButton
          message="Are you sure you want to delete this blog post?"
          label={`Delete ${post.title}`}
          onConfirm={() => fetcher.submit({ intent: "delete", id: post.id }, { method: "post" })}
        >
          Delete
        </ConfirmButton>
      </td>
    </tr>
  );
}

function PostForm({
  post,
  onDone,
}: {
  post: Omit<Post, "translations"> | null;
  onDone: () => void;
}) {
  const fetcher = useFetcher<ActionResult>();
  const preview = useFetcher<{ html?: string }>();
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useFormDraft(`/admin/content:${post?.id ?? "new"}`, formRef);
  const [title, setTitle] = useState(post?.title ?? "");
  const prefix = post ? `post-${post.id}` : "new-post";
  useActionToast(fetcher.data, (result) => {
    if (result.ok) {
      draft.clear();
      onDone();
    }
  });
  const errors = fetcher.data && !fetcher.data.ok ? (fetcher.data.fields ?? {}) : {};
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    if (!formText(data, "title").trim() || !formText(data, "content").trim()) {
      event.preventDefault();
      toast({ title: "Error", description: REQUIRED, variant: "destructive" });
    }
  };
  const showPreview = () => {
    const content = formRef.current?.elements.namedItem("content");
    if (content instanceof HTMLTextAreaElement) {
      preview.submit({ intent: "preview", content: content.value }, { method: "post" });
    }
  };

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="mt-4 grid gap-3 md:grid-cols-2"
    >
      <input type="hidden" name="intent" value={post ? "update" : "create"} />
      {post ? <input type="hidden" name="id" value={post.id} /> : null}
      {draft.restored ? (
        <p role="status" className="rounded-lg bg-sky p-2 text-sm text-sea-deep md:col-span-2">
          Your unsaved changes were restored.
        </p>
      ) : null}
      <Input
        id={`${prefix}-title`}
        label="Title"
        name="title"
        required
        maxLength={200}
        defaultValue={post?.title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        error={errors.title}
      />
      <Input
        id={`${prefix}-slug`}
        label="Slug"
        name="slug"
        defaultValue={post?.slug}
        error={errors.slug}
        hint={`Leave blank to use “${slugify(title) || "derived-from-the-title"}”.`}
      />
      <Textarea
        id={`${prefix}-excerpt`}
        className="md:col-span-2"
        label="Excerpt"
        name="excerpt"
        rows={2}
        defaultValue={post?.excerpt}
        error={errors.excerpt}
      />
      <Tabs
        defaultValue="write"
        className="md:col-span-2"
        onValueChange={(value) => value === "preview" && showPreview()}
      >
        <TabsList aria-label="Content editor">
          <TabsTrigger value="write">Write</TabsTrigger>
          <TabsTrigger value="preview">Preview</TabsTrigger>
        </TabsList>
        <TabsContent value="write" forceMount className="data-[state=inactive]:hidden">
          <Textarea
            id={`${prefix}-content`}
            label="Content (Markdown)"
            name="content"
            rows={12}
            required
            defaultValue={post?.content}
            error={errors.content}
            hint="Markdown: ## Heading, **bold**, *italic*, [link](https://…), - list item."
          />
        </TabsContent>
        <TabsContent value="preview">
          {preview.state !== "idle" ? (
            <p className="text-sm text-ink-muted">Rendering preview…</p>
          ) : (
            <div
              className="prose-admin max-w-none rounded-lg border border-mist p-4 text-sm leading-relaxed [&_a]:text-sea [&_a]:underline [&_h1]:text-xl [&_h2]:mt-4 [&_h2]:text-lg [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-2 [&_ul]:list-disc"
              data-testid="markdown-preview"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by marked and sanitized with sanitize-html on the server
              dangerouslySetInnerHTML={{ __html: preview.data?.html ?? "" }}
            />
          )}
        </TabsContent>
      </Tabs>
      <Input
        id={`${prefix}-image`}
        label="Featured image"
        name="featuredImage"
        defaultValue={post?.featuredImage ?? ""}
        error={errors.featuredImage}
        hint="A path on this site (/images/…) or an https:// address."
      />
      <Input
        id={`${prefix}-category`}
        label="Category"
        name="category"
        defaultValue={post?.category ?? ""}
        error={errors.category}
        hint="Blank: News."
      />
      <Input
        id={`${prefix}-tags`}
        label="Tags"
        name="tags"
        defaultValue={post?.tags.join(", ")}
        error={errors.tags}
        hint="Separate tags with commas."
      />
      <Checkbox
        id={`${prefix}-published`}
        className="self-center"
        label={post ? "Published" : "Publish immediately"}
        name="isPublished"
        defaultChecked={post?.isPublished ?? false}
      />
      <div className="flex justify-end gap-2 md:col-span-2">
        <Button
          variant="secondary"
          onClick={() => {
            draft.clear();
            onDone();
          }}
        >
          Cancel
        </Button>
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Saving…" : post ? "Save changes" : "Create post"}
        </Button>
      </div>
    </fetcher.Form>
  );
}

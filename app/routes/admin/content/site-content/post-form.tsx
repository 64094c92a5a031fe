import { slugify } from "@shared/content/content-form";
import { type FormEvent, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useFormDraft } from "~/components/admin/use-draft";
import { Button } from "~/components/ui/button";
import { Checkbox, Input, Textarea } from "~/components/ui/field";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { toast } from "~/components/ui/toast";
import { type ActionResult, formText } from "../../../../components/admin/action-result";
import { useActionToast } from "../../../../components/admin/use-action-toast";
import { type EditablePost, REQUIRED } from "./post-data";

/**
 * A new post or the one being edited: Markdown with a preview rendered by the server, and a
 * draft kept in sessionStorage until it is saved or cancelled.
 */
export function PostForm({ post, onDone }: { post: EditablePost | null; onDone: () => void }) {
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

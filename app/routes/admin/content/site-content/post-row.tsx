import { formatDate } from "@shared/format/dates";
import { Link, useFetcher } from "react-router";
import { TranslationBadges } from "~/components/admin/content/translations/translation-badges";
import { bodyCell } from "~/components/admin/table-head";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClass } from "~/components/ui/button";
import { ConfirmButton } from "~/components/ui/confirm-dialog";
import { Eye, EyeOff, Pencil } from "~/components/ui/icons";
import type { ActionResult } from "../../../../components/admin/action-result";
import { useActionToast } from "../../../../components/admin/use-action-toast";
import type { PostListItem } from "./post-data";

/** One post: title, translations, category, status and date, with publish, edit and delete. */
export function PostRow({ post, editHref }: { post: PostListItem; editHref: string }) {
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

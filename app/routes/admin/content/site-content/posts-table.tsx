import { LanguageTabs } from "~/components/admin/content/translations/language-tabs";
import { ScrollArea } from "~/components/admin/scroll-area";
import { TableHead } from "~/components/admin/table-head";
import type { EditablePost, PostListItem } from "./post-data";
import { PostForm } from "./post-form";
import { PostRow } from "./post-row";

/** The page of posts; the one being edited opens its form in place of its row. */
export function PostsTable({
  posts,
  editing,
  editHref,
  onEditDone,
}: {
  posts: PostListItem[];
  editing: EditablePost | null;
  editHref: (id: number) => string;
  onEditDone: () => void;
}) {
  return (
    <ScrollArea label="Blog posts table" className="rounded-xl border border-mist bg-white">
      <table className="w-full min-w-[760px]">
        <caption className="sr-only">Blog posts</caption>
        <TableHead
          columns={["Title", "Category", "Status", "Date", { label: "Actions", hidden: true }]}
        />
        <tbody className="divide-y divide-mist">
          {posts.map((post) =>
            editing?.id === post.id ? (
              <tr key={post.id}>
                <td colSpan={5} className="p-4">
                  <h2 className="font-sans text-base font-semibold">Edit “{post.title}”</h2>
                  <LanguageTabs entity="blogPost" id={String(post.id)} />
                  <PostForm post={editing} onDone={onEditDone} />
                </td>
              </tr>
            ) : (
              <PostRow key={post.id} post={post} editHref={editHref(post.id)} />
            ),
          )}
        </tbody>
      </table>
    </ScrollArea>
  );
}

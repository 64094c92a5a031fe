/**
 * Blog posts as the content screen shows and edits them, and the reading of the post form. The
 * shapes name only what the screen uses; the route's loader data must fit them.
 */
import type { TranslationLanguage, TranslationState } from "@shared/content/types";
import { formText } from "../../../../components/admin/action-result";

/** What the post form edits. */
export interface EditablePost {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featuredImage: string | null;
  category: string;
  tags: string[];
  isPublished: boolean;
}

/** A row of the posts table: the post, its dates and the state of each translation. */
export interface PostListItem extends EditablePost {
  publishedAt: Date | null;
  createdAt: Date;
  translations: Record<TranslationLanguage, TranslationState>;
}

/** The message for a post without title or content, in the browser and from the server. */
export const REQUIRED = "Please fill in title and content";

/** The post form's fields, for the shared schema to check. */
export function postInputOf(form: FormData) {
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

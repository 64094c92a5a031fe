/**
 * /blog/rss.xml and /es|fr|de/blog/rss.xml: the twenty newest published posts that exist in the
 * feed's language (drafts never appear; a post not translated into a language is not in its feed).
 */
import { brand } from "@shared/config/brand";
import type { ContentLanguage } from "@shared/content/types";
import { href } from "@shared/i18n/languages";
import { messagesFor } from "@shared/i18n/messages.server";
import type { Services } from "../services";

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export async function renderBlogRss(
  services: Services,
  siteUrl: string,
  lang: ContentLanguage = "en",
): Promise<string> {
  const posts = await services.publicBlog.feed(lang, 20);
  const meta = (messagesFor(lang, ["blog"]).bundles.blog as { meta: { description: string } }).meta;
  const entries = posts
    .map((post) => {
      const link = `${siteUrl}${href(lang, `/blog/${post.slug}`)}`;
      return [
        "<item>",
        `<title>${escapeXml(post.title)}</title>`,
        `<link>${escapeXml(link)}</link>`,
        `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `<category>${escapeXml(post.category)}</category>`,
        post.publishedAt ? `<pubDate>${post.publishedAt.toUTCString()}</pubDate>` : "",
        `<description>${escapeXml(post.excerpt)}</description>`,
        "</item>",
      ].join("");
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${escapeXml(`${brand.name} blog`)}</title>
<link>${escapeXml(`${siteUrl}${href(lang, "/blog")}`)}</link>
<atom:link href="${escapeXml(`${siteUrl}${href(lang, "/blog/rss.xml")}`)}" rel="self" type="application/rss+xml"/>
<description>${escapeXml(meta.description)}</description>
<language>${lang}</language>
${entries}
</channel>
</rss>
`;
}

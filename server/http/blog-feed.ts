/** /blog/rss.xml: the twenty newest published posts (drafts never appear). */
import { brand } from "../../app/config/brand";
import type { Services } from "../services";

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export async function renderBlogRss(services: Services, siteUrl: string): Promise<string> {
  const { items } = await services.blog.listPublished({ page: 1, pageSize: 20 });
  const entries = items
    .map((post) => {
      const link = `${siteUrl}/blog/${post.slug}`;
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
<link>${escapeXml(`${siteUrl}/blog`)}</link>
<atom:link href="${escapeXml(`${siteUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>
<description>Stories, tips and news from our schools in Dublin, Cork and Galway.</description>
<language>en</language>
${entries}
</channel>
</rss>
`;
}

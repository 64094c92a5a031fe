/**
 * sitemap.xml: every public URL in every language, each listing its alternates (hreflang), so
 * search engines index the Spanish, French and German pages as translations, not duplicates.
 */
import { staticPublicPaths } from "../../app/config/site-map";
import { href, languages } from "../../app/i18n/languages";
import type { Services } from "../services";

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export async function renderSitemap(services: Services, siteUrl: string): Promise<string> {
  const [programs, posts] = await Promise.all([
    services.programs.listPublic(),
    services.blog.listPublished({ page: 1, pageSize: 1000 }),
  ]);
  const pages: { path: string; lastmod?: string }[] = [
    ...staticPublicPaths.map((path) => ({ path })),
    ...programs.map((program) => ({
      path: `/programs/${program.id}`,
      lastmod: program.updatedAt.slice(0, 10),
    })),
    ...posts.items.map((post) => ({
      path: `/blog/${post.slug}`,
      lastmod: post.updatedAt.toISOString().slice(0, 10),
    })),
  ];
  const entries = pages.flatMap((page) =>
    languages.map((lang) => {
      const alternates = languages
        .map(
          (alternate) =>
            `<xhtml:link rel="alternate" hreflang="${alternate}" href="${escapeXml(siteUrl + href(alternate, page.path))}"/>`,
        )
        .join("");
      const lastmod = page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : "";
      return `<url><loc>${escapeXml(siteUrl + href(lang, page.path))}</loc>${lastmod}${alternates}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

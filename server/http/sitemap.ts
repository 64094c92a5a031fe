/**
 * sitemap.xml: every public URL in every language, each listing its alternates (hreflang), so
 * search engines index the Spanish, French and German pages as translations, not duplicates.
 */
import { staticPublicPaths } from "@shared/config/site-map";
import { href, type Language, languages } from "@shared/i18n/languages";
import type { Services } from "../services";

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export async function renderSitemap(services: Services, siteUrl: string): Promise<string> {
  const [programs, posts] = await Promise.all([
    services.programs.listPublic(),
    services.publicBlog.listPublished({ page: 1, pageSize: 1000 }),
  ]);
  const pages: { path: string; lastmod?: string; paths?: Partial<Record<Language, string>> }[] = [
    ...staticPublicPaths.map((path) => ({ path })),
    ...programs.map((program) => ({
      path: `/programs/${program.id}`,
      lastmod: program.updatedAt.slice(0, 10),
    })),
    // A post is listed only in the languages it exists in, each under its own slug.
    ...posts.items.map((post) => ({
      path: `/blog/${post.slug}`,
      lastmod: post.updatedAt.toISOString().slice(0, 10),
      paths: Object.fromEntries(
        Object.entries(post.slugs).map(([lang, slug]) => [lang, `/blog/${slug}`]),
      ),
    })),
  ];
  const entries = pages.flatMap((page) => {
    const paths: Partial<Record<Language, string>> =
      page.paths ?? Object.fromEntries(languages.map((lang) => [lang, page.path]));
    const present = languages.filter((lang) => paths[lang]);
    const alternates = present
      .map(
        (alternate) =>
          `<xhtml:link rel="alternate" hreflang="${alternate}" href="${escapeXml(siteUrl + href(alternate, paths[alternate] ?? ""))}"/>`,
      )
      .join("");
    const lastmod = page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : "";
    return present.map(
      (lang) =>
        `<url><loc>${escapeXml(siteUrl + href(lang, paths[lang] ?? ""))}</loc>${lastmod}${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

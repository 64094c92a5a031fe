import { configContext, servicesContext } from "@server/http/context";
import { localize } from "@shared/i18n/messages.server";
import clsx from "clsx";
import { Link } from "react-router";
import { SmartImage } from "~/components/site/smart-image";
import { UntranslatedNotice } from "~/components/site/untranslated-notice";
import { useLocalized } from "~/components/site/use-localized";
import { useTranslation } from "~/i18n/react";
import { dayOf, formatDay } from "~/lib/date-format";
import { pageMeta } from "~/lib/seo";
import { langOf, untranslatedFields } from "~/lib/untranslated";
import type { Route } from "./+types/blog-index";

const PAGE_SIZE = 9;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const category = url.searchParams.get("category")?.slice(0, 60) || undefined;
  const page = Math.max(
    1,
    Math.min(1000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1),
  );
  const messages = localize(request, ["blog"]);
  const result = await context
    .get(servicesContext)
    .publicBlog.listPublished({ category, page, pageSize: PAGE_SIZE }, messages.lang);
  return {
    ...messages,
    siteUrl: context.get(configContext).publicUrl,
    category: category ?? null,
    page,
    pages: Math.max(1, Math.ceil(result.total / PAGE_SIZE)),
    categories: result.categories,
    posts: result.items.map((post) => ({
      id: post.id,
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      featuredImage: post.featuredImage,
      category: post.category,
      publishedAt: post.publishedAt?.toISOString() ?? null,
      inEnglish: untranslatedFields(post, ["title", "excerpt", "category"]),
    })),
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { titleKey: "blog:meta.title", descriptionKey: "blog:meta.description" });

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("blog");
  const { lang, to } = useLocalized();
  const { posts, categories, category, page, pages } = loaderData;
  const pageLink = (target: number) =>
    to(`/blog?${new URLSearchParams({ ...(category ? { category } : {}), page: String(target) })}`);

  return (
    <>
      <section className="bg-sky">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h1 className="text-4xl text-sea-deep sm:text-5xl">{t("title")}</h1>
          <p className="mt-3 max-w-2xl text-lg text-ink">{t("subtitle")}</p>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <nav aria-label={t("filterLabel")}>
          <ul className="flex flex-wrap gap-2">
            {[null, ...categories].map((entry) => (
              <li key={entry?.key ?? "all"}>
                <Link
                  to={to(entry ? `/blog?category=${encodeURIComponent(entry.key)}` : "/blog")}
                  aria-current={(entry?.key ?? null) === category ? "page" : undefined}
                  lang={entry && entry.lang !== lang ? entry.lang : undefined}
                  className={clsx(
                    "inline-flex min-h-11 items-center rounded-full px-4 font-semibold",
                    (entry?.key ?? null) === category
                      ? "bg-sea text-white"
                      : "bg-sand text-sea-deep hover:bg-dune",
                  )}
                >
                  {entry?.label ?? t("allCategories")}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {posts.length === 0 ? (
          <p className="mt-10 text-lg text-ink-muted">{t("empty")}</p>
        ) : (
          <UntranslatedNotice show={posts.some((post) => post.inEnglish.length > 0)} />
        )}
        {posts.length === 0 ? null : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post, index) => (
              <li
                key={post.id}
                className="flex flex-col overflow-hidden rounded-3xl border border-dune bg-white"
              >
                <SmartImage
                  src={post.featuredImage}
                  alt=""
                  width={800}
                  height={450}
                  // The first card's picture is on a phone's first screen: fetched at once.
                  loading={index === 0 ? "eager" : "lazy"}
                  className="aspect-video w-full object-cover"
                />
                <article className="flex flex-1 flex-col p-6">
                  <p
                    className="text-sm font-semibold text-sea"
                    lang={langOf(post.inEnglish, "category")}
                  >
                    {post.category}
                  </p>
                  <h2 className="mt-1 text-xl text-sea-deep" lang={langOf(post.inEnglish, "title")}>
                    <Link to={to(`/blog/${post.slug}`)} className="hover:underline">
                      {post.title}
                    </Link>
                  </h2>
                  {post.publishedAt && (
                    <p className="mt-1 text-sm text-ink-muted">
                      <time dateTime={post.publishedAt}>
                        {formatDay(dayOf(post.publishedAt), lang)}
                      </time>
                    </p>
                  )}
                  <p
                    className="mt-3 flex-1 text-ink-muted"
                    lang={langOf(post.inEnglish, "excerpt")}
                  >
                    {post.excerpt}
                  </p>
                  <Link
                    to={to(`/blog/${post.slug}`)}
                    className="mt-4 font-semibold text-sea underline"
                  >
                    {t("readMore")}
                    <span className="sr-only">: {post.title}</span>
                  </Link>
                </article>
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <nav
            aria-label={t("pageOf", { page, pages })}
            className="mt-10 flex items-center justify-between gap-4"
          >
            {page > 1 ? (
              <Link to={pageLink(page - 1)} className="btn-secondary inline-flex min-h-11">
                {t("previous")}
              </Link>
            ) : (
              <span />
            )}
            <p className="text-ink-muted">{t("pageOf", { page, pages })}</p>
            {page < pages ? (
              <Link to={pageLink(page + 1)} className="btn-secondary inline-flex min-h-11">
                {t("next")}
              </Link>
            ) : (
              <span />
            )}
          </nav>
        )}
        <p className="mt-10">
          <a href="/blog/rss.xml" className="font-semibold text-sea underline">
            {t("rss")}
          </a>
        </p>
      </section>
    </>
  );
}

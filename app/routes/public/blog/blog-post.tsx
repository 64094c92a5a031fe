import { configContext, servicesContext } from "@server/http/context";
import { renderMarkdown } from "@server/services/content/markdown";
import { brand } from "@shared/config/brand";
import { href } from "@shared/i18n/languages";
import { localize } from "@shared/i18n/messages.server";
import { data, isRouteErrorResponse, Link, redirect, useRouteError } from "react-router";
import { SmartImage } from "~/components/site/smart-image";
import { UntranslatedNotice } from "~/components/site/untranslated-notice";
import { useLocalized } from "~/components/site/use-localized";
import { useTranslation } from "~/i18n/react";
import { dayOf, formatDay } from "~/lib/date-format";
import { pageMeta } from "~/lib/seo";
import { langOf, untranslatedFields } from "~/lib/untranslated";
import type { Route } from "./+types/blog-post";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const localized = localize(request, ["blog"]);
  const post = await context
    .get(servicesContext)
    .publicBlog.getPublished(params.slug, localized.lang);
  if (!post) throw data(localized, { status: 404 });
  // One address per language: another of the post's slugs leads to this language's own.
  if (post.slug !== params.slug) throw redirect(href(localized.lang, `/blog/${post.slug}`), 301);
  return {
    ...localized,
    siteUrl: context.get(configContext).publicUrl,
    post: {
      title: post.title,
      slug: post.slug,
      slugs: post.slugs,
      inEnglish: untranslatedFields(post, ["title", "excerpt", "content", "category", "tags"]),
      excerpt: post.excerpt,
      category: post.category,
      tags: post.tags,
      featuredImage: post.featuredImage,
      publishedAt: post.publishedAt?.toISOString() ?? null,
      updatedAt: post.updatedAt.toISOString(),
      // Stored as Markdown; rendered and sanitized here so no script can reach a visitor.
      html: renderMarkdown(post.content),
    },
  };
}

export const meta: Route.MetaFunction = (args) => {
  const post = args.data?.post;
  if (!post) return pageMeta(args, { titleKey: "errors.notFoundTitle", noindex: true });
  const site = args.data?.siteUrl ?? "";
  return pageMeta(args, {
    titleKey: "blog:meta.title",
    title: `${post.title} | ${brand.name}`,
    description: post.excerpt,
    image: post.featuredImage ?? undefined,
    alternates: Object.fromEntries(
      Object.entries(post.slugs).map(([code, slug]) => [code, `/blog/${slug}`]),
    ),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: post.title,
        inLanguage: post.inEnglish.includes("content") ? "en" : args.data?.lang,
        description: post.excerpt,
        datePublished: post.publishedAt,
        dateModified: post.updatedAt,
        image: post.featuredImage ? `${site}${post.featuredImage}` : undefined,
        author: { "@type": "Organization", name: brand.name },
        publisher: {
          "@type": "Organization",
          name: brand.name,
          logo: { "@type": "ImageObject", url: `${site}/images/brand/icon-512.svg` },
        },
        mainEntityOfPage: `${site}${href(post.inEnglish.includes("content") ? "en" : (args.data?.lang ?? "en"), `/blog/${post.slug}`)}`,
      },
    ],
  });
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("blog");
  const { lang, to } = useLocalized();
  const { post } = loaderData;
  const date = post.publishedAt ? formatDay(dayOf(post.publishedAt), lang) : null;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <Link to={to("/blog")} className="font-semibold text-sea underline">
        ← {t("backToBlog")}
      </Link>
      <UntranslatedNotice show={post.inEnglish.length > 0} />
      <p className="mt-8 font-semibold text-sea" lang={langOf(post.inEnglish, "category")}>
        {post.category}
      </p>
      <h1
        className="mt-2 text-4xl text-sea-deep sm:text-5xl"
        lang={langOf(post.inEnglish, "title")}
      >
        {post.title}
      </h1>
      {date && post.publishedAt && (
        <p className="mt-3 text-ink-muted">
          <time dateTime={post.publishedAt}>{t("published", { date })}</time>
        </p>
      )}
      <SmartImage
        src={post.featuredImage}
        alt=""
        width={800}
        height={450}
        loading="eager"
        className="mt-8 aspect-video w-full rounded-3xl object-cover"
      />
      <div
        className="prose-clover mt-8"
        lang={langOf(post.inEnglish, "content")}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown and sanitized on the server
        dangerouslySetInnerHTML={{ __html: post.html }}
      />
      {post.tags.length > 0 && (
        <p className="mt-8 text-sm text-ink-muted">
          {t("tags")}: <span lang={langOf(post.inEnglish, "tags")}>{post.tags.join(", ")}</span>
        </p>
      )}
      <aside className="mt-12 rounded-3xl bg-sand p-8">
        <h2 className="text-2xl text-sea-deep">{t("ctaTitle")}</h2>
        <p className="mt-2 text-ink">{t("ctaText")}</p>
        <Link to={to("/quote")} className="btn-primary mt-4 inline-flex min-h-11">
          {t("ctaButton")}
        </Link>
      </aside>
    </article>
  );
}

/** An unknown slug or a draft: 404, in the shell's words (this page's own did not load). */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const { bare, to } = useLocalized();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <section className="mx-auto max-w-2xl px-6 py-24 text-center">
      <h1 className="text-4xl text-sea-deep">{t("errors.notFoundTitle")}</h1>
      <p className="mt-4 text-ink-muted">{t("errors.notFoundText", { path: bare })}</p>
      <Link to={to("/blog")} className="btn-primary mt-8 inline-flex">
        {t("footer.blog")}
      </Link>
    </section>
  );
}

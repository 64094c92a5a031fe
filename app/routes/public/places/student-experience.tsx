import { configContext } from "@server/http/context";
import { localize } from "@shared/i18n/messages.server";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { Link, useSearchParams } from "react-router";
import { ExperienceTestimonials, VideoFilters, VideoGallery } from "~/components/places/experience";
import { ClosingCta, PageHero, Section } from "~/components/places/section";
import { useLocalized } from "~/components/site/use-localized";
import { parseVideoFilter, studentVideos, videosFor } from "~/content/experience";
import { useTranslation } from "~/i18n/react";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/student-experience";
import { onlySearchChanged } from "./canonical";

export function loader({ request, context }: Route.LoaderArgs) {
  return {
    ...localize(request, ["experience"]),
    siteUrl: context.get(configContext).publicUrl,
  };
}

export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return onlySearchChanged(args) ? false : args.defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    titleKey: "experience:meta.title",
    descriptionKey: "experience:meta.description",
    image: "/images/experience/music.svg",
  });

export default function StudentExperience() {
  const { t } = useTranslation("experience");
  const { to } = useLocalized();
  const [searchParams] = useSearchParams();
  const filter = parseVideoFilter(searchParams.get("category"));
  const videos = videosFor(studentVideos, filter);

  return (
    <>
      <PageHero
        image="/images/experience/music.svg"
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        subtitle={t("hero.subtitle")}
      />
      <Section id="videos" title={t("videosTitle")}>
        <VideoFilters active={filter} />
        <p aria-live="polite" className="mt-4 text-ink-muted">
          {t("filter.showing", {
            category: t(`categories.${filter}`),
            shown: videos.length,
            total: studentVideos.length,
          })}
        </p>
        <div className="mt-6">
          {videos.length > 0 ? (
            <VideoGallery videos={videos} />
          ) : (
            <div className="rounded-3xl border-2 border-dashed border-dune bg-sand px-6 py-12 text-center">
              <p className="font-display text-2xl text-sea-deep">{t("empty.title")}</p>
              <p className="mt-2 text-ink-muted">{t("empty.text")}</p>
              <Link
                to={{ search: "" }}
                preventScrollReset
                className="btn-secondary mt-6 inline-flex min-h-11"
              >
                {t("empty.showAll")}
              </Link>
            </div>
          )}
        </div>
      </Section>
      <Section id="testimonials" tone="sand" title={t("testimonials.title")}>
        <ExperienceTestimonials />
      </Section>
      <ClosingCta id="experience-cta" title={t("cta.title")} text={t("cta.text")}>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={to("/programs")} className="btn-primary inline-flex min-h-12">
            {t("cta.programs")}
          </Link>
          <Link
            to={to("/contact")}
            className="inline-flex min-h-12 items-center justify-center rounded-full border-2 border-white px-6 py-3 font-semibold text-white transition-colors hover:bg-white hover:text-sea-deep"
          >
            {t("cta.contact")}
          </Link>
        </div>
      </ClosingCta>
    </>
  );
}

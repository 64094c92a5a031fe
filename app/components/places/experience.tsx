import clsx from "clsx";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { SmartImage } from "~/components/site/smart-image";
import { Clock, Play, Quote, Star, X } from "~/components/ui/icons";
import {
  countByFilter,
  experienceTestimonials,
  formatDuration,
  type StudentVideo,
  studentVideos,
  type VideoFilter,
  videoCategories,
  videoSources,
} from "~/content/experience";
import { useTranslation } from "~/i18n/react";
import { useHydrated } from "./use-hydrated";

const filters: readonly VideoFilter[] = ["All", ...videoCategories];

/** One category at a time, each with the number of videos it shows; the choice is in the URL. */
export function VideoFilters({ active }: { active: VideoFilter }) {
  const { t } = useTranslation("experience");
  const counts = countByFilter(studentVideos);
  return (
    <nav aria-label={t("filter.label")}>
      <ul className="flex flex-wrap gap-2">
        {filters.map((filter) => {
          const selected = filter === active;
          return (
            <li key={filter}>
              <Link
                to={{ search: filter === "All" ? "" : `?category=${filter.toLowerCase()}` }}
                preventScrollReset
                replace
                aria-current={selected ? "true" : undefined}
                aria-label={`${t(`categories.${filter}`)} (${counts[filter]})`}
                className={clsx(
                  "inline-flex min-h-11 items-center gap-2 rounded-full border-2 px-4 font-semibold transition-colors",
                  selected
                    ? "border-sea bg-sea text-white"
                    : "border-dune bg-white text-sea-deep hover:border-sea",
                )}
              >
                {t(`categories.${filter}`)}
                <span
                  className={clsx(
                    "rounded-full px-2 text-sm",
                    selected ? "bg-white text-sea-deep" : "bg-sky text-sea-deep",
                  )}
                >
                  {counts[filter]}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The video cards and the full-screen player. Before the script runs, a card's play control
 * is a link to the MP4 file, which every browser can play on its own; then it becomes a button
 * that opens the player in a modal dialog. Escape or the close button closes it, the video
 * stops, and focus returns to the card's button.
 */
export function VideoGallery({ videos }: { videos: readonly StudentVideo[] }) {
  const { t } = useTranslation("experience");
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const player = useRef<HTMLVideoElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const [playing, setPlaying] = useState<StudentVideo | null>(null);

  useEffect(() => {
    if (!playing) return;
    dialog.current?.showModal();
    // Opened by a click or key press, so the browser allows playback to start at once.
    player.current?.play().catch(() => undefined);
  }, [playing]);

  function close() {
    player.current?.pause();
    setPlaying(null);
    opener.current?.focus();
  }

  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {videos.map((video) => {
          const title = t(`videos.${video.id}.title`);
          const label = t("card.play", { title });
          const playClass =
            "group absolute inset-0 flex items-center justify-center bg-ink/0 transition-colors hover:bg-ink/25 focus-visible:bg-ink/25";
          const icon = (
            <span className="flex size-16 items-center justify-center rounded-full bg-coral-strong text-white shadow-lg transition-transform group-hover:scale-110">
              <Play aria-hidden="true" className="size-7 translate-x-0.5 fill-white" />
            </span>
          );
          return (
            <li
              key={video.id}
              data-video={video.id}
              className="flex flex-col overflow-hidden rounded-3xl border border-dune bg-white"
            >
              <div className="relative">
                <SmartImage
                  src={video.poster}
                  alt=""
                  width={800}
                  height={600}
                  className="aspect-video w-full object-cover"
                />
                {hydrated ? (
                  <button
                    type="button"
                    aria-haspopup="dialog"
                    aria-label={label}
                    className={playClass}
                    onClick={(event) => {
                      opener.current = event.currentTarget;
                      setPlaying(video);
                    }}
                  >
                    {icon}
                  </button>
                ) : (
                  <a href={videoSources(video.id).mp4} aria-label={label} className={playClass}>
                    {icon}
                  </a>
                )}
                <span className="absolute right-3 bottom-3 flex items-center gap-1 rounded-full bg-ink/85 px-2.5 py-1 text-sm font-semibold text-white">
                  <Clock aria-hidden="true" className="size-4" />
                  <span className="sr-only">{t("card.durationLabel")} </span>
                  <time dateTime={`PT${video.seconds}S`} data-testid="video-duration">
                    {formatDuration(video.seconds)}
                  </time>
                </span>
              </div>
              <div className="flex flex-1 flex-col p-6">
                <p className="text-sm font-semibold text-sea">
                  {t(`categories.${video.category}`)}
                </p>
                <h3 className="mt-1 text-xl text-sea-deep">{title}</h3>
                <p className="mt-2 text-ink-muted">{t(`videos.${video.id}.description`)}</p>
              </div>
            </li>
          );
        })}
      </ul>
      <dialog
        ref={dialog}
        aria-labelledby="video-player-title"
        onClose={close}
        className="m-0 h-dvh max-h-none w-screen max-w-none bg-ink p-0 text-white backdrop:bg-ink"
      >
        {playing ? (
          <div className="flex h-full flex-col">
            <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
              <h2 id="video-player-title" className="text-xl text-white sm:text-2xl">
                {t(`videos.${playing.id}.title`)}
              </h2>
              <button
                type="button"
                onClick={() => dialog.current?.close()}
                className="flex min-h-11 items-center gap-2 rounded-full bg-white px-4 font-semibold text-ink hover:bg-sand"
              >
                <X aria-hidden="true" className="size-5" />
                {t("player.close")}
              </button>
            </div>
            <div className="flex min-h-0 flex-1 items-center justify-center px-2 pb-4 sm:px-6">
              <video
                key={playing.id}
                ref={player}
                controls
                autoPlay
                playsInline
                preload="auto"
                poster={playing.poster}
                className="max-h-full w-full max-w-6xl rounded-xl bg-black"
              >
                <source src={videoSources(playing.id).webm} type="video/webm" />
                <source src={videoSources(playing.id).mp4} type="video/mp4" />
                <track
                  kind="captions"
                  src={videoSources(playing.id).captions}
                  srcLang="en"
                  label={t("player.captions")}
                  default
                />
                <p>
                  {t("player.unsupported")}{" "}
                  <a href={videoSources(playing.id).mp4} className="underline">
                    {t("player.download")}
                  </a>
                </p>
              </video>
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}

export function ExperienceTestimonials() {
  const { t } = useTranslation("experience");
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {experienceTestimonials.map((testimonial) => (
        <li key={testimonial.id}>
          <figure className="flex h-full flex-col rounded-3xl bg-white p-6 shadow-sm">
            <p
              role="img"
              aria-label={t("testimonials.stars", { rating: testimonial.rating })}
              className="flex gap-1"
            >
              {Array.from({ length: testimonial.rating }, (_, index) => (
                <Star
                  // biome-ignore lint/suspicious/noArrayIndexKey: five identical stars
                  key={index}
                  aria-hidden="true"
                  className="size-5 fill-gold text-gold"
                />
              ))}
            </p>
            <blockquote className="mt-4 flex-1 text-lg text-ink">
              <Quote aria-hidden="true" className="mb-2 size-6 text-coral-strong" />
              <p>{t(`testimonials.items.${testimonial.id}.quote`)}</p>
            </blockquote>
            <figcaption className="mt-6">
              <span className="block font-semibold text-sea-deep">
                {t(`testimonials.items.${testimonial.id}.author`)},{" "}
                {t(`testimonials.items.${testimonial.id}.country`)}
              </span>
              <span className="text-sm text-ink-muted">
                {t(`testimonials.items.${testimonial.id}.program`)}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

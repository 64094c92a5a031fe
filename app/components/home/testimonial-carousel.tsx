import clsx from "clsx";
import { useEffect, useState } from "react";
import { ChevronLeft, ChevronRight, Quote, Star } from "~/components/ui/icons";
import { TESTIMONIAL_INTERVAL_MS, testimonialIds } from "~/content/home";
import { useTranslation } from "~/i18n/react";
import { motionIsReduced } from "~/lib/motion";

/** Nine testimonials; advances every 6 s unless hovered, focused or motion is reduced. */
export function TestimonialCarousel() {
  const { t } = useTranslation("home");
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const total = testimonialIds.length;
  const go = (next: number) => setIndex((next + total) % total);

  useEffect(() => {
    if (paused || motionIsReduced()) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % total),
      TESTIMONIAL_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [paused]);

  const id = testimonialIds[index] ?? testimonialIds[0];
  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="testimonials-title"
      className="bg-sky py-16 sm:py-20"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <h2 id="testimonials-title" className="text-3xl text-sea-deep sm:text-4xl">
          {t("testimonials.title")}
        </h2>
        <figure
          aria-roledescription="slide"
          aria-label={t("testimonials.goTo", { number: index + 1, total })}
          aria-live={paused ? "polite" : "off"}
          className="relative mt-10 min-h-64 rounded-3xl bg-white p-8 shadow-sm sm:p-10"
        >
          <Quote aria-hidden="true" className="absolute top-6 left-6 size-10 text-mist" />
          <p
            className="flex justify-center gap-1 text-gold"
            role="img"
            aria-label={t("testimonials.rating")}
          >
            {[0, 1, 2, 3, 4].map((star) => (
              <Star key={star} aria-hidden="true" className="size-5 fill-current" />
            ))}
          </p>
          <blockquote className="mt-4 font-display text-xl text-ink sm:text-2xl">
            “{t(`testimonials.items.${id}.quote`)}”
          </blockquote>
          <figcaption className="mt-6">
            <span className="font-bold text-sea-deep">{t(`testimonials.items.${id}.name`)}</span>
            <span className="text-ink-muted">
              {" "}
              · {t(`testimonials.items.${id}.country`)} · {t(`testimonials.items.${id}.program`)}
            </span>
          </figcaption>
        </figure>
        <div className="mt-6 flex items-center justify-center gap-4">
          <button
            type="button"
            onClick={() => go(index - 1)}
            className="flex size-11 items-center justify-center rounded-full border-2 border-sea bg-white text-sea hover:bg-sea hover:text-white"
          >
            <ChevronLeft aria-hidden="true" />
            <span className="sr-only">{t("testimonials.previous")}</span>
          </button>
          <ul className="flex flex-wrap justify-center">
            {testimonialIds.map((dot, dotIndex) => (
              <li key={dot}>
                <button
                  type="button"
                  aria-current={dotIndex === index ? "true" : undefined}
                  onClick={() => go(dotIndex)}
                  className="flex size-8 items-center justify-center"
                >
                  <span
                    aria-hidden="true"
                    className={clsx(
                      "block size-3 rounded-full",
                      dotIndex === index ? "bg-sea" : "border-2 border-sea",
                    )}
                  />
                  <span className="sr-only">
                    {t("testimonials.goTo", { number: dotIndex + 1, total })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => go(index + 1)}
            className="flex size-11 items-center justify-center rounded-full border-2 border-sea bg-white text-sea hover:bg-sea hover:text-white"
          >
            <ChevronRight aria-hidden="true" />
            <span className="sr-only">{t("testimonials.next")}</span>
          </button>
        </div>
      </div>
    </section>
  );
}

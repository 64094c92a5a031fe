import clsx from "clsx";
import { type KeyboardEvent, useRef, useState } from "react";
import { ChevronLeft, ChevronRight, Images, X } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";
import { useHydrated } from "./use-hydrated";

export interface TourPicture {
  id: string;
  image: string;
  alt: string;
}

const triggerClass = "btn-secondary inline-flex min-h-12 bg-white/80";

/**
 * The hero's Virtual Tour: a modal gallery of campus pictures. Before the script runs it is a
 * link to the campus tab's pictures; then a button that opens the dialog. Arrow keys move
 * between pictures, Escape closes, and focus goes back to the button.
 */
export function VirtualTour({
  title,
  pictures,
  fallbackHref,
}: {
  title: string;
  pictures: readonly TourPicture[];
  fallbackHref: string;
}) {
  const { t } = useTranslation("destinations");
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const [index, setIndex] = useState(0);
  const picture = pictures[index] ?? pictures[0];
  const last = pictures.length - 1;
  const go = (next: number) => setIndex(next < 0 ? last : next > last ? 0 : next);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === "ArrowRight") go(index + 1);
    else if (event.key === "ArrowLeft") go(index - 1);
    else return;
    event.preventDefault();
  }

  if (!hydrated) {
    return (
      <a href={fallbackHref} className={triggerClass}>
        <Images aria-hidden="true" className="size-5" />
        {t("hero.virtualTour")}
      </a>
    );
  }

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        className={triggerClass}
        onClick={() => {
          setIndex(0);
          dialog.current?.showModal();
        }}
      >
        <Images aria-hidden="true" className="size-5" />
        {t("hero.virtualTour")}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="virtual-tour-title"
        aria-describedby="virtual-tour-intro"
        onKeyDown={onKeyDown}
        onClose={() => trigger.current?.focus()}
        className="m-auto w-[min(64rem,calc(100vw-1rem))] rounded-3xl bg-white p-0 shadow-2xl backdrop:bg-ink/70"
      >
        <div className="flex items-start justify-between gap-4 border-b border-dune p-5 sm:p-6">
          <div>
            <h2 id="virtual-tour-title" className="text-2xl text-sea-deep sm:text-3xl">
              {title}
            </h2>
            <p id="virtual-tour-intro" className="mt-1 text-ink-muted">
              {t("tour.intro")}
            </p>
          </div>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-sand"
          >
            <X aria-hidden="true" />
            <span className="sr-only">{t("tour.close")}</span>
          </button>
        </div>
        {picture ? (
          <div className="p-5 sm:p-6">
            <figure>
              <img
                src={picture.image}
                alt={picture.alt}
                width={800}
                height={600}
                className="aspect-[4/3] max-h-[55vh] w-full rounded-2xl bg-sand object-contain"
              />
              <figcaption className="mt-3 flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold text-ink">{picture.alt}</span>
                <span aria-live="polite" className="text-sm text-ink-muted">
                  {t("tour.position", { current: index + 1, total: pictures.length })}
                </span>
              </figcaption>
            </figure>
            <div className="mt-4 flex items-center gap-3">
              <button
                type="button"
                onClick={() => go(index - 1)}
                className="flex size-11 shrink-0 items-center justify-center rounded-full border-2 border-sea text-sea hover:bg-sea hover:text-white"
              >
                <ChevronLeft aria-hidden="true" />
                <span className="sr-only">{t("tour.previous")}</span>
              </button>
              <ul aria-label={t("tour.choose")} className="flex flex-1 gap-2 overflow-x-auto p-1">
                {pictures.map((entry, position) => (
                  <li key={entry.id} className="shrink-0">
                    <button
                      type="button"
                      aria-current={position === index ? "true" : undefined}
                      onClick={() => setIndex(position)}
                      className={clsx(
                        "block overflow-hidden rounded-xl border-4",
                        position === index ? "border-coral-strong" : "border-transparent",
                      )}
                    >
                      <img
                        src={entry.image}
                        alt={entry.alt}
                        width={96}
                        height={72}
                        className="h-[72px] w-24 object-cover"
                      />
                    </button>
                  </li>
                ))}
              </ul>
              <button
                type="button"
                onClick={() => go(index + 1)}
                className="flex size-11 shrink-0 items-center justify-center rounded-full border-2 border-sea text-sea hover:bg-sea hover:text-white"
              >
                <ChevronRight aria-hidden="true" />
                <span className="sr-only">{t("tour.next")}</span>
              </button>
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}

import clsx from "clsx";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { useLocalized } from "~/components/site/use-localized";
import { Check, Sparkles, X } from "~/components/ui/icons";
import { explorerItems } from "~/content/home";
import { useTranslation } from "~/i18n/react";

/** The hero's Interactive Program Explorer (spec §2, §3): seven programs, one selected. */
export function ProgramExplorer() {
  const { t } = useTranslation("home");
  const { to } = useLocalized();
  const dialog = useRef<HTMLDialogElement>(null);
  const [selected, setSelected] = useState(0);
  const item = explorerItems[selected] ?? explorerItems[0];
  const text = (key: string) => t(`explorer.items.${item.id}.${key}`);
  const list = (key: string) =>
    t(`explorer.items.${item.id}.${key}`, { returnObjects: true }) as string[];

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setSelected(0);
          dialog.current?.showModal();
        }}
        className="btn-secondary inline-flex min-h-12 bg-white/80"
      >
        <Sparkles aria-hidden="true" className="size-5" />
        {t("hero.explorerOpen")}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="explorer-title"
        className="m-auto w-[min(60rem,calc(100vw-1rem))] rounded-3xl bg-white p-0 shadow-2xl backdrop:bg-ink/60"
      >
        <div className="flex items-start justify-between gap-4 border-b border-dune p-5 sm:p-6">
          <div>
            <h2 id="explorer-title" className="text-2xl text-sea-deep sm:text-3xl">
              {t("explorer.title")}
            </h2>
            <p className="mt-1 text-ink-muted">{t("explorer.intro")}</p>
          </div>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-sand"
          >
            <X aria-hidden="true" />
            <span className="sr-only">{t("explorer.close")}</span>
          </button>
        </div>
        <div className="grid gap-6 p-5 sm:p-6 md:grid-cols-[16rem_1fr]">
          <nav aria-label={t("explorer.choose")}>
            <ul className="flex gap-2 overflow-x-auto pb-2 md:flex-col md:overflow-visible md:pb-0">
              {explorerItems.map((entry, index) => (
                <li key={entry.id} className="shrink-0">
                  <button
                    type="button"
                    aria-pressed={index === selected}
                    onClick={() => setSelected(index)}
                    className={clsx(
                      "min-h-11 w-full rounded-2xl px-4 py-2 text-left font-semibold",
                      index === selected
                        ? "bg-sea text-white"
                        : "bg-sand text-sea-deep hover:bg-dune",
                    )}
                  >
                    {t(`explorer.items.${entry.id}.title`)}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-live="polite" aria-labelledby="explorer-item-title">
            {/* Lazy: in a closed dialog it would be fetched (and named as a preload) with the page. */}
            <img
              src={item.image}
              alt=""
              width={800}
              height={600}
              loading="lazy"
              className="aspect-[16/9] w-full rounded-2xl object-cover"
            />
            <h3 id="explorer-item-title" className="mt-4 text-2xl text-sea-deep">
              {text("title")}
            </h3>
            <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
              {(["location", "duration", "age", "price"] as const).map((key) => (
                <div key={key} className="rounded-2xl bg-sand p-3">
                  <dt className="text-sm text-ink-muted">{t(`explorer.${key}`)}</dt>
                  <dd className="font-semibold text-ink">{text(key)}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <div>
                <h4 className="font-bold text-sea-deep">{t("explorer.features")}</h4>
                <ul className="mt-2 space-y-1">
                  {list("features").map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sea" />
                      {feature}
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h4 className="font-bold text-sea-deep">{t("explorer.highlights")}</h4>
                <ul className="mt-2 list-disc space-y-1 pl-5">
                  {list("highlights").map((highlight) => (
                    <li key={highlight}>{highlight}</li>
                  ))}
                </ul>
              </div>
            </div>
            <div className="mt-6 flex flex-wrap gap-2">
              <Link
                to={to(`/quote?program=${item.program}`)}
                className="btn-primary inline-flex min-h-11"
              >
                {t("explorer.getQuote")}
              </Link>
              <Link to={to(item.to)} className="btn-secondary inline-flex min-h-11">
                {t("explorer.learnMore")}
                <span className="sr-only">: {text("title")}</span>
              </Link>
            </div>
          </section>
        </div>
      </dialog>
    </>
  );
}

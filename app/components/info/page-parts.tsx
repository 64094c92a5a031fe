/**
 * The building blocks every information page shares, in the home page's look: a hero, a
 * section with its heading, and a closing call to action.
 */

import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLocalized } from "~/components/site/use-localized";
import { cn } from "~/components/ui/cn";
import { ArrowRight } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";

export function PageHero({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow: string;
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-sky">
      <div
        aria-hidden="true"
        className="absolute inset-0 opacity-70"
        style={{ backgroundImage: "url(/images/patterns/waves.svg)", backgroundSize: "200px 40px" }}
      />
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="max-w-3xl">
          <p className="font-semibold tracking-wide text-sea uppercase">{eyebrow}</p>
          <h1 className="mt-3 text-4xl leading-tight text-sea-deep sm:text-5xl">{title}</h1>
          <p className="mt-5 text-lg text-ink sm:text-xl">{intro}</p>
          {children}
        </div>
      </div>
    </section>
  );
}

export function Section({
  id,
  title,
  intro,
  tone = "plain",
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  tone?: "plain" | "sand";
  children: ReactNode;
}) {
  const inner = (
    <div className={cn("mx-auto max-w-7xl px-4 sm:px-6", tone === "plain" && "py-16 sm:py-20")}>
      <h2 id={`${id}-title`} className="text-3xl text-sea-deep sm:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-2 max-w-3xl text-lg text-ink-muted">{intro}</p> : null}
      <div className="mt-8">{children}</div>
    </div>
  );
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn(tone === "sand" && "bg-sand py-16 sm:py-20")}
    >
      {inner}
    </section>
  );
}

/** One card for every list on these pages, as on the home page. */
export function Card({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn("h-full rounded-3xl border border-dune bg-white p-6", className)}>
      {children}
    </div>
  );
}

/** The closing band: a quote and a way to ask a person. */
export function ClosingCta({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation("common");
  const { to } = useLocalized();
  return (
    <section aria-labelledby="closing-title" className="bg-sea-deep py-16 text-white">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <h2 id="closing-title" className="text-3xl text-white sm:text-4xl">
          {title}
        </h2>
        <p className="mt-3 text-lg text-sand">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={to("/quote")} className="btn-primary inline-flex min-h-12">
            {t("nav.getQuote")}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
          <Link
            to={to("/contact")}
            className="inline-flex min-h-12 items-center justify-center rounded-full border-2 border-white px-6 py-3 font-semibold text-white transition-colors hover:bg-white hover:text-sea-deep"
          >
            {t("nav.contact")}
          </Link>
        </div>
      </div>
    </section>
  );
}

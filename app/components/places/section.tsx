import clsx from "clsx";
import type { ReactNode } from "react";
import { heroImageAttributes } from "~/lib/hero-image";

/** One section rhythm for every places page: a heading, an optional intro, then content. */
export function Section({
  id,
  title,
  intro,
  tone = "white",
  children,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  tone?: "white" | "sand" | "sky";
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={clsx("py-16 sm:py-20", tone === "sand" && "bg-sand", tone === "sky" && "bg-sky")}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id={`${id}-title`} className="text-3xl text-sea-deep sm:text-4xl">
          {title}
        </h2>
        {intro ? <p className="mt-2 max-w-3xl text-lg text-ink-muted">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

/** The heading block of a tab panel (the panel sits inside a section already). */
export function PanelHeading({
  id,
  title,
  intro,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
}) {
  return (
    <div className="mb-8">
      <h2 id={id} className="text-3xl text-sea-deep sm:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-2 max-w-3xl text-lg text-ink-muted">{intro}</p> : null}
    </div>
  );
}

/** A page hero in the home page's style: artwork behind, text on a soft white wash. */
export function PageHero({
  image,
  eyebrow,
  title,
  subtitle,
  children,
}: {
  image: string;
  eyebrow: ReactNode;
  title: ReactNode;
  subtitle: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-sky">
      <img
        src={image}
        alt=""
        width={1200}
        height={800}
        {...heroImageAttributes}
        className="absolute inset-0 h-full w-full object-cover object-[70%_50%] opacity-90"
      />
      <div className="absolute inset-0 bg-gradient-to-r from-white/95 via-white/85 to-white/20" />
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <div className="max-w-2xl">
          <p className="font-semibold tracking-wide text-sea uppercase">{eyebrow}</p>
          <h1 className="mt-4 text-4xl leading-tight text-sea-deep sm:text-5xl">{title}</h1>
          <p className="mt-6 text-lg text-ink sm:text-xl">{subtitle}</p>
          {children}
        </div>
      </div>
    </section>
  );
}

/** The closing call to action, on the brand's deep green like the home page's Why Choose. */
export function ClosingCta({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: ReactNode;
  text: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="bg-sea-deep py-16 text-white sm:py-20">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <h2 id={`${id}-title`} className="text-3xl text-white sm:text-4xl">
          {title}
        </h2>
        <p className="mt-3 text-lg text-sand">{text}</p>
        {children}
      </div>
    </section>
  );
}

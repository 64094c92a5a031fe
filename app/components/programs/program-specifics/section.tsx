import type { ReactNode } from "react";

/** The card every program-specific section sits in: its heading and an optional subtitle. */
export function Section({
  id,
  title,
  subtitle,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-dune bg-white p-6 sm:p-8">
      <h2 id={id} className="text-2xl text-sea-deep">
        {title}
      </h2>
      {subtitle && <p className="mt-2 text-ink-muted">{subtitle}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

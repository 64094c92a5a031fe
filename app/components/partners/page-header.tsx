import type { ReactNode } from "react";

/** The heading block of a portal page: a small eyebrow, the title, a line of context. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        {eyebrow ? (
          <p className="font-semibold tracking-wide text-teal uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-1 text-3xl leading-tight text-sea-deep sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-2 max-w-3xl text-ink">{lead}</p> : null}
      </div>
      {children ? <div className="flex flex-wrap gap-3">{children}</div> : null}
    </div>
  );
}

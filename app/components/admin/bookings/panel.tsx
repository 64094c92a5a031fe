import type { ReactNode } from "react";
import { cn } from "../../ui/cn";

/** A card of the booking screens: a titled section with optional actions beside the title. */
export function Panel({
  id,
  title,
  actions,
  className,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn("h-fit min-w-0 rounded-xl border border-mist bg-white p-5", className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="font-sans text-lg font-semibold text-ink">
          {title}
        </h2>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

import type { ReactNode } from "react";
import { cn } from "../ui/cn";

/**
 * A wide table that scrolls sideways inside its card on small screens. Focusable and named, so
 * keyboard users can scroll it too; `relative` keeps screen-reader-only text inside the clip.
 */
export function ScrollArea({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={cn(
        "relative overflow-x-auto focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-coral",
        className,
      )}
    >
      {children}
    </section>
  );
}

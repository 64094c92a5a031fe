import clsx from "clsx";
import { type KeyboardEvent, type ReactNode, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { useHydrated } from "./use-hydrated";

export interface LinkTab {
  id: string;
  label: ReactNode;
  /** Where the tab lives: its state is in the URL, so every tab can be linked and bookmarked. */
  search: string;
}

/**
 * Tabs whose state is in the URL. Without JavaScript they are ordinary links to the same page
 * with another query; with it they behave as ARIA tabs (arrow keys, Home and End move and
 * select, one tab stop) and switch without reloading or scrolling.
 */
export function LinkTabs({
  idPrefix,
  label,
  tabs,
  active,
  children,
  className,
}: {
  idPrefix: string;
  label: string;
  tabs: readonly LinkTab[];
  active: string;
  children: ReactNode;
  className?: string;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const list = useRef<HTMLDivElement>(null);
  const panelId = `${idPrefix}-panel`;
  const tabId = (id: string) => `${idPrefix}-tab-${id}`;

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    const target = next === null ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    navigate({ search: target.search }, { preventScrollReset: true, replace: true });
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(target.id))}`)?.focus();
  }

  return (
    <div className={className}>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        className="flex gap-1 overflow-x-auto border-b border-dune"
      >
        {tabs.map((tab, index) => {
          const selected = tab.id === active;
          return (
            <Link
              key={tab.id}
              id={tabId(tab.id)}
              role="tab"
              to={{ search: tab.search }}
              preventScrollReset
              replace
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={hydrated && !selected ? -1 : undefined}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={clsx(
                "-mb-px flex min-h-12 shrink-0 items-center border-b-4 px-4 font-semibold whitespace-nowrap transition-colors",
                selected
                  ? "border-coral-strong text-sea-deep"
                  : "border-transparent text-ink-muted hover:border-mist hover:text-sea-deep",
              )}
            >
              {tab.label}
            </Link>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(active)} className="pt-10">
        {children}
      </div>
    </div>
  );
}

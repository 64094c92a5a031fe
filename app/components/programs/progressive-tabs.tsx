import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { cn } from "~/components/ui/cn";

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs that start as plain content: every panel is in the server's HTML. With JavaScript off,
 * a <noscript> style shows all panels one after another under their headings; with it on, they
 * behave as WAI-ARIA tabs (arrow keys, Home/End, one tab stop).
 */
export function ProgressiveTabs({
  label,
  items,
  defaultTab,
  className,
}: {
  label: string;
  items: TabItem[];
  defaultTab?: string;
  className?: string;
}) {
  const base = useId().replace(/:/g, "");
  const [selected, setSelected] = useState(defaultTab ?? items[0]?.id ?? "");
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = (id: string) => `${base}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === selected);
    const last = items.length - 1;
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
    if (next === null) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    setSelected(item.id);
    buttons.current[next]?.focus();
  };

  return (
    <div className={cn("progressive-tabs", className)}>
      <noscript
        // Without JavaScript the tab buttons cannot work: show every panel with its heading.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed style, no user input
        dangerouslySetInnerHTML={{
          __html:
            "<style>.progressive-tabs [role=tablist]{display:none!important}.progressive-tabs [role=tabpanel]{display:block!important}.progressive-tabs .tab-heading{position:static;width:auto;height:auto;margin:0 0 .75rem;clip:auto;overflow:visible;white-space:normal}</style>",
        }}
      />
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-2 border-b border-dune pb-3"
      >
        {items.map((item, index) => {
          const active = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={active}
              aria-controls={panelId(item.id)}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(item.id)}
              className={cn(
                "min-h-11 rounded-full px-4 py-2 font-semibold transition-colors",
                active ? "bg-sea text-white" : "bg-sand text-sea-deep hover:bg-sky",
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes the panel a tab stop
          tabIndex={0}
          // A class, not the hidden attribute: the no-JavaScript style must be able to undo it.
          className={cn(
            "pt-5 outline-none focus-visible:outline-3 focus-visible:outline-coral",
            item.id !== selected && "hidden",
          )}
        >
          <h3 className="tab-heading sr-only text-xl text-sea-deep">{item.label}</h3>
          {item.content}
        </div>
      ))}
    </div>
  );
}

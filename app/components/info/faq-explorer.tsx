import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { useLocalized } from "~/components/site/use-localized";
import { cn } from "~/components/ui/cn";
import { ChevronDown, MessageCircle, Search, X } from "~/components/ui/icons";
import { faqCategories } from "~/content/faq";
import { useTranslation } from "~/i18n/react";
import { type FaqEntry, filterFaq } from "./faq-search";

/*
 * Without JavaScript the accordion buttons cannot open anything, so every answer is shown.
 * With it, answers start closed (the server renders them closed too: no jump on hydration).
 */
const NO_SCRIPT_CSS =
  "[data-faq-answer]{display:block!important}[data-faq-toggle-icon]{display:none}";

/**
 * Search box, category groups and single-open accordions (spec §2). The search is a GET form
 * (`?q=`), so it also works before JavaScript loads; with JavaScript it filters as you type.
 */
export function FaqExplorer({
  entries,
  initialQuery,
}: {
  entries: readonly FaqEntry[];
  initialQuery: string;
}) {
  const { t } = useTranslation("faq");
  const { to } = useLocalized();
  const [query, setQuery] = useState(initialQuery);
  const [openId, setOpenId] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  useEffect(() => setHydrated(true), []);
  // A link to another ?q= (browser back, a shared URL) replaces what is in the box.
  useEffect(() => setQuery(initialQuery), [initialQuery]);

  const matches = useMemo(() => filterFaq(entries, query), [entries, query]);
  const trimmed = query.trim();

  const clear = () => {
    setQuery("");
    inputRef.current?.focus();
  };

  return (
    <div>
      <Form
        method="get"
        role="search"
        onSubmit={(event) => {
          // Already filtered live; the round trip is only for visitors without JavaScript.
          if (hydrated) event.preventDefault();
        }}
        className="flex flex-col gap-3 sm:flex-row"
      >
        <label htmlFor={inputId} className="sr-only">
          {t("search.label")}
        </label>
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-muted"
          />
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            name="q"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setOpenId(null);
            }}
            placeholder={t("search.placeholder")}
            autoComplete="off"
            className="min-h-12 w-full rounded-full border-2 border-dune bg-white pr-5 pl-12 text-ink placeholder:text-ink-muted focus:border-sea"
          />
        </div>
        <button type="submit" className="btn-secondary inline-flex min-h-12">
          {t("search.submit")}
        </button>
      </Form>

      {trimmed ? null : (
        <nav aria-label={t("search.jumpTo")} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {faqCategories.map((category) => (
              <li key={category}>
                <a
                  href={`#faq-${category}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-dune bg-sand px-4 font-semibold text-sea-deep hover:border-sea hover:bg-white"
                >
                  {t(`categories.${category}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <p aria-live="polite" className="mt-4 min-h-6 font-semibold text-sea">
        {trimmed && matches.length > 0
          ? t("search.results", { count: matches.length, query: trimmed })
          : ""}
      </p>

      {matches.length === 0 ? (
        <div className="mt-6 rounded-3xl border border-dune bg-sand px-6 py-12 text-center">
          <Search aria-hidden="true" className="mx-auto size-10 text-sea" />
          <h2 className="mt-4 text-2xl text-sea-deep">{t("search.noResultsTitle")}</h2>
          <p className="mt-2 text-ink-muted">{t("search.noResultsText", { query: trimmed })}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link
              to={to("/faq")}
              onClick={(event) => {
                event.preventDefault();
                clear();
              }}
              className="btn-secondary inline-flex min-h-11"
            >
              <X aria-hidden="true" className="size-5" />
              {t("search.clear")}
            </Link>
            <Link to={to("/contact")} className="btn-primary inline-flex min-h-11">
              <MessageCircle aria-hidden="true" className="size-5" />
              {t("search.contact")}
            </Link>
          </div>
        </div>
      ) : (
        <div className="mt-4 space-y-12">
          {faqCategories.map((category) => {
            const inCategory = matches.filter((entry) => entry.category === category);
            if (inCategory.length === 0) return null;
            return (
              <section key={category} aria-labelledby={`faq-${category}`}>
                <h2
                  id={`faq-${category}`}
                  className="scroll-mt-24 text-2xl text-sea-deep sm:text-3xl"
                >
                  {t(`categories.${category}`)}
                </h2>
                <ul className="mt-4 divide-y divide-dune rounded-3xl border border-dune bg-white">
                  {inCategory.map((entry) => (
                    <FaqAccordion
                      key={entry.id}
                      entry={entry}
                      open={openId === entry.id}
                      onToggle={() =>
                        setOpenId((current) => (current === entry.id ? null : entry.id))
                      }
                    />
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
      <noscript>
        <style>{NO_SCRIPT_CSS}</style>
      </noscript>
    </div>
  );
}

function FaqAccordion({
  entry,
  open,
  onToggle,
}: {
  entry: FaqEntry;
  open: boolean;
  onToggle: () => void;
}) {
  const buttonId = `faq-q-${entry.id}`;
  const regionId = `faq-a-${entry.id}`;
  return (
    <li>
      <h3 className="font-sans text-lg">
        <button
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:text-sea"
        >
          {entry.question}
          <ChevronDown
            aria-hidden="true"
            data-faq-toggle-icon=""
            className={cn("size-5 shrink-0 text-sea transition-transform", open && "rotate-180")}
          />
        </button>
      </h3>
      <section
        id={regionId}
        aria-labelledby={buttonId}
        data-faq-answer=""
        // A class, not the `hidden` attribute: Tailwind makes [hidden] !important, which the
        // no-JavaScript style could not override.
        className={cn("px-5 pb-5 text-ink-muted", !open && "hidden")}
      >
        <p>{entry.answer}</p>
      </section>
    </li>
  );
}

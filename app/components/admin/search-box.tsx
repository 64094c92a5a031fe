import { useEffect, useRef } from "react";
import { Search } from "~/components/ui/icons";

/**
 * The list's search field. `/` anywhere on the page (outside a text field) focuses it.
 * It belongs to a GET form; the parent decides when to submit.
 */
export function SearchBox({
  defaultValue,
  label,
  placeholder,
  onChange,
  name = "q",
}: {
  defaultValue: string;
  label: string;
  placeholder?: string;
  onChange?: (value: string) => void;
  name?: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (
        target &&
        (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))
      )
        return;
      event.preventDefault();
      ref.current?.focus();
      ref.current?.select();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  // Keep the field in step with the URL (back/forward) without fighting the person typing.
  useEffect(() => {
    if (ref.current && document.activeElement !== ref.current) ref.current.value = defaultValue;
  }, [defaultValue]);

  return (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={`search-${name}`} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
      />
      <input
        ref={ref}
        id={`search-${name}`}
        type="search"
        name={name}
        defaultValue={defaultValue}
        placeholder={placeholder ?? "Search… (press / to focus)"}
        aria-keyshortcuts="/"
        autoComplete="off"
        onChange={(event) => onChange?.(event.currentTarget.value)}
        className="block w-full rounded-lg border border-[#6b7472] bg-white py-2 pr-3 pl-9 text-sm text-ink placeholder:text-[#5f6866] focus-visible:border-sea focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-coral"
      />
    </div>
  );
}

import type { PublicProgram } from "@shared/content/types";

export function Timetable({
  timetable,
  lang,
}: {
  timetable: PublicProgram["timetable"];
  lang: string | undefined;
}) {
  return (
    <div className="grid gap-4" lang={lang}>
      {Object.entries(timetable).map(([section, value]) => (
        <div key={section} className="rounded-2xl bg-sand p-5">
          <h4 className="font-sans text-lg font-bold text-sea-deep">{section}</h4>
          {typeof value === "string" ? (
            <p className="mt-1 text-ink">{value}</p>
          ) : (
            <dl className="mt-2 grid gap-2 sm:grid-cols-[minmax(8rem,auto)_1fr] sm:gap-x-6">
              {Object.entries(value).map(([label, entry]) => (
                <div key={label} className="contents">
                  <dt className="font-semibold text-ink">{label}</dt>
                  <dd className="text-ink-muted">{entry}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      ))}
    </div>
  );
}

export function List({ items, lang }: { items: string[]; lang: string | undefined }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2" lang={lang}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 rounded-2xl bg-sand p-4 text-ink">
          <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-coral-strong" />
          {item}
        </li>
      ))}
    </ul>
  );
}

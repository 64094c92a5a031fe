import type { ReactNode } from "react";

/** A lead's fields as label/value pairs in its detail dialog; a missing value reads "—". */
export function Details({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
          <dd className="text-sm break-words whitespace-pre-wrap">{value ?? "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The person's address as a mailto link. */
export function MailLink({ email, subject }: { email: string; subject?: string }) {
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : "";
  return (
    <a className="text-sea underline" href={`mailto:${email}${query}`}>
      {email}
    </a>
  );
}

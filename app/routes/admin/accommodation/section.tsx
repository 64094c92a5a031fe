/** A titled panel of the provider page, with an anchor the saved forms return to. */
import type { ReactNode } from "react";

export function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 rounded-xl border border-mist bg-white p-5"
    >
      <h2 id={`${id}-title`} className="font-sans text-lg font-semibold text-ink">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The one message a refused form shows above its fields. */
export function FormRefusal({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-[#b42318] bg-[#fdecea] p-3 text-sm text-[#8f1c13]"
    >
      {message}
    </p>
  );
}

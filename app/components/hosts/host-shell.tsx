import { brand } from "@shared/config/brand";
import type { HostIdentity } from "@shared/hosts/types";
import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { LogOut, Mail, Phone } from "~/components/ui/icons";

const sections = [
  { label: "Students", path: "/hosts" },
  { label: "Unavailable dates", path: "/hosts/unavailable" },
  { label: "Statements", path: "/hosts/statements" },
] as const;

/** The title of a host portal page, never indexed. */
export const hostMeta = (title: string) => [
  { title: `${title} · Host portal · ${brand.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * The host portal's frame, for a phone first (a family confirms an arrival at the door): the
 * school's mark, "Host portal", the signed-in host and Sign out; the sections as large tabs;
 * the school's e-mail and phone at the foot. Plain links and forms: it works before, or
 * without, any script.
 */
export function HostShell({ host, children }: { host: HostIdentity | null; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-[#f7f8f7]">
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-white px-4 py-3 font-semibold text-sea-deep shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <header className="border-b border-mist bg-white">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3">
          <Link
            to={host ? "/hosts" : "/hosts/sign-in"}
            className="flex min-h-11 items-center gap-3 text-sea-deep"
          >
            <img src="/images/brand/mark.svg" alt="" width={36} height={36} />
            <span className="grid leading-tight">
              <span className="font-display text-lg">{brand.name}</span>
              <span className="text-sm font-semibold tracking-wide text-teal uppercase">
                Host portal
              </span>
            </span>
          </Link>
          {host ? (
            <div className="flex items-center gap-3">
              <p className="grid text-sm leading-tight sm:text-right" data-testid="host-identity">
                <span className="font-semibold text-ink">{host.name}</span>
                <span className="text-ink-muted">{host.providerName}</span>
              </p>
              <Form method="post" action="/hosts/sign-out">
                <button
                  type="submit"
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-sea px-4 text-sm font-semibold whitespace-nowrap text-sea hover:bg-sky"
                >
                  <LogOut aria-hidden="true" className="size-4" />
                  Sign out
                </button>
              </Form>
            </div>
          ) : null}
        </div>
        {host ? <SectionNav /> : null}
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <footer className="mt-12 border-t border-mist bg-white">
        <div className="mx-auto flex max-w-4xl flex-col gap-3 px-4 py-6 text-sm text-ink-muted sm:flex-row sm:items-center sm:justify-between">
          <p>Questions about a student or a payment? The accommodation team is here to help.</p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <a
                href={`mailto:${brand.admissionsEmail}`}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-sea underline underline-offset-4"
              >
                <Mail aria-hidden="true" className="size-4" />
                <span className="sr-only">E-mail: </span>
                {brand.admissionsEmail}
              </a>
            </li>
            <li>
              <a
                href={brand.phoneHref}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-sea underline underline-offset-4"
              >
                <Phone aria-hidden="true" className="size-4" />
                <span className="sr-only">Phone: </span>
                {brand.phone}
              </a>
            </li>
          </ul>
        </div>
      </footer>
    </div>
  );
}

function SectionNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Host portal" className="border-t border-mist/60">
      <ul className="mx-auto flex max-w-4xl gap-1 overflow-x-auto px-2">
        {sections.map((section) => {
          const current = pathname.replace(/\/$/, "") === section.path;
          return (
            <li key={section.path} className="shrink-0">
              <Link
                to={section.path}
                aria-current={current ? "page" : undefined}
                className={`inline-flex min-h-12 items-center border-b-3 px-3 text-base font-semibold whitespace-nowrap ${
                  current
                    ? "border-coral-strong text-sea-deep"
                    : "border-transparent text-ink-muted hover:text-sea-deep"
                }`}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A missing page or a failure, inside the portal's frame. */
export function HostError({ status }: { status: number }) {
  const [title, text] =
    status === 404
      ? ["Not found", "This page or student is not in your portal."]
      : status === 403
        ? ["Not allowed", "This request was refused. Please go back and try again."]
        : ["Something went wrong", "Please try again in a moment, or contact the school."];
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl text-sea-deep">{title}</h1>
      <p className="mt-4 text-ink-muted">{text}</p>
      <p className="mt-6">
        <Link to="/hosts" className="font-semibold text-sea underline underline-offset-4">
          Back to your students
        </Link>
      </p>
    </div>
  );
}

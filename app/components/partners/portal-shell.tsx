import type { AgentIdentity } from "@shared/agents/types";
import { brand } from "@shared/config/brand";
import { languageInfo, languages, localizePath } from "@shared/i18n/languages";
import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { useLocalized } from "~/components/site/use-localized";
import { KeyRound, LogOut, Mail, Phone } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";

/** The portal's sections, in the order of the navigation. */
const sections = [
  { key: "dashboard", path: "" },
  { key: "students", path: "/students" },
  { key: "quote", path: "/quote" },
  { key: "commission", path: "/commission" },
  { key: "statement", path: "/statement" },
] as const;

/**
 * The partner portal's frame: the school's mark and name, "Partner portal", the signed-in agent
 * and agency, the language links and Sign out; then the sections. Calmer than the public site
 * (no marketing navigation, no cookie banner: the portal sets only its session cookie). Plain
 * links and a plain form: it all works before, or without, any script.
 */
export function PortalShell({
  agent,
  children,
}: {
  agent: AgentIdentity | null;
  children: ReactNode;
}) {
  const { t } = useTranslation("partners");
  const { to } = useLocalized();
  const home = to(agent ? "/partners" : "/partners/login");
  return (
    <div className="flex min-h-screen flex-col bg-[#f7f8f7]">
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-white px-4 py-3 font-semibold text-sea-deep shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("shell.skip")}
      </a>
      <header className="border-b border-mist bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
          <Link to={home} className="flex min-h-11 items-center gap-3 text-sea-deep">
            <img src="/images/brand/mark.svg" alt="" width={36} height={36} />
            <span className="grid leading-tight">
              <span className="font-display text-lg">{brand.name}</span>
              <span className="text-sm font-semibold tracking-wide text-teal uppercase">
                {t("shell.portal")}
              </span>
            </span>
          </Link>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <LanguageLinks />
            {agent ? <SignedIn agent={agent} /> : null}
          </div>
        </div>
        {agent ? <SectionNav /> : null}
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <PortalFooter />
    </div>
  );
}

/** The same page in each language: plain links, the current one marked. */
function LanguageLinks() {
  const { t } = useTranslation("partners");
  const { lang } = useLocalized();
  const { pathname, search } = useLocation();
  return (
    <nav aria-label={t("shell.language")}>
      <ul className="flex items-center gap-1">
        {languages.map((code) => (
          <li key={code}>
            <a
              href={`${localizePath(pathname, code)}${search}`}
              hrefLang={code}
              lang={code}
              aria-current={code === lang ? "true" : undefined}
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-2 text-sm font-semibold text-sea-deep hover:bg-sky aria-[current]:bg-sea aria-[current]:text-white"
            >
              <abbr title={languageInfo[code].name} className="no-underline">
                {code.toUpperCase()}
              </abbr>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SignedIn({ agent }: { agent: AgentIdentity }) {
  const { t } = useTranslation("partners");
  const { to } = useLocalized();
  return (
    <div className="flex items-center gap-3">
      <p className="grid text-sm leading-tight sm:text-right" data-testid="portal-agent">
        <span className="font-semibold text-ink">{agent.name}</span>
        <span className="text-ink-muted">{agent.agencyName}</span>
      </p>
      <Link
        to={to("/partners/password")}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold whitespace-nowrap text-sea underline-offset-4 hover:underline"
      >
        <KeyRound aria-hidden="true" className="size-4" />
        {/* On a phone the key alone: the header has no room for the words beside sign-out. */}
        <span className="sr-only sm:not-sr-only">{t("password.shellLink")}</span>
      </Link>
      <Form method="post" action={to("/partners/logout")}>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-sea px-4 text-sm font-semibold whitespace-nowrap text-sea hover:bg-sky"
        >
          <LogOut aria-hidden="true" className="size-4" />
          {t("shell.signOut")}
        </button>
      </Form>
    </div>
  );
}

function SectionNav() {
  const { t } = useTranslation("partners");
  const { to, bare } = useLocalized();
  const current = (path: string) =>
    path === "" ? bare === "/partners" : bare === `/partners${path}`;
  const within = (path: string) => path !== "" && bare.startsWith(`/partners${path}/`);
  return (
    <nav aria-label={t("shell.sections")} className="border-t border-mist/60">
      <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-2 sm:px-4">
        {sections.map((section) => (
          <li key={section.key} className="shrink-0">
            <Link
              to={to(`/partners${section.path}`)}
              aria-current={current(section.path) ? "page" : undefined}
              className={`inline-flex min-h-12 items-center border-b-3 px-2 text-sm font-semibold whitespace-nowrap sm:px-3 sm:text-base ${
                current(section.path) || within(section.path)
                  ? "border-coral-strong text-sea-deep"
                  : "border-transparent text-ink-muted hover:text-sea-deep"
              }`}
            >
              {t(`shell.nav.${section.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PortalFooter() {
  const { t } = useTranslation("partners");
  return (
    <footer className="mt-12 border-t border-mist bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-ink-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>{t("shell.help")}</p>
        <ul className="flex flex-wrap gap-x-5 gap-y-2">
          <li>
            <a
              href={`mailto:${brand.admissionsEmail}`}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-sea underline underline-offset-4"
            >
              <Mail aria-hidden="true" className="size-4" />
              <span className="sr-only">{t("shell.email")}: </span>
              {brand.admissionsEmail}
            </a>
          </li>
          <li>
            <a
              href={brand.phoneHref}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-sea underline underline-offset-4"
            >
              <Phone aria-hidden="true" className="size-4" />
              <span className="sr-only">{t("shell.phone")}: </span>
              {brand.phone}
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}

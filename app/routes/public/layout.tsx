import { Link, Outlet } from "react-router";
import { brand } from "~/config/brand";

export default function PublicLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-3"
      >
        Skip to main content
      </a>
      <header className="sticky top-0 z-40 border-b border-dune bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-6 py-4">
          <Link to="/" className="flex items-center gap-2 font-display text-xl text-sea">
            <img src="/images/brand/mark.svg" alt="" width={32} height={32} />
            {brand.name}
          </Link>
          <Link to="/quote" className="btn-primary inline-flex">
            Get Quote
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="mt-24 bg-sea-deep py-10 text-sand">
        <div className="mx-auto max-w-6xl px-6">
          <p>
            {brand.name} · <a href={brand.phoneHref}>{brand.phone}</a> ·{" "}
            <a href={`mailto:${brand.email}`}>{brand.email}</a>
          </p>
        </div>
      </footer>
    </>
  );
}

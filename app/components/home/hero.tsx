import { DeferredHydration, deferredPart } from "~/components/site/deferred-hydration";
import { heroImageAttributes } from "~/lib/hero-image";

/**
 * The home page's first screen. Its picture is the page's largest paint and stays as the server
 * sent it; the text, buttons and quick links are links and a dialog that have nothing to do until
 * the visitor does something, so their code comes then (decision 0013).
 */
const heroText = deferredPart(
  "home-hero",
  () => import("./first-screen").then((module) => module.HeroText),
  { when: "interaction" },
);
const quickLinks = deferredPart(
  "home-quick-links",
  () => import("./first-screen").then((module) => module.QuickLinks),
  { when: "interaction" },
);

export function FirstScreen() {
  return (
    <>
      <section className="relative overflow-hidden bg-sky">
        <img
          src="/images/hero/home.svg"
          alt=""
          width={1600}
          height={900}
          {...heroImageAttributes}
          className="absolute inset-0 h-full w-full object-cover object-[70%_50%] opacity-90"
        />
        <div className="absolute inset-0 bg-gradient-to-r from-white/95 via-white/80 to-white/10" />
        <DeferredHydration part={heroText} props={{}} />
      </section>
      <DeferredHydration part={quickLinks} props={{}} />
    </>
  );
}

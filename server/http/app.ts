/**
 * The whole HTTP surface of one process: health checks, the REST API, static files and the
 * server-rendered React Router app, in that order.
 */
import { serveStatic } from "@hono/node-server/serve-static";
import { isStaffPath } from "@shared/config/staff-path";
import { contentLanguages } from "@shared/content/types";
import { href } from "@shared/i18n/languages";
import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { AppConfig } from "../config";
import type { DatabaseHandle } from "../db/client";
import type { Logger } from "../logger";
import { resolveSessionSecret } from "../secrets";
import type { Services } from "../services";
import { createApi } from "./api";
import { renderBlogRss } from "./blog-feed";
import { bodyLimits } from "./body-limits";
import { clientIp } from "./client-ip";
import { consentHandler, hasConsentCookie, markConsentGiven, pageCacheVariant } from "./consent";
import { clientIpContext, configContext, servicesContext } from "./context";
import { deferPageScripts } from "./deferred-scripts";
import { runningCourseFixture } from "./fixtures/running-course";
import type { PageCache } from "./page-cache";
import { requestLog } from "./request-log";
import { securityHeaders, withPagePolicy } from "./security-headers";
import { renderSitemap } from "./sitemap";

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  services: Services;
  logger: Logger;
  /** The React Router server build and its client assets; absent in API-only tests. */
  web?: { build: ServerBuild; clientDir: string };
  /** Rendered public pages; dropped by the services when staff change content. */
  pageCache?: PageCache;
}

const ONE_YEAR = 60 * 60 * 24 * 365;

export function createApp(deps: AppDependencies) {
  const app = new Hono();
  const pageCache = deps.pageCache;
  if (pageCache) {
    // Outermost: sees a cached page's headers as they leave, security headers included, so the
    // next request for it is answered before the middleware (cached-page-listener.ts).
    app.use(async (c, next) => {
      await next();
      if (c.res.headers.has("X-Page-Cache")) {
        pageCache.seal(c.req.raw, pageCacheVariant(c.req.header("Cookie")), c.res.headers);
      }
    });
  }
  const load = deps.services.load;
  app.use(async (_c, next) => {
    load.enter();
    try {
      await next();
    } finally {
      load.leave();
    }
  });
  app.use(requestLog(deps.logger));
  app.use(securityHeaders(deps.config.isProduction));
  app.use(bodyLimits());
  // Pages and JSON rendered per request; pre-compressed assets and cached pages skip this.
  app.use(compress());

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    try {
      await deps.database.ping();
      return c.json({ status: "ready", database: deps.database.kind });
    } catch {
      return c.json({ status: "unavailable", database: deps.database.kind }, 503);
    }
  });

  app.route("/api", createApi(deps));

  app.get("/robots.txt", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    // Offer and guardian pages and the partner and host portals are personal (and noindex too); the
    // wildcards cover /es/offers/… and the rest; the portal's prefixes are listed one by one.
    const partners = contentLanguages
      .map((lang) => `Disallow: ${href(lang, "/partners")}\n`)
      .join("");
    return c.text(
      `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /newsletter\nDisallow: /offers/\nDisallow: /*/offers/\nDisallow: /guardian/\nDisallow: /*/guardian/\nDisallow: /hosts\n${partners}\nSitemap: ${deps.config.publicUrl}/sitemap.xml\n`,
    );
  });
  for (const lang of contentLanguages) {
    app.get(href(lang, "/blog/rss.xml"), async (c) => {
      c.header("Content-Type", "application/rss+xml; charset=utf-8");
      c.header("Cache-Control", "public, max-age=600");
      return c.body(await renderBlogRss(deps.services, deps.config.publicUrl, lang));
    });
  }
  app.post("/consent", consentHandler(deps.config.isProduction));
  app.get("/sitemap.xml", async (c) => {
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(await renderSitemap(deps.services, deps.config.publicUrl));
  });

  if (deps.web) {
    const { build, clientDir } = deps.web;
    // Vite puts content-hashed files under /assets: safe to cache for a year.
    app.use(
      "/assets/*",
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (_path, c) => c.header("Cache-Control", `public, max-age=${ONE_YEAR}, immutable`),
      }),
    );
    app.use(
      "*",
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (path, c) => {
          c.header("Cache-Control", "public, max-age=3600");
          // Caption tracks must be text/vtt or some browsers ignore them.
          if (path.endsWith(".vtt")) c.header("Content-Type", "text/vtt; charset=utf-8");
        },
      }),
    );
    const handleDocument = createRequestHandler(
      build,
      deps.config.isProduction ? "production" : "development",
    );
    // `request` is the one asked for, or the page cache's copy with only the query parameters
    // the page reads (page-cache.ts).
    const render = async (
      c: Context,
      consentGiven: boolean,
      request: Request = c.req.raw,
      injected?: (html: string) => string,
    ) => {
      const context = new RouterContextProvider();
      context.set(servicesContext, deps.services);
      context.set(configContext, deps.config);
      context.set(clientIpContext, clientIp(c, deps.config.trustProxy));
      const response = await handleDocument(request, context);
      // Public pages fetch their scripts after they have loaded; staff screens keep the default.
      const defer = isStaffPath(new URL(request.url).pathname)
        ? (html: string) => html
        : (html: string, nonce: string) =>
            deferPageScripts(consentGiven ? markConsentGiven(html) : html, nonce);
      const transform = injected
        ? (html: string, nonce: string) => defer(injected(html), nonce)
        : defer;
      return withPagePolicy(response, deps.config.isProduction, transform);
    };
    // Never enabled outside the end-to-end tests (TEST_FIXTURES=true).
    if (deps.config.testFixtures) {
      // The family's booking page once a course runs (issue 30): a booking whose course started
      // weeks ago, which the API cannot make (a booking starts in the future).
      app.post("/__fixtures/running-course", (c) =>
        runningCourseFixture(c, {
          db: deps.database.db,
          services: deps.services,
          secret: resolveSessionSecret(deps.config),
          now: deps.services.now,
        }),
      );
      // The e2e test of the page policy (issue 27): the home page as an HTML-injection bug would
      // leave it, with an inline script in its body that the server did not write. The browser
      // must refuse to run it.
      app.get("/__fixtures/injected-script", (c) =>
        render(c, false, new Request(new URL("/", c.req.url)), (html) =>
          html.replace(
            "</main>",
            `<script>document.documentElement.dataset.injected="ran"</script></main>`,
          ),
        ),
      );
    }
    app.all("*", (c) => {
      // A visitor who chose their cookie consent with the form (no script) gets the banner
      // hidden by the server; everyone else has it hidden by the head script, or sees it.
      const consentGiven = hasConsentCookie(c.req.header("Cookie"));
      if (!pageCache) return render(c, consentGiven);
      return pageCache.handle(
        c.req.raw,
        (request) => render(c, consentGiven, request),
        pageCacheVariant(c.req.header("Cookie")),
      );
    });
  }

  return app;
}

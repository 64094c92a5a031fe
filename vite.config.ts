import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Site modules that not every public page needs at its first load: the deferred parts and what
 * only they use (each is fetched when the visitor needs it, decision 0013), and helpers of a few
 * pages. Left out of the shared "site" chunks, so that no page fetches them for nothing.
 */
const notOnEveryFirstLoad =
  /site-(footer(?!-part)|header|overlays)|brand-mark|accessibility-panel|cookie-consent|scroll-to-top|language-switcher|use-popover|navigation|social-icon|newsletter-form|live-state|language-suggestion-banner|suggestions|program-filters|smart-image|untranslated-notice|date-format|unit-format/;

// The server bundle's entry is our own process (server/main.ts), which imports the
// React Router build itself; see docs/decisions/0001-server-rendering.md.
export default defineConfig(({ isSsrBuild }) => ({
  build: {
    sourcemap: process.env.SOURCEMAP === "true",
    // Public pages start their scripts after load (decision 0013); Vite's preload helper and
    // its dependency lists would only add bytes to every page.
    modulePreload: false,
    rollupOptions: isSsrBuild
      ? { input: "./server/main.ts" }
      : {
          output: {
            // Dozens of tiny icon and helper chunks cost a phone more in requests than in bytes.
            codeSplitting: {
              groups: [
                {
                  name: "site",
                  test: (id: string) =>
                    /(app[\\/](lib|i18n|config|components[\\/]site)|shared[\\/](i18n|config))[\\/]/.test(
                      id,
                    ) && !notOnEveryFirstLoad.test(id),
                  entriesAware: true,
                  // Groups of shared modules smaller than this join a larger one. 12 000 bytes
                  // gave every public page 0.5–0.7 KB gzip less than 8 000 (decision 0025).
                  entriesAwareMergeThreshold: 12000,
                },
              ],
            },
          },
        },
  },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
}));

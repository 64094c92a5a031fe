import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

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
                  // Not the footer: it is fetched when scrolled to (deferred-hydration.tsx).
                  test: (id: string) =>
                    /app[\\/](lib|i18n|config|components[\\/]site)[\\/]/.test(id) &&
                    !/site-footer/.test(id),
                  entriesAware: true,
                  entriesAwareMergeThreshold: 8000,
                },
              ],
            },
          },
        },
  },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
}));

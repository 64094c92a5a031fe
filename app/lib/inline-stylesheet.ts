import { createContext } from "react";

/**
 * The site stylesheet's text, provided by the server entry only (app/entry.server.tsx). Public
 * pages inline it so their first paint needs no second request; in the browser it is null and
 * React adopts the inlined `<style>` by its `href` instead of fetching the file.
 */
export const InlineStylesheet = createContext<string | null>(null);

/**
 * Public pages paint before any JavaScript is fetched (decision 0013). React Router writes a
 * `<link rel="modulepreload">` for every chunk of the page and an inline module script whose
 * static imports start those fetches at once; on a phone they compete with the HTML, the
 * stylesheet, the fonts and the hero picture for the first paint.
 *
 * This rewrite of a rendered public page:
 * - moves the module preloads into an inert `<template>` (nothing in a template is fetched);
 * - turns React Router's inline module script into an inert data block (same text, same place);
 * - adds a tiny loader that puts the preloads back in `<head>` and then a real module script
 *   with that text back in its place. It works in small tasks of its own: the task that
 *   fires `load` also ends parsing and lays the page out (20–30 ms on this machine, four
 *   times that on a phone), and each preload is a synchronous resource request of 3–5 ms here
 *   (three in one task made a 13 ms one, 50 ms on a phone). So: one preload per task, and the
 *   module script last, once every preload is back. React then hydrates and finds the elements it
 *   expects: without the preloads there, it would create all of them itself (about 15 on a page)
 *   in the commit of hydration, the one part that never yields, only to remove them again a
 *   moment later. The preloads have started the same fetches the module script's imports would,
 *   so nothing arrives later for it. At the visitor's first press before that, everything left
 *   goes in at once: they are about to need the page;
 * - starts only once the page has loaded and been shown: its first paint and its hero picture
 *   have reached the screen (`window.__whenShown`, app/lib/page-shown.ts, which says why `load`
 *   alone is not enough);
 * - lets React Router's scroll restoration script skip sessionStorage on a new history entry
 *   (decision 0020; see `newEntriesSkipStoredPositions`).
 *
 * Everything a visitor can do before that works without JavaScript (links, forms posting to the
 * server, popover menus); see docs/decisions/0013-scripts-after-load.md.
 */

import { DRAW_ALL_CLASS } from "@shared/config/offscreen-drawing";

/** The inert copy of React Router's module script; its hash is allowed by the page's CSP. */
export const DEFERRED_MODULE_TYPE = "text/x-deferred-module";
const DEFERRED_MODULE_ID = "deferred-module";
const DEFERRED_PRELOADS_ID = "deferred-preloads";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
/**
 * React Router's module script, as this render wrote it (carrying its nonce: an injected script
 * never does, so nothing else is ever rewritten into a trusted one).
 */
const moduleScript = (nonce: string) =>
  new RegExp(`<script nonce="${nonce}" type="module" async="">([\\s\\S]*?)<\\/script>`);

/**
 * Runs the module once the page has been shown (see above), or at once at the first pointer or
 * key press before it (the visitor is about to need the enhanced page; `window.__interacted`
 * tells the page's parts that wait for the visitor). Until the page is hydrated, a click on a
 * button that only the script answers (`type="button"`, no popover target) is kept in
 * `window.__heldClick` and answered once the script runs (held-clicks.ts, root.tsx) rather than
 * lost. A new history entry gets its key for React Router's scroll restoration just before the
 * module script goes in (see `newEntriesSkipStoredPositions`), and the index React Router's
 * history gives a first entry (0): React Router would otherwise call `replaceState` again while
 * it starts, in the task that decodes the page's data. Likewise the first task after the page
 * is shown opens sessionStorage, alone: the first access of a page is a synchronous load from the
 * browser (1–11 ms here), and React Router's start reads it (view transitions, scroll positions)
 * in that same long task (decision 0025). Written for old browsers too: no arrow functions.
 */
export const deferredModuleLoader = `(function(){var d=document,w=window,started=0,scripted=0,links=[],events=["pointerdown","keydown","touchstart"];d.addEventListener("click",function(e){var t=e.target&&e.target.closest&&e.target.closest('button[type="button"]');if(!t||w.__hydrated||t.hasAttribute("popovertarget")||t.hasAttribute("commandfor"))return;e.preventDefault();w.__heldClick=w.__heldClick||t},true);events.forEach(function(e){d.addEventListener(e,function(){w.__interacted=1},{capture:true,passive:true,once:true})});function script(){if(scripted)return;scripted=1;events.forEach(function(e){w.removeEventListener(e,now,true)});var h=history;if(!(h.state&&h.state.key))h.replaceState({key:Math.random().toString(32).slice(2),idx:0},"");var inert=d.getElementById("${DEFERRED_MODULE_ID}");if(!inert)return;var s=d.createElement("script");s.type="module";s.async=true;s.textContent=inert.textContent;inert.replaceWith(s)}function begin(){if(started)return;started=1;var t=d.getElementById("${DEFERRED_PRELOADS_ID}");if(t){links=[].slice.call(t.content.children);t.remove()}}function step(){if(scripted)return;var l=links.shift();if(l){d.head.appendChild(l);setTimeout(step,0)}else script()}function now(){begin();while(links.length)d.head.appendChild(links.shift());script()}function later(){if(started)return;begin();try{sessionStorage.length}catch(e){}setTimeout(step,0)}w.__whenShown(later);events.forEach(function(e){w.addEventListener(e,now,{capture:true,passive:true})})})();`;

/**
 * React Router's scroll restoration script, as `<ScrollRestoration />` without `getKey` renders
 * it: it gives a new history entry a key, then reads the stored scroll positions from
 * sessionStorage. That first sessionStorage access is a synchronous load of the whole storage
 * area from the browser process: 8–17 ms in the middle of parsing on this machine (Lighthouse
 * counted it as a 90 ms task). A new entry (no key yet) has nothing stored under the key it is
 * about to get, so there it only takes the key; a reload or a return to an entry that has one
 * (the only case with a position to restore) runs the script as written, drawing every section
 * first so the saved position means what it meant (app/lib/offscreen-drawing.ts). A new entry
 * gets its key from the loader, just before the module script goes in: `replaceState` took up
 * to 7 ms in the middle of parsing under Lighthouse, and nothing reads the key before React
 * Router starts (decision 0024).
 */
const scrollRestoration = (nonce: string) =>
  new RegExp(
    `<script nonce="${nonce}">(\\(\\(storageKey\\w*, restoreKey\\w*\\) => \\{[\\s\\S]*?\\}\\)\\("[\\w-]+", null\\))<\\/script>`,
  );

function newEntriesSkipStoredPositions(html: string, nonce: string): string {
  return html.replace(
    scrollRestoration(nonce),
    (_, script: string) =>
      `<script nonce="${nonce}">if(history.state&&history.state.key){document.documentElement.classList.add("${DRAW_ALL_CLASS}");${script}}</script>`,
  );
}

/**
 * The page with its scripts deferred; a page without React Router's module script is unchanged.
 * `nonce` marks the scripts this render wrote (app/entry.server.tsx): only those are rewritten,
 * and the scripts added here carry it too, so the page's policy allows them (security-headers.ts).
 */
export function deferPageScripts(html: string, nonce: string): string {
  const moduleScriptOfThisRender = moduleScript(nonce);
  const module = moduleScriptOfThisRender.exec(html);
  if (!module) return html;
  const inert = `<script nonce="${nonce}" type="${DEFERRED_MODULE_TYPE}" id="${DEFERRED_MODULE_ID}">${module[1]}</script><script nonce="${nonce}">${deferredModuleLoader}</script>`;
  const preloads = html.match(MODULE_PRELOAD) ?? [];
  let first = true;
  return newEntriesSkipStoredPositions(html, nonce)
    .replace(moduleScriptOfThisRender, () => inert)
    .replace(MODULE_PRELOAD, () => {
      if (!first) return "";
      first = false;
      return `<template id="${DEFERRED_PRELOADS_ID}">${preloads.join("")}</template>`;
    });
}

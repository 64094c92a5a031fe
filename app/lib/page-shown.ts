import { HERO_IMAGE_TIMING_NAME } from "./hero-image";

/**
 * How long after `load` the page waits at most for its paints to be reported: a page opened in a
 * background tab is not painted until it is shown, and a hero picture that fails to load is
 * never painted.
 */
const PAGE_SHOWN_LIMIT_MS = 1000;

/**
 * Part of the head script (app/lib/preferences.ts): defines `window.__whenShown(callback)`, which
 * runs the callback, each in a task of its own, once the page has loaded and its first paint and
 * the paint of its hero picture (app/lib/hero-image.ts) have reached the screen, as the
 * browser's paint and element timing report them. What a page fetches only to be better later
 * (its scripts, server/http/deferred-scripts.ts, and the web fonts) waits for it.
 *
 * Why not `load` alone: `load` can come before the first frame is on the screen (the hero is a
 * small file, loaded at once, while the frames are still being drawn; on this machine in about
 * one run in three). What is fetched then competes with that drawing, and Lighthouse counts a
 * high-priority request that started before the first or the largest paint as one the paint
 * needed: its simulated phone then waited for 130 KB of JavaScript before the first paint
 * (`/destinations/dublin`: FCP 1.4 s and LCP 2.1–2.3 s, against 0.8 and 1.1 s otherwise).
 * A browser without paint timing goes on at `load`. Old browsers too: no arrow functions.
 */
export const pageShownScript = `(function(){var w=window,shown=0,waiting=[];w.__whenShown=function(f){if(shown)setTimeout(f,0);else waiting.push(f)};function show(){if(shown)return;shown=1;waiting.forEach(function(f){setTimeout(f,0)})}addEventListener("load",function(){var P=w.PerformanceObserver,types=P&&P.supportedEntryTypes||[],hero=types.indexOf("element")<0?null:document.querySelector('img[elementtiming="${HERO_IMAGE_TIMING_NAME}"]'),painted=0,o,timer;function finish(){clearTimeout(timer);if(o)o.disconnect();show()}function check(){if(!painted)return;if(hero){var r=hero.getBoundingClientRect();if(r.bottom<=0||r.top>=innerHeight||!r.width)hero=null}if(!hero)finish()}if(types.indexOf("paint")<0)return finish();timer=setTimeout(finish,${PAGE_SHOWN_LIMIT_MS});o=new P(function(list){list.getEntries().forEach(function(e){if(e.name==="first-contentful-paint")painted=1;if(e.element&&e.element===hero)hero=null});check()});o.observe({type:"paint",buffered:true});if(hero)o.observe({type:"element",buffered:true})})})();`;

/**
 * React Router's default Node entry, plus two things: the site stylesheet's text in a React
 * context, so public pages can inline it (app/root.tsx, decision 0013; the text is the same file
 * Vite emits for the browser, read once at build time), and a nonce on every inline script this
 * render writes, so the Content-Security-Policy can allow those and nothing else (issue 27).
 */
import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { SCRIPT_NONCE_HEADER } from "@shared/config/script-nonce";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import stylesheetText from "./app.css?inline";
import { deferredPartsReady } from "./components/site/deferred-hydration";
import { InlineStylesheet } from "./lib/inline-stylesheet";
import { ScriptNonce } from "./lib/script-nonce";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Parts hydrated later in the browser render from code loaded in advance (resolved after the
  // first request).
  await deferredPartsReady();

  // Marks the scripts written here; the HTTP layer turns them into hashes and removes it.
  const nonce = randomBytes(16).toString("base64url");
  responseHeaders.set(SCRIPT_NONCE_HEADER, nonce);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <InlineStylesheet.Provider value={stylesheetText}>
        <ScriptNonce.Provider value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ScriptNonce.Provider>
      </InlineStylesheet.Provider>,
      {
        nonce,
        // Keep every completed Suspense boundary in place: React otherwise moves a large one
        // (the footer, the home page's lower half) to the end with a script that swaps it in,
        // and without JavaScript it would never show.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell are logged by React Router; later ones only here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

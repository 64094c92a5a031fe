/**
 * Every route family refuses a body over its ceiling with 413 before reading it (issue 27):
 * pages and their actions, /consent, the public, partner and staff API. A 100 MB upload, with
 * or without a declared length, is refused early and leaves the process's memory where it was.
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bodyLimitFor,
  PUBLIC_BODY_BYTES,
  STAFF_API_BODY_BYTES,
  STAFF_FORM_BODY_BYTES,
} from "../../server/http/body-limits";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

interface Upload {
  status: number;
  contentType: string;
  body: string;
  /** Bytes the client managed to send before the server answered. */
  sent: number;
}

/**
 * Streams up to `total` bytes to `path` in 64 KiB chunks, stopping as soon as the answer comes
 * (with `declareLength`, the length is announced up front; otherwise the body is chunked).
 */
function upload(path: string, total: number, declareLength: boolean): Promise<Upload> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    let answered = false;
    const request = http.request(`${server.url}${path}`, {
      method: "POST",
      agent: false,
      headers: {
        "Content-Type": path.startsWith("/api/")
          ? "application/json"
          : "application/x-www-form-urlencoded",
        ...(declareLength ? { "Content-Length": String(total) } : {}),
      },
    });
    request.on("response", (response) => {
      answered = true;
      let body = "";
      response.on("data", (data: Buffer) => {
        body += data.toString("utf8");
      });
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: response.headers["content-type"] ?? "",
          body,
          sent,
        }),
      );
    });
    // The server closes the connection once it has answered: writing after that fails.
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once("drain", pump);
          return;
        }
      }
      if (!answered) request.end();
    };
    pump();
  });
}

describe("body limits", () => {
  it("fit each family of routes", () => {
    expect(PUBLIC_BODY_BYTES).toBe(64 * 1024);
    for (const path of [
      "/",
      "/es/contact",
      "/consent",
      "/partners/quote",
      "/api/contact-inquiries",
      "/api/partners/quote-requests",
      "/api/offers/abc/accept",
    ]) {
      expect(bodyLimitFor(path), path).toBe(PUBLIC_BODY_BYTES);
    }
    expect(bodyLimitFor("/api/admin/blog")).toBe(STAFF_API_BODY_BYTES);
    expect(bodyLimitFor("/admin/content")).toBe(STAFF_FORM_BODY_BYTES);
    expect(bodyLimitFor("/administrator")).toBe(PUBLIC_BODY_BYTES);
  });

  it.each([
    ["a public page's form", "/es/contact"],
    ["the cookie consent form", "/consent"],
    ["a partner portal form", "/partners/quote"],
    ["a staff screen's form", "/admin/content"],
  ])("refuse %s over its ceiling with a page in the visitor's language", async (_, path) => {
    const answer = await upload(path, bodyLimitFor(path) + 1, true);
    expect(answer.status).toBe(413);
    expect(answer.contentType).toMatch(/text\/html/);
    expect(answer.body).toContain(
      path.startsWith("/es/") ? "Demasiado para enviar" : "Too much to send",
    );
  });

  it.each([
    ["the public API", "/api/contact-inquiries"],
    ["the partner API", "/api/partners/quote-requests"],
    ["the staff API", "/api/admin/blog"],
  ])("refuse %s over its ceiling with JSON", async (_, path) => {
    const answer = await upload(path, bodyLimitFor(path) + 1, true);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ error: "payload_too_large" });
  });

  it("let a body at the ceiling through to the route", async () => {
    const body = JSON.stringify({ message: "x".repeat(PUBLIC_BODY_BYTES - 20) });
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(PUBLIC_BODY_BYTES);
    const answer = await server.fetch("/api/contact-inquiries", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
    });
    // Read and judged by the form's own rules (a missing name, a message too long).
    expect(answer.status).toBe(400);
  });

  it.each([
    ["with its length declared", true],
    ["sent in chunks without a length", false],
  ])(
    "refuse a 100 MB upload to a page %s early, without holding it in memory",
    async (_, declared) => {
      global.gc?.();
      const before = process.memoryUsage().rss;
      const answer = await upload("/", 100 * 1024 * 1024, declared);
      const after = process.memoryUsage().rss;
      expect(answer.status).toBe(413);
      // Answered long before the upload could finish…
      expect(answer.sent).toBeLessThan(20 * 1024 * 1024);
      // …and the server (in this process) kept no more than a few ceilings' worth of it.
      expect(after - before).toBeLessThan(40 * 1024 * 1024);
    },
  );
});

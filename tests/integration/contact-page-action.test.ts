/**
 * The contact page's form action when the database fails under it: the visitor is told the
 * message was not sent (503) and gets back every value typed. The failure is real: the service
 * runs on a database that has been closed. (Valid input never makes a healthy database fail, so
 * the end-to-end tests cannot provoke this; they cover the dropped-connection path.)
 */
import os from "node:os";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action } from "../../app/routes/public/info/contact";
import { loadConfig } from "../../server/config";
import { clientIpContext, servicesContext } from "../../server/http/context";
import { createLogger } from "../../server/logger";
import { createRuntime, type Runtime } from "../../server/runtime";
import { openTestDatabase, TEST_SECRET } from "../support/test-server";

let runtime: Runtime;
let drop: () => Promise<void>;
beforeAll(async () => {
  const database = await openTestDatabase();
  drop = database.drop;
  runtime = createRuntime({
    config: loadConfig({ NODE_ENV: "test", DATA_DIR: os.tmpdir() }),
    database: database.handle,
    logger: createLogger("silent"),
    secret: TEST_SECRET,
    outboxIntervalMs: 0,
  });
  await database.handle.close();
});
afterAll(async () => {
  await runtime?.stop();
  await drop?.();
});

function submit(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const context = new RouterContextProvider();
  context.set(servicesContext, runtime.services);
  context.set(clientIpContext, "203.0.113.90");
  const request = new Request("http://clover.test/contact", { method: "POST", body });
  // The action reads only the request and the context; the other route arguments are unused.
  return action({ request, context, params: {} } as unknown as Parameters<typeof action>[0]);
}

describe("contact page action with the database gone", () => {
  it("answers 503 'server' and hands back everything typed", async () => {
    const typed = {
      name: "Lucía García",
      email: "lucia@example.com",
      phone: "+34 600 123 456",
      enquiryType: "accommodation",
      subject: "Host family in July",
      message: "Could my son stay with a family near the Cork campus?",
      gdprConsent: "on",
    };
    const result = await submit(typed);
    expect(result.init?.status).toBe(503);
    expect(result.data).toEqual({
      ok: false,
      error: "server",
      values: { ...typed, gdprConsent: true },
    });
  });
});

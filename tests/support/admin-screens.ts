/**
 * An admin screen as the server runs it, for integration tests: the admin guard
 * (requireStaffSession, with the real session cookie) and then a route module's loader or
 * action, against a real test server's services. The answer is what the browser would get:
 * data and status, whether returned, thrown or redirected (a PDF or CSV download included).
 */
import { RouterContextProvider } from "react-router";
import { requireStaffSession } from "../../app/routes/admin/session.server";
import { clientIpContext, configContext, servicesContext } from "../../server/http/context";
import { cookieName } from "../../server/http/cookies";
import type { TestServer } from "./test-server";

export interface ScreenAnswer {
  status: number;
  data: Record<string, unknown> | null;
  location: string | null;
  /** The response itself when the route answered one (a redirect, a refusal, a download). */
  response: Response | null;
}

export async function answerOf(run: () => Promise<unknown>): Promise<ScreenAnswer> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) {
    return {
      status: value.status,
      data: null,
      location: value.headers.get("Location"),
      response: value,
    };
  }
  const wrapped = value as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (wrapped?.type === "DataWithResponseInit") {
    return {
      status: wrapped.init?.status ?? 200,
      data: wrapped.data as Record<string, unknown>,
      location: null,
      response: null,
    };
  }
  return { status: 200, data: value as Record<string, unknown>, location: null, response: null };
}

/** One field of the answer's data (undefined when there is none). */
export const field = (answer: ScreenAnswer, name: string): unknown => answer.data?.[name];

type RouteFunction = (args: never) => unknown;

export interface VisitOptions {
  form?: Record<string, string | string[]>;
  params?: Record<string, string>;
}

/**
 * The screens of the test file's server (asked for at each request, since it starts in
 * `beforeAll`): `visit(token, path, run?, options)` sends the request the browser sends with
 * `token` as its session cookie, through the guard, then the loader (GET) or action (POST
 * `form`) `run` of the route module.
 */
export function adminScreens(serverOf: () => TestServer) {
  let address = 1;
  function contextOf() {
    const server = serverOf();
    const context = new RouterContextProvider();
    context.set(servicesContext, server.services);
    context.set(configContext, server.config);
    context.set(clientIpContext, `198.51.100.${(address++ % 250) + 1}`);
    return context;
  }

  function visit(
    token: string,
    path: string,
    run?: RouteFunction,
    options: VisitOptions = {},
  ): Promise<ScreenAnswer> {
    let body: FormData | undefined;
    if (options.form) {
      body = new FormData();
      for (const [name, value] of Object.entries(options.form)) {
        for (const one of [value].flat()) body.append(name, one);
      }
    }
    const request = new Request(`http://clover.test${path}`, {
      method: body ? "POST" : "GET",
      body,
      headers: { Cookie: `${cookieName("staff-session", false)}=${token}` },
    });
    const context = contextOf();
    let result: unknown;
    return answerOf(async () => {
      await requireStaffSession(
        { request, context, params: options.params ?? {} } as never,
        async () => {
          result = await run?.({ request, context, params: options.params ?? {} } as never);
          return new Response(null, { status: 204 });
        },
      );
      return result;
    });
  }

  return { contextOf, visit };
}

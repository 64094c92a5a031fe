/**
 * Sign-in under attack (issue 27, decision 0027), over real HTTP against a real database, for
 * staff (/api/admin/login) and agents (/api/partners/login) alike: attempts are counted before
 * any password is checked, so a burst never gets more than 5 passwords checked per account and
 * address; a stranger can neither shut the owner out (another address, a known browser) nor get
 * round the limits; the owner is told what happened; old hashes are upgraded; idle sessions end.
 */
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, staffUsers } from "../../server/db/schema";
import { signInLimits } from "../../server/services/auth/sign-in-rules";
import {
  expectJson,
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  TEST_ADMIN,
  type TestServer,
} from "../support/test-server";

let clock = new Date("2026-11-28T09:00:00Z");
let server: TestServer;
let admin = "";

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, env: { TRUST_PROXY: "true" } });
  admin = await loginAsAdmin(server);
});
afterAll(() => server?.stop());

/** Moves the clock past every sign-in window, so a test starts with fresh budgets. */
const nextWindow = () => {
  clock = new Date(clock.getTime() + 16 * 60_000);
};

type Audience = "staff" | "partner";
const loginPath = { staff: "/api/admin/login", partner: "/api/partners/login" };

function signIn(
  audience: Audience,
  account: string,
  password: string,
  ip: string,
  cookie?: string,
): Promise<Response> {
  const body =
    audience === "staff" ? { username: account, password } : { email: account, password };
  return server.fetch(loginPath[audience], {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Forwarded-For": ip,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** The device cookie a successful sign-in set, as a Cookie header value. */
function deviceCookieOf(response: Response): string {
  const device = response.headers
    .getSetCookie()
    .find((cookie) => /^clover_(partner_)?device=/.test(cookie));
  if (!device) throw new Error("no device cookie was set");
  return device.split(";")[0] as string;
}

async function createStaff(username: string, password: string) {
  // The clock moves between tests: a session from an earlier one has gone idle.
  admin = await loginAsAdmin(server);
  await expectJson(
    await server.fetch(
      "/api/admin/users",
      jsonRequest("POST", { username, displayName: username, role: "editor", password }, admin),
    ),
    201,
  );
}

async function createAgent(email: string, password: string) {
  admin = await loginAsAdmin(server);
  const agency = await expectJson<{ id: number }>(
    await server.fetch(
      "/api/admin/agencies",
      jsonRequest(
        "POST",
        {
          name: `Agency of ${email}`,
          country: "Spain",
          email: `office-${email}`,
          commissionPercent: 10,
        },
        admin,
      ),
    ),
    201,
  );
  await expectJson(
    await server.fetch(
      `/api/admin/agencies/${agency.id}/invitations`,
      jsonRequest("POST", { email }, admin),
    ),
    201,
  );
  const [message] = await server.database.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const token = /\/partners\/invitations\/([A-Za-z0-9_-]{43})/.exec(message?.text ?? "")?.[1];
  await expectJson(
    await server.fetch(
      `/api/partners/invitations/${token}`,
      jsonRequest("POST", { name: "Lucía Ortega", password }),
    ),
    200,
  );
}

const accounts: Record<Audience, { account: string; password: string }> = {
  staff: { account: "maeve-under-attack", password: "Maeve's own passphrase 2026" },
  partner: { account: "lucia@ibericaviajes.example", password: "Ortega portal passphrase 26" },
};

beforeAll(async () => {
  await createStaff(accounts.staff.account, accounts.staff.password);
  await createAgent(accounts.partner.account, accounts.partner.password);
});

describe.each(["staff", "partner"] as const)("%s sign-in", (audience) => {
  const { account, password } = accounts[audience];

  it("checks at most 5 of 50 wrong passwords sent at once from one address", async () => {
    nextWindow();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        signIn(audience, account, `wrong guess number ${i}`, "203.0.113.50"),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeLessThanOrEqual(signInLimits.perAccountAndAddress);
    expect(checked).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - checked);
    for (const answer of answers.filter((each) => each.status === 429)) {
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // The right password from that address is refused as well: it is the 51st attempt.
    expect((await signIn(audience, account, password, "203.0.113.50")).status).toBe(429);
  });

  it("still lets the owner in from another address during that attack", async () => {
    nextWindow();
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => signIn(audience, account, `guess ${i}`, "203.0.113.51")),
    );
    expect((await signIn(audience, account, password, "198.51.100.7")).status).toBe(200);
  });

  it("still lets a browser that signed in before in, even from the attacker's address", async () => {
    nextWindow();
    const earlier = await signIn(audience, account, password, "203.0.113.52");
    expect(earlier.status).toBe(200);
    const device = deviceCookieOf(earlier);
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(audience, account, `guess ${i}`, "203.0.113.52")),
    );
    expect((await signIn(audience, account, password, "203.0.113.52")).status).toBe(429);
    expect((await signIn(audience, account, password, "203.0.113.52", device)).status).toBe(200);
  });

  it("gives a known browser its own budget of 5, not more", async () => {
    nextWindow();
    const device = deviceCookieOf(await signIn(audience, account, password, "198.51.100.8"));
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        signIn(audience, account, `typo ${i}`, `198.51.100.${20 + i}`, device),
      ),
    );
    expect(answers.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(
      signInLimits.perDevice,
    );
    expect((await signIn(audience, account, password, "198.51.100.60", device)).status).toBe(429);
    // A forged or foreign device cookie is just an unknown browser.
    const forged = device.replace(/=.{4}/, "=AAAA");
    expect((await signIn(audience, account, password, "198.51.100.61", forged)).status).toBe(200);
  });

  it("clears an address's count once its owner signs in", async () => {
    nextWindow();
    const ip = "198.51.100.9";
    for (let i = 0; i < 4; i++) {
      expect((await signIn(audience, account, `typo ${i}`, ip)).status).toBe(401);
    }
    expect((await signIn(audience, account, password, ip)).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await signIn(audience, account, `typo again ${i}`, ip)).status).toBe(401);
    }
    expect((await signIn(audience, account, password, ip)).status).toBe(200);
  });

  it("spaces out attempts from many addresses with growing delays, never locking", async () => {
    nextWindow();
    for (let i = 0; i < signInLimits.freeAccountFailures; i++) {
      expect((await signIn(audience, account, `spray ${i}`, `192.0.2.${i + 1}`)).status).toBe(401);
    }
    // The next attempt is checked (it takes the slot), the one right after must wait 2 s.
    expect((await signIn(audience, account, "spray next", "192.0.2.100")).status).toBe(401);
    const waiting = await signIn(audience, account, password, "192.0.2.101");
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get("retry-after"))).toBeLessThanOrEqual(4);
    // Once the delay has passed, the right password gets in: there is no lock.
    clock = new Date(clock.getTime() + 5_000);
    expect((await signIn(audience, account, password, "192.0.2.101")).status).toBe(200);
  });

  it("tells the owner at the next sign-in how many attempts failed, and audits them", async () => {
    nextWindow();
    // A clean start: a sign-in resets the tally.
    expect((await signIn(audience, account, password, "198.51.100.10")).status).toBe(200);
    for (let i = 0; i < 7; i++) {
      await signIn(audience, account, `guess ${i}`, "203.0.113.77");
    }
    const next = await signIn(audience, account, password, "198.51.100.11");
    const body = (await next.json()) as {
      token: string;
      failedSignIns: { count: number; lastAt: string } | null;
    };
    // 5 wrong passwords checked and 2 refused: all 7 are told.
    expect(body.failedSignIns).toEqual({ count: 7, lastAt: clock.toISOString() });
    const sessionPath = audience === "staff" ? "/api/admin/session" : "/api/partners/session";
    const session = await server.fetch(sessionPath, {
      headers: { Authorization: `Bearer ${body.token}` },
    });
    expect(((await session.json()) as { failedSignIns: unknown }).failedSignIns).toEqual(
      body.failedSignIns,
    );
    const failures = await server.database.db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.action, "login-failed"))
      .orderBy(desc(auditLog.id))
      .limit(5);
    expect(failures).toHaveLength(5);
    for (const failure of failures) expect(failure.summary).toContain("203.0.113.77");
    // Told once: the sign-in after that one starts from zero.
    const again = await signIn(audience, account, password, "198.51.100.12");
    expect(((await again.json()) as { failedSignIns: unknown }).failedSignIns).toBeNull();
  });
});

describe("an address trying many accounts", () => {
  it("gets 30 attempts in 15 minutes over all of them", async () => {
    nextWindow();
    const ip = "203.0.113.90";
    const answers = await Promise.all(
      Array.from({ length: signInLimits.perAddress + 2 }, (_, i) =>
        signIn("staff", `someone-${i}`, "password guess", ip),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([
      ...Array<number>(signInLimits.perAddress).fill(401),
      ...Array<number>(2).fill(429),
    ]);
  });

  // 35 sign-ins and 31 failures, each a real scrypt at N=2^17 (~0.4 s of CPU): a minute allowed.
  it("is never stopped by its own successful sign-ins (an office behind one address)", async () => {
    nextWindow();
    const ip = "203.0.113.91";
    // Seven rounds of five at once: each round's successes clear the account's count.
    const statuses: number[] = [];
    for (let round = 0; round < 7; round++) {
      const answers = await Promise.all(
        Array.from({ length: signInLimits.perAccountAndAddress }, () =>
          signIn("staff", TEST_ADMIN.username, TEST_ADMIN.password, ip),
        ),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses.length).toBeGreaterThan(signInLimits.perAddress);
    expect(statuses).toEqual(statuses.map(() => 200));
    // …while its failures still count: 30 of them, then a refusal. Sent five at a time like an
    // office's morning (the burst of 32 at once is the test above): 31 scrypt checks at once on
    // a loaded CI machine kept a request waiting for a database connection past its 5 s (503).
    const failures: number[] = [];
    for (let first = 0; first <= signInLimits.perAddress; first += 5) {
      const round = Array.from(
        { length: Math.min(5, signInLimits.perAddress + 1 - first) },
        (_, i) => signIn("staff", `guess-${first + i}`, "password guess", ip),
      );
      failures.push(...(await Promise.all(round)).map((answer) => answer.status));
    }
    expect(failures).toEqual([...Array<number>(signInLimits.perAddress).fill(401), 429]);
  }, 60_000);
});

describe("password hashes", () => {
  it("upgrades a hash made at an older cost on the next successful sign-in", async () => {
    nextWindow();
    const username = "niamh-old-hash";
    await createStaff(username, "Niamh keeps her old password");
    // The hash the previous release stored: scrypt at N=2^15.
    const { scryptSync, randomBytes } = await import("node:crypto");
    const salt = randomBytes(16);
    const old = scryptSync("Niamh keeps her old password", salt, 64, {
      N: 2 ** 15,
      r: 8,
      p: 1,
      maxmem: 64 * 1024 * 1024,
    });
    await server.database.db
      .update(staffUsers)
      .set({
        passwordHash: [
          "scrypt",
          32768,
          8,
          1,
          salt.toString("base64url"),
          old.toString("base64url"),
        ].join("$"),
      })
      .where(eq(staffUsers.username, username));
    expect(
      (await signIn("staff", username, "Niamh keeps her old password", "198.51.100.30")).status,
    ).toBe(200);
    const [row] = await server.database.db
      .select({ hash: staffUsers.passwordHash })
      .from(staffUsers)
      .where(eq(staffUsers.username, username));
    expect(row?.hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(
      (await signIn("staff", username, "Niamh keeps her old password", "198.51.100.31")).status,
    ).toBe(200);
  });
});

describe("changing one's own password", () => {
  it("checks the current password with the sign-in budgets", async () => {
    nextWindow();
    const username = "aoife-changes";
    await createStaff(username, "Aoife's first passphrase");
    const login = await signIn("staff", username, "Aoife's first passphrase", "198.51.100.40");
    const { token } = (await login.json()) as { token: string };
    const change = (currentPassword: string) =>
      server.fetch("/api/admin/account/password", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Authorization: `Bearer ${token}`,
          "X-Forwarded-For": "198.51.100.40",
        },
        body: JSON.stringify({ currentPassword, newPassword: "Aoife's second passphrase" }),
      });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => change(`guess ${i}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(7);
    expect((await change("Aoife's first passphrase")).status).toBe(429);
  });
});

describe("sessions", () => {
  it("end after 30 minutes without a request, and each request keeps them alive", async () => {
    nextWindow();
    const token = await loginAsAdmin(server);
    const session = () =>
      server.fetch("/api/admin/session", { headers: { Authorization: `Bearer ${token}` } });
    for (let step = 0; step < 4; step++) {
      clock = new Date(clock.getTime() + 25 * 60_000);
      expect((await session()).status).toBe(200);
    }
    // Still inside the 8 hours, but idle for 31 minutes.
    clock = new Date(clock.getTime() + 31 * 60_000);
    expect((await session()).status).toBe(401);
  });

  it("end 8 hours after sign-in however active", async () => {
    nextWindow();
    const token = await loginAsAdmin(server);
    const session = () =>
      server.fetch("/api/admin/session", { headers: { Authorization: `Bearer ${token}` } });
    for (let step = 0; step < 16; step++) {
      clock = new Date(clock.getTime() + 29 * 60_000);
      expect((await session()).status).toBe(200);
    }
    clock = new Date(clock.getTime() + 20 * 60_000);
    expect((await session()).status).toBe(401);
  });

  it("use __Host- cookie names in production", async () => {
    const production = await startTestServer({
      env: {
        NODE_ENV: "production",
        BANK_IBAN: "IE29AIBK93115212345678",
        BANK_BIC: "AIBKIE2D",
      },
    });
    try {
      const answer = await production.fetch("/api/admin/login", jsonRequest("POST", TEST_ADMIN));
      expect(answer.status).toBe(200);
      const cookies = answer.headers.getSetCookie();
      const session = cookies.find((cookie) => cookie.startsWith("__Host-clover_session="));
      const device = cookies.find((cookie) => cookie.startsWith("__Host-clover_device="));
      for (const cookie of [session, device]) {
        expect(cookie).toMatch(/; Path=\/;/);
        expect(cookie).toMatch(/; Secure$/);
        expect(cookie).toMatch(/HttpOnly/);
        expect(cookie).not.toMatch(/Domain=/i);
      }
      const { token } = (await answer.json()) as { token: string };
      // The prefixed cookie is the one the server reads; the bare name is not.
      const withCookie = (name: string) =>
        production.fetch("/api/admin/session", { headers: { Cookie: `${name}=${token}` } });
      expect((await withCookie("__Host-clover_session")).status).toBe(200);
      expect((await withCookie("clover_session")).status).toBe(401);
    } finally {
      await production.stop();
    }
  });
});

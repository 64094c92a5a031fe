/**
 * Two application instances, each its own OS process with its own memory and data folder, behind
 * no load balancer but against ONE PostgreSQL database: whatever one instance accepts, the other
 * must see. Real processes rather than two app objects in this process, so that nothing can be
 * shared by accident through a module-level variable (see tests/support/app-instance.ts).
 *
 * PostgreSQL: TEST_DATABASE_URL when set, otherwise a throwaway server from Debian's binaries.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { withDatabase } from "../support/global-setup";
import {
  type PostgresServer,
  postgresBinariesAvailable,
  postgresUnavailableReason,
  startPostgresServer,
} from "../support/postgres-server";
import { startTestSmtp, type TestSmtp } from "../support/smtp";

const ADMIN = { username: "scale-admin", password: "scale-admin-password-42" };
const WRITES_PER_HOUR = 4;
const PAGE_CACHE_TTL_SECONDS = 2;

interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  /** The end of what the process wrote to stderr (its warnings and errors), for failure messages. */
  errors(): string;
  stop(): Promise<void>;
}

function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `clover-${name}-`));
  const child = spawn(
    path.resolve("node_modules/.bin/tsx"),
    [path.resolve("tests/support/app-instance.ts")],
    { env: { ...process.env, ...env, DATA_DIR: dataDir }, stdio: ["ignore", "pipe", "pipe"] },
  );
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors = (errors + chunk.toString("utf8")).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // Never outlive the test process, even when it is interrupted.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  child.once("exit", () => process.off("exit", killOnExit));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return new Promise<Instance>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`instance ${name} did not start within 90 s\n${errors}`));
    }, 90_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`instance ${name} exited with ${code} while starting\n${errors}`));
    });
    const lines = readline.createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on("line", (line) => {
      if (!line.startsWith('{"url"')) return;
      clearTimeout(timer);
      const { url } = JSON.parse(line) as { url: string };
      resolve({
        name,
        url: url.replace("localhost", "127.0.0.1"),
        child,
        errors: () => errors,
        stop,
      });
    });
  });
}

const json = (method: string, body?: unknown, headers: Record<string, string> = {}) => ({
  method,
  headers: { "Content-Type": "application/json", ...headers },
  body: body === undefined ? undefined : JSON.stringify(body),
});
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function login(instance: Instance): Promise<string> {
  const response = await fetch(`${instance.url}/api/admin/login`, json("POST", ADMIN));
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const enquiry = (ip: string, email: string) =>
  json(
    "POST",
    {
      name: "Scale Out",
      email,
      subject: "Two instances",
      message: "Posted to one instance, to be read on the other.",
      gdprConsent: true,
    },
    { "X-Forwarded-For": ip },
  );

async function waitFor(what: string, check: () => Promise<boolean>, withinMs: number) {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not seen within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const available = Boolean(inject("postgresUrl")) || postgresBinariesAvailable();
if (!available) console.warn(postgresUnavailableReason);

describe.runIf(available)("two instances over one PostgreSQL database", () => {
  let throwaway: PostgresServer | undefined;
  let smtp: TestSmtp;
  let databaseUrl: string;
  let dropDatabase = async () => {};
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    let serverUrl = inject("postgresUrl");
    if (!serverUrl) {
      throwaway = await startPostgresServer();
      serverUrl = throwaway.url;
    }
    // An empty database: the instances migrate and seed it as they start.
    const name = `clover_scale_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    dropDatabase = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
    databaseUrl = withDatabase(serverUrl, name);
    smtp = await startTestSmtp();
    const env = {
      // Not "production": Vite's development JSX runtime (current source, no build) needs React's
      // development build. Nothing compared here depends on it.
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      PUBLIC_URL: "http://clover.test",
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: "scale-out-session-secret-shared-by-both-instances",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: smtp.url,
      TRUST_PROXY: "true",
      PUBLIC_WRITES_PER_HOUR: String(WRITES_PER_HOUR),
      PAGE_CACHE_TTL_SECONDS: String(PAGE_CACHE_TTL_SECONDS),
      LOG_LEVEL: "error",
      SEED_DEMO: "false",
    };
    // One after the other: in development mode React Router's Vite plugin regenerates
    // .react-router/types at start, and two processes doing that at once trip over each other.
    a = await startInstance("a", env);
    b = await startInstance("b", env);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await dropDatabase();
    await smtp?.stop();
    await throwaway?.destroy();
  }, 60_000);

  it("runs as two processes that both answer their health checks", async () => {
    expect(a.child.pid).not.toBe(b.child.pid);
    expect(a.url).not.toBe(b.url);
    for (const instance of [a, b]) {
      expect((await fetch(`${instance.url}/readyz`)).status).toBe(200);
    }
  });

  it("lists on one instance a lead posted to the other", async () => {
    const email = `scale-${Date.now()}@example.com`;
    expect(
      (await fetch(`${a.url}/api/contact-inquiries`, enquiry("198.51.100.1", email))).status,
    ).toBe(201);
    const token = await login(b);
    const listed = await fetch(`${b.url}/api/contact-inquiries?q=${encodeURIComponent(email)}`, {
      headers: bearer(token),
    });
    expect(listed.status).toBe(200);
    const page = (await listed.json()) as { total: number; items: { email: string }[] };
    expect(page.items.map((item) => item.email)).toEqual([email]);
  });

  it("accepts a session issued by one instance on the other, and a logout on either ends it on both", async () => {
    const token = await login(a);
    for (const instance of [a, b]) {
      const session = await fetch(`${instance.url}/api/admin/session`, { headers: bearer(token) });
      expect(session.status, instance.name).toBe(200);
    }
    const logout = await fetch(`${b.url}/api/admin/logout`, {
      method: "POST",
      headers: bearer(token),
    });
    expect(logout.status).toBeLessThan(300);
    for (const instance of [a, b]) {
      const session = await fetch(`${instance.url}/api/admin/session`, { headers: bearer(token) });
      expect(session.status, instance.name).toBe(401);
    }
  });

  it("counts public writes from one address across both instances", async () => {
    const ip = "198.51.100.99";
    const statuses: number[] = [];
    for (let index = 0; index < WRITES_PER_HOUR + 2; index++) {
      const instance = index % 2 === 0 ? a : b;
      const response = await fetch(
        `${instance.url}/api/contact-inquiries`,
        enquiry(ip, `limit-${index}@example.com`),
      );
      statuses.push(response.status);
    }
    // Each instance alone saw only half of them; together they are over the allowance.
    expect(statuses).toEqual([...Array.from({ length: WRITES_PER_HOUR }, () => 201), 429, 429]);
  });

  it("delivers every queued e-mail exactly once although both instances run the outbox", async () => {
    const database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    try {
      await waitFor(
        "all e-mails sent",
        async () => {
          const { rows } = await database.query<{ pending: string }>(
            "select count(*)::text as pending from email_outbox where status <> 'sent'",
          );
          return rows[0]?.pending === "0";
        },
        30_000,
      );
      const { rows } = await database.query<{ sent: string }>(
        "select count(*)::text as sent from email_outbox",
      );
      expect(Number(rows[0]?.sent)).toBeGreaterThan(0);
      expect(smtp.received.length).toBe(Number(rows[0]?.sent));
    } finally {
      await database.end();
    }
  });

  it(`shows a content edit made on one instance on the other's public page within the page-cache TTL (${PAGE_CACHE_TTL_SECONDS} s)`, async () => {
    const programId = "general-english-cork";
    const pagePath = `/programs/${programId}`;
    const page = async (instance: Instance) => {
      const response = await fetch(`${instance.url}${pagePath}`);
      expect(response.status, instance.errors()).toBe(200);
      return { html: await response.text(), cache: response.headers.get("X-Page-Cache") };
    };

    const token = await login(a);
    const current = await fetch(`${a.url}/api/admin/programs/${programId}`, {
      headers: bearer(token),
    });
    expect(current.status).toBe(200);
    const { createdAt, updatedAt, studentsEnrolled, ...program } = (await current.json()) as {
      title: string;
      createdAt?: string;
      updatedAt?: string;
      studentsEnrolled?: number;
    };
    const newTitle = `${program.title} Evening Edition ${Date.now() % 100000}`;

    // B has the page cached (the second request is a hit) with the old title.
    await page(b);
    const cachedOnB = await page(b);
    expect(cachedOnB.cache).toBe("hit");
    expect(cachedOnB.html).not.toContain(newTitle);

    const edited = await fetch(
      `${a.url}/api/admin/programs/${programId}`,
      json("PUT", { ...program, title: newTitle }, bearer(token)),
    );
    expect(edited.status).toBe(200);

    // A dropped its own cache at once; B follows when its copy expires.
    expect((await page(a)).html).toContain(newTitle);
    await waitFor(
      "the edit on instance b",
      async () => (await page(b)).html.includes(newTitle),
      PAGE_CACHE_TTL_SECONDS * 1000 + 2000,
    );
  });

  it("numbers 200 invoices issued at once on both instances with no gap and no duplicate", async () => {
    const database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    try {
      // Ten booked bookings (arranged in the table: the race is what is tested, not booking).
      const { rows: booked } = await database.query<{ id: number }>(
        `insert into bookings (status, first_name, last_name, email, program_title, start_date, end_date)
         select 'confirmed', 'Race', 'Student ' || n, 'race' || n || '@example.com', 'General English',
                '2027-07-05', '2027-07-16'
         from generate_series(1, 10) as n returning id`,
      );
      const [tokenA, tokenB] = await Promise.all([login(a), login(b)]);
      // 100 changes through each instance, all in flight together, spread over the bookings.
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => {
          const [instance, token] = i % 2 === 0 ? [a, tokenA] : [b, tokenB];
          const bookingId = booked[i % booked.length]?.id;
          return fetch(
            `${instance.url}/api/admin/bookings/${bookingId}/lines`,
            json(
              "POST",
              { description: `Extra lesson ${i}`, amountCents: 1000 + i },
              bearer(token),
            ),
          ).then((response) => response.status);
        }),
      );
      expect(answers.filter((status) => status !== 201)).toEqual([]);
      const { rows } = await database.query<{ year: number; sequence: number; number: string }>(
        "select year, sequence, number from invoices order by year, sequence",
      );
      expect(rows).toHaveLength(200);
      const year = rows[0]?.year ?? 0;
      expect(rows.every((row) => row.year === year)).toBe(true);
      expect(rows.map((row) => row.sequence)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
      expect(new Set(rows.map((row) => row.number)).size).toBe(200);
      // Each booking's invoiced total is the sum of its own changes: no lost update either.
      const { rows: totals } = await database.query<{ id: number; invoiced: number; sum: string }>(
        `select b.id, b.invoiced_cents as invoiced, sum(i.total_cents)::text as sum
         from bookings b join invoices i on i.booking_id = b.id group by b.id`,
      );
      expect(totals).toHaveLength(10);
      for (const total of totals) expect(total.invoiced).toBe(Number(total.sum));
    } finally {
      await database.end();
    }
  });
});

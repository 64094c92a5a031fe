/**
 * Who sees and changes accommodation data (issue 31, decision 0043), through real HTTP: admins
 * everything, the IBAN masked in every answer but their audited reveal; editors the providers
 * without bank details or the household's vetting (the fields are absent) and no changes;
 * teachers and visitors nothing.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../server/db/schema";
import {
  accommodationClient,
  type CreatedProvider,
  IBAN,
  IBAN_MASKED,
  providerBody,
} from "../support/accommodation";
import { staffUserOf } from "../support/classes";
import { expectJson, loginAsAdmin, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
let admin = "";
let editor = "";
let teacher = "";
let provider: CreatedProvider;
let memberId = 0;
let roomId = 0;
let rangeId = 0;

/** Every way the IBAN's hidden part could show: whole, spaced, or its middle digits. */
const expectNoIban = (text: string) => {
  expect(text).not.toContain(IBAN);
  expect(text).not.toContain("AIBK 9311");
  expect(text).not.toContain("93115212");
  expect(text).not.toContain("IE29");
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await loginAsAdmin(server);
  editor = (await staffUserOf(server, admin, "editor")).token;
  teacher = (await staffUserOf(server, admin, "teacher")).token;
  const api = accommodationClient(server, admin);
  provider = await api.create();
  memberId = provider.household[0]?.id ?? 0;
  roomId = (await api.addRoom(provider.id, { name: "Blue room", beds: 2 })).id;
  rangeId = (
    await expectJson<{ id: number }>(
      await api.call("POST", `/${provider.id}/unavailable`, {
        from: "2027-12-20",
        to: "2028-01-03",
      }),
      201,
    )
  ).id;
});
afterAll(() => server?.stop());

/** Every endpoint, with a body that would be valid for an admin. */
const endpoints = (): [string, string, unknown?][] => [
  ["GET", ""],
  ["GET", `/${provider.id}`],
  ["GET", `/${provider.id}/bank`],
  ["POST", "", { name: "x" }],
  ["PATCH", `/${provider.id}`, { pets: false }],
  ["POST", `/${provider.id}/household`, { name: "New member", birthYear: 1990 }],
  ["PATCH", `/${provider.id}/household/${memberId}`, { vettingExpiresOn: "2031-01-01" }],
  ["POST", `/${provider.id}/rooms`, { name: "Green room", beds: 1 }],
  ["POST", `/${provider.id}/unavailable`, { from: "2027-10-01", to: "2027-10-02" }],
  ["DELETE", `/${provider.id}/unavailable/${rangeId}`],
];

describe("refused audiences", () => {
  it("answers 401 without a session and 403 to a teacher, on every endpoint", async () => {
    for (const [method, path, body] of endpoints()) {
      const visitor = await server.fetch(`/api/admin/accommodation/providers${path}`, {
        method,
        headers: { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(visitor.status, `${method} ${path}`).toBe(401);
      const asTeacher = await accommodationClient(server, teacher).call(method, path, body);
      expect(asTeacher.status, `teacher ${method} ${path}`).toBe(403);
    }
  });

  it("lets an editor read but change nothing, nor reveal the bank details", async () => {
    const asEditor = accommodationClient(server, editor);
    for (const [method, path, body] of endpoints()) {
      const response = await asEditor.call(method, path, body);
      const expected = method === "GET" && !path.endsWith("/bank") ? 200 : 403;
      expect(response.status, `editor ${method} ${path}`).toBe(expected);
    }
    // Nothing changed behind the refusals.
    const stored = await expectJson<{ pets: boolean; rooms: unknown[] }>(
      await accommodationClient(server, admin).call("GET", `/${provider.id}`),
      200,
    );
    expect(stored).toMatchObject({ pets: true, rooms: [expect.objectContaining({ id: roomId })] });
  });
});

describe("what an editor sees", () => {
  it("the provider without bank details and the household without vetting data", async () => {
    const response = await accommodationClient(server, editor).call("GET", `/${provider.id}`);
    const text = await response.text();
    const body = JSON.parse(text) as Record<string, unknown>;
    expect(body).not.toHaveProperty("bank");
    expect(body.household).toEqual([
      { id: memberId, name: "Mary Byrne" },
      { id: expect.any(Number), name: "Cian Byrne" },
    ]);
    expect(body).toMatchObject({ name: "The Byrne family", address: expect.any(String) });
    expectNoIban(text);
    expect(text).not.toContain(IBAN_MASKED);
    expect(text).not.toContain("GV-2026-118842");
    expect(text).not.toContain("2029-05-31");
    expect(text).not.toContain("birthYear");
    const list = await (await accommodationClient(server, editor).call("GET", "")).text();
    expectNoIban(list);
    expect(list).not.toContain("GV-2026");
  });
});

describe("what an admin sees", () => {
  it("the IBAN masked in every answer: create, read, list and change", async () => {
    const api = accommodationClient(server, admin);
    const answers = [
      await api.call("POST", "", providerBody()),
      await api.call("GET", `/${provider.id}`),
      await api.call("GET", ""),
      await api.call("PATCH", `/${provider.id}`, { notes: "Lovely garden" }),
      await api.call("PATCH", `/${provider.id}`, {
        bank: { iban: "DE89 3704 0044 0532 0130 00", accountName: "Mary Byrne" },
      }),
    ];
    const texts = await Promise.all(answers.map((response) => response.text()));
    for (const text of texts) {
      expectNoIban(text);
      expect(text).not.toContain("DE89370400440532013000");
      expect(text).not.toContain("04400532");
    }
    expect(JSON.parse(texts[1] ?? "{}").bank).toEqual({
      ibanMasked: IBAN_MASKED,
      bic: "AIBKIE2D",
      accountName: "Mary Byrne",
    });
    expect(JSON.parse(texts[4] ?? "{}").bank).toEqual({
      ibanMasked: "DE •••• 3000",
      bic: null,
      accountName: "Mary Byrne",
    });
    // The household with its vetting.
    expect(JSON.parse(texts[1] ?? "{}").household[0]).toEqual({
      id: memberId,
      name: "Mary Byrne",
      birthYear: 1978,
      vettingReference: "GV-2026-118842",
      vettingExpiresOn: "2029-05-31",
      status: "vetted",
    });
  });

  it("the whole IBAN only by an explicit reveal, which the audit trail records", async () => {
    const other = await accommodationClient(server, admin).create({ name: "Revealed family" });
    const bank = await expectJson<{ iban: string; bic: string }>(
      await accommodationClient(server, admin).call("GET", `/${other.id}/bank`),
      200,
    );
    expect(bank).toEqual({ iban: IBAN, bic: "AIBKIE2D", accountName: "Mary Byrne" });
    const entries = await server.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "accommodation_provider_bank"),
          eq(auditLog.entityId, String(other.id)),
        ),
      );
    expect(entries.map((entry) => [entry.action, entry.summary])).toEqual([
      ["export", "Revealed the bank details of Revealed family"],
    ]);
    const none = await accommodationClient(server, admin).create({ name: "No bank", bank: null });
    expect((await accommodationClient(server, admin).call("GET", `/${none.id}/bank`)).status).toBe(
      404,
    );
  });
});

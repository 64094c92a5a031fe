import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicProgram } from "../../server/services/content/programs";
import type { ProgramInput } from "../../shared/content/program-form";
import {
  expectJson,
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  TEST_ADMIN,
  type TestServer,
} from "../support/test-server";

interface ProgramRecord extends ProgramInput {
  createdAt: string;
  updatedAt: string;
}
interface AdminProgram extends ProgramRecord {
  studentsEnrolled: number;
}
interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
interface ApiError {
  error: string;
  message?: string;
  fields?: Record<string, string>;
}
interface AuditEntry {
  actorName: string;
  action: string;
  entity: string;
  entityId: string | null;
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await loginAsAdmin(server);
});
afterAll(() => server?.stop());

const auth = () => ({ headers: { Authorization: `Bearer ${token}` } });
const get = (path: string) => server.fetch(path, auth());
const send = (method: string, path: string, body: unknown) =>
  server.fetch(path, jsonRequest(method, body, token));
const remove = (path: string) => server.fetch(path, { method: "DELETE", ...auth() });

/** The body, after checking the status (the body is shown when the status is wrong). */

const programInput = (overrides: Partial<ProgramInput> = {}): ProgramInput => ({
  id: "business-english-galway",
  title: "Business English Galway",
  shortDescription: "English for meetings, presentations and negotiations.",
  description: "A year-round course for professionals who use English at work.",
  category: "adult",
  location: "Galway",
  season: "year-round",
  duration: "1–12 weeks",
  minWeeks: 1,
  maxWeeks: 12,
  ageRange: "21+",
  ageMin: 21,
  ageMax: null,
  priceFrom: 300,
  tuitionWeeklyCents: 31000,
  hoursPerWeek: 20,
  image: "/images/programs/business.svg",
  highlights: ["Small groups", "", "Case studies"],
  inclusions: ["Course book"],
  activities: [],
  timetable: { Morning: "Lessons 09:00–12:30", Afternoon: { Monday: "Workshop" } },
  faq: [{ question: "Is there a test?", answer: "A short placement test." }],
  status: "active",
  sortOrder: 50,
  ...overrides,
});

const publicIds = async () =>
  ((await (await server.fetch("/api/programs")).json()) as PublicProgram[]).map((p) => p.id);
const adminIds = async (query: string) =>
  (await expectJson<Page<AdminProgram>>(await get(`/api/admin/programs${query}`), 200)).items
    .map((p) => p.id)
    .sort();

describe("GET /api/admin/programs", () => {
  it("refuses a request without a staff session", async () => {
    const response = await server.fetch("/api/admin/programs");
    expect(await expectJson<ApiError>(response, 401)).toEqual({
      error: "unauthorized",
      message: "Please log in again",
    });
  });

  it("lists every seeded program with its count of enrolled students", async () => {
    const page = await expectJson<Page<AdminProgram>>(await get("/api/admin/programs"), 200);
    expect(page).toMatchObject({ total: 11, page: 1, pageSize: 25 });
    expect(page.items).toHaveLength(11);
    const byId = new Map(page.items.map((p) => [p.id, p]));
    // Active and enrolled students count; completed and withdrawn ones do not.
    expect(byId.get("general-english-cork")?.studentsEnrolled).toBe(1);
    expect(byId.get("teacher-training")?.studentsEnrolled).toBe(1);
    expect(byId.get("clover-summer-dublin")?.studentsEnrolled).toBe(0);
    expect(byId.get("clover-summer-galway")?.studentsEnrolled).toBe(0);
  });

  it("searches title, location and the category label", async () => {
    expect(await adminIds("?q=adult%20programs")).toEqual([
      "exam-preparation",
      "executive-education",
      "general-english-cork",
      "personalised-programmes",
    ]);
    expect(await adminIds("?q=galway")).toEqual([
      "clover-summer-galway",
      "personalised-programmes",
      "teacher-training",
    ]);
    expect(await adminIds("?q=CertTESOL")).toEqual(["cert-tesol"]);
    expect(await adminIds("?q=nothing-like-this")).toEqual([]);
  });

  it("pages the list", async () => {
    const page = await expectJson<Page<AdminProgram>>(
      await get("/api/admin/programs?pageSize=4&page=3"),
      200,
    );
    expect(page).toMatchObject({ total: 11, page: 3, pageSize: 4 });
    expect(page.items).toHaveLength(3);
  });

  it("returns one program of any status, 404 for an unknown id", async () => {
    const program = await expectJson<ProgramRecord>(
      await get("/api/admin/programs/cert-tesol"),
      200,
    );
    expect(program).toMatchObject({ id: "cert-tesol", category: "teacher", status: "active" });
    expect(await expectJson<ApiError>(await get("/api/admin/programs/nope"), 404)).toEqual({
      error: "not_found",
      message: "Program not found",
    });
  });
});

describe("POST /api/admin/programs", () => {
  it("creates an active program that is public at once", async () => {
    const created = await expectJson<ProgramRecord>(
      await send("POST", "/api/admin/programs", programInput()),
      201,
    );
    expect(created).toMatchObject({ id: "business-english-galway", status: "active" });
    expect(created.highlights).toEqual(["Small groups", "Case studies"]);
    expect(await publicIds()).toContain("business-english-galway");
    const response = await server.fetch("/api/programs/business-english-galway");
    const program = await expectJson<PublicProgram>(response, 200);
    expect(program).toMatchObject({ title: "Business English Galway", price: 310, priceFrom: 300 });
    expect(program.timetable).toEqual({
      Morning: "Lessons 09:00–12:30",
      Afternoon: { Monday: "Workshop" },
    });
  });

  it("keeps a draft out of the public site but lists it for staff", async () => {
    const input = programInput({ id: "winter-camp-draft", title: "Winter Camp", status: "draft" });
    await expectJson(await send("POST", "/api/admin/programs", input), 201);
    expect(await publicIds()).not.toContain("winter-camp-draft");
    expect((await server.fetch("/api/programs/winter-camp-draft")).status).toBe(404);
    expect(await adminIds("?status=draft")).toEqual(["winter-camp-draft"]);
    expect(await adminIds("?status=active")).not.toContain("winter-camp-draft");
    expect(await adminIds("?q=winter")).toEqual(["winter-camp-draft"]);
    await expectJson(await get("/api/admin/programs/winter-camp-draft"), 200);
  });

  it("names each invalid field", async () => {
    const cases: [Partial<ProgramInput>, string, string][] = [
      [{ id: "Bad Id!" }, "id", "Use lower-case letters, digits and single hyphens."],
      [{ id: "a--b" }, "id", "Use lower-case letters, digits and single hyphens."],
      [{ minWeeks: 6, maxWeeks: 2 }, "maxWeeks", "Maximum weeks must be at least the minimum."],
      [{ ageMin: 30, ageMax: 18 }, "ageMax", "Maximum age must be at least the minimum."],
      [{ title: "  " }, "title", "This field is required."],
      [
        { image: "javascript:alert(1)" },
        "image",
        "Use an image path on this site (/images/…) or an https:// address.",
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const input = programInput({ id: "invalid-program", ...overrides });
      const body = await expectJson<ApiError>(
        await send("POST", "/api/admin/programs", input),
        400,
      );
      expect(body.error).toBe("validation");
      expect(body.fields?.[field], field).toBe(message);
    }
    const wrongCategory = { ...programInput({ id: "invalid-program" }), category: "senior" };
    const body = await expectJson<ApiError>(
      await send("POST", "/api/admin/programs", wrongCategory),
      400,
    );
    expect(body.fields).toEqual({ category: "Choose one of the options." });
    expect((await get("/api/admin/programs/invalid-program")).status).toBe(404);
  });

  it("refuses an id that is taken", async () => {
    const input = programInput({ id: "cert-tesol", title: "Another CertTESOL" });
    const body = await expectJson<ApiError>(await send("POST", "/api/admin/programs", input), 409);
    expect(body).toEqual({
      error: "conflict",
      message: "A program with this id already exists.",
      fields: { id: "A program with this id already exists." },
    });
    const stored = await expectJson<ProgramRecord>(
      await get("/api/admin/programs/cert-tesol"),
      200,
    );
    expect(stored.title).toBe("Trinity CertTESOL 2026");
  });
});

describe("PUT /api/admin/programs/{id}", () => {
  it("replaces every field", async () => {
    const input = programInput({ id: "put-program", title: "Put Program" });
    await expectJson(await send("POST", "/api/admin/programs", input), 201);
    const replaced = programInput({
      id: "put-program",
      title: "Put Program (2027)",
      location: "Dublin",
      tuitionWeeklyCents: 33000,
      priceFrom: null,
      highlights: ["Only one"],
      faq: [],
    });
    const updated = await expectJson<ProgramRecord>(
      await send("PUT", "/api/admin/programs/put-program", replaced),
      200,
    );
    expect(updated).toMatchObject({ title: "Put Program (2027)", location: "Dublin" });
    const program = await expectJson<PublicProgram>(
      await server.fetch("/api/programs/put-program"),
      200,
    );
    expect(program).toMatchObject({ price: 330, priceFrom: null, highlights: ["Only one"] });
    expect(program.faq).toEqual([]);
  });

  it("takes an archived program off the public site", async () => {
    const input = programInput({ id: "archive-me", title: "Archive Me" });
    await expectJson(await send("POST", "/api/admin/programs", input), 201);
    expect(await publicIds()).toContain("archive-me");
    const archived = { ...input, status: "archived" as const };
    await expectJson(await send("PUT", "/api/admin/programs/archive-me", archived), 200);
    expect(await publicIds()).not.toContain("archive-me");
    expect(await expectJson<ApiError>(await server.fetch("/api/programs/archive-me"), 404)).toEqual(
      { error: "not_found", message: "Program not found" },
    );
    expect(await adminIds("?status=archived")).toEqual(["archive-me"]);
  });

  it("renames the id, carrying its students along", async () => {
    const current = await expectJson<ProgramRecord>(
      await get("/api/admin/programs/general-english-cork"),
      200,
    );
    const renamed = { ...current, id: "general-english-cork-city" };
    await expectJson(await send("PUT", "/api/admin/programs/general-english-cork", renamed), 200);
    expect((await get("/api/admin/programs/general-english-cork")).status).toBe(404);
    const students = await expectJson<Page<{ email: string }>>(
      await get("/api/admin/students?programId=general-english-cork-city"),
      200,
    );
    expect(students.items.map((s) => s.email)).toEqual(["beatriz.demo@example.com"]);
  });

  it("answers 409 for a rename onto a taken id, 404 for an unknown program, 400 for bad input", async () => {
    const clash = programInput({ id: "cert-tesol" });
    const conflict = await send("PUT", "/api/admin/programs/put-program", clash);
    expect((await expectJson<ApiError>(conflict, 409)).fields).toEqual({
      id: "A program with this id already exists.",
    });
    const missing = await send(
      "PUT",
      "/api/admin/programs/no-such",
      programInput({ id: "no-such" }),
    );
    expect(await expectJson<ApiError>(missing, 404)).toEqual({
      error: "not_found",
      message: "Program not found",
    });
    const invalid = programInput({ id: "put-program", minWeeks: 8, maxWeeks: 4 });
    const body = await expectJson<ApiError>(
      await send("PUT", "/api/admin/programs/put-program", invalid),
      400,
    );
    expect(body.fields).toEqual({ maxWeeks: "Maximum weeks must be at least the minimum." });
  });
});

describe("DELETE /api/admin/programs/{id}", () => {
  it("deletes a program, then answers 404", async () => {
    const input = programInput({ id: "delete-me", title: "Delete Me" });
    await expectJson(await send("POST", "/api/admin/programs", input), 201);
    expect(await expectJson(await remove("/api/admin/programs/delete-me"), 200)).toEqual({
      ok: true,
    });
    expect((await get("/api/admin/programs/delete-me")).status).toBe(404);
    expect(await publicIds()).not.toContain("delete-me");
    expect(await expectJson<ApiError>(await remove("/api/admin/programs/delete-me"), 404)).toEqual({
      error: "not_found",
      message: "Program not found",
    });
  });
});

describe("audit trail of program changes", () => {
  it("records create, update and delete with before and after", async () => {
    const input = programInput({ id: "audited-program", title: "Audited Program" });
    await expectJson(await send("POST", "/api/admin/programs", input), 201);
    const edited = { ...input, title: "Audited Program v2", tuitionWeeklyCents: 99900 };
    await expectJson(await send("PUT", "/api/admin/programs/audited-program", edited), 200);
    await expectJson(await remove("/api/admin/programs/audited-program"), 200);

    const trail = await expectJson<Page<AuditEntry>>(
      await get("/api/admin/audit-log?entity=program&q=Audited%20Program"),
      200,
    );
    const entries = trail.items.filter((entry) => entry.entityId === "audited-program");
    // Newest first.
    expect(entries.map((entry) => entry.action)).toEqual(["delete", "update", "create"]);
    const [deleted, updated, created] = entries;
    expect(created).toMatchObject({
      actorName: TEST_ADMIN.username,
      summary: "Created program “Audited Program”",
      before: null,
      after: { id: "audited-program", title: "Audited Program", tuitionWeeklyCents: 31000 },
    });
    expect(updated).toMatchObject({
      summary: "Updated program “Audited Program v2”",
      before: { title: "Audited Program", tuitionWeeklyCents: 31000 },
      after: { title: "Audited Program v2", tuitionWeeklyCents: 99900 },
    });
    expect(deleted).toMatchObject({
      summary: "Deleted program “Audited Program v2”",
      before: { title: "Audited Program v2" },
      after: null,
    });
  });
});

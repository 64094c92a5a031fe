import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programs } from "../../server/db/schema";
import type { PublicProgram } from "../../server/services/content/programs";
import { startTestServer, type TestServer } from "../support/test-server";

const FIXED_PROGRAM_IDS = [
  "clover-summer-galway",
  "clover-summer-dublin",
  "mini-stay-dublin",
  "high-school-integration-cork",
  "teacher-training",
  "cert-tesol",
  "executive-education",
  "exam-preparation",
  "personalised-programmes",
  "general-english-cork",
  "junior-summer-dublin",
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

describe("GET /api/programs", () => {
  it("lists every fixed program with the fields of spec §3", async () => {
    const response = await server.fetch("/api/programs");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const list = (await response.json()) as PublicProgram[];
    expect(list.map((program) => program.id).sort()).toEqual([...FIXED_PROGRAM_IDS].sort());
    for (const program of list) {
      expect(program.title.length).toBeGreaterThan(3);
      expect(program.shortDescription.length).toBeGreaterThan(10);
      expect(program.description.length).toBeGreaterThan(100);
      expect(["junior", "adult", "teacher", "erasmus"]).toContain(program.category);
      expect(["summer", "year-round"]).toContain(program.season);
      expect(program.highlights.length).toBeGreaterThan(0);
      expect(program.inclusions.length).toBeGreaterThan(0);
      expect(Array.isArray(program.faq)).toBe(true);
      expect(typeof program.timetable).toBe("object");
    }
  });

  it("carries the prices of spec §9", async () => {
    const list = (await (await server.fetch("/api/programs")).json()) as PublicProgram[];
    const byId = new Map(list.map((program) => [program.id, program]));
    expect(byId.get("clover-summer-dublin")?.price).toBe(350);
    expect(byId.get("mini-stay-dublin")?.price).toBe(290);
    expect(byId.get("junior-summer-dublin")?.price).toBe(320);
    expect(byId.get("general-english-cork")?.price).toBe(280);
    expect(byId.get("general-english-cork")?.priceFrom).toBe(220);
    expect(byId.get("high-school-integration-cork")?.price).toBe(450);
    expect(byId.get("clover-summer-galway")?.price).toBe(340);
    expect(byId.get("cert-tesol")?.priceFrom).toBe(1300);
    expect(byId.get("teacher-training")?.priceFrom).toBeNull();
    expect(byId.get("executive-education")?.priceFrom).toBeNull();
  });

  it("hides drafts and archived programs from the public list", async () => {
    await server.database.db
      .update(programs)
      .set({ status: "archived" })
      .where(eq(programs.id, "exam-preparation"));
    const list = (await (await server.fetch("/api/programs")).json()) as PublicProgram[];
    expect(list.map((program) => program.id)).not.toContain("exam-preparation");
    expect((await server.fetch("/api/programs/exam-preparation")).status).toBe(404);
    await server.database.db
      .update(programs)
      .set({ status: "active" })
      .where(eq(programs.id, "exam-preparation"));
  });
});

describe("GET /api/programs/:id", () => {
  it("returns one program", async () => {
    const response = await server.fetch("/api/programs/cert-tesol");
    expect(response.status).toBe(200);
    const program = (await response.json()) as PublicProgram;
    expect(program.id).toBe("cert-tesol");
    expect(program.duration).toBe("7 weeks part-time");
  });

  it("answers 404 JSON for an unknown id", async () => {
    const response = await server.fetch("/api/programs/no-such-program");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "not_found", message: "Program not found" });
  });
});

describe("API conventions", () => {
  it("answers 404 JSON for an unknown endpoint", async () => {
    const response = await server.fetch("/api/nothing-here");
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toBe("not_found");
  });

  it("reports readiness from the database", async () => {
    const response = await server.fetch("/readyz");
    expect(response.status).toBe(200);
    expect(((await response.json()) as { status: string }).status).toBe("ready");
  });
});

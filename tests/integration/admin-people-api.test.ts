import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  expectJson,
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  TEST_ADMIN,
  type TestServer,
} from "../support/test-server";

/** The fields read here; whole records are compared with toMatchObject. */
interface Student {
  id: number;
  email: string;
  status: string;
  program: string | null;
  programId: string | null;
}
interface StudentPage {
  items: Student[];
  total: number;
  stats: { total: number; active: number; completed: number; countries: number };
}
interface StaffUser {
  id: number;
  username: string;
  role: "admin" | "editor";
  isActive: boolean;
}
interface ApiError {
  error: string;
  message?: string;
  fields?: Record<string, string>;
}

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await loginAsAdmin(server);
});
afterAll(() => server?.stop());

const bearer = (as: string) => ({ headers: { Authorization: `Bearer ${as}` } });
const get = (path: string, as = token) => server.fetch(path, bearer(as));
const send = (method: string, path: string, body: unknown, as = token) =>
  server.fetch(path, jsonRequest(method, body, as));
const remove = (path: string, as = token) =>
  server.fetch(path, { method: "DELETE", ...bearer(as) });
const login = (username: string, password: string) =>
  server.fetch("/api/admin/login", jsonRequest("POST", { username, password }));
/** The public forms: no token. */
const submit = (path: string, body: unknown) => server.fetch(path, jsonRequest("POST", body));

const students = async (query = "") =>
  expectJson<StudentPage>(await get(`/api/admin/students${query}`), 200);
const emails = async (query: string) => (await students(query)).items.map((s) => s.email).sort();
const newStudent = {
  firstName: "Ana",
  lastName: "Silva",
  email: "Ana.Silva@Example.com",
  country: "Portugal",
  age: 19,
  programId: "general-english-cork",
  location: "Cork",
  startDate: "2027-01-11",
  endDate: "2027-02-05",
  accommodationType: "host-family",
};

describe("students", () => {
  it("lists the eight demo students with totals and program titles", async () => {
    const page = await students();
    expect(page.total).toBe(8);
    expect(page.stats).toEqual({ total: 8, active: 3, completed: 3, countries: 8 });
    const lucia = page.items.find((s) => s.email === "lucia.demo@example.com");
    expect(lucia).toMatchObject({ program: "Clover Summer School Dublin", status: "completed" });
  });

  it("filters by status, program and search text", async () => {
    expect(await emails("?status=active")).toEqual([
      "beatriz.demo@example.com",
      "faisal.demo@example.com",
      "matteo.demo@example.com",
    ]);
    expect(await emails("?programId=general-english-cork")).toEqual(["beatriz.demo@example.com"]);
    expect(await emails("?q=brazil")).toEqual(["beatriz.demo@example.com"]);
    expect(await emails("?q=summer%20school")).toEqual([
      "lucia.demo@example.com",
      "valentina.demo@example.com",
    ]);
    // "Dublin" is in her program's title.
    expect(await emails("?status=completed&q=dublin")).toEqual(["lucia.demo@example.com"]);
    // The totals describe every student, whatever the filter.
    expect((await students("?status=withdrawn")).stats.total).toBe(8);
  });

  it("creates, reads and edits a student", async () => {
    const created = await expectJson<Student>(
      await send("POST", "/api/admin/students", newStudent),
      201,
    );
    expect(created).toMatchObject({
      email: "ana.silva@example.com",
      status: "enrolled",
      program: "General English Cork",
      quoteRequestId: null,
    });
    expect(await expectJson<Student>(await get(`/api/admin/students/${created.id}`), 200)).toEqual(
      created,
    );
    const edited = { ...newStudent, status: "active", programId: "exam-preparation", age: 20 };
    const updated = await expectJson<Student>(
      await send("PUT", `/api/admin/students/${created.id}`, edited),
      200,
    );
    expect(updated).toMatchObject({
      status: "active",
      age: 20,
      program: "Exam Preparation (Trinity GESE, ISE & SEW)",
    });
    expect((await students()).stats).toMatchObject({ total: 9, active: 4, countries: 9 });
    const missing = await send("PUT", "/api/admin/students/999999", newStudent);
    expect(await expectJson<ApiError>(missing, 404)).toEqual({
      error: "not_found",
      message: "Student not found",
    });
    expect((await get("/api/admin/students/999999")).status).toBe(404);
  });

  it("names each invalid field", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ endDate: "2027-01-04" }, "endDate", "The end date must be on or after the start date."],
      [{ email: "not-an-email" }, "email", "Enter a valid e-mail address, like name@example.com."],
      [{ status: "graduated" }, "status", "Choose one of the options."],
      [{ startDate: "11/01/2027" }, "startDate", "Enter a date as YYYY-MM-DD."],
      [{ firstName: " " }, "firstName", "This field is required."],
    ];
    for (const [change, field, message] of cases) {
      const response = await send("POST", "/api/admin/students", { ...newStudent, ...change });
      const body = await expectJson<ApiError>(response, 400);
      expect(body.fields?.[field], field).toBe(message);
    }
    const unknownProgram = { ...newStudent, programId: "no-such-program" };
    expect(
      await expectJson<ApiError>(await send("POST", "/api/admin/students", unknownProgram), 400),
    ).toEqual({ error: "validation", fields: { programId: "Choose one of our programs." } });
    const anyStudent = (await students()).items[0];
    const put = await send("PUT", `/api/admin/students/${anyStudent?.id}`, unknownProgram);
    expect((await expectJson<ApiError>(put, 400)).fields).toEqual({
      programId: "Choose one of our programs.",
    });
    expect((await students()).total).toBe(9);
  });

  it("clears optional fields sent blank, and treats a blank program as none", async () => {
    const created = await expectJson<Student>(
      await send("POST", "/api/admin/students", {
        ...newStudent,
        email: "blank@example.com",
        programId: "",
      }),
      201,
    );
    expect(created.programId).toBeNull();
    const cleared = await expectJson<Student>(
      await send("PUT", `/api/admin/students/${created.id}`, {
        ...newStudent,
        email: "blank@example.com",
        country: "",
        location: "",
        accommodationType: "",
      }),
      200,
    );
    expect(cleared).toMatchObject({ country: null, location: null, accommodationType: null });
  });

  it("turns a quote request into a pending student", async () => {
    const quote = {
      firstName: "Kenji",
      lastName: "Sato",
      email: "kenji.sato@example.com",
      programId: "general-english-cork",
      duration: "4-weeks",
      accommodation: "host-family",
      startDate: "2027-03-01",
      gdprConsent: true,
    };
    expect((await submit("/api/quote-requests", quote)).status).toBe(201);
    const quotes = await expectJson<{ items: { id: number; email: string }[] }>(
      await get("/api/quote-requests?q=kenji.sato"),
      200,
    );
    const quoteId = quotes.items[0]?.id;
    expect(quotes.items.map((q) => q.email)).toEqual(["kenji.sato@example.com"]);
    const student = await expectJson<Student>(
      await send("POST", `/api/admin/quote-requests/${quoteId}/student`, {}),
      201,
    );
    expect(student).toMatchObject({
      firstName: "Kenji",
      lastName: "Sato",
      email: "kenji.sato@example.com",
      status: "pending",
      programId: "general-english-cork",
      program: "General English Cork",
      location: "Cork",
      startDate: "2027-03-01",
      endDate: "2027-03-26",
      accommodationType: "host-family",
      quoteRequestId: quoteId,
    });
    expect(await emails("?status=pending")).toEqual(["kenji.sato@example.com"]);
    const again = await send("POST", `/api/admin/quote-requests/${quoteId}/student`, {});
    expect((await expectJson<ApiError>(again, 409)).message).toBe(
      `Student #${student.id} was already created from this quote request.`,
    );
    const unknown = await send("POST", "/api/admin/quote-requests/999999/student", {});
    expect(await expectJson<ApiError>(unknown, 404)).toEqual({
      error: "not_found",
      message: "Quote request not found",
    });
  });

  it("lets an admin delete a student", async () => {
    const [student] = (await students("?q=kenji")).items;
    expect(await expectJson(await remove(`/api/admin/students/${student?.id}`), 200)).toEqual({
      ok: true,
    });
    expect((await get(`/api/admin/students/${student?.id}`)).status).toBe(404);
    expect((await remove(`/api/admin/students/${student?.id}`)).status).toBe(404);
  });
});

describe("DELETE /api/admin/newsletter-subscriptions/{id}", () => {
  it("lets an admin remove a subscription, keeping an address-free audit entry", async () => {
    const email = "remove.me@example.com";
    expect((await submit("/api/newsletter-subscriptions", { email })).status).toBe(201);
    const page = await expectJson<{ items: { id: number; email: string }[] }>(
      await get(`/api/newsletter-subscriptions?q=${encodeURIComponent(email)}`),
      200,
    );
    const id = page.items[0]?.id;
    expect(page.items).toHaveLength(1);

    const removed = await remove(`/api/admin/newsletter-subscriptions/${id}`);
    expect(await expectJson(removed, 200)).toEqual({ ok: true });
    const after = await expectJson<{ total: number }>(
      await get(`/api/newsletter-subscriptions?q=${encodeURIComponent(email)}`),
      200,
    );
    expect(after.total).toBe(0);
    expect(
      await expectJson<ApiError>(await remove(`/api/admin/newsletter-subscriptions/${id}`), 404),
    ).toEqual({ error: "not_found", message: "Subscription not found" });

    const audit = await expectJson<{ items: { summary: string; before: unknown }[] }>(
      await get("/api/admin/audit-log?entity=newsletter_subscription"),
      200,
    );
    expect(audit.items[0]?.summary).toBe(`Deleted newsletter subscription #${id}`);
    expect(JSON.stringify(audit.items[0])).not.toContain(email);
  });
});

describe("staff users and roles", () => {
  const editorPassword = "editor-pass-2027!";
  let editor: StaffUser;
  let editorToken = "";

  it("lists staff users for admins", async () => {
    const users = await expectJson<StaffUser[]>(await get("/api/admin/users"), 200);
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ username: TEST_ADMIN.username, role: "admin" });
    expect(users[0]).not.toHaveProperty("passwordHash");
  });

  it("creates an editor, refusing weak passwords and taken usernames", async () => {
    const input = { username: "Ed.Itor", displayName: "Eddie Editor", role: "editor" };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ password: "short" }, "password", "Use at least 12 characters."],
      [{ password: "aaaaaaaaaaaaaaab" }, "password", "Use a wider mix of characters."],
      [
        { password: "my-ed.itor-password" },
        "password",
        "Do not include your username in the password.",
      ],
      [
        { password: editorPassword, username: "ed itor" },
        "username",
        "Use letters, digits, dots, hyphens and underscores.",
      ],
      [{ password: editorPassword, role: "owner" }, "role", "Choose one of the options."],
    ];
    for (const [change, field, message] of cases) {
      const body = await expectJson<ApiError>(
        await send("POST", "/api/admin/users", { ...input, ...change }),
        400,
      );
      expect(body.fields?.[field], field).toBe(message);
    }
    editor = await expectJson<StaffUser>(
      await send("POST", "/api/admin/users", { ...input, password: editorPassword }),
      201,
    );
    expect(editor).toMatchObject({ username: "ed.itor", role: "editor", isActive: true });
    const again = await send("POST", "/api/admin/users", { ...input, password: editorPassword });
    expect((await expectJson<ApiError>(again, 409)).fields).toEqual({
      username: "That username is taken.",
    });
  });

  it("lets the editor sign in and work, but not do admin things", async () => {
    const session = await expectJson<{ token: string; user: StaffUser }>(
      await login("ed.itor", editorPassword),
      200,
    );
    expect(session.user).toMatchObject({ username: "ed.itor", role: "editor" });
    editorToken = session.token;
    await expectJson(await get("/api/admin/students", editorToken), 200);
    await expectJson(await get("/api/admin/dashboard", editorToken), 200);

    const inquiry = { name: "Dana", email: "d@example.com", subject: "Hi", message: "Hello" };
    expect((await submit("/api/contact-inquiries", { ...inquiry, gdprConsent: true })).status).toBe(
      201,
    );
    const inquiries = await expectJson<{ items: { id: number }[] }>(
      await get("/api/contact-inquiries"),
      200,
    );
    const inquiryId = inquiries.items[0]?.id;
    const studentId = (await students()).items[0]?.id;

    const forbidden = [
      await get("/api/admin/users", editorToken),
      await send("POST", "/api/admin/users", { username: "x" }, editorToken),
      await send("PATCH", `/api/admin/users/${editor.id}`, { role: "admin" }, editorToken),
      await get("/api/admin/audit-log", editorToken),
      await remove(`/api/admin/contact-inquiries/${inquiryId}`, editorToken),
      await remove(`/api/admin/students/${studentId}`, editorToken),
      await remove("/api/admin/newsletter-subscriptions/1", editorToken),
    ];
    for (const response of forbidden) {
      expect(await expectJson<ApiError>(response, 403)).toEqual({
        error: "forbidden",
        message: "Only admins can do this",
      });
    }
    await expectJson(await get(`/api/contact-inquiries/${inquiryId}`), 200);
    await expectJson(await get(`/api/admin/students/${studentId}`), 200);
  });

  it("lets staff change their own name and e-mail, and admins another's", async () => {
    const mine = (body: unknown) => send("PATCH", "/api/admin/account", body, editorToken);
    const invalid = await expectJson<ApiError>(
      await mine({ displayName: "", email: "not-an-address" }),
      400,
    );
    expect(invalid.fields).toEqual({
      displayName: "This field is required.",
      email: "Enter a valid e-mail address, like name@example.com.",
    });
    const saved = await expectJson<StaffUser & { email: string | null; displayName: string }>(
      await mine({ displayName: "Eddie Eagar", email: "Eddie@Example.ie" }),
      200,
    );
    expect(saved).toMatchObject({ displayName: "Eddie Eagar", email: "eddie@example.ie" });
    const cleared = await expectJson<{ email: string | null }>(
      await mine({ displayName: "Eddie Eagar", email: "" }),
      200,
    );
    expect(cleared.email).toBeNull();
    // The role cannot ride along on one's own account.
    const promoted = await expectJson<StaffUser>(
      await mine({ displayName: "Eddie Eagar", email: "", role: "admin" }),
      200,
    );
    expect(promoted.role).toBe("editor");

    const byAdmin = await expectJson<{ email: string | null }>(
      await send("PATCH", `/api/admin/users/${editor.id}`, { email: "eddie@clover.example" }),
      200,
    );
    expect(byAdmin.email).toBe("eddie@clover.example");
  });

  it("lets staff change their own password with the current one", async () => {
    const change = (currentPassword: string, newPassword: string) =>
      send("POST", "/api/admin/account/password", { currentPassword, newPassword }, editorToken);
    expect(
      await expectJson<ApiError>(await change("wrong-password-1", "new-editor-pass-99"), 400),
    ).toEqual({
      error: "validation",
      fields: { currentPassword: "Your current password is not right." },
    });
    const weak = await expectJson<ApiError>(await change(editorPassword, "short"), 400);
    expect(weak.fields).toEqual({ newPassword: "Use at least 12 characters." });
    const elsewhere = await expectJson<{ token: string }>(
      await login("ed.itor", editorPassword),
      200,
    );
    expect(await expectJson(await change(editorPassword, "new-editor-pass-99"), 200)).toEqual({
      ok: true,
    });
    // The other session (someone who knew the old password) is signed out; this one is not.
    expect((await get("/api/admin/session", elsewhere.token)).status).toBe(401);
    expect((await get("/api/admin/session", editorToken)).status).toBe(200);
    expect((await login("ed.itor", editorPassword)).status).toBe(401);
    await expectJson(await login("ed.itor", "new-editor-pass-99"), 200);
  });

  it("ends the sessions of a disabled user", async () => {
    const disabled = await expectJson<StaffUser>(
      await send("PATCH", `/api/admin/users/${editor.id}`, { isActive: false }),
      200,
    );
    expect(disabled.isActive).toBe(false);
    expect(await expectJson<ApiError>(await get("/api/admin/session", editorToken), 401)).toEqual({
      error: "unauthorized",
      message: "Please log in again",
    });
    expect(await expectJson<ApiError>(await login("ed.itor", "new-editor-pass-99"), 401)).toEqual({
      error: "unauthorized",
      message: "Invalid username or password",
    });
    await expectJson(await send("PATCH", `/api/admin/users/${editor.id}`, { isActive: true }), 200);
    editorToken = (
      await expectJson<{ token: string }>(await login("ed.itor", "new-editor-pass-99"), 200)
    ).token;
  });

  it("resets a password, ending the user's sessions", async () => {
    const reset = (password: string) =>
      send("POST", `/api/admin/users/${editor.id}/password`, { password });
    expect((await expectJson<ApiError>(await reset("short"), 400)).fields).toEqual({
      password: "Use at least 12 characters.",
    });
    expect(await expectJson(await reset("reset-by-admin-2027"), 200)).toEqual({ ok: true });
    expect((await get("/api/admin/session", editorToken)).status).toBe(401);
    await expectJson(await login("ed.itor", "reset-by-admin-2027"), 200);
    const missing = await send("POST", "/api/admin/users/999999/password", {
      password: "whatever-long-pw",
    });
    expect((await expectJson<ApiError>(missing, 404)).message).toBe("Staff user not found");
  });

  it("keeps at least one active admin", async () => {
    const me = (await expectJson<{ user: StaffUser }>(await get("/api/admin/session"), 200)).user;
    for (const [change, field] of [
      [{ role: "editor" }, "role"],
      [{ isActive: false }, "isActive"],
    ] as const) {
      const response = await send("PATCH", `/api/admin/users/${me.id}`, change);
      expect(await expectJson<ApiError>(response, 400)).toEqual({
        error: "validation",
        fields: { [field]: "Keep at least one active admin." },
      });
    }
    const users = await expectJson<StaffUser[]>(await get("/api/admin/users"), 200);
    expect(users.find((u) => u.id === me.id)).toMatchObject({ role: "admin", isActive: true });
    const promoted = await send("PATCH", `/api/admin/users/${editor.id}`, { role: "admin" });
    expect((await expectJson<StaffUser>(promoted, 200)).role).toBe("admin");
    const newAdmin = await expectJson<{ token: string }>(
      await login("ed.itor", "reset-by-admin-2027"),
      200,
    );
    await expectJson(await get("/api/admin/users", newAdmin.token), 200);
  });
});

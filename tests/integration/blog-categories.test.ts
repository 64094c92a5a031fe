import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

describe("blog categories (admin content filter)", () => {
  it("lists each category in use once, alphabetically, and follows new posts", async () => {
    const { blog } = server.services;
    const actor = { id: 1, name: "Test" };
    const before = await blog.categories();
    expect(new Set(before).size).toBe(before.length);

    await blog.create(
      {
        title: "Zebra crossing in Galway",
        slug: "zebra-crossing-in-galway",
        excerpt: "",
        content: "Body",
        featuredImage: null,
        category: "Aaa Test Category",
        tags: [],
        isPublished: false,
      },
      actor,
    );
    await blog.create(
      {
        title: "Another post",
        slug: "another-post-category-test",
        excerpt: "",
        content: "Body",
        featuredImage: null,
        category: "Aaa Test Category",
        tags: [],
        isPublished: false,
      },
      actor,
    );
    const after = await blog.categories();
    expect(after[0]).toBe("Aaa Test Category");
    expect(after.filter((category) => category === "Aaa Test Category")).toHaveLength(1);
    expect(after).toEqual(expect.arrayContaining(before));
  });
});

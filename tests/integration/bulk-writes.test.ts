/**
 * insertRows / updateRows (server/db/bulk.ts, decision 0059) store exactly what drizzle's own
 * insert and update store: the same rows written both ways are compared column by column (text,
 * dates, timestamps, JSON, integers, defaults), on PGlite or PostgreSQL (TEST_DATABASE_URL).
 */
import { asc, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRows, insertRowsReturning, updateRows } from "../../server/db/bulk";
import type { DatabaseHandle } from "../../server/db/client";
import { emailOutbox, quoteRequests } from "../../server/db/schema";
import { openTestDatabase } from "../support/test-server";

let handle: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ handle, drop } = await openTestDatabase());
});
afterAll(async () => {
  await handle.close();
  await drop();
});

const tricky = [
  'O\'Brien "Séan" \\ back\\slash',
  "\\ud800 written out, not a surrogate",
  "emoji 😀 and 中文 and tab\tnew\nline",
];

const quoteRow = (n: number): typeof quoteRequests.$inferInsert => ({
  firstName: tricky[n % tricky.length] as string,
  lastName: `Bulk ${n}`,
  email: `bulk-${n}@example.com`,
  phone: n % 2 === 0 ? null : `+34 600 000 ${String(n).padStart(3, "0")}`,
  programTitle: "General English Dublin",
  startDate: `2027-0${(n % 9) + 1}-1${n % 10}`,
  durationWeeks: n,
  totalCost: 123_456 + n,
  gdprConsentAt: new Date(Date.UTC(2026, 10, 28, 9, n, 7, 125)),
  locale: n % 2 === 0 ? "es" : "en",
});

const withoutIdentity = <T extends { id: number; createdAt: Date }>({
  id: _id,
  createdAt: _createdAt,
  ...rest
}: T) => rest;

describe("insertRowsReturning", () => {
  it("stores and answers what drizzle's insert stores and answers, in the order given", async () => {
    const { db } = handle;
    const rows = Array.from({ length: 7 }, (_, index) => quoteRow(index + 1));
    const theirs = await db.insert(quoteRequests).values(rows).returning();
    const ours = await insertRowsReturning(db, quoteRequests, rows);
    expect(ours.map(withoutIdentity)).toEqual(theirs.map(withoutIdentity));
    expect(ours.map((row) => row.lastName)).toEqual(rows.map((row) => row.lastName));
    expect(ours[0]?.gdprConsentAt).toBeInstanceOf(Date);
    expect(ours[0]?.createdAt).toBeInstanceOf(Date);
    // What is read back later is what was answered.
    const stored = await db
      .select()
      .from(quoteRequests)
      .where(
        inArray(
          quoteRequests.id,
          ours.map((row) => row.id),
        ),
      )
      .orderBy(asc(quoteRequests.id));
    expect(stored).toEqual(ours);
  });

  it("gives a column left out of some rows its default, not null", async () => {
    const rows: (typeof quoteRequests.$inferInsert)[] = [
      quoteRow(21),
      { ...quoteRow(22), locale: undefined },
      quoteRow(23),
    ];
    const ours = await insertRowsReturning(handle.db, quoteRequests, rows);
    expect(ours.map((row) => [row.lastName, row.locale])).toEqual([
      ["Bulk 21", "en"],
      ["Bulk 22", "en"],
      ["Bulk 23", "en"],
    ]);
    expect(ours.map((row) => row.locale)).not.toContain(null);
  });

  it("stores half a surrogate pair as U+FFFD, in text and in JSON, as the drivers do", async () => {
    const [row] = await insertRowsReturning(handle.db, emailOutbox, [
      {
        kind: "bulk-test",
        toAddress: "half@example.com",
        subject: "x\ud800y",
        textBody: "\udc00 alone, then a pair 😀",
        headers: { "X-Note": "a\ud83dz" },
      },
    ]);
    expect(row?.subject).toBe("x\uFFFDy");
    expect(row?.textBody).toBe("\uFFFD alone, then a pair 😀");
    expect(row?.headers).toEqual({ "X-Note": "a\uFFFDz" });
    expect(row?.status).toBe("pending");
    expect(row?.attempts).toBe(0);
  });

  it("answers only the columns picked, in the order of the rows", async () => {
    const rows = [quoteRow(31), quoteRow(32)];
    const picked = await insertRowsReturning(handle.db, quoteRequests, rows, ["id", "lastName"]);
    expect(picked.map((row) => Object.keys(row).sort())).toEqual([
      ["id", "lastName"],
      ["id", "lastName"],
    ]);
    expect(picked.map((row) => row.lastName)).toEqual(["Bulk 31", "Bulk 32"]);
    expect(picked[1]?.id).toBeGreaterThan(picked[0]?.id ?? Number.POSITIVE_INFINITY);
  });

  it("refuses a key that is not a column", async () => {
    await expect(
      insertRows(handle.db, emailOutbox, [
        { kind: "k", toAddress: "a@example.com", subject: "s", textBody: "t", nope: 1 } as never,
      ]),
    ).rejects.toThrow(/email_outbox has no column nope/);
  });
});

describe("updateRows", () => {
  it("sets each row's own values, and leaves the other columns and rows alone", async () => {
    const { db } = handle;
    const base = {
      kind: "bulk-update",
      toAddress: "u@example.com",
      subject: "before",
      textBody: "body",
    };
    const rows = await insertRowsReturning(db, emailOutbox, [base, base, base, base]);
    const [a, b, c, untouched] = rows as [
      (typeof rows)[0],
      (typeof rows)[0],
      (typeof rows)[0],
      (typeof rows)[0],
    ];
    const due = new Date(Date.UTC(2027, 0, 2, 3, 4, 5, 678));
    await updateRows(db, emailOutbox, [
      { id: a.id, set: { subject: "first", attempts: 3, headers: { "X-A": "1" } } },
      { id: b.id, set: { subject: "second", attempts: 5, headers: { "X-B": 'it\'s "2"' } } },
      { id: c.id, set: { status: "sent", sentAt: due, htmlBody: null, replyTo: "r@example.com" } },
    ]);
    const after = await db
      .select()
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.id,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(emailOutbox.id));
    expect(after.map((row) => [row.subject, row.attempts, row.headers])).toEqual([
      ["first", 3, { "X-A": "1" }],
      ["second", 5, { "X-B": 'it\'s "2"' }],
      ["before", 0, {}],
      ["before", 0, {}],
    ]);
    expect(after[2]).toMatchObject({ status: "sent", sentAt: due, replyTo: "r@example.com" });
    expect(after[3]).toEqual(untouched);
  });
});

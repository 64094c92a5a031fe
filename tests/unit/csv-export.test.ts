/**
 * CSV exports (server/services/exports/csv.ts): what a member of staff opens in a spreadsheet.
 * A value that starts like a formula never runs as one; every row arrives, in order, however
 * many there are; each kind of value reads as itself.
 */
import { describe, expect, it } from "vitest";
import {
  type CsvColumn,
  type CsvValue,
  csvStream,
  exportFileName,
  neutralizeFormula,
} from "../../server/services/exports/csv";

async function* rowsOf<T>(rows: T[]) {
  yield* rows;
}

/** The file as bytes become text, BOM kept so the test can see it. */
async function read(stream: ReadableStream<Uint8Array>): Promise<string> {
  const bytes = await new Response(stream).arrayBuffer();
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
}

const single: CsvColumn<{ value: CsvValue }>[] = [{ header: "Value", value: (row) => row.value }];
const cells = async (values: CsvValue[]) =>
  (await read(csvStream(single, rowsOf(values.map((value) => ({ value }))))))
    .replace(/^\uFEFFValue\n/, "")
    .split("\n")
    .slice(0, -1);

describe("neutralizeFormula", () => {
  it.each(["=HYPERLINK(1)", "+353 1 555", "-2+3", "@SUM(A1)", "\tcmd", "\rcmd"])(
    "prefixes %j with an apostrophe",
    (value) => {
      expect(neutralizeFormula(value)).toBe(`'${value}`);
    },
  );

  it("leaves text alone that only contains those characters later, or starts with a space", () => {
    for (const value of ["Ana 1+1=2", " =1", "a@b.ie", "", "'quoted"]) {
      expect(neutralizeFormula(value)).toBe(value);
    }
  });

  it("leaves a plain negative amount a number (the journal's credits), but not one with more", () => {
    for (const value of ["-45.50", "-7", "-0.05"]) expect(neutralizeFormula(value)).toBe(value);
    for (const value of ["-45.50+1", "-1e3", "-.5", "-5.", "-4 5", "-45.50\n=1", "=A1-2", "--2"]) {
      expect(neutralizeFormula(value)).toBe(`'${value}`);
    }
  });
});

describe("csvStream", () => {
  it("starts with a BOM and the header, then writes each value as itself", async () => {
    const text = await read(
      csvStream(
        [
          { header: "Name", value: (row: { name: string; seats: number }) => row.name },
          { header: "Seats", value: (row) => row.seats },
        ],
        rowsOf([{ name: "Aoife, Byrne", seats: 3 }]),
      ),
    );
    expect(text).toBe('\uFEFFName,Seats\n"Aoife, Byrne",3\n');
  });

  it("neutralises formulas in text and in lists, not in numbers", async () => {
    expect(await cells(["=1+1", ["=cmd", "b"], -5, "Mary"])).toEqual([
      "'=1+1",
      "'=cmd; b",
      "-5",
      "Mary",
    ]);
  });

  it("writes nothing for a missing value, an instant in ISO, a yes/no as true/false", async () => {
    expect(
      await cells([null, undefined, new Date("2027-07-05T09:30:00Z"), true, false, ["a", "b"]]),
    ).toEqual(["", "", "2027-07-05T09:30:00.000Z", "true", "false", "a; b"]);
  });

  it("writes every row, in order, across the batches it sends them in", async () => {
    const rows = Array.from({ length: 450 }, (_, index) => ({ value: index }));
    const lines = (await read(csvStream(single, rowsOf(rows)))).split("\n");
    expect(lines[0]).toBe("\uFEFFValue");
    expect(lines.slice(1, -1)).toEqual(rows.map((row) => String(row.value)));
    expect(lines.at(-1)).toBe("");
  });

  it("writes exactly 200 rows, one batch, with nothing after them", async () => {
    const rows = Array.from({ length: 200 }, (_, index) => ({ value: `r${index}` }));
    const text = await read(csvStream(single, rowsOf(rows)));
    expect(text.split("\n").slice(1, -1)).toHaveLength(200);
    expect(text.endsWith("r199\n")).toBe(true);
  });

  it("is the header alone when there are no rows", async () => {
    expect(await read(csvStream(single, rowsOf([])))).toBe("\uFEFFValue\n");
  });

  it("stops reading the rows when the download is cancelled", async () => {
    let closed = false;
    async function* endless() {
      try {
        for (let index = 0; ; index++) yield { value: index };
      } finally {
        closed = true;
      }
    }
    const reader = csvStream(single, endless()).getReader();
    await reader.read();
    await reader.read();
    await reader.cancel();
    expect(closed).toBe(true);
  });

  it("can be cancelled over rows that have nothing to close", async () => {
    let next = 0;
    const plain: AsyncIterable<{ value: number }> = {
      [Symbol.asyncIterator]: () => ({
        next: async () => ({ done: false, value: { value: next++ } }),
      }),
    };
    const reader = csvStream(single, plain).getReader();
    await reader.read();
    await reader.read();
    await expect(reader.cancel()).resolves.toBeUndefined();
  });
});

describe("exportFileName", () => {
  it("names the file after the list and the Irish day", () => {
    const summerNight = new Date("2026-07-31T23:30:00Z"); // already 1 August in Dublin
    expect(exportFileName("contact_inquiries", summerNight)).toBe(
      "contact_inquiries_2026-08-01.csv",
    );
    expect(exportFileName("inquiries-", summerNight)).toBe("inquiries-2026-08-01.csv");
    const winterNight = new Date("2026-12-31T23:30:00Z"); // still 31 December in Dublin
    expect(exportFileName("bookings", winterNight)).toBe("bookings_2026-12-31.csv");
  });
});

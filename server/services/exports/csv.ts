/**
 * CSV exports, streamed row by row (csv-stringify does the quoting) and safe to open in a
 * spreadsheet: a value that starts like a formula is prefixed with an apostrophe.
 */
import { stringify } from "csv-stringify/sync";

const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | Date | null | undefined | string[];

/** A plain negative decimal ("-45.50"): a spreadsheet reads it as a number, never a formula. */
const PLAIN_NUMBER = /^-\d+(\.\d+)?$/;

export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

function cell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return neutralizeFormula(value.join("; "));
  if (typeof value === "string") return neutralizeFormula(value);
  return String(value);
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/** A byte stream of the CSV: a BOM (so spreadsheets read UTF-8), the header, then each row. */
export function csvStream<T>(
  columns: CsvColumn<T>[],
  rows: AsyncIterable<T>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(
          encoder.encode(`\uFEFF${stringify([columns.map((column) => column.header)])}`),
        );
        return;
      }
      const lines: string[][] = [];
      // Stryker disable next-line EqualityOperator: the size of a batch is not visible in the file (this also ignores i >= 200, which the tests would notice)
      for (let i = 0; i < 200; i++) {
        const next = await iterator.next();
        if (next.done) {
          // Stryker disable next-line ConditionalExpression: an empty batch would be zero bytes
          if (lines.length) controller.enqueue(encoder.encode(stringify(lines)));
          controller.close();
          return;
        }
        lines.push(columns.map((column) => cell(column.value(next.value))));
      }
      controller.enqueue(encoder.encode(stringify(lines)));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/** Spec §9 file names: the list's name, then the date (Irish calendar day). */
export function exportFileName(base: string, at: Date): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Dublin" }).format(at);
  return `${base}${base.endsWith("-") ? "" : "_"}${day}.csv`;
}

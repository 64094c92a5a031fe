/** Reading back what a generated PDF says, for tests of the letter (unit and e2e). */
import { inflateSync } from "node:zlib";

/** WinAnsi bytes that differ from Latin-1 (the ones the letter may print). */
const WIN_ANSI: Record<number, string> = { 128: "€", 149: "•", 150: "–", 151: "—", 146: "’" };

/**
 * The text drawn on the pages: pdfkit compresses each content stream (Flate) and writes text as
 * hex strings in TJ arrays, split where kerning moves a glyph; one TJ is one line of a paragraph.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? "", "latin1")).toString("latin1");
    } catch {
      continue; // not a Flate stream
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      let line = "";
      for (const part of (array[1] ?? "").matchAll(/<([0-9a-f]*)>|(-?\d+(?:\.\d+)?)/gi)) {
        if (part[1] !== undefined) {
          for (const byte of Buffer.from(part[1], "hex")) {
            line += WIN_ANSI[byte] ?? String.fromCharCode(byte);
          }
        } else if (Number(part[2]) <= -100) {
          line += " "; // a word gap written as an offset
        }
      }
      lines.push(line);
    }
  }
  return lines.join("\n");
}

/** How many pages the PDF has (one attendance certificate a page). */
export const pdfPageCount = (pdf: Buffer) =>
  (pdf.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length;

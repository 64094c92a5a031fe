/**
 * The text of a PDF that pdfkit wrote with its standard fonts, for tests: each content stream
 * inflated, each TJ/Tj string decoded (hex, WinAnsi ≈ Latin-1 for the letters we print) and
 * joined, one text run a line. Enough to show a figure or a name is printed, and to count pages.
 */
import { inflateSync } from "node:zlib";

function decodeRun(operands: string): string {
  let out = "";
  for (const match of operands.matchAll(/<([0-9a-fA-F]*)>|\(((?:\\.|[^\\)])*)\)/g)) {
    if (match[1] !== undefined) {
      const bytes = Buffer.from(match[1], "hex");
      out += bytes.toString("latin1");
    } else if (match[2] !== undefined) {
      out += match[2].replace(/\\(.)/g, "$1");
    }
  }
  return out;
}

export function pdfText(pdf: Uint8Array): string {
  const buffer = Buffer.from(pdf);
  const raw = buffer.toString("latin1");
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf("endstream", start);
    if (end < 0) continue;
    const chunk = buffer.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(chunk).toString("latin1");
    } catch {
      content = chunk.toString("latin1");
    }
    for (const op of content.matchAll(
      /\[([^\]]*)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\))\s*Tj/g,
    )) {
      lines.push(decodeRun(op[1] ?? op[2] ?? ""));
    }
  }
  return lines.join("\n");
}

export const pdfPageCount = (pdf: Uint8Array) =>
  (
    Buffer.from(pdf)
      .toString("latin1")
      .match(/\/Type \/Page\b/g) ?? []
  ).length;

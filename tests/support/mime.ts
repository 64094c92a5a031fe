/**
 * Reads a raw message as the SMTP test server received it, well enough to assert on text in
 * any language: the decoded subject and the decoded plain-text and HTML parts (quoted-printable
 * or base64, UTF-8), and its headers unfolded.
 */

function splitHead(raw: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { head: raw, body: "" };
  return { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) };
}

/** The unfolded value of one header, or undefined. */
export function headerOf(raw: string, name: string): string | undefined {
  const head = splitHead(raw).head.replace(/\r?\n[ \t]+/g, " ");
  const line = head
    .split(/\r?\n/)
    .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

function quotedPrintableBytes(text: string): Buffer {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < soft.length; i++) {
    const char = soft[i] as string;
    const hex = soft.slice(i + 1, i + 3);
    if (char === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, "utf8"));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words ("=?UTF-8?Q?Confirma_tu?=") as text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_word, _charset, encoding: string, text) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : quotedPrintableBytes(text.replaceAll("_", " ")).toString("utf8"),
    );
}

export function subjectOf(raw: string): string {
  return decodeWords(headerOf(raw, "Subject") ?? "");
}

/** The decoded body of the first part of `type` (text/plain, text/html). */
export function partOf(raw: string, type: "text/plain" | "text/html"): string {
  const queue = [raw];
  while (queue.length > 0) {
    const entity = queue.shift() as string;
    const contentType = headerOf(entity, "Content-Type") ?? "text/plain";
    const { body } = splitHead(entity);
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (contentType.toLowerCase().startsWith("multipart/") && boundary) {
      const parts = body.split(`--${boundary}`).slice(1);
      for (const part of parts) {
        if (part.startsWith("--")) break;
        queue.push(part.replace(/^\r?\n/, ""));
      }
      continue;
    }
    if (!contentType.toLowerCase().startsWith(type)) continue;
    const encoding = (headerOf(entity, "Content-Transfer-Encoding") ?? "7bit").toLowerCase();
    if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString();
    if (encoding === "quoted-printable") return quotedPrintableBytes(body).toString("utf8");
    return body;
  }
  throw new Error(`no ${type} part in the message`);
}

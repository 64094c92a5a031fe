import fs from "node:fs";
import path from "node:path";
import { E2E_DATA_DIR } from "../../../playwright.config";

/** Without SMTP_URL the server writes each e-mail to DATA_DIR/outbox as an .eml file. */
export async function waitForEmail(
  to: string,
  subjectPart: string,
  timeoutMs = 10_000,
): Promise<string> {
  const dir = path.join(E2E_DATA_DIR, "outbox");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
    for (const file of files) {
      const text = decodeQuotedPrintable(fs.readFileSync(path.join(dir, file), "utf8"));
      if (isTo(text, to) && text.includes(subjectPart)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail to ${to} about "${subjectPart}" within ${timeoutMs} ms`);
}

/** Every e-mail delivered so far to `to` (the outbox files, decoded). */
export function emailsTo(to: string): string[] {
  const dir = path.join(E2E_DATA_DIR, "outbox");
  const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  return files
    .map((file) => decodeQuotedPrintable(fs.readFileSync(path.join(dir, file), "utf8")))
    .filter((text) => isTo(text, to));
}

/** Addressed to `to` in its To: header (a Reply-To: naming the address is not enough). */
function isTo(text: string, to: string): boolean {
  return text.split(/\r?\n/).some((line) => line.startsWith("To: ") && line.includes(to));
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
}

/** The path and query of the first link in a text that goes to `pathname`. */
export function linkTo(text: string, pathname: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${pathname}\\?token=[\\w.-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${pathname} link in the e-mail`);
  return match[1];
}

/**
 * The paths of the links matching `pattern` (its first group is the path) in the e-mails to an
 * address, oldest first, quoted-printable decoded.
 */
export function linksTo(to: string, pattern: RegExp): string[] {
  const dir = path.join(E2E_DATA_DIR, "outbox");
  if (!fs.existsSync(dir)) return [];
  const global = new RegExp(pattern.source, "g");
  return fs
    .readdirSync(dir)
    .sort()
    .flatMap((file) => {
      const text = decodeQuotedPrintable(fs.readFileSync(path.join(dir, file), "utf8"));
      if (!isTo(text, to)) return [];
      return [...text.matchAll(global)].map((match) => match[1] ?? "");
    });
}

/** A parent or guardian's consent link: /guardian/{token}, with its language prefix. */
export const GUARDIAN_LINK = /https?:\/\/[^\s/]+((?:\/(?:es|fr|de))?\/guardian\/[\w-]{43})/;

/** Waits for a link to `to` that was not among `before` (an e-mail sent after that moment). */
export async function waitForNewLink(
  to: string,
  pattern: RegExp,
  before: readonly string[],
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const fresh = linksTo(to, pattern).find((link) => !before.includes(link));
    if (fresh) return fresh;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no new ${pattern} link to ${to} within ${timeoutMs} ms`);
}

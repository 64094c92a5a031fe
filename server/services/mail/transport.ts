/**
 * Where e-mail goes: an SMTP server when SMTP_URL is set, otherwise .eml files in
 * DATA_DIR/outbox, which a developer (or staff, from the admin) can open in any mail reader.
 */
import fs from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";

export interface OutgoingMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

export interface MailTransport {
  kind: "smtp" | "folder";
  send(message: OutgoingMessage): Promise<void>;
  close(): void;
}

/**
 * nodemailer (~2.5 MB of heap) is loaded with the first message a process sends, not at start;
 * `close` closes the transporter only if one was made.
 */
function lazyTransporter(options: Parameters<typeof import("nodemailer").createTransport>[0]) {
  let made: Promise<Transporter> | undefined;
  return {
    get: () => {
      made ??= import("nodemailer").then((module) => module.default.createTransport(options));
      return made;
    },
    close: () => {
      made?.then((transporter) => transporter.close()).catch(() => {});
    },
  };
}

export function createMailTransport(options: {
  smtpUrl?: string;
  outboxDir: string;
}): MailTransport {
  if (options.smtpUrl) {
    // nodemailer waits up to 2 minutes for a connection and 10 minutes on a silent socket; one
    // SMTP server that accepts connections but never answers would hold the outbox worker (and
    // every message behind the one in hand) that long. A failed attempt is simply retried later.
    const transporter = lazyTransporter({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      kind: "smtp",
      async send(message) {
        await (await transporter.get()).sendMail(message);
      },
      close: transporter.close,
    };
  }
  const transporter = lazyTransporter({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "folder",
    async send(message) {
      const info = await (await transporter.get()).sendMail(message);
      await fs.mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${Math.random().toString(36).slice(2, 8)}.eml`;
      await fs.writeFile(path.join(options.outboxDir, name), info.message as Buffer);
    },
    close: transporter.close,
  };
}

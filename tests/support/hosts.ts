/**
 * Arrangements for the host portal's tests (issue 31, decision 0046): inviting a host through
 * the staff API, the latest link e-mailed to an address (read from the outbox, as a host reads
 * their mail), and signing in with it.
 */
import { desc, eq } from "drizzle-orm";
import { emailOutbox } from "../../server/db/schema";
import { expectJson, jsonRequest, type TestServer } from "./test-server";

export const LINK = /\/hosts\/link\/([A-Za-z0-9_-]{43})/;

/** The token of the latest host link e-mailed to `email`, or null. */
export async function latestLinkTo(server: TestServer, email: string): Promise<string | null> {
  const [mail] = await server.database.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return LINK.exec(mail?.text ?? "")?.[1] ?? null;
}

export async function mailsTo(server: TestServer, email: string): Promise<number> {
  const rows = await server.database.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email));
  return rows.length;
}

export const invite = (
  server: TestServer,
  token: string,
  providerId: number,
  body: { email: string; name: string },
) =>
  server.fetch(
    `/api/admin/accommodation/providers/${providerId}/host-invitations`,
    jsonRequest("POST", body, token),
  );

/** Invites `email` to the provider and signs in with the invitation's link: a Bearer token. */
export async function signedInHost(
  server: TestServer,
  adminToken: string,
  providerId: number,
  email: string,
  name = "Mary Byrne",
): Promise<string> {
  await expectJson(await invite(server, adminToken, providerId, { email, name }), 201);
  const link = await latestLinkTo(server, email);
  if (!link) throw new Error(`no link e-mailed to ${email}`);
  const session = await expectJson<{ token: string }>(
    await server.fetch(`/api/hosts/links/${link}`, { method: "POST" }),
    200,
  );
  return session.token;
}

/** A host API call with the host's Bearer token. */
export const hostCall = (
  server: TestServer,
  token: string,
  method: string,
  path: string,
  body?: unknown,
) =>
  server.fetch(
    `/api/hosts${path}`,
    body === undefined
      ? { method, headers: { Authorization: `Bearer ${token}` } }
      : jsonRequest(method, body, token),
  );

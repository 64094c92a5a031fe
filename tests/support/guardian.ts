/**
 * A minor's booking waits for the parent or guardian (issue 27). Tests about what comes after
 * (payments, exports, backups) give that consent as the guardian does: from the link in the
 * e-mail the school sent them, on the public API.
 */
import { desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { emailOutbox } from "../../server/db/schema";
import { jsonRequest, type TestServer } from "./test-server";

export async function consentAsGuardian(
  server: TestServer,
  guardian: { name: string; email: string },
): Promise<void> {
  const [mail] = await server.database.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, guardian.email))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const token = /\/guardian\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1];
  expect(token, `a consent link e-mailed to ${guardian.email}`).toBeTruthy();
  const response = await server.fetch(
    `/api/guardian-consents/${token}`,
    jsonRequest("POST", { name: guardian.name, consent: true }),
  );
  expect(response.status, await response.clone().text()).toBe(200);
}

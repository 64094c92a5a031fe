/**
 * The privacy screen's part for host families and residences (issue 31): the search by name,
 * address or e-mail (`?provider=`) and the erasure of a provider or of one household member.
 * The export is a download from the API, like a person's.
 */

import type { Services } from "@server/services";
import type { Actor } from "@server/services/audit";
import { attempt, failed, formText, ok } from "../admin.server";

const QUERY_ERROR = "Enter two characters or more of a name, address or e-mail.";

export async function providerSearchOf(services: Services, url: URL) {
  const query = url.searchParams.get("provider")?.trim().slice(0, 120) ?? "";
  if (!query) return { query, error: null, providers: null };
  if (query.length < 2) return { query, error: QUERY_ERROR, providers: null };
  return { query, error: null, providers: await services.gdpr.findProviders(query) };
}

const idOf = (form: FormData, name: string) => {
  const value = Number(formText(form, name));
  return Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : null;
};

/** The answer to `erase-provider` and `erase-member`; null for any other intent. */
export async function providerAction(
  services: Services,
  actor: Actor,
  intent: string,
  form: FormData,
) {
  if (intent !== "erase-provider" && intent !== "erase-member") return null;
  const providerId = idOf(form, "providerId");
  if (providerId === null) return failed(intent, "Choose a provider.");
  if (intent === "erase-provider") {
    return attempt(intent, "Nothing was erased", async () => {
      const counts = await services.gdpr.eraseProvider(providerId, actor);
      return ok(
        intent,
        `Erased provider #${providerId}: ${counts.householdMembers} household members anonymised, ${counts.hostUsers} portal accounts and ${counts.emails} e-mails deleted; ${counts.paymentLinesKept} payment lines kept as financial records.`,
      );
    });
  }
  const memberId = idOf(form, "memberId");
  if (memberId === null) return failed(intent, "Choose a household member.");
  return attempt(intent, "Nothing was erased", async () => {
    await services.gdpr.eraseHouseholdMember(providerId, memberId, actor);
    return ok(intent, `Erased household member #${memberId}.`);
  });
}

/**
 * The host portal accounts on a provider's page (issue 31, decision 0046), for the provider
 * page's loader and action to call: the accounts (admins only: null for anyone else, and the
 * panel is then not shown) and the two intents of HostAccountsPanel, `host-invite` and
 * `host-deactivate`. The provider page's action hands every form whose intent starts with
 * `host-` to `hostAccountsAction`.
 */

import { hostInvitationSchema } from "@shared/hosts/forms";
import type { HostAccount } from "@shared/hosts/types";
import type { RouterContextProvider } from "react-router";
import { adminContext, attempt, failed, fieldErrors, formText, ok } from "../admin.server";

export const isHostAccountIntent = (intent: string) => intent.startsWith("host-");

export async function hostAccountsOf(
  context: Readonly<RouterContextProvider>,
  providerId: number,
): Promise<HostAccount[] | null> {
  const { services, session } = adminContext(context);
  if (session.user.role !== "admin") return null;
  return services.hosts.accounts.list(providerId);
}

export async function hostAccountsAction(
  context: Readonly<RouterContextProvider>,
  form: FormData,
  providerId: number,
) {
  const { services, session, actor } = adminContext(context);
  const intent = formText(form, "intent");
  if (session.user.role !== "admin")
    return failed(intent, "Only admins manage host accounts.", 403);
  const accounts = services.hosts.accounts;
  if (intent === "host-invite") {
    const parsed = hostInvitationSchema.safeParse({
      email: formText(form, "email"),
      name: formText(form, "name"),
    });
    if (!parsed.success) {
      return failed(intent, "The invitation was not sent.", 400, fieldErrors(parsed.error.issues));
    }
    return attempt(intent, "The invitation was not sent", async () => {
      const account = await accounts.invite(providerId, parsed.data, actor);
      return ok(intent, `Sign-in link sent to ${account.email}.`, account.id);
    });
  }
  if (intent === "host-deactivate") {
    const hostId = Number(formText(form, "hostId"));
    if (!Number.isSafeInteger(hostId) || hostId < 1 || hostId > 2_147_483_647) {
      return failed(intent, "Host account not found", 404);
    }
    return attempt(intent, "The account was not deactivated", async () => {
      await accounts.deactivate(providerId, hostId, actor);
      return ok(intent, "The host account was deactivated; its sessions ended.", hostId);
    });
  }
  return failed(intent, "Unknown action");
}

/**
 * The host portal accounts of a provider (issue 31, decision 0046), for the provider's page:
 * the people who may sign in for the family or residence, the invite form (name and address;
 * inviting an address again sends a new link and reactivates it) and Deactivate. Admins only:
 * render it when the loader's `hostAccountsOf` is not null. Its forms post to the page's own
 * action with intents `host-invite` and `host-deactivate` (host-accounts.server.ts).
 */
import { formatDate, formatDateTime } from "@shared/format/dates";
import type { HostAccount } from "@shared/hosts/types";
import { Form, useNavigation } from "react-router";
import type { ActionResult } from "../../../components/admin/action-result";
import { Panel } from "../../../components/admin/bookings/panel";
import { ScrollArea } from "../../../components/admin/scroll-area";
import { bodyCell, TableHead } from "../../../components/admin/table-head";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/field";

const stateOf = (account: HostAccount) =>
  !account.active
    ? "Deactivated"
    : account.lastLoginAt
      ? `Last sign-in ${formatDateTime(account.lastLoginAt)}`
      : account.invitationExpiresAt
        ? `Invited; link valid until ${formatDateTime(account.invitationExpiresAt)}`
        : "Invited; link expired (invite again)";

export function HostAccountsPanel({
  accounts,
  result,
}: {
  accounts: HostAccount[];
  /** The page's action answer, when it was one of these forms'. */
  result?: ActionResult;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const fields =
    result && !result.ok && result.intent === "host-invite" ? (result.fields ?? {}) : {};
  return (
    <Panel id="host-accounts" title={`Host portal accounts (${accounts.length})`}>
      {accounts.length === 0 ? (
        <p className="text-sm text-ink-muted">
          Nobody of this provider can sign in to the host portal yet: invite them below.
        </p>
      ) : (
        <ScrollArea label="Host portal accounts table" className="rounded-lg border border-mist">
          <table className="w-full min-w-[520px]">
            <caption className="sr-only">Host portal accounts</caption>
            <TableHead columns={["Name", "State", "Invited", { label: "Actions", hidden: true }]} />
            <tbody className="divide-y divide-mist">
              {accounts.map((account) => (
                <tr key={account.id} data-testid="host-account-row">
                  <td className={bodyCell}>
                    <span className="font-medium">{account.name}</span>
                    <br />
                    <span className="break-all text-ink-muted">{account.email}</span>
                  </td>
                  <td className={bodyCell}>{stateOf(account)}</td>
                  <td className={`${bodyCell} whitespace-nowrap`}>
                    {formatDate(account.createdAt)} by {account.invitedBy}
                  </td>
                  <td className={`${bodyCell} text-right`}>
                    {account.active ? (
                      <Form method="post">
                        <input type="hidden" name="intent" value="host-deactivate" />
                        <input type="hidden" name="hostId" value={account.id} />
                        <Button type="submit" variant="secondary" size="sm" disabled={busy}>
                          Deactivate<span className="sr-only"> {account.name}</span>
                        </Button>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      )}
      <Form
        method="post"
        noValidate
        className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <input type="hidden" name="intent" value="host-invite" />
        <Input label="Name" name="name" required maxLength={120} error={fields.name} />
        <Input
          label="E-mail"
          name="email"
          type="email"
          required
          maxLength={254}
          error={fields.email}
        />
        <Button type="submit" disabled={busy}>
          Invite
        </Button>
      </Form>
      <p className="mt-2 text-sm text-ink-muted">
        They get a sign-in link by e-mail, valid 7 days. Inviting an address again sends a new link
        and replaces the old one.
      </p>
    </Panel>
  );
}

/**
 * An agency's partner-portal users (deactivate after confirming, reactivate) and the invitations
 * that create them: the invite form (address and the language of the portal and its e-mails)
 * and every invitation with its state (pending, used, expired, replaced).
 */
import type { AgencyDetail } from "@shared/agents/types";
import { formatDate, formatDateTime } from "@shared/format/dates";
import { Form, useNavigation } from "react-router";
import { Button } from "../../ui/button";
import { Input, Select } from "../../ui/field";
import { Panel } from "../bookings/panel";
import { ScrollArea } from "../scroll-area";
import { bodyCell, TableHead } from "../table-head";
import { ConfirmForm } from "./confirm-form";
import { deactivateUserRequest } from "./confirmations";
import { type AgencyActionResult, failureOf } from "./form-values";
import {
  InvitationStateBadge,
  invitationStateOf,
  portalLanguages,
  UserStatusBadge,
} from "./labels";

export function UsersPanel({ agency, canEdit }: { agency: AgencyDetail; canEdit: boolean }) {
  return (
    <Panel id="agency-users" title={`Users (${agency.users.length})`}>
      {agency.users.length === 0 ? (
        <p className="text-sm text-ink-muted">
          No one from this agency has joined yet: invite them below.
        </p>
      ) : (
        <ScrollArea label="Agency users table" className="rounded-lg border border-mist">
          <table className="w-full min-w-[560px]">
            <caption className="sr-only">Users of {agency.name}</caption>
            <TableHead
              columns={[
                "Name",
                "Status",
                "Last sign-in",
                "Joined",
                canEdit && { label: "Actions", hidden: true },
              ]}
            />
            <tbody className="divide-y divide-mist">
              {agency.users.map((user) => (
                <tr key={user.id} data-testid="agency-user-row">
                  <td className={bodyCell}>
                    <span className="font-medium">{user.name}</span>
                    <br />
                    <span className="break-all text-ink-muted">{user.email}</span>
                  </td>
                  <td className={bodyCell}>
                    <UserStatusBadge active={user.isActive} />
                  </td>
                  <td className={`${bodyCell} whitespace-nowrap`}>
                    {user.lastLoginAt ? formatDateTime(user.lastLoginAt) : "Never"}
                  </td>
                  <td className={`${bodyCell} whitespace-nowrap`}>{formatDate(user.createdAt)}</td>
                  {canEdit ? (
                    <td className={`${bodyCell} text-right`}>
                      {user.isActive ? (
                        <ConfirmForm
                          request={deactivateUserRequest(user)}
                          label="Deactivate"
                          accessibleLabel={`Deactivate ${user.name}`}
                        />
                      ) : (
                        <Form method="post" preventScrollReset>
                          <input type="hidden" name="intent" value="set-user-active" />
                          <input type="hidden" name="userId" value={user.id} />
                          <input type="hidden" name="active" value="true" />
                          <Button
                            type="submit"
                            variant="secondary"
                            size="sm"
                            aria-label={`Reactivate ${user.name}`}
                          >
                            Reactivate
                          </Button>
                        </Form>
                      )}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      )}
    </Panel>
  );
}

export function InvitationsPanel({
  agency,
  canEdit,
  now,
  result,
}: {
  agency: AgencyDetail;
  canEdit: boolean;
  /** The server's clock (ISO), so server and browser agree on what has expired. */
  now: string;
  result: AgencyActionResult | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "invite";
  const failure = failureOf(result, "invite");
  const sent = result?.ok && result.intent === "invite";
  const invitations = agency.invitations;
  return (
    <Panel id="agency-invitations" title="Invitations">
      {canEdit && agency.status === "active" ? (
        <Form
          key={failure ? `failed:${failure.values?.email}` : `sent:${sent ? result.id : ""}`}
          method="post"
          noValidate
          preventScrollReset
          className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-start"
        >
          <input type="hidden" name="intent" value="invite" />
          <Input
            id="invite-email"
            label="E-mail"
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="off"
            defaultValue={failure?.values?.email ?? ""}
            error={failure?.fields?.email ?? (failure?.fields ? undefined : failure?.message)}
          />
          <Select
            id="invite-lang"
            label="Language"
            name="lang"
            defaultValue={failure?.values?.lang || "en"}
            error={failure?.fields?.lang}
            hint="Of the e-mail and the portal."
            options={portalLanguages}
          />
          <Button type="submit" disabled={busy} className="sm:mt-6">
            {busy ? "Sending…" : "Send invitation"}
          </Button>
        </Form>
      ) : canEdit ? (
        <p className="text-sm text-ink-muted">Reactivate the agency to invite its users.</p>
      ) : null}
      {invitations.length === 0 ? (
        <p className="mt-4 text-sm text-ink-muted">No invitations sent yet.</p>
      ) : (
        <ScrollArea label="Invitations table" className="mt-4 rounded-lg border border-mist">
          <table className="w-full min-w-[560px]">
            <caption className="sr-only">Invitations to {agency.name}'s partner portal</caption>
            <TableHead columns={["E-mail", "State", "Sent", "Expires"]} />
            <tbody className="divide-y divide-mist">
              {invitations.map((invitation) => (
                <tr key={invitation.id} data-testid="invitation-row">
                  <td className={`${bodyCell} break-all`}>{invitation.email}</td>
                  <td className={bodyCell}>
                    <InvitationStateBadge state={invitationStateOf(invitation, now)} />
                  </td>
                  <td className={`${bodyCell} whitespace-nowrap`}>
                    {formatDate(invitation.createdAt)}
                    <br />
                    <span className="text-ink-muted">by {invitation.invitedBy}</span>
                  </td>
                  <td className={`${bodyCell} whitespace-nowrap`}>
                    {invitation.usedAt
                      ? `Used ${formatDate(invitation.usedAt)}`
                      : formatDate(invitation.expiresAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      )}
    </Panel>
  );
}

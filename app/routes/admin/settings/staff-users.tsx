import { formatDate } from "@shared/format/dates";
import { useFetcher } from "react-router";
import { ScrollArea } from "~/components/admin/scroll-area";
import { headerCell } from "~/components/admin/table-head";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ConfirmButton } from "~/components/ui/confirm-dialog";
import { ShieldCheck } from "~/components/ui/icons";
import type { ActionResult } from "../../../components/admin/action-result";
import { useActionToast } from "../../../components/admin/use-action-toast";
import { CreateStaffUser } from "./create-staff-user";
import { ResetPassword } from "./reset-password";

/** A staff account as the admins' table lists it. */
export interface StaffUserListItem {
  id: number;
  username: string;
  displayName: string;
  email: string | null;
  role: "admin" | "editor" | "teacher";
  isActive: boolean;
  lastLoginAt: Date | null;
}

const td = "px-3 py-2 align-middle text-sm";

const roleLabels: Record<StaffUserListItem["role"], string> = {
  admin: "Admin",
  editor: "Editor",
  teacher: "Teacher",
};

/** Admins only: every staff account, its role and access, and a form for a new one. */
export function StaffUsers({ users, meId }: { users: StaffUserListItem[]; meId: number }) {
  return (
    <section aria-labelledby="staff-users" className="grid h-fit min-w-0 gap-6">
      <div className="min-w-0 rounded-xl border border-mist bg-white p-5">
        <h2 id="staff-users" className="flex items-center gap-2 font-sans text-lg font-semibold">
          <ShieldCheck aria-hidden="true" className="size-5 text-sea" /> Staff users
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Admins manage staff accounts, delete records and see the audit trail and privacy tools;
          editors do the daily work on leads and content.
        </p>
        <ScrollArea label="Staff users table" className="mt-4">
          <table className="w-full min-w-[40rem] border-collapse">
            <caption className="sr-only">Staff users</caption>
            <thead>
              <tr className="border-b border-mist">
                <th scope="col" className={headerCell}>
                  User
                </th>
                <th scope="col" className={headerCell}>
                  Role
                </th>
                <th scope="col" className={headerCell}>
                  Status
                </th>
                <th scope="col" className={headerCell}>
                  Last sign-in
                </th>
                <th scope="col" className={headerCell}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-mist">
              {users.map((user) => (
                <StaffUserRow key={user.id} user={user} isMe={user.id === meId} />
              ))}
            </tbody>
          </table>
        </ScrollArea>
      </div>
      <CreateStaffUser />
    </section>
  );
}

/** One account: who, role, access, last sign-in, and what an admin may change (not their own). */
function StaffUserRow({ user, isMe }: { user: StaffUserListItem; isMe: boolean }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  const change = (fields: Record<string, string>) =>
    fetcher.submit({ ...fields, id: String(user.id) }, { method: "post" });
  return (
    <tr data-testid="staff-user-row">
      <th scope="row" className={`${td} text-left font-normal`}>
        <span className="font-semibold text-ink">{user.displayName}</span>{" "}
        {isMe ? <Badge tone="info">You</Badge> : null}
        <span className="block text-ink-muted">
          {user.username}
          {user.email ? ` · ${user.email}` : ""}
        </span>
      </th>
      <td className={td}>
        <Badge tone={user.role === "admin" ? "warning" : "neutral"}>{roleLabels[user.role]}</Badge>
      </td>
      <td className={td}>
        <Badge tone={user.isActive ? "success" : "danger"}>
          {user.isActive ? "Active" : "Disabled"}
        </Badge>
      </td>
      <td className={td}>{user.lastLoginAt ? formatDate(user.lastLoginAt) : "Never"}</td>
      <td className={`${td} text-right`}>
        {isMe ? null : (
          <div className="flex flex-wrap justify-end gap-2">
            {/* A teacher's role stays a teacher's here: they see only their classes (issue 30). */}
            {user.role === "teacher" ? null : (
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                aria-label={`Make ${user.displayName} ${user.role === "admin" ? "an editor" : "an admin"}`}
                onClick={() =>
                  change({ intent: "set-role", role: user.role === "admin" ? "editor" : "admin" })
                }
              >
                {user.role === "admin" ? "Make editor" : "Make admin"}
              </Button>
            )}
            <ResetPassword user={user} />
            {user.isActive ? (
              <ConfirmButton
                message={`Disable ${user.displayName}? They are signed out at once and can no longer sign in until enabled again.`}
                confirmLabel="Disable"
                label={`Disable ${user.displayName}`}
                disabled={busy}
                onConfirm={() => change({ intent: "set-active", isActive: "false" })}
              >
                Disable
              </ConfirmButton>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                aria-label={`Enable ${user.displayName}`}
                onClick={() => change({ intent: "set-active", isActive: "true" })}
              >
                Enable
              </Button>
            )}
          </div>
        )}
      </td>
    </tr>
  );
}

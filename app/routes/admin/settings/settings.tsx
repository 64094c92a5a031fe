import { clientIpContext } from "@server/http/context";
import { staffProfileSchema, staffUserInputSchema } from "@shared/content/content-form";
import { formatDate } from "@shared/format/dates";
import { type FormEvent, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { KeyRound, Receipt, ShieldCheck, UserPlus, UserRound } from "~/components/ui/icons";
import { type ActionResult, adminMeta, formText } from "../../../components/admin/action-result";
import { PageHeader } from "../../../components/admin/page-header";
import { ScrollArea } from "../../../components/admin/scroll-area";
import { DemoDataCard } from "../../../components/admin/settings/demo-data-card";
import { PaymentSetupCard } from "../../../components/admin/settings/payment-setup-card";
import { headerCell } from "../../../components/admin/table-head";
import { useActionToast } from "../../../components/admin/use-action-toast";
import { useFormDraft } from "../../../components/admin/use-draft";
import { Badge } from "../../../components/ui/badge";
import { Button, buttonClass } from "../../../components/ui/button";
import { ConfirmButton } from "../../../components/ui/confirm-dialog";
import { Dialog } from "../../../components/ui/dialog";
import { Input, Select } from "../../../components/ui/field";
import { adminContext, attempt, failed, invalidForm, ok } from "../admin.server";
import { readDeviceCookie, requireAdmin } from "../session.server";
import type { Route } from "./+types/settings";

export function meta() {
  return adminMeta("Settings");
}

const STRENGTH_HINT =
  "At least 12 characters with a good mix of characters, and not your username.";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, session } = adminContext(context);
  const isAdmin = session.user.role === "admin";
  return {
    me: {
      id: session.user.id,
      username: session.user.username,
      displayName: session.user.displayName,
      email: session.user.email,
      role: session.user.role,
    },
    // Editors never receive the staff list.
    users: isAdmin ? await services.staffUsers.list() : null,
    demoData: isAdmin ? await services.demoData.status() : null,
    paymentsReady: services.bookings.payments.ready,
  };
}

const REQUIRED = "This field is required.";

export async function action({ request, context }: Route.ActionArgs) {
  const { services, session, actor } = adminContext(context);
  const form = await request.formData();
  const intent = formText(form, "intent");

  if (intent === "profile") {
    const parsed = staffProfileSchema.safeParse({
      displayName: formText(form, "displayName"),
      email: formText(form, "email"),
    });
    if (!parsed.success) {
      return invalidForm(intent, parsed.error.issues);
    }
    return attempt(intent, "Your details were not saved", async () => {
      await services.staffUsers.update(session.user.id, parsed.data, actor);
      return ok(intent, "Your name and e-mail address are saved.");
    });
  }

  if (intent === "password") {
    const currentPassword = formText(form, "currentPassword");
    const newPassword = formText(form, "newPassword");
    const confirmPassword = formText(form, "confirmPassword");
    const fields: Record<string, string> = {};
    if (!currentPassword) fields.currentPassword = REQUIRED;
    if (!newPassword) fields.newPassword = REQUIRED;
    if (!confirmPassword) fields.confirmPassword = REQUIRED;
    else if (newPassword && confirmPassword !== newPassword)
      fields.confirmPassword = "The two new passwords are not the same.";
    if (Object.keys(fields).length) {
      return failed(intent, "Please correct the highlighted fields.", 400, fields);
    }
    return attempt(intent, "Your password was not changed", async () => {
      // Also signs out every other session: whoever knew the old password is out.
      await services.staffUsers.changeOwnPassword(
        session.user.id,
        currentPassword,
        newPassword,
        actor,
        {
          ip: context.get(clientIpContext),
          deviceCookie: readDeviceCookie(request, context),
          keepSessionId: session.sessionId,
        },
      );
      return ok(intent, "Password changed. Your other sessions have been signed out.");
    });
  }

  // Everything below is for admins: the demo data, and other people's accounts.
  requireAdmin(session);
  if (intent === "remove-demo-data") {
    return attempt(intent, "The demo data was not removed", async () => {
      const { total } = await services.demoData.remove(actor);
      return ok(intent, `Removed ${total} demo records. The demo will not come back.`);
    });
  }
  const id = Number(formText(form, "id"));
  const validId = Number.isInteger(id) && id > 0;
  if (intent !== "create-user" && !validId) return failed(intent, "Staff user not found", 404);
  if (intent !== "create-user" && id === session.user.id) {
    return failed(intent, "Change your own role or access from another admin account.", 400);
  }

  switch (intent) {
    case "create-user": {
      const email = formText(form, "email").trim();
      const parsed = staffUserInputSchema.safeParse({
        username: formText(form, "username"),
        displayName: formText(form, "displayName"),
        email: email || undefined,
        role: formText(form, "role"),
        password: formText(form, "password"),
      });
      if (!parsed.success) {
        return invalidForm(intent, parsed.error.issues);
      }
      return attempt(intent, "Failed to create staff user", async () => {
        const user = await services.staffUsers.create(parsed.data, actor);
        return ok(intent, `${user.displayName} (${user.username}) can now sign in.`, user.id);
      });
    }
    case "set-role": {
      const role = formText(form, "role");
      if (role !== "admin" && role !== "editor") return failed(intent, "Choose admin or editor.");
      return attempt(intent, "Failed to change the role", async () => {
        const user = await services.staffUsers.update(id, { role }, actor);
        return ok(
          intent,
          `${user.displayName} is now ${role === "admin" ? "an admin" : "an editor"}.`,
        );
      });
    }
    case "set-active": {
      const isActive = formText(form, "isActive") === "true";
      return attempt(intent, isActive ? "Failed to enable" : "Failed to disable", async () => {
        const user = await services.staffUsers.update(id, { isActive }, actor);
        return ok(
          intent,
          isActive
            ? `${user.displayName} can sign in again.`
            : `${user.displayName} is disabled and has been signed out.`,
        );
      });
    }
    case "reset-password": {
      const password = formText(form, "password");
      if (!password)
        return failed(intent, "Please correct the highlighted fields.", 400, {
          password: REQUIRED,
        });
      return attempt(intent, "The password was not reset", async () => {
        await services.staffUsers.resetPassword(id, password, actor);
        return ok(intent, "Password reset. Their sessions have been signed out.", id);
      });
    }
    default:
      return failed(intent, "Unknown action");
  }
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  const { me, users, demoData, paymentsReady } = loaderData;
  return (
    <>
      <PageHeader
        title="Settings"
        description="Your details and password and, for admins, the staff accounts and the price list."
        actions={
          users ? (
            <Link to="/admin/settings/prices" className={buttonClass("secondary")}>
              <Receipt aria-hidden="true" className="size-4" /> Price list
            </Link>
          ) : null
        }
      />
      {paymentsReady ? null : <PaymentSetupCard />}
      {demoData ? <DemoDataCard status={demoData} /> : null}
      <div className="grid gap-6 xl:grid-cols-[22rem_1fr]">
        <div className="grid h-fit min-w-0 gap-6">
          <OwnProfile me={me} />
          <OwnPassword me={me} />
        </div>
        {users ? <StaffUsers users={users} meId={me.id} /> : null}
      </div>
    </>
  );
}

function OwnProfile({ me }: { me: { displayName: string; email: string | null } }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data, undefined, { ok: "Details saved", error: "Details not saved" });
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fields : undefined;
  return (
    <section
      aria-labelledby="own-profile"
      className="h-fit min-w-0 rounded-xl border border-mist bg-white p-5"
    >
      <h2 id="own-profile" className="flex items-center gap-2 font-sans text-lg font-semibold">
        <UserRound aria-hidden="true" className="size-5 text-sea" /> Your details
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Colleagues see your name in the audit trail; test campaigns go to your e-mail address.
      </p>
      <fetcher.Form method="post" noValidate className="mt-4 grid gap-3">
        <input type="hidden" name="intent" value="profile" />
        <Input
          label="Display name"
          name="displayName"
          autoComplete="name"
          defaultValue={me.displayName}
          required
          error={errors?.displayName}
        />
        <Input
          label="E-mail address"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={me.email ?? ""}
          error={errors?.email}
        />
        <Button type="submit" variant="secondary" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Saving…" : "Save details"}
        </Button>
      </fetcher.Form>
    </section>
  );
}

function OwnPassword({ me }: { me: { username: string; displayName: string; role: string } }) {
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const [mismatch, setMismatch] = useState<string | undefined>();
  useActionToast(
    fetcher.data,
    (result) => {
      if (result.ok) formRef.current?.reset();
    },
    { ok: "Password changed", error: "Password not changed" },
  );
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fields : undefined;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const next = formText(data, "newPassword");
    const confirm = formText(data, "confirmPassword");
    if (next && confirm && next !== confirm) {
      event.preventDefault();
      setMismatch("The two new passwords are not the same.");
    } else setMismatch(undefined);
  };
  return (
    <section
      aria-labelledby="own-password"
      className="h-fit min-w-0 rounded-xl border border-mist bg-white p-5"
    >
      <h2 id="own-password" className="flex items-center gap-2 font-sans text-lg font-semibold">
        <KeyRound aria-hidden="true" className="size-5 text-sea" /> Your password
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Signed in as {me.displayName} ({me.username}), {me.role}.
      </p>
      <fetcher.Form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="mt-4 grid gap-3"
      >
        <input type="hidden" name="intent" value="password" />
        {/* Lets password managers pair the new password with this account. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={me.username}
          readOnly
          hidden
        />
        <Input
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          error={errors?.currentPassword}
        />
        <Input
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          hint={STRENGTH_HINT}
          error={errors?.newPassword}
        />
        <Input
          label="Repeat the new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={mismatch ?? errors?.confirmPassword}
        />
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Changing…" : "Change password"}
        </Button>
      </fetcher.Form>
    </section>
  );
}

type StaffUser = NonNullable<Route.ComponentProps["loaderData"]["users"]>[number];

const td = "px-3 py-2 align-middle text-sm";

function StaffUsers({ users, meId }: { users: StaffUser[]; meId: number }) {
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

function StaffUserRow({ user, isMe }: { user: StaffUser; isMe: boolean }) {
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
        <Badge tone={user.role === "admin" ? "warning" : "neutral"}>
          {user.role === "admin" ? "Admin" : "Editor"}
        </Badge>
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

function ResetPassword({ user }: { user: StaffUser }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data, (result) => {
    if (result.ok) setOpen(false);
  });
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fields : undefined;
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Reset the password of ${user.displayName}`}
        onClick={() => setOpen(true)}
      >
        Reset password
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Reset the password of ${user.displayName}`}
        description="Give them the new password in person or by phone; they can change it in Settings. Their open sessions end."
      >
        <fetcher.Form method="post" noValidate className="grid gap-3">
          <input type="hidden" name="intent" value="reset-password" />
          <input type="hidden" name="id" value={user.id} />
          <Input
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            hint={STRENGTH_HINT}
            error={errors?.password}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={fetcher.state !== "idle"}>
              {fetcher.state !== "idle" ? "Resetting…" : "Reset password"}
            </Button>
          </div>
        </fetcher.Form>
      </Dialog>
    </>
  );
}

function CreateStaffUser() {
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useFormDraft("/admin/settings:new-user", formRef);
  useActionToast(
    fetcher.data,
    (result) => {
      if (result.ok) {
        draft.clear();
        formRef.current?.reset();
      }
    },
    { ok: "Staff user created" },
  );
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fields : undefined;
  return (
    <section
      aria-labelledby="new-staff-user"
      className="rounded-xl border border-mist bg-white p-5"
    >
      <h2 id="new-staff-user" className="flex items-center gap-2 font-sans text-lg font-semibold">
        <UserPlus aria-hidden="true" className="size-5 text-sea" /> Add a staff user
      </h2>
      <fetcher.Form
        ref={formRef}
        method="post"
        noValidate
        className="mt-4 grid gap-3 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value="create-user" />
        <Input
          label="Username"
          name="username"
          required
          autoComplete="off"
          maxLength={40}
          hint="Letters, digits, dots, hyphens and underscores."
          error={errors?.username}
        />
        <Input
          label="Full name"
          name="displayName"
          required
          autoComplete="off"
          maxLength={80}
          error={errors?.displayName}
        />
        <Input
          label="E-mail (optional)"
          name="email"
          type="email"
          autoComplete="off"
          error={errors?.email}
        />
        <Select
          label="Role"
          name="role"
          defaultValue="editor"
          error={errors?.role}
          options={[
            { value: "editor", label: "Editor" },
            { value: "admin", label: "Admin" },
          ]}
        />
        <Input
          label="First password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={STRENGTH_HINT}
          error={errors?.password}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={fetcher.state !== "idle"}>
            {fetcher.state !== "idle" ? "Adding…" : "Add staff user"}
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}

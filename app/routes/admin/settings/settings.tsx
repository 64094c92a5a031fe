/**
 * Settings (/admin/settings): everyone's own details and password (a teacher sees only these);
 * for admins also the staff accounts, the demo data and the way to the price list. Each card is
 * a component in ./settings/.
 */

import { clientIpContext } from "@server/http/context";
import { staffProfileSchema, staffUserInputSchema } from "@shared/content/content-form";
import { Link } from "react-router";
import { Receipt } from "~/components/ui/icons";
import { adminMeta, formText } from "../../../components/admin/action-result";
import { PageHeader } from "../../../components/admin/page-header";
import { DemoDataCard } from "../../../components/admin/settings/demo-data-card";
import { PaymentSetupCard } from "../../../components/admin/settings/payment-setup-card";
import { buttonClass } from "../../../components/ui/button";
import { adminContext, attempt, failed, invalidForm, ok } from "../admin.server";
import { readDeviceCookie, requireAdmin } from "../session.server";
import type { Route } from "./+types/settings";
import { OwnPassword } from "./own-password";
import { OwnProfile } from "./own-profile";
import { passwordChangeErrors, REQUIRED } from "./password-rules";
import { StaffUsers } from "./staff-users";

export function meta() {
  return adminMeta("Settings");
}

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
    // A teacher sees only their own profile and password (issue 30): nothing of payments.
    paymentsReady: session.user.role === "teacher" ? null : services.bookings.payments.ready,
  };
}

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
    const fields = passwordChangeErrors({ currentPassword, newPassword, confirmPassword });
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
        description={
          me.role === "teacher"
            ? "Your name, e-mail address and password."
            : "Your details and password and, for admins, the staff accounts and the price list."
        }
        actions={
          users ? (
            <Link to="/admin/settings/prices" className={buttonClass("secondary")}>
              <Receipt aria-hidden="true" className="size-4" /> Price list
            </Link>
          ) : null
        }
      />
      {paymentsReady === false ? <PaymentSetupCard /> : null}
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

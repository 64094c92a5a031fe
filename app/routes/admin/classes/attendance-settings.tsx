/**
 * Attendance settings and warning letters (/admin/attendance/settings, issue 30): the lateness
 * threshold, how certified absences count and how long an erased student's attendance is kept
 * (admins only), and the letters' templates in four languages (office staff). Both audited by
 * their services.
 */
import { attendanceSettingsInputSchema } from "@shared/classes/forms";
import { letterTemplateInputSchema, sendWarningLetterSchema } from "@shared/classes/letters";
import { Link } from "react-router";
import { adminMeta } from "../../../components/admin/action-result";
import { AttendanceSettingsPanel } from "../../../components/admin/classes/attendance-settings-panel";
import { LetterTemplatesPanel } from "../../../components/admin/classes/letter-templates-panel";
import { PageHeader } from "../../../components/admin/page-header";
import { buttonClass } from "../../../components/ui/button";
import { adminContext, attempt, failed, formText, invalidForm, ok } from "../admin.server";
import { requireAdmin } from "../session.server";
import type { Route } from "./+types/attendance-settings";

export function meta() {
  return adminMeta("Attendance settings");
}

export async function loader({ context }: Route.LoaderArgs) {
  const { services, session } = adminContext(context);
  const [settings, templates] = await Promise.all([
    services.classes.config(),
    services.classes.letters.templates(),
  ]);
  return { settings, templates, isAdmin: session.user.role === "admin" };
}

/** A number field: blank is missing (the schema says so), anything else its number or text. */
const numberOf = (text: string) => (text.trim() === "" ? undefined : Number(text));

export async function action({ request, context }: Route.ActionArgs) {
  const { services, session, actor } = adminContext(context);
  const form = await request.formData();
  const intent = formText(form, "intent");
  switch (intent) {
    case "save-settings": {
      requireAdmin(session);
      const parsed = attendanceSettingsInputSchema.safeParse({
        latenessThresholdMinutes: numberOf(formText(form, "latenessThresholdMinutes")),
        certifiedAbsences: formText(form, "certifiedAbsences"),
        retentionYears: numberOf(formText(form, "retentionYears")),
      });
      if (!parsed.success) return invalidForm(intent, parsed.error.issues);
      return attempt(intent, "The settings were not saved", async () => {
        await services.classes.updateConfig(parsed.data, actor);
        return ok(intent, "Attendance settings saved.");
      });
    }
    case "save-template": {
      const which = sendWarningLetterSchema.required().safeParse({
        kind: formText(form, "kind"),
        lang: formText(form, "lang"),
      });
      if (!which.success) return failed(intent, "Letter not found", 404);
      const parsed = letterTemplateInputSchema.safeParse({
        subject: formText(form, "subject"),
        body: formText(form, "body"),
      });
      if (!parsed.success) return invalidForm(intent, parsed.error.issues);
      return attempt(intent, "The letter was not saved", async () => {
        await services.classes.letters.saveTemplate(
          which.data.kind,
          which.data.lang,
          parsed.data,
          actor,
        );
        return ok(intent, "Letter saved: the next letter of this kind uses it.");
      });
    }
    default:
      return failed(intent, "Unknown action");
  }
}

export default function AttendanceSettings({ loaderData }: Route.ComponentProps) {
  const { settings, templates, isAdmin } = loaderData;
  return (
    <>
      <PageHeader
        title="Attendance settings"
        description="How lessons count, how long attendance is kept after erasure, and the warning letters sent to students at risk."
        actions={
          <Link to="/admin/attendance" className={buttonClass("secondary")}>
            Back to attendance
          </Link>
        }
      />
      <div className="grid gap-6">
        <AttendanceSettingsPanel settings={settings} canEdit={isAdmin} />
        <LetterTemplatesPanel templates={templates} />
      </div>
    </>
  );
}

/**
 * Import current students (/admin/bookings/import, issue 30): upload a CSV file or paste it; the
 * server checks every row and imports all of them or none. A refused file comes back as text in
 * the box with its problems by line, so it can be corrected here and imported again. Works
 * without JavaScript (a plain multipart form). Open to whoever may create bookings (admins and
 * editors; the admin guard keeps teachers out).
 */
import type { ImportError } from "@shared/bookings/import";
import { data, Form, useNavigation } from "react-router";
import { adminMeta } from "../../../components/admin/action-result";
import {
  ImportColumnsGuide,
  ImportCreated,
  ImportErrors,
} from "../../../components/admin/bookings/import-report";
import { PageHeader } from "../../../components/admin/page-header";
import { Button, ButtonLink } from "../../../components/ui/button";
import { Input, Textarea } from "../../../components/ui/field";
import type { Route } from "./+types/import";
import { importBookings } from "./import.server";

export function meta() {
  return adminMeta("Import bookings");
}

type ImportAnswer =
  | { ok: true; bookingIds: number[] }
  | { ok: false; errors: ImportError[]; text: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const file = form.get("file");
  const pasted = form.get("csv");
  // A chosen file wins over the box; without one, the (possibly corrected) text is imported.
  const text =
    file instanceof File && file.size > 0
      ? await file.text()
      : typeof pasted === "string"
        ? pasted
        : "";
  if (text.trim() === "") {
    const errors = [{ line: 1, message: "Choose a CSV file or paste its text." }];
    return data<ImportAnswer>({ ok: false, text, errors }, { status: 400 });
  }
  const result = await importBookings(context, text);
  if (result.ok) return data<ImportAnswer>({ ok: true, bookingIds: result.bookingIds });
  return data<ImportAnswer>({ ok: false, errors: result.errors, text }, { status: result.status });
}

export default function ImportBookings({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const refused = actionData && !actionData.ok ? actionData : null;
  return (
    <>
      <PageHeader
        title="Import bookings"
        description="Bring in the students already studying with you, from a CSV file of your previous system or a spreadsheet. Every row is checked first: if one is wrong, nothing is imported."
        actions={
          <ButtonLink to="/admin/bookings" variant="secondary">
            All bookings
          </ButtonLink>
        }
      />
      {actionData?.ok ? <ImportCreated bookingIds={actionData.bookingIds} /> : null}
      {refused ? <ImportErrors errors={refused.errors} /> : null}
      <ImportColumnsGuide />
      <Form
        method="post"
        encType="multipart/form-data"
        className="grid gap-4 rounded-xl border border-mist bg-white p-4"
        // A new text after each answer: the box shows the file the server read.
        key={refused ? `refused-${refused.text.length}-${refused.errors.length}` : "form"}
      >
        <Input
          label="CSV file"
          name="file"
          type="file"
          accept=".csv,text/csv"
          hint="Or paste the text below; a chosen file is used first."
        />
        <Textarea
          label="CSV text"
          name="csv"
          rows={10}
          defaultValue={refused?.text ?? ""}
          spellCheck={false}
          className="font-mono"
        />
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? "Importing…" : "Check and import"}
          </Button>
        </div>
      </Form>
    </>
  );
}

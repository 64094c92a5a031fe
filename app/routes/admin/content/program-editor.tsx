/**
 * The full program editor (/admin/programs/new and /admin/programs/{id}/edit): every field of
 * spec §3, validated with the same schema in the browser and on the server. The form keeps a
 * draft in sessionStorage, so an expired session loses nothing. Its sections live in
 * ./program-editor/, with the state and the checks they share (editor-state.ts).
 */

import { programInputSchema } from "@shared/content/program-form";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { data, Link, useFetcher, useLocation, useNavigate } from "react-router";
import { LanguageTabs } from "~/components/admin/content/translations/language-tabs";
import { type ActionResult, adminMeta } from "../../../components/admin/action-result";
import { DraftRestoredNotice } from "../../../components/admin/form-notices";
import { PageHeader } from "../../../components/admin/page-header";
import { useStateDraft } from "../../../components/admin/use-draft";
import { Button, buttonClass } from "../../../components/ui/button";
import { toast } from "../../../components/ui/toast";
import { adminContext, attempt, failed, formText, invalidForm, ok } from "../admin.server";
import type { Route } from "./+types/program-editor";
import { BasicsSection } from "./program-editor/basics-section";
import { DurationPriceSection } from "./program-editor/duration-price-section";
import {
  type EditorState,
  type FieldErrors,
  inputOf,
  type SectionProps,
  stateOf,
  validate,
} from "./program-editor/editor-state";
import { FaqEditor } from "./program-editor/faq-editor";
import { ListsSection } from "./program-editor/lists-section";
import { TimetableEditor } from "./program-editor/timetable-editor";

export function meta({ params }: Route.MetaArgs) {
  return adminMeta(params.id ? "Edit program" : "New program");
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = adminContext(context);
  if (!params.id) return { program: null };
  const program = await services.programAdmin.get(params.id);
  if (!program) throw data("Program not found", { status: 404 });
  return { program };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services, actor } = adminContext(context);
  const form = await request.formData();
  const intent = params.id ? "update" : "create";
  let raw: unknown;
  try {
    raw = JSON.parse(formText(form, "payload"));
  } catch {
    return failed(intent, "Failed to save program: the form could not be read.");
  }
  const parsed = programInputSchema.safeParse(raw);
  if (!parsed.success) {
    return invalidForm(intent, parsed.error.issues);
  }
  return attempt(intent, "Failed to save program", async () => {
    const saved = params.id
      ? await services.programAdmin.update(params.id, parsed.data, actor)
      : await services.programAdmin.create(parsed.data, actor);
    return ok(intent, `Program “${saved.title}” saved successfully`, saved.id);
  });
}

export default function ProgramEditor({ loaderData }: Route.ComponentProps) {
  const { program } = loaderData;
  const location = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher<ActionResult>();
  const [state, setState] = useState<EditorState>(() => stateOf(program));
  const [errors, setErrors] = useState<FieldErrors>({});
  const draft = useStateDraft(location.pathname, state, setState);
  const handled = useRef<ActionResult | undefined>(undefined);

  // The server's answer: success leaves the editor; failure shows its field messages.
  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== "idle" || result === handled.current) return;
    handled.current = result;
    if (result.ok) {
      draft.clear();
      toast({ title: "Success", description: result.message });
      navigate("/admin/programs");
    } else {
      if (result.fields) setErrors(result.fields);
      toast({ title: "Error", description: result.message, variant: "destructive" });
    }
  }, [fetcher.data, fetcher.state, draft, navigate]);

  const set: SectionProps["set"] = (key, value) =>
    setState((current) => ({ ...current, [key]: value }));
  const section: SectionProps = { state, errors, set };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(state);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast({
        title: "Error",
        description: "Please correct the highlighted fields.",
        variant: "destructive",
      });
      return;
    }
    fetcher.submit({ payload: JSON.stringify(inputOf(state)) }, { method: "post" });
  };

  const saving = fetcher.state !== "idle";

  return (
    <>
      <PageHeader
        title={program ? `Edit ${program.title}` : "Add New Program"}
        description="Every field of the program page. Lists take one item per line."
        actions={
          <Link to="/admin/programs" className={buttonClass("secondary")}>
            Back to programs
          </Link>
        }
      />
      {program ? <LanguageTabs entity="program" id={program.id} /> : null}
      {draft.restored ? (
        <DraftRestoredNotice
          className="mb-4"
          onDiscard={() => {
            draft.clear();
            setState(stateOf(program));
            setErrors({});
          }}
        />
      ) : null}
      <form onSubmit={onSubmit} noValidate className="grid gap-6">
        <BasicsSection {...section} />
        <DurationPriceSection {...section} />
        <ListsSection {...section} />

        <TimetableEditor
          rows={state.timetable}
          errors={errors}
          onChange={(rows) => set("timetable", rows)}
        />
        <FaqEditor entries={state.faq} errors={errors} onChange={(faq) => set("faq", faq)} />

        <div className="sticky bottom-0 flex justify-end gap-2 border-t border-mist bg-[#f7f8f7] py-3">
          <Link to="/admin/programs" className={buttonClass("secondary")}>
            Cancel
          </Link>
          <Button type="submit" disabled={saving}>
            {saving ? "Saving…" : "Save program"}
          </Button>
        </div>
      </form>
    </>
  );
}

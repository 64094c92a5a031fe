/**
 * The warning letters' templates, each kind in each language: staff edit the text the next
 * letter is made from. Placeholders in double braces are filled in when a letter is sent.
 */
import {
  type LetterLanguage,
  letterLanguageLabels,
  letterPlaceholders,
  type WarningLetterKind,
  warningLetterKindLabels,
} from "@shared/classes/letters";
import { formatDateTime } from "@shared/format/dates";
import { useFetcher } from "react-router";
import { Button } from "../../ui/button";
import { Input, Textarea } from "../../ui/field";
import type { ActionResult } from "../action-result";
import { Panel } from "../bookings/panel";
import { useActionToast } from "../use-action-toast";

export interface TemplateRow {
  kind: WarningLetterKind;
  lang: LetterLanguage;
  subject: string;
  body: string;
  edited: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
}

function TemplateForm({ template }: { template: TemplateRow }) {
  const fetcher = useFetcher<ActionResult & { fields?: Record<string, string> }>();
  useActionToast(fetcher.data);
  const fields = fetcher.data?.ok === false ? (fetcher.data.fields ?? {}) : {};
  const name = `${warningLetterKindLabels[template.kind]} in ${letterLanguageLabels[template.lang]}`;
  return (
    <details className="rounded-lg border border-mist p-3" data-testid="letter-template">
      <summary className="cursor-pointer font-medium">
        {name}
        <span className="ml-2 text-sm font-normal text-ink-muted">
          {template.edited && template.updatedAt
            ? `edited ${formatDateTime(template.updatedAt)} by ${template.updatedBy}`
            : "default text"}
        </span>
      </summary>
      <fetcher.Form method="post" className="mt-3 grid gap-3">
        <input type="hidden" name="intent" value="save-template" />
        <input type="hidden" name="kind" value={template.kind} />
        <input type="hidden" name="lang" value={template.lang} />
        <Input
          label={`Subject (${name})`}
          name="subject"
          required
          maxLength={200}
          defaultValue={template.subject}
          error={fields.subject}
        />
        <Textarea
          label={`Letter (${name})`}
          name="body"
          required
          rows={14}
          maxLength={6000}
          defaultValue={template.body}
          error={fields.body}
        />
        <div>
          <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
            Save letter
          </Button>
        </div>
      </fetcher.Form>
    </details>
  );
}

export function LetterTemplatesPanel({ templates }: { templates: TemplateRow[] }) {
  return (
    <Panel id="letter-templates" title="Warning letters">
      <p className="mb-3 text-sm text-ink-muted">
        Each letter goes out in the student's language. These fill themselves in:{" "}
        {letterPlaceholders.map((name) => `{{${name}}}`).join(", ")}.
      </p>
      <div className="grid gap-2">
        {templates.map((template) => (
          <TemplateForm key={`${template.kind}-${template.lang}`} template={template} />
        ))}
      </div>
    </Panel>
  );
}

/**
 * Composing a newsletter campaign: subject, Markdown body and an optional plain-text version,
 * in English and optionally in Spanish, French and German (each subscriber receives their
 * language's, or the English); a preview of each language exactly as sent, a test to oneself,
 * and (admins) the send to every confirmed subscriber behind a confirmation. Unsent work
 * survives a reload (session draft).
 */
import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { type TranslationLanguage, translationLanguages } from "@shared/content/types";
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Eye, Send, TestTube } from "~/components/ui/icons";
import { Button, buttonClass } from "../../ui/button";
import { Input, Textarea } from "../../ui/field";
import { toast } from "../../ui/toast";
import { useFormDraft } from "../use-draft";
import { FallbackBadge, hasVersion, VersionFields, versionLanguageNames } from "./versions";

interface LanguagePreview {
  lang: "en" | TranslationLanguage;
  fallback: boolean;
  subject: string;
  html: string;
  text: string;
}

interface ComposeResult {
  ok: boolean;
  intent: string;
  message: string;
  fields?: Record<string, string>;
  preview?: { languages: LanguagePreview[] };
}

const noVersions: Record<TranslationLanguage, boolean> = { es: false, fr: false, de: false };
const previewTitles: Record<LanguagePreview["lang"], string> = {
  en: "English",
  ...versionLanguageNames,
};

const DRAFT_KEY = "/admin/emails:compose";

export function ComposeCampaign({
  canSendToAll,
  ownEmail,
  confirmedCount,
}: {
  canSendToAll: boolean;
  ownEmail: string | null;
  confirmedCount: number;
}) {
  const fetcher = useFetcher<ComposeResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useFormDraft(DRAFT_KEY, formRef);
  const [preview, setPreview] = useState<ComposeResult["preview"] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [written, setWritten] = useState(noVersions);
  const readVersions = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    const next = { ...noVersions };
    for (const lang of translationLanguages) next[lang] = hasVersion(form, lang);
    setWritten((current) =>
      translationLanguages.every((lang) => current[lang] === next[lang]) ? current : next,
    );
  }, []);
  // A restored draft may hold versions: read them once the form is filled in.
  useEffect(() => {
    if (draft.restored) readVersions();
  }, [draft.restored, readVersions]);
  const fallbacks = translationLanguages
    .filter((lang) => !written[lang])
    .map((lang) => versionLanguageNames[lang]);
  const seen = useRef<ComposeResult | undefined>(undefined);
  const result = fetcher.data;
  const busy = fetcher.state !== "idle";
  const pendingIntent = busy ? fetcher.formData?.get("intent") : null;
  const errors = result && !result.ok ? (result.fields ?? {}) : {};
  const audience = `${confirmedCount.toLocaleString("en-IE")} confirmed ${confirmedCount === 1 ? "subscriber" : "subscribers"}`;

  useEffect(() => {
    if (!result || result === seen.current) return;
    seen.current = result;
    if (!result.ok) {
      toast({
        title: result.fields ? "Please check the highlighted fields" : "Error",
        description: result.message,
        variant: "destructive",
      });
      return;
    }
    if (result.intent === "preview") {
      setPreview(result.preview ?? null);
    } else if (result.intent === "test") {
      toast({ title: "Test sent", description: result.message });
    } else if (result.intent === "send") {
      toast({ title: "Campaign sending", description: result.message });
      formRef.current?.reset();
      draft.clear();
      setPreview(null);
      setWritten(noVersions);
    }
  }, [result, draft]);

  const sendToAll = () => {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    data.set("intent", "send");
    fetcher.submit(data, { method: "post" });
  };

  return (
    <section
      aria-labelledby="compose-heading"
      className="min-w-0 rounded-xl border border-mist bg-white p-5"
    >
      <h2 id="compose-heading" className="font-sans text-lg font-semibold">
        New campaign
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-ink-muted">
        {confirmedCount === 0
          ? "There are no confirmed subscribers yet: you can compose, preview and test."
          : `Goes to the ${audience}. Every message carries the person's own unsubscribe link.`}
      </p>
      <fetcher.Form
        ref={formRef}
        method="post"
        noValidate
        className="mt-4 grid gap-3"
        onInput={readVersions}
      >
        {draft.restored ? (
          <p role="status" className="rounded-lg bg-sky p-2 text-sm text-sea-deep">
            Your unsent campaign was restored.
          </p>
        ) : null}
        <Input
          id="campaign-subject"
          label="Subject"
          name="subject"
          required
          maxLength={200}
          autoComplete="off"
          error={errors.subject}
        />
        <Textarea
          id="campaign-markdown"
          label="Message (Markdown)"
          name="markdown"
          rows={10}
          required
          error={errors.markdown}
          hint="Markdown: ## Heading, **bold**, *italic*, [link](https://…), - list item."
        />
        <Textarea
          id="campaign-text"
          label="Plain-text version"
          name="text"
          rows={4}
          error={errors.text}
          hint="For mail programs that show no HTML. Leave empty to use the message without its Markdown marks."
        />
        <VersionFields written={written} errors={errors} />
        {ownEmail ? null : (
          <Input
            id="campaign-test-to"
            label="Test address"
            name="to"
            type="email"
            autoComplete="email"
            error={errors.to}
            hint="Your account has no e-mail address: tests go to this one."
          />
        )}
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" name="intent" value="preview" variant="secondary" disabled={busy}>
            <Eye aria-hidden="true" className="size-4" />
            {pendingIntent === "preview" ? "Rendering…" : "Preview"}
          </Button>
          <Button type="submit" name="intent" value="test" variant="secondary" disabled={busy}>
            <TestTube aria-hidden="true" className="size-4" />
            {pendingIntent === "test"
              ? "Sending test…"
              : ownEmail
                ? "Send test to me"
                : "Send test"}
          </Button>
          {canSendToAll ? (
            <Button
              onClick={() => setConfirming(true)}
              disabled={busy || confirmedCount === 0}
              className="sm:ml-auto"
            >
              <Send aria-hidden="true" className="size-4" />
              {pendingIntent === "send" ? "Starting…" : "Send to all confirmed subscribers"}
            </Button>
          ) : (
            <p className="text-sm text-ink-muted sm:ml-auto">
              An admin sends campaigns to all subscribers.
            </p>
          )}
        </div>
        {ownEmail ? (
          <p className="text-xs text-ink-muted">Tests go to {ownEmail}, marked [Test].</p>
        ) : null}
      </fetcher.Form>

      {preview ? (
        <section
          aria-labelledby="preview-heading"
          data-testid="campaign-preview"
          className="mt-6 grid gap-6 border-t border-mist pt-4"
        >
          <h3 id="preview-heading" className="font-sans text-base font-semibold">
            Preview
          </h3>
          {preview.languages.map((version) => (
            // Not headings: the message's own headings (## …) sit between the languages.
            <section
              key={version.lang}
              aria-label={`${previewTitles[version.lang]} subscribers`}
              className="grid gap-3"
              data-testid={`campaign-preview-${version.lang}`}
            >
              <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
                {previewTitles[version.lang]} subscribers
                {version.lang === "en" ? null : <FallbackBadge fallback={version.fallback} />}
              </p>
              <p className="text-sm">
                <span className="font-semibold">Subject:</span> {version.subject}
              </p>
              <div
                className="max-w-[600px] rounded-lg border border-mist p-4 text-sm leading-relaxed [&_a]:text-sea [&_a]:underline [&_h1]:text-xl [&_h2]:mt-4 [&_h2]:text-lg [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-2 [&_ul]:list-disc"
                data-testid="campaign-preview-html"
                lang={version.fallback ? "en" : version.lang}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the message is rendered by marked and sanitized with sanitize-html on the server; the frame around it is the e-mail template's
                dangerouslySetInnerHTML={{ __html: version.html }}
              />
              <details>
                <summary className="cursor-pointer text-sm font-medium text-sea">
                  Plain-text version
                </summary>
                <pre
                  className="mt-2 max-w-[600px] overflow-x-auto rounded-lg bg-[#f7f8f7] p-3 text-xs whitespace-pre-wrap"
                  data-testid="campaign-preview-text"
                >
                  {version.text}
                </pre>
              </details>
            </section>
          ))}
          <p className="text-xs text-ink-muted">
            The unsubscribe links here are examples; each subscriber gets their own.
          </p>
        </section>
      ) : null}

      <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
            <AlertDialog.Title className="font-sans text-lg font-semibold text-ink">
              Send to all confirmed subscribers?
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-ink">
              The campaign goes to the {audience} now.{" "}
              {fallbacks.length > 0
                ? `${fallbacks.length > 1 ? `${fallbacks.slice(0, -1).join(", ")} and ${fallbacks.at(-1)}` : fallbacks[0]} subscribers receive the English: no version was written for them. `
                : null}
              It cannot be called back once sent; the send is recorded in the audit trail.
            </AlertDialog.Description>
            <div className="mt-6 flex justify-end gap-3">
              <AlertDialog.Cancel className={buttonClass("secondary")}>Cancel</AlertDialog.Cancel>
              <AlertDialog.Action className={buttonClass("primary")} onClick={sendToAll}>
                Send now
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  );
}

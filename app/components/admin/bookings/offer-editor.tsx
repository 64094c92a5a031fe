/**
 * The offer editor's form: dates, hours, the note to the person and the lines, with live totals
 * from the shared arithmetic (the server computes them again on save). Checked in the browser
 * with the shared schema first; the state lives in a draft, so nothing typed is lost.
 */
import { type DepositRule, type Offer, priceOffer, weeksBetween } from "@shared/bookings/types";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { Send } from "~/components/ui/icons";
import { Button } from "../../ui/button";
import { Input, Textarea } from "../../ui/field";
import { toast } from "../../ui/toast";
import type { ActionResult } from "../action-result";
import { DraftRestoredNotice, FormErrorList } from "../form-notices";
import { useStateDraft } from "../use-draft";
import { OfferLinesEditor } from "./offer-lines-editor";
import {
  inputOf,
  liveLines,
  type OfferEditorState,
  otherErrors,
  stateOf,
  validate,
} from "./offer-state";
import { OfferTotals } from "./totals";

type Intent = "save" | "save-send";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The editor's submissions, shared with its route (it handles "saved and sent"). */
export const offerEditorFetcherKey = (offerId: number) => `offer-editor-${offerId}`;

export function OfferEditor({ offer, deposit }: { offer: Offer; deposit: DepositRule }) {
  const location = useLocation();
  const fetcher = useFetcher<ActionResult>({ key: offerEditorFetcherKey(offer.id) });
  const [state, setState] = useState<OfferEditorState>(() => stateOf(offer));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const draft = useStateDraft(location.pathname, state, setState);
  const handled = useRef<ActionResult | undefined>(undefined);
  const submitted = useRef<Intent>("save");

  // The server's answer: saved and sent leaves for the booking; a failure shows its fields.
  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== "idle" || result === handled.current) return;
    handled.current = result;
    if (result.ok) {
      draft.clear();
      setErrors({});
      // A sent offer is no longer a draft: the route (which outlives this editor) moves on.
      if (result.intent === "save") toast({ title: "Success", description: result.message });
    } else {
      setErrors(result.fields ?? {});
      toast({ title: "Error", description: result.message, variant: "destructive" });
    }
  }, [fetcher.data, fetcher.state, draft]);

  const set = <K extends keyof OfferEditorState>(key: K, value: OfferEditorState[K]) =>
    setState((current) => ({ ...current, [key]: value }));

  const submit = (intent: Intent) => {
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
    submitted.current = intent;
    fetcher.submit({ intent, payload: JSON.stringify(inputOf(state)) }, { method: "post" });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    submit(submitter?.value === "save-send" ? "save-send" : "save");
  };

  const totals = priceOffer(liveLines(state), deposit);
  const weeks =
    DATE.test(state.startDate) && DATE.test(state.endDate) && state.endDate >= state.startDate
      ? weeksBetween(state.startDate, state.endDate)
      : null;
  const unplaced = otherErrors(errors, state.lines.length);
  const saving = fetcher.state !== "idle";
  const field = (key: "startDate" | "endDate" | "validUntil", label: string, hint?: string) => (
    <Input
      label={label}
      type="date"
      required
      value={state[key]}
      hint={hint}
      error={errors[key]}
      onChange={(event) => set(key, event.currentTarget.value)}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      {draft.restored ? (
        <DraftRestoredNotice
          onDiscard={() => {
            draft.clear();
            setState(stateOf(offer));
            setErrors({});
          }}
        />
      ) : null}
      <FormErrorList messages={unplaced} />
      <fieldset className="grid gap-4 rounded-xl border border-mist bg-white p-5 md:grid-cols-4">
        <legend className="px-1 font-semibold">Dates and hours</legend>
        {field("startDate", "Start date")}
        {field(
          "endDate",
          "End date",
          weeks ? `${weeks} ${weeks === 1 ? "week" : "weeks"}` : undefined,
        )}
        {field("validUntil", "Valid until", "The offer expires after this day.")}
        <Input
          label="Hours per week"
          inputMode="numeric"
          required
          value={state.hoursPerWeek}
          error={errors.hoursPerWeek}
          hint="Printed on the letter of acceptance."
          onChange={(event) => set("hoursPerWeek", event.currentTarget.value)}
        />
        <Textarea
          className="md:col-span-4"
          label="Note to the person"
          rows={3}
          maxLength={2000}
          value={state.note}
          error={errors.note}
          hint="Shown above the lines on their offer page."
          onChange={(event) => set("note", event.currentTarget.value)}
        />
      </fieldset>

      <OfferLinesEditor
        lines={state.lines}
        priced={totals.lines}
        errors={errors}
        onChange={(lines) => set("lines", lines)}
      />
      <section
        aria-labelledby="offer-totals"
        className="rounded-xl border border-mist bg-white p-5"
      >
        <h2 id="offer-totals" className="font-sans text-lg font-semibold">
          Totals
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          As you type; the server computes them again when the offer is saved.
        </p>
        <div className="mt-3">
          <OfferTotals totals={totals} />
        </div>
      </section>

      <div className="sticky bottom-0 flex flex-wrap justify-end gap-2 border-t border-mist bg-[#f7f8f7] py-3">
        <Button type="submit" name="intent" value="save" variant="secondary" disabled={saving}>
          {saving && submitted.current === "save" ? "Saving…" : "Save"}
        </Button>
        <Button type="submit" name="intent" value="save-send" disabled={saving}>
          <Send aria-hidden="true" className="size-4" />
          {saving && submitted.current === "save-send" ? "Sending…" : "Save & send"}
        </Button>
      </div>
    </form>
  );
}

/**
 * The price list form: tuition, accommodation, fees and the deposit rule, saved whole. Checked
 * with the shared schema in the browser first; a draft keeps what was typed.
 */
import type { PriceList } from "@shared/bookings/types";
import { formatDateTime } from "@shared/format/dates";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { Button } from "../../ui/button";
import { Input } from "../../ui/field";
import { toast } from "../../ui/toast";
import type { ActionResult } from "../action-result";
import { DraftRestoredNotice, FormErrorList } from "../form-notices";
import { useStateDraft } from "../use-draft";
import {
  feeFields,
  inputOf,
  type PriceListState,
  screenErrors,
  stateOf,
  validate,
} from "./price-list-state";
import { AccommodationTable, TuitionTable } from "./price-tables";

/** Keys a field shows; any other problem is listed above the form. */
const PLACED =
  /^(tuition\.\d+\.(weeklyCents|hoursPerWeek|cityPrices\.\w+)|accommodation:.+|fees\.\w+|deposit\.(percent|cents))$/;

export function PriceListEditor({ priceList }: { priceList: PriceList }) {
  const location = useLocation();
  const fetcher = useFetcher<ActionResult>();
  const [state, setState] = useState<PriceListState>(() => stateOf(priceList));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const draft = useStateDraft(location.pathname, state, setState);
  const handled = useRef<ActionResult | undefined>(undefined);
  const cells = useRef<string[]>([]);

  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== "idle" || result === handled.current) return;
    handled.current = result;
    if (result.ok) {
      draft.clear();
      setErrors({});
      toast({ title: "Price list saved", description: result.message });
    } else {
      setErrors(screenErrors(result.fields ?? {}, cells.current));
      toast({ title: "Price list not saved", description: result.message, variant: "destructive" });
    }
  }, [fetcher.data, fetcher.state, draft]);

  const set = <K extends keyof PriceListState>(key: K, value: PriceListState[K]) =>
    setState((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(state);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast({
        title: "Price list not saved",
        description: "Please correct the highlighted fields.",
        variant: "destructive",
      });
      return;
    }
    const { input, accommodationCells } = inputOf(state);
    cells.current = accommodationCells;
    fetcher.submit({ intent: "save", payload: JSON.stringify(input) }, { method: "post" });
  };

  const unplaced = Object.entries(errors).filter(([key]) => !PLACED.test(key));
  const saving = fetcher.state !== "idle";
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      {draft.restored ? (
        <DraftRestoredNotice
          onDiscard={() => {
            draft.clear();
            setState(stateOf(priceList));
            setErrors({});
          }}
        />
      ) : null}
      <FormErrorList messages={unplaced.map(([, message]) => message)} />

      <TuitionTable
        rows={state.tuition}
        errors={errors}
        onChange={(rows) => set("tuition", rows)}
      />
      <AccommodationTable
        prices={state.accommodation}
        errors={errors}
        onChange={(prices) => set("accommodation", prices)}
      />

      <fieldset className="grid gap-4 rounded-xl border border-mist bg-white p-5 md:grid-cols-4">
        <legend className="px-1 font-semibold">Fees</legend>
        {feeFields.map(([key, label, hint]) => (
          <Input
            key={key}
            label={label}
            inputMode="decimal"
            required
            hint={hint}
            value={state.fees[key]}
            error={errors[`fees.${key}`]}
            onChange={(event) => set("fees", { ...state.fees, [key]: event.currentTarget.value })}
          />
        ))}
      </fieldset>

      <fieldset className="grid gap-4 rounded-xl border border-mist bg-white p-5 md:grid-cols-2">
        <legend className="px-1 font-semibold">Deposit</legend>
        <fieldset className="grid content-start gap-2">
          <legend className="mb-1 text-sm font-semibold text-ink">Deposit rule</legend>
          {(
            [
              ["percent", "A percentage of the total"],
              ["fixed", "A fixed amount"],
            ] as const
          ).map(([kind, label]) => (
            <label key={kind} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="depositKind"
                value={kind}
                checked={state.depositKind === kind}
                onChange={() => set("depositKind", kind)}
                className="size-4 accent-sea focus-visible:outline-3 focus-visible:outline-coral"
              />
              {label}
            </label>
          ))}
        </fieldset>
        {state.depositKind === "percent" ? (
          <Input
            label="Deposit (% of the total)"
            inputMode="numeric"
            required
            value={state.depositPercent}
            error={errors["deposit.percent"]}
            onChange={(event) => set("depositPercent", event.currentTarget.value)}
          />
        ) : (
          <Input
            label="Deposit (€)"
            inputMode="decimal"
            required
            hint="Never more than the offer's total."
            value={state.depositAmount}
            error={errors["deposit.cents"]}
            onChange={(event) => set("depositAmount", event.currentTarget.value)}
          />
        )}
      </fieldset>

      <div className="sticky bottom-0 flex flex-wrap items-center justify-end gap-3 border-t border-mist bg-[#f7f8f7] py-3">
        <p className="text-sm text-ink-muted">
          {priceList.updatedAt
            ? `Last saved ${formatDateTime(priceList.updatedAt)}`
            : "Never saved"}
        </p>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving…" : "Save price list"}
        </Button>
      </div>
    </form>
  );
}

/**
 * The offer editor's state: what the person typed, kept as text so nothing is lost on an error,
 * and its conversion to the `OfferInput` the shared schema checks and the server saves.
 */

import { centsFromText, centsToText, offerInputSchema } from "@shared/bookings/forms";
import type { Offer, OfferLineInput, OfferLineKind } from "@shared/bookings/types";

export interface LineRow {
  /** A React key for a row the person can add and remove. */
  key: string;
  kind: OfferLineKind;
  description: string;
  quantity: string;
  /** Euro text: "250" or "250.50". */
  unit: string;
  /** Discount lines only: a whole percentage, or "" for an amount off. */
  percent: string;
}

export interface OfferEditorState {
  startDate: string;
  endDate: string;
  validUntil: string;
  hoursPerWeek: string;
  note: string;
  lines: LineRow[];
}

let keys = 0;
export const newKey = () => `line-${Date.now().toString(36)}-${++keys}`;

export const emptyLine = (): LineRow => ({
  key: newKey(),
  kind: "other",
  description: "",
  quantity: "1",
  unit: "",
  percent: "",
});

export function stateOf(offer: Offer): OfferEditorState {
  return {
    startDate: offer.startDate,
    endDate: offer.endDate,
    validUntil: offer.validUntil,
    hoursPerWeek: String(offer.hoursPerWeek),
    note: offer.note,
    lines: offer.lines.map((line) => ({
      key: newKey(),
      kind: line.kind,
      description: line.description,
      quantity: String(line.quantity),
      unit: line.percent && line.unitCents === 0 ? "" : centsToText(line.unitCents),
      percent: line.percent ? String(line.percent) : "",
    })),
  };
}

/** Blank stays blank; a number is a number; anything else goes on for the schema to refuse. */
function numberOrText(value: string): number | string {
  const trimmed = value.trim();
  if (trimmed === "") return "";
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : trimmed;
}

const hasPercent = (line: LineRow) => line.kind === "discount" && line.percent.trim() !== "";

/** What is sent to the server (and checked first in the browser with the same schema). */
export function inputOf(state: OfferEditorState): Record<string, unknown> {
  return {
    startDate: state.startDate,
    endDate: state.endDate,
    validUntil: state.validUntil,
    hoursPerWeek: numberOrText(state.hoursPerWeek),
    note: state.note,
    lines: state.lines.map((line) => {
      const percent = hasPercent(line) ? numberOrText(line.percent) : null;
      return {
        kind: line.kind,
        description: line.description,
        quantity: numberOrText(line.quantity),
        // A percentage discount needs no amount.
        unitCents:
          percent !== null && line.unit.trim() === ""
            ? 0
            : (centsFromText(line.unit) ?? line.unit.trim()),
        percent,
      };
    }),
  };
}

/** The lines as far as they can be read now, for the live totals (unreadable parts count 0). */
export function liveLines(state: OfferEditorState): OfferLineInput[] {
  return state.lines.map((line) => {
    const quantity = Number(line.quantity);
    const percent = hasPercent(line) ? Number(line.percent) : Number.NaN;
    return {
      kind: line.kind,
      description: line.description,
      quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : 0,
      unitCents: centsFromText(line.unit) ?? 0,
      percent: Number.isInteger(percent) && percent >= 1 && percent <= 100 ? percent : null,
    };
  });
}

/** Each field's first problem, keyed like the server's ("lines.2.unitCents"). */
export function validate(state: OfferEditorState): Record<string, string> {
  const parsed = offerInputSchema.safeParse(inputOf(state));
  const errors: Record<string, string> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    errors[issue.path.map(String).join(".") || "form"] ??= issue.message;
  }
  return errors;
}

const LINE_FIELDS = ["kind", "description", "quantity", "unitCents", "percent"];
const TOP_FIELDS = ["startDate", "endDate", "validUntil", "hoursPerWeek", "note", "lines"];

/** Problems no field shows (a service rule about the whole offer): listed above the form. */
export function otherErrors(errors: Record<string, string>, lineCount: number): string[] {
  return Object.entries(errors)
    .filter(([key]) => {
      if (TOP_FIELDS.includes(key)) return false;
      const match = /^lines\.(\d+)\.(\w+)$/.exec(key);
      return !(match && Number(match[1]) < lineCount && LINE_FIELDS.includes(match[2] ?? ""));
    })
    .map(([, message]) => message);
}

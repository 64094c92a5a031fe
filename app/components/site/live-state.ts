/**
 * What a visitor did inside a deferred part's server HTML before its code came
 * (deferred-hydration.tsx): read just before React replaces that markup with the live part, and
 * put back just after, so that the swap is invisible. Elements are matched by their position in
 * the part (the live part renders the same markup as the server did). Fetched with the part's
 * code, as only the swap needs it.
 */

import { all, FOCUSABLE } from "./held-clicks";

const FIELDS = "input:not([type='hidden']), select, textarea";

interface ChangedField {
  index: number;
  value: string;
  checked: boolean;
}

export interface LiveState {
  focusIndex: number;
  fields: ChangedField[];
  openPopovers: number[];
  openDialogs: { index: number; modal: boolean }[];
  /** A click on a control that needs the script, made before it came: replayed once live. */
  clickIndex: number;
}

function changedByVisitor(field: HTMLElement): boolean {
  if (field instanceof HTMLInputElement) {
    return field.type === "checkbox" || field.type === "radio"
      ? field.checked !== field.defaultChecked
      : field.value !== field.defaultValue;
  }
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  return false;
}

export function snapshotLiveState(part: Element, clickIndex = -1): LiveState {
  const active = document.activeElement;
  const focusable = all(part, FOCUSABLE);
  const popovers = all(part, "[popover]");
  const dialogs = all(part, "dialog");
  return {
    focusIndex: active && part.contains(active) ? focusable.indexOf(active as HTMLElement) : -1,
    fields: all(part, FIELDS).flatMap((field, index) =>
      changedByVisitor(field)
        ? [
            {
              index,
              value: (field as HTMLInputElement).value,
              checked: (field as HTMLInputElement).checked,
            },
          ]
        : [],
    ),
    openPopovers: popovers.flatMap((popover, index) =>
      popover.matches(":popover-open") ? [index] : [],
    ),
    openDialogs: dialogs.flatMap((dialog, index) =>
      (dialog as HTMLDialogElement).open && !dialog.matches(":popover-open")
        ? [{ index, modal: dialog.matches(":modal") }]
        : [],
    ),
    clickIndex,
  };
}

/** Sets a field the way typing would, so a controlled React field sees the change too. */
function setField(field: HTMLElement, { value, checked }: ChangedField) {
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    if (field.checked !== checked) field.click();
    return;
  }
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }),
  );
}

export function restoreLiveState(part: Element, state: LiveState) {
  const fields = all(part, FIELDS);
  for (const change of state.fields) {
    const field = fields[change.index];
    if (field) setField(field, change);
  }
  const popovers = all(part, "[popover]");
  for (const index of state.openPopovers) {
    const popover = popovers[index];
    if (!popover || popover.matches(":popover-open")) continue;
    // Opened from its button, as the visitor did.
    const source = popover.id
      ? all(part, `[popovertarget="${CSS.escape(popover.id)}"]`).find(
          (button) => !popover.contains(button),
        )
      : undefined;
    // The browser gives the focus back, on closing, to what had it on opening: the button.
    source?.focus({ preventScroll: true });
    popover.showPopover(source ? { source } : undefined);
  }
  const dialogs = all(part, "dialog") as HTMLDialogElement[];
  for (const { index, modal } of state.openDialogs) {
    const dialog = dialogs[index];
    if (dialog && !dialog.open) modal ? dialog.showModal() : dialog.show();
  }
  const focusable = all(part, FOCUSABLE);
  if (state.focusIndex >= 0) focusable[state.focusIndex]?.focus();
  if (state.clickIndex >= 0) focusable[state.clickIndex]?.click();
}

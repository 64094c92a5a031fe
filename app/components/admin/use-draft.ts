/**
 * Losing no work: a form's unsaved values live in sessionStorage (per route and record), so an
 * expired session that sends the person through login and back restores them. Cleared on a
 * successful save.
 */
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";

const PREFIX = "clover-draft:";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft<T>(key: string): T | null {
  const raw = storage()?.getItem(PREFIX + key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: unknown): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: nothing to keep.
  }
}

export function clearDraft(key: string): void {
  storage()?.removeItem(PREFIX + key);
}

/** A draft of React state: restored once on mount, saved on every change after that. */
export function useStateDraft<T>(
  key: string,
  value: T,
  restore: (draft: T) => void,
): { restored: boolean; clear: () => void } {
  const [restored, setRestored] = useState(false);
  const ready = useRef(false);
  const initial = useRef(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: restore once per key
  useEffect(() => {
    ready.current = false;
    const draft = readDraft<T>(key);
    if (draft !== null) {
      restore(draft);
      setRestored(true);
    }
    ready.current = true;
  }, [key]);
  useEffect(() => {
    if (!ready.current) return;
    if (value === initial.current) return;
    writeDraft(key, value);
  }, [key, value]);
  const clear = useCallback(() => {
    clearDraft(key);
    setRestored(false);
  }, [key]);
  return { restored, clear };
}

type Values = Record<string, string | boolean>;

/** A draft of an uncontrolled form: every named field, saved on input, restored on mount. */
export function useFormDraft(
  key: string,
  formRef: RefObject<HTMLFormElement | null>,
): { restored: boolean; clear: () => void } {
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const draft = readDraft<Values>(key);
    if (draft) {
      for (const [name, value] of Object.entries(draft)) {
        const field = form.elements.namedItem(name);
        if (field instanceof HTMLInputElement && field.type === "checkbox") {
          field.checked = value === true;
        } else if (
          field instanceof HTMLInputElement ||
          field instanceof HTMLTextAreaElement ||
          field instanceof HTMLSelectElement
        ) {
          field.value = String(value);
        }
      }
      setRestored(true);
    }
    const save = () => {
      const values: Values = {};
      for (const element of Array.from(form.elements)) {
        if (
          !(
            element instanceof HTMLInputElement ||
            element instanceof HTMLTextAreaElement ||
            element instanceof HTMLSelectElement
          ) ||
          !element.name ||
          (element instanceof HTMLInputElement &&
            ["hidden", "submit", "password"].includes(element.type))
        )
          continue;
        values[element.name] =
          element instanceof HTMLInputElement && element.type === "checkbox"
            ? element.checked
            : element.value;
      }
      writeDraft(key, values);
    };
    form.addEventListener("input", save);
    form.addEventListener("change", save);
    return () => {
      form.removeEventListener("input", save);
      form.removeEventListener("change", save);
    };
  }, [key, formRef]);
  const clear = useCallback(() => {
    clearDraft(key);
    setRestored(false);
  }, [key]);
  return { restored, clear };
}

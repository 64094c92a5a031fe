/**
 * The toast store: what is showing, at most one toast at a time (a new one replaces the old;
 * spec §9). Kept apart from the <Toaster /> component so that raising a toast costs a page a few
 * hundred bytes, and the toast UI (Radix) is downloaded only when a toast is first shown.
 */
export const TOAST_DURATION = 5000;

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** Milliseconds; default 5000. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: number;
  createdAt: number;
}

let current: ToastItem | null = null;
let counter = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  counter += 1;
  const id = counter;
  current = { ...options, id, createdAt: Date.now() };
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id?: number): void {
  if (current && (id === undefined || current.id === id)) {
    current = null;
    emit();
  }
}

export const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const currentToast = (): ToastItem | null => current;

import { lazy, Suspense, useSyncExternalStore } from "react";
import { currentToast, subscribe } from "./toast-store";

const Toaster = lazy(() => import("./toast").then((module) => ({ default: module.Toaster })));

/** Mounts the toast UI the first time a toast is raised; pages without toasts never load it. */
export function ToastHost() {
  const active = useSyncExternalStore(
    subscribe,
    () => currentToast() !== null,
    () => false,
  );
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

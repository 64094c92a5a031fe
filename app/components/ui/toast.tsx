/**
 * The site's one toast system (spec §9): at most one toast at a time (a new one replaces the
 * old), shown for 5 s by default. Call `toast({ title, description, variant })` from anywhere
 * in the browser; mount `<Toaster />` once (a second mounted Toaster renders nothing).
 */
import * as ToastPrimitive from "@radix-ui/react-toast";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { X } from "~/components/ui/icons";
import { shellMessagesFor } from "~/i18n/shell-messages";
import { cn } from "./cn";
import { currentToast, dismissToast, subscribe, TOAST_DURATION } from "./toast-store";

export { dismissToast, TOAST_DURATION, type ToastOptions, toast } from "./toast-store";

let owner: symbol | null = null;

export function Toaster() {
  const item = useSyncExternalStore(subscribe, currentToast, () => null);
  const [self] = useState(() => Symbol("toaster"));
  const [active, setActive] = useState(false);
  // Mounted outside every page's messages: the close button speaks the page's language.
  const { closeNotification } = shellMessagesFor(useLocation().pathname);
  useEffect(() => {
    if (owner && owner !== self) return;
    owner = self;
    setActive(true);
    return () => {
      if (owner === self) owner = null;
    };
  }, [self]);
  if (!active) return null;

  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION} swipeDirection="right">
      {item ? (
        <ToastPrimitive.Root
          key={item.id}
          duration={item.duration ?? TOAST_DURATION}
          type={item.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={cn(
            "relative grid gap-1 rounded-xl border p-4 pr-10 shadow-lg",
            item.variant === "destructive"
              ? "border-[#b42318] bg-[#fdecea] text-[#7a1a12]"
              : "border-mist bg-white text-ink",
          )}
          data-variant={item.variant ?? "default"}
          data-testid="toast"
        >
          <ToastPrimitive.Title className="font-semibold">{item.title}</ToastPrimitive.Title>
          {item.description ? (
            <ToastPrimitive.Description className="text-sm">
              {item.description}
            </ToastPrimitive.Description>
          ) : null}
          <ToastPrimitive.Close
            aria-label={closeNotification}
            className="absolute top-3 right-3 rounded p-1 hover:bg-black/5"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ) : null}
      <ToastPrimitive.Viewport className="fixed right-4 bottom-4 z-[100] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none" />
    </ToastPrimitive.Provider>
  );
}

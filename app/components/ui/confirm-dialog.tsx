import * as AlertDialog from "@radix-ui/react-alert-dialog";
import type { ReactNode } from "react";
import { Button, buttonClass } from "./button";

/**
 * A button that asks before doing something destructive ("Are you sure you want to delete
 * this program?"). `onConfirm` runs only after the person confirms.
 */
export function ConfirmButton({
  message,
  confirmLabel = "Delete",
  onConfirm,
  children,
  label,
  disabled,
}: {
  message: string;
  confirmLabel?: string;
  onConfirm: () => void;
  children: ReactNode;
  /** Accessible name when the trigger shows an icon only. */
  label?: string;
  disabled?: boolean;
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="danger" size="sm" aria-label={label} disabled={disabled}>
          {children}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="font-sans text-lg font-semibold text-ink">
            Please confirm
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink">{message}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass("secondary")}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass("danger")} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Input } from "~/components/ui/field";
import type { ActionResult } from "../../../components/admin/action-result";
import { useActionToast } from "../../../components/admin/use-action-toast";
import { STRENGTH_HINT } from "./password-rules";

/** An admin sets a new password for a colleague, in a dialog. */
export function ResetPassword({ user }: { user: { id: number; displayName: string } }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data, (result) => {
    if (result.ok) setOpen(false);
  });
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fields : undefined;
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Reset the password of ${user.displayName}`}
        onClick={() => setOpen(true)}
      >
        Reset password
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Reset the password of ${user.displayName}`}
        description="Give them the new password in person or by phone; they can change it in Settings. Their open sessions end."
      >
        <fetcher.Form method="post" noValidate className="grid gap-3">
          <input type="hidden" name="intent" value="reset-password" />
          <input type="hidden" name="id" value={user.id} />
          <Input
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            hint={STRENGTH_HINT}
            error={errors?.password}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={fetcher.state !== "idle"}>
              {fetcher.state !== "idle" ? "Resetting…" : "Reset password"}
            </Button>
          </div>
        </fetcher.Form>
      </Dialog>
    </>
  );
}

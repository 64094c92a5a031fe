import { type FormEvent, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/field";
import { KeyRound } from "~/components/ui/icons";
import { type ActionResult, formText } from "../../../components/admin/action-result";
import { useActionToast } from "../../../components/admin/use-action-toast";
import { PASSWORDS_DIFFER, STRENGTH_HINT } from "./password-rules";

/** The signed-in person changes their own password (and signs out their other sessions). */
export function OwnPassword({
  me,
}: {
  me: { username: string; displayName: string; role: string };
}) {
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const [mismatch, setMismatch] = useState<string | undefined>();
  useActionToast(
    fetcher.data,
    (result) => {
      if (result.ok) formRef.current?.reset();
    },
    { ok: "Password changed", error: "Password not changed" },
  );
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fields : undefined;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const next = formText(data, "newPassword");
    const confirm = formText(data, "confirmPassword");
    if (next && confirm && next !== confirm) {
      event.preventDefault();
      setMismatch(PASSWORDS_DIFFER);
    } else setMismatch(undefined);
  };
  return (
    <section
      aria-labelledby="own-password"
      className="h-fit min-w-0 rounded-xl border border-mist bg-white p-5"
    >
      <h2 id="own-password" className="flex items-center gap-2 font-sans text-lg font-semibold">
        <KeyRound aria-hidden="true" className="size-5 text-sea" /> Your password
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Signed in as {me.displayName} ({me.username}), {me.role}.
      </p>
      <fetcher.Form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="mt-4 grid gap-3"
      >
        <input type="hidden" name="intent" value="password" />
        {/* Lets password managers pair the new password with this account. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={me.username}
          readOnly
          hidden
        />
        <Input
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          error={errors?.currentPassword}
        />
        <Input
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          hint={STRENGTH_HINT}
          error={errors?.newPassword}
        />
        <Input
          label="Repeat the new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={mismatch ?? errors?.confirmPassword}
        />
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Changing…" : "Change password"}
        </Button>
      </fetcher.Form>
    </section>
  );
}

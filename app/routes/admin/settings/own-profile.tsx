import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/field";
import { UserRound } from "~/components/ui/icons";
import type { ActionResult } from "../../../components/admin/action-result";
import { useActionToast } from "../../../components/admin/use-action-toast";

/** The signed-in person's name and e-mail address. */
export function OwnProfile({ me }: { me: { displayName: string; email: string | null } }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data, undefined, { ok: "Details saved", error: "Details not saved" });
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fields : undefined;
  return (
    <section
      aria-labelledby="own-profile"
      className="h-fit min-w-0 rounded-xl border border-mist bg-white p-5"
    >
      <h2 id="own-profile" className="flex items-center gap-2 font-sans text-lg font-semibold">
        <UserRound aria-hidden="true" className="size-5 text-sea" /> Your details
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Colleagues see your name in the audit trail; test campaigns go to your e-mail address.
      </p>
      <fetcher.Form method="post" noValidate className="mt-4 grid gap-3">
        <input type="hidden" name="intent" value="profile" />
        <Input
          label="Display name"
          name="displayName"
          autoComplete="name"
          defaultValue={me.displayName}
          required
          error={errors?.displayName}
        />
        <Input
          label="E-mail address"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={me.email ?? ""}
          error={errors?.email}
        />
        <Button type="submit" variant="secondary" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Saving…" : "Save details"}
        </Button>
      </fetcher.Form>
    </section>
  );
}

import { useRef } from "react";
import { useFetcher } from "react-router";
import { useFormDraft } from "~/components/admin/use-draft";
import { Button } from "~/components/ui/button";
import { Input, Select } from "~/components/ui/field";
import { UserPlus } from "~/components/ui/icons";
import type { ActionResult } from "../../../components/admin/action-result";
import { useActionToast } from "../../../components/admin/use-action-toast";
import { STRENGTH_HINT } from "./password-rules";

/** An admin adds a staff account; the form keeps a draft until it is saved. */
export function CreateStaffUser() {
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useFormDraft("/admin/settings:new-user", formRef);
  useActionToast(
    fetcher.data,
    (result) => {
      if (result.ok) {
        draft.clear();
        formRef.current?.reset();
      }
    },
    { ok: "Staff user created" },
  );
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fields : undefined;
  return (
    <section
      aria-labelledby="new-staff-user"
      className="rounded-xl border border-mist bg-white p-5"
    >
      <h2 id="new-staff-user" className="flex items-center gap-2 font-sans text-lg font-semibold">
        <UserPlus aria-hidden="true" className="size-5 text-sea" /> Add a staff user
      </h2>
      <fetcher.Form
        ref={formRef}
        method="post"
        noValidate
        className="mt-4 grid gap-3 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value="create-user" />
        <Input
          label="Username"
          name="username"
          required
          autoComplete="off"
          maxLength={40}
          hint="Letters, digits, dots, hyphens and underscores."
          error={errors?.username}
        />
        <Input
          label="Full name"
          name="displayName"
          required
          autoComplete="off"
          maxLength={80}
          error={errors?.displayName}
        />
        <Input
          label="E-mail (optional)"
          name="email"
          type="email"
          autoComplete="off"
          error={errors?.email}
        />
        <Select
          label="Role"
          name="role"
          defaultValue="editor"
          error={errors?.role}
          options={[
            { value: "editor", label: "Editor" },
            { value: "admin", label: "Admin" },
          ]}
        />
        <Input
          label="First password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={STRENGTH_HINT}
          error={errors?.password}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={fetcher.state !== "idle"}>
            {fetcher.state !== "idle" ? "Adding…" : "Add staff user"}
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}

/**
 * A change that asks first, with or without JavaScript. With it, the button opens a dialog and
 * the form is posted with `confirmed=yes` once the person agrees. Without it, the form posts as
 * it is; the server answers with a `confirm` request and the page shows it (ConfirmNotice), a
 * second form that carries `confirmed=yes`.
 */
import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { useRef, useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { Button, type ButtonVariant, buttonClass } from "../../ui/button";
import type { ConfirmRequest } from "./form-values";

function HiddenFields({ intent, fields }: { intent: string; fields: Record<string, string> }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

export function ConfirmForm({
  request,
  label,
  accessibleLabel,
  variant = "danger",
}: {
  request: ConfirmRequest;
  /** The button's text. */
  label: string;
  /** The button's accessible name when its text is short ("Deactivate" → "Deactivate Ana"). */
  accessibleLabel?: string;
  variant?: ButtonVariant;
}) {
  const [open, setOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === request.intent &&
    Object.entries(request.fields).every(
      ([name, value]) => navigation.formData?.get(name) === value,
    );
  return (
    <Form
      ref={formRef}
      method="post"
      preventScrollReset
      onSubmit={(event) => {
        event.preventDefault();
        setOpen(true);
      }}
    >
      <HiddenFields intent={request.intent} fields={request.fields} />
      <Button
        type="submit"
        variant={variant}
        size="sm"
        disabled={busy}
        aria-label={accessibleLabel}
      >
        {label}
      </Button>
      <AlertDialog.Root open={open} onOpenChange={setOpen}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
            <AlertDialog.Title className="font-sans text-lg font-semibold text-ink">
              {request.title}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-ink">
              {request.message}
            </AlertDialog.Description>
            <div className="mt-6 flex justify-end gap-3">
              <AlertDialog.Cancel className={buttonClass("secondary")}>Cancel</AlertDialog.Cancel>
              <AlertDialog.Action
                className={buttonClass(variant)}
                onClick={() => {
                  if (!formRef.current) return;
                  const data = new FormData(formRef.current);
                  data.set("confirmed", "yes");
                  submit(data, { method: "post", preventScrollReset: true });
                }}
              >
                {request.confirmLabel}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </Form>
  );
}

/** The confirmation the server asked for (a browser without JavaScript posted the change). */
export function ConfirmNotice({
  request,
  cancelHref,
}: {
  request: ConfirmRequest;
  cancelHref: string;
}) {
  return (
    <section
      role="alert"
      aria-labelledby="confirm-title"
      className="mb-6 rounded-xl border border-[#b42318] bg-[#fdecea] p-5"
    >
      <h2 id="confirm-title" className="font-sans text-lg font-semibold text-[#8f1c13]">
        {request.title}
      </h2>
      <p className="mt-2 text-sm text-ink">{request.message}</p>
      <Form method="post" preventScrollReset className="mt-4 flex flex-wrap gap-2">
        <HiddenFields intent={request.intent} fields={{ ...request.fields, confirmed: "yes" }} />
        <Button type="submit" variant="danger">
          {request.confirmLabel}
        </Button>
        <a href={cancelHref} className={buttonClass("secondary")}>
          Cancel
        </a>
      </Form>
    </section>
  );
}

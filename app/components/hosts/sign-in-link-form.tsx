import { Form, useNavigation } from "react-router";
import { Input } from "~/components/ui/field";
import { Send } from "~/components/ui/icons";

/**
 * "Send me a sign-in link": the address only. Posts to the sign-in page's action from wherever
 * it is shown (the sign-in page, and a link page whose link no longer works).
 */
export function SignInLinkForm({
  email = "",
  error,
  submitLabel = "Send me a sign-in link",
}: {
  email?: string;
  error?: string;
  submitLabel?: string;
}) {
  const navigation = useNavigation();
  return (
    <Form method="post" action="/hosts/sign-in" noValidate className="mt-6 grid gap-4">
      <Input
        label="Your e-mail address"
        hint="The address the school invited."
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        maxLength={254}
        defaultValue={email}
        error={error}
      />
      <button
        type="submit"
        disabled={navigation.state === "submitting"}
        className="btn-primary inline-flex min-h-12 justify-center disabled:opacity-60"
      >
        <Send aria-hidden="true" className="size-5" />
        {submitLabel}
      </button>
    </Form>
  );
}

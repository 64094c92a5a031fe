/**
 * "Add agency" beside the list (admins). A plain form post: a refused save comes back with what
 * was typed and each field's problem, with or without JavaScript; a saved one empties the form.
 */
import { Form, useNavigation } from "react-router";
import { Button } from "../../ui/button";
import { FormErrorList } from "../form-notices";
import { AgencyFields, emptyAgencyValues } from "./agency-fields";
import type { AgencyActionResult } from "./form-values";

export function CreateAgencyPanel({
  result,
  canEdit,
}: {
  result: AgencyActionResult | undefined;
  canEdit: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "create";
  const failure = result && !result.ok && result.intent === "create" ? result : undefined;
  const fieldMessages = failure?.fields ? Object.keys(failure.fields).length : 0;
  return (
    <section
      aria-labelledby="add-agency"
      className="h-fit rounded-xl border border-mist bg-white p-5"
    >
      <h2 id="add-agency" className="font-sans text-lg font-semibold text-ink">
        Add agency
      </h2>
      {canEdit ? (
        <Form
          // A new form after each save; a refused one keeps what was typed.
          key={
            failure
              ? `failed:${JSON.stringify(failure.values)}`
              : `saved:${result?.ok ? result.id : ""}`
          }
          method="post"
          noValidate
          preventScrollReset
          // Two columns under the list; one beside it (2xl).
          className="mt-4 grid gap-3 sm:grid-cols-2 2xl:grid-cols-1"
        >
          <input type="hidden" name="intent" value="create" />
          {failure ? (
            <div className="sm:col-span-2 2xl:col-span-1">
              <FormErrorList
                messages={[
                  fieldMessages
                    ? `${failure.message} ${fieldMessages === 1 ? "One field needs" : `${fieldMessages} fields need`} your attention.`
                    : failure.message,
                ]}
              />
            </div>
          ) : null}
          <AgencyFields
            idPrefix="new-agency"
            values={failure?.values ?? emptyAgencyValues}
            errors={failure?.fields}
          />
          <div className="sm:col-span-2 2xl:col-span-1">
            <Button type="submit" disabled={busy} className="w-full sm:w-auto 2xl:w-full">
              {busy ? "Adding…" : "Add agency"}
            </Button>
          </div>
        </Form>
      ) : (
        <p className="mt-3 text-sm text-ink-muted">Only admins can add agencies.</p>
      )}
    </section>
  );
}

/**
 * Adding a host family or residence (/admin/accommodation/providers/new, admins only: a provider
 * carries bank details, decision 0043). A plain form post; a refusal comes back with every field
 * as typed and the server's messages beside them; a provider added answers 303 to its page
 * (Post/Redirect/Get, decision 0041), where its household, rooms and dates are added.
 */
import { providerInputSchema } from "@shared/accommodation/forms";
import { data, Form, Link, redirect } from "react-router";
import { adminMeta } from "../../../components/admin/action-result";
import { FormErrorList } from "../../../components/admin/form-notices";
import { PageHeader } from "../../../components/admin/page-header";
import { Button } from "../../../components/ui/button";
import { adminContext, fieldErrors } from "../admin.server";
import { requireAdmin } from "../session.server";
import type { Route } from "./+types/provider-new";
import { AccommodationNav } from "./accommodation-nav";
import { BankFields } from "./bank-fields";
import {
  type AccommodationResult,
  bankOf,
  formValues,
  inEuros,
  providerFieldsOf,
} from "./form-values";
import { ProviderFields } from "./provider-form";

export function meta() {
  return adminMeta("Add a provider");
}

export function loader({ context }: Route.LoaderArgs) {
  requireAdmin(adminContext(context).session);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, session, actor } = adminContext(context);
  requireAdmin(session);
  const values = formValues(await request.formData());
  const refused = (fields: Record<string, string>, message: string, status = 400) =>
    data<AccommodationResult>({ ok: false, intent: "create", message, fields, values }, { status });
  const parsed = providerInputSchema.safeParse({
    ...providerFieldsOf(values),
    bank: bankOf(values),
  });
  if (!parsed.success) {
    return refused(
      inEuros(fieldErrors(parsed.error.issues)),
      "The provider was not added: please correct the marked fields.",
    );
  }
  const created = await services.accommodation.createProvider(parsed.data, actor);
  return redirect(`/admin/accommodation/providers/${created.id}?saved=created`, 303);
}

export default function NewProvider({ actionData }: Route.ComponentProps) {
  const failed = actionData as AccommodationResult | undefined;
  const fields = failed && !failed.ok ? (failed.fields ?? {}) : {};
  const values = failed?.values ?? { type: "host-family" };
  return (
    <div className="max-w-4xl">
      <PageHeader
        title="Add a provider"
        description="A host family or residence. Its household, rooms and unavailable dates are added on its page next."
      />
      <AccommodationNav />
      <Form
        method="post"
        noValidate
        className="grid gap-6 rounded-xl border border-mist bg-white p-5"
      >
        {failed && !failed.ok ? <FormErrorList messages={[failed.message]} /> : null}
        <ProviderFields values={values} fields={fields} editing={false} />
        <fieldset className="grid gap-4 border-t border-mist pt-4 sm:grid-cols-3">
          <legend className="mb-2 pr-2 font-sans text-base font-semibold text-ink">
            Bank details (optional)
          </legend>
          <p className="text-sm text-ink-muted sm:col-span-3">
            Where payment runs send the family's money. Shown masked afterwards; only admins see
            them.
          </p>
          <BankFields values={values} fields={fields} />
        </fieldset>
        <div className="flex flex-wrap gap-2 border-t border-mist pt-4">
          <Button type="submit">Add provider</Button>
          <Link
            to="/admin/accommodation"
            className="inline-flex items-center px-3 text-sm font-semibold text-sea-deep"
          >
            Cancel
          </Link>
        </div>
      </Form>
    </div>
  );
}

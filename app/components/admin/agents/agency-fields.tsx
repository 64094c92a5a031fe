/** The agency form's fields, for the create form and the details editor alike. */
import { MAX_COMMISSION_PERCENT } from "@shared/agents/types";
import { Input, Select, Textarea } from "../../ui/field";
import type { AgencyFormValues } from "./form-values";
import { invoicingLabels } from "./labels";

export function AgencyFields({
  idPrefix,
  values,
  errors = {},
}: {
  idPrefix: string;
  values: Partial<AgencyFormValues>;
  errors?: Record<string, string>;
}) {
  return (
    <>
      <Input
        id={`${idPrefix}-name`}
        label="Agency name"
        name="name"
        required
        maxLength={120}
        autoComplete="organization"
        defaultValue={values.name}
        error={errors.name}
      />
      <Input
        id={`${idPrefix}-country`}
        label="Country"
        name="country"
        required
        maxLength={80}
        autoComplete="country-name"
        defaultValue={values.country}
        error={errors.country}
      />
      <Input
        id={`${idPrefix}-email`}
        label="Contact e-mail"
        name="email"
        type="email"
        required
        maxLength={254}
        autoComplete="off"
        defaultValue={values.email}
        error={errors.email}
        hint="The agency's own address; each user is invited at theirs."
      />
      <Input
        id={`${idPrefix}-contact`}
        label="Contact name"
        name="contactName"
        maxLength={120}
        autoComplete="off"
        defaultValue={values.contactName}
        error={errors.contactName}
      />
      <Input
        id={`${idPrefix}-percent`}
        label="Commission (%)"
        name="commissionPercent"
        inputMode="decimal"
        required
        defaultValue={values.commissionPercent}
        error={errors.commissionPercent}
        hint={`Of the tuition, 0 to ${MAX_COMMISSION_PERCENT}. New bookings take this rate; a booking keeps its own.`}
      />
      <Select
        id={`${idPrefix}-invoicing`}
        label="Who pays the school"
        name="invoicing"
        defaultValue={values.invoicing || "student"}
        error={errors.invoicing}
        hint="For bookings accepted from now on; issued invoices never change."
        options={Object.entries(invoicingLabels).map(([value, label]) => ({ value, label }))}
      />
      <Input
        id={`${idPrefix}-vat`}
        label="VAT number"
        name="vatId"
        maxLength={30}
        autoComplete="off"
        defaultValue={values.vatId}
        error={errors.vatId}
        hint="With the country prefix, e.g. ESB12345678. Printed on the agency's invoices."
      />
      <div className="sm:col-span-2">
        <Textarea
          id={`${idPrefix}-address`}
          label="Invoice address"
          name="address"
          rows={3}
          maxLength={300}
          defaultValue={values.address}
          error={errors.address}
        />
      </div>
    </>
  );
}

export const emptyAgencyValues: AgencyFormValues = {
  name: "",
  country: "",
  email: "",
  contactName: "",
  commissionPercent: "",
  invoicing: "student",
  vatId: "",
  address: "",
};

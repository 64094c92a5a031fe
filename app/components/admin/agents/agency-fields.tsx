/** The agency form's fields, for the create form and the details editor alike. */
import { MAX_COMMISSION_PERCENT } from "@shared/agents/types";
import { Input } from "../../ui/field";
import type { AgencyFormValues } from "./form-values";

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
    </>
  );
}

export const emptyAgencyValues: AgencyFormValues = {
  name: "",
  country: "",
  email: "",
  contactName: "",
  commissionPercent: "",
};

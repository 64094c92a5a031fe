import { ageGroups } from "@shared/content/options";
import { Input, Select } from "~/components/ui/field";
import { useTranslation } from "~/i18n/react";
import { pick, type StepProps } from "./helpers";

/** Who the student is and how to reach the family. */
export function StudentStep({ initial, fieldError }: StepProps) {
  const { t } = useTranslation("quote");
  return (
    <>
      <Input
        label={t("form.firstName")}
        name="firstName"
        required
        autoComplete="given-name"
        defaultValue={initial.firstName}
        error={fieldError("firstName")}
      />
      <Input
        label={t("form.lastName")}
        name="lastName"
        required
        autoComplete="family-name"
        defaultValue={initial.lastName}
        error={fieldError("lastName")}
      />
      <Input
        label={t("form.email")}
        name="email"
        type="email"
        required
        autoComplete="email"
        defaultValue={initial.email}
        error={fieldError("email")}
      />
      <Input
        label={t("form.phone")}
        name="phone"
        type="tel"
        autoComplete="tel"
        defaultValue={initial.phone}
        error={fieldError("phone")}
      />
      <Input
        label={t("form.nationality")}
        name="nationality"
        autoComplete="country-name"
        defaultValue={initial.nationality}
        error={fieldError("nationality")}
      />
      <Select
        label={t("form.ageGroup")}
        name="ageGroup"
        defaultValue={pick(ageGroups, initial.ageGroup)}
        error={fieldError("ageGroup")}
        options={[
          { value: "", label: t("form.choose") },
          ...ageGroups.map((value) => ({ value, label: t(`options.ageGroup.${value}`) })),
        ]}
      />
    </>
  );
}

import { motherTongueOptions } from "@shared/accommodation/preferences";
import { languageInfo } from "@shared/i18n/languages";
import { useLocalized } from "~/components/site/use-localized";
import { Input, Select } from "~/components/ui/field";
import { useTranslation } from "~/i18n/react";
import { type AcceptField, fieldId } from "./offer-form-model";

const checkboxes = ["smoker", "avoidPets", "separateBathroom"] as const satisfies AcceptField[];

/**
 * The Accept form's part about living with a host family or in a residence (issue 31), shown
 * only when the booking has accommodation: what matching reads to choose a family. All
 * optional. The hidden `stayAsked` tells the action the part was shown, so an unticked box is
 * read as "no" (offer-form-model.ts `toAcceptInput`).
 */
export function StayPreferences({
  values,
  message,
}: {
  values: Record<string, string>;
  message: (field: AcceptField) => string | undefined;
}) {
  const { t } = useTranslation("offers");
  const { lang } = useLocalized();
  const tongues = motherTongueOptions(languageInfo[lang].locale);
  const field = (name: AcceptField) => ({
    id: fieldId(name),
    name,
    label: t(`accept.fields.${name}`),
    defaultValue: values[name] ?? "",
    error: message(name),
  });
  return (
    <fieldset className="grid gap-5" data-testid="offer-stay">
      <input type="hidden" name="stayAsked" value="1" />
      <legend className="font-sans text-lg font-bold text-sea-deep">
        {t("accept.stay.legend")}
      </legend>
      <p className="-mt-2 text-ink-muted">{t("accept.stay.lead")}</p>
      <Select
        {...field("motherTongue")}
        hint={t("accept.hints.motherTongue")}
        options={[
          { value: "", label: t("accept.stay.motherTongueBlank") },
          ...tongues.map((tongue) => ({ value: tongue.code, label: tongue.name })),
        ]}
      />
      <div className="grid gap-3">
        {checkboxes.map((name) => (
          <div key={name} className="flex items-start gap-3">
            <input
              id={fieldId(name)}
              type="checkbox"
              name={name}
              defaultChecked={values[name] !== undefined}
              className="mt-1 size-5 shrink-0 accent-sea focus-visible:outline-3 focus-visible:outline-coral"
            />
            <label htmlFor={fieldId(name)} className="text-ink">
              {t(`accept.fields.${name}`)}
            </label>
          </div>
        ))}
      </div>
      <Input {...field("allergies")} maxLength={200} hint={t("accept.hints.allergies")} />
    </fieldset>
  );
}

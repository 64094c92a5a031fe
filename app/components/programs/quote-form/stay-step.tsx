import {
  type AccommodationType,
  accommodationTypes,
  type DurationOption,
  durationOptions,
} from "@shared/content/options";
import { Input, Select, Textarea } from "~/components/ui/field";
import { useTranslation } from "~/i18n/react";
import { pick, type StepProps } from "./helpers";

/** When, how long, where the student sleeps, anything else; duration and stay feed the estimate. */
export function StayStep({
  initial,
  fieldError,
  duration,
  onDurationChange,
  accommodation,
  onAccommodationChange,
}: StepProps & {
  duration: DurationOption | "";
  onDurationChange: (duration: DurationOption | "") => void;
  accommodation: AccommodationType | "";
  onAccommodationChange: (accommodation: AccommodationType | "") => void;
}) {
  const { t } = useTranslation("quote");
  return (
    <>
      <Input
        label={t("form.startDate")}
        name="startDate"
        type="date"
        defaultValue={initial.startDate}
        error={fieldError("startDate")}
      />
      <Select
        label={t("form.duration")}
        name="duration"
        value={duration}
        onChange={(event) => onDurationChange(pick(durationOptions, event.target.value))}
        error={fieldError("duration")}
        options={[
          { value: "", label: t("form.choose") },
          ...durationOptions.map((value) => ({
            value,
            label: t(`options.duration.${value}`),
          })),
        ]}
      />
      <Select
        label={t("form.accommodation")}
        name="accommodation"
        className="sm:col-span-2"
        value={accommodation}
        onChange={(event) => onAccommodationChange(pick(accommodationTypes, event.target.value))}
        error={fieldError("accommodation")}
        options={[
          { value: "", label: t("form.choose") },
          ...accommodationTypes.map((value) => ({
            value,
            label: t(`options.accommodation.${value}`),
          })),
        ]}
      />
      <Textarea
        label={t("form.specialRequests")}
        hint={t("form.specialRequestsHint")}
        name="specialRequests"
        rows={6}
        className="sm:col-span-2"
        defaultValue={initial.specialRequests}
        error={fieldError("specialRequests")}
      />
    </>
  );
}

import { useTranslation } from "~/i18n/react";
import { fieldId } from "./offer-form-model";

const answers = ["yes", "no"] as const;

/**
 * The Accept form's required yes/no: does the student need a visa or a Stamp 2 permission (the
 * booking's `needsVisa`, which staff and the attendance rules read). The first radio carries the
 * field's id, so the error summary links to the question.
 */
export function VisaQuestion({
  answer,
  error,
}: {
  /** What was posted before ("yes" or "no"), kept after a failed post. */
  answer: string | undefined;
  error: string | undefined;
}) {
  const { t } = useTranslation("offers");
  const id = fieldId("needsVisa");
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <fieldset className="grid gap-3" aria-describedby={describedBy}>
      <legend className="font-sans text-lg font-bold text-sea-deep">
        {t("accept.visa.legend")}
        <span aria-hidden="true"> *</span>
      </legend>
      <p id={`${id}-hint`} className="-mt-1 text-sm text-ink-muted">
        {t("accept.visa.hint")}
      </p>
      <div className="flex flex-wrap gap-3">
        {answers.map((value) => (
          <label
            key={value}
            className="flex min-h-12 min-w-28 cursor-pointer items-center gap-3 rounded-2xl border border-dune px-4 py-2 has-[:checked]:border-sea has-[:checked]:bg-sky"
          >
            <input
              id={value === "yes" ? id : `${id}-${value}`}
              type="radio"
              name="needsVisa"
              value={value}
              required
              defaultChecked={answer === value}
              aria-invalid={error ? true : undefined}
              className="size-5 accent-sea focus-visible:outline-3 focus-visible:outline-coral"
            />
            <span className="text-ink">{t(`accept.visa.${value}`)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-[#b42318]">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

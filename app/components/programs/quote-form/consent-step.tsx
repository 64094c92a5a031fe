import { Link } from "react-router";
import { useLocalized } from "~/components/site/use-localized";
import { Checkbox } from "~/components/ui/field";
import { useTranslation } from "~/i18n/react";
import type { StepProps } from "./helpers";

/** The last step: the level from the online test (if any), the bots' trap, the privacy consent. */
export function ConsentStep({
  initial,
  fieldError,
  presetLevel,
}: StepProps & { presetLevel: string }) {
  const { t } = useTranslation("quote");
  const { to } = useLocalized();
  return (
    <>
      {(initial.englishLevel ?? presetLevel) && (
        <p className="mt-6 rounded-2xl bg-sky p-4 font-semibold">
          <input type="hidden" name="englishLevel" value={initial.englishLevel ?? presetLevel} />
          {t("form.levelFromTest", { level: initial.englishLevel ?? presetLevel })}
        </p>
      )}
      {/* Left empty by people; bots fill it in. */}
      <div aria-hidden="true" className="hidden">
        <label>
          {t("form.website")}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div className="mt-6">
        <Checkbox
          name="gdprConsent"
          defaultChecked={initial.gdprConsent !== undefined}
          aria-invalid={fieldError("gdprConsent") ? true : undefined}
          aria-describedby={fieldError("gdprConsent") ? "quote-consent-error" : undefined}
          required
          label={
            <>
              {t("form.consentBefore")}{" "}
              <Link to={to("/privacy-policy")} className="font-semibold text-sea underline">
                {t("form.consentLink")}
              </Link>
              . <span aria-hidden="true">*</span>
            </>
          }
        />
        {fieldError("gdprConsent") && (
          <p id="quote-consent-error" className="mt-1 text-sm font-medium text-[#b42318]">
            {fieldError("gdprConsent")}
          </p>
        )}
      </div>
    </>
  );
}

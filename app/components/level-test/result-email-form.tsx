import { Form, Link, useNavigation } from "react-router";
import { useLocalized } from "~/components/site/use-localized";
import { Mail } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";
import type { EmailFormResult } from "./types";

const fieldMessages: Record<string, string> = {
  name: "errors.nameRequired",
  email: "errors.emailInvalid",
  gdprConsent: "errors.consentRequired",
};

/**
 * "E-mail me my result": the person becomes a lead only here, with their consent. A failed send
 * keeps what was typed and names each field to fix.
 */
export function ResultEmailForm({
  emailed,
  result,
}: {
  emailed: boolean;
  result: EmailFormResult | undefined;
}) {
  const { t } = useTranslation("level-test");
  const { t: common } = useTranslation("common");
  const { to } = useLocalized();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "email";
  const failed = new Set(result?.fields ?? []);
  const error = (field: string) =>
    failed.has(field) ? (
      <p id={`level-test-${field}-error`} className="mt-1 text-sm font-semibold text-[#b42318]">
        {t(fieldMessages[field] ?? "errors.invalid")}
      </p>
    ) : null;
  const described = (field: string) =>
    failed.has(field)
      ? { "aria-invalid": true, "aria-describedby": `level-test-${field}-error` }
      : {};

  return (
    <section
      aria-labelledby="level-test-email"
      className="rounded-3xl border border-dune bg-white p-6"
    >
      <h2 id="level-test-email" className="flex items-center gap-2 text-2xl text-sea-deep">
        <Mail aria-hidden="true" className="size-6" />
        {t("result.emailTitle")}
      </h2>
      {result?.ok || (emailed && !result) ? (
        <p role="status" className="mt-3 rounded-2xl bg-sky p-4 font-semibold">
          {t("result.emailSent")}
        </p>
      ) : (
        <>
          <p className="mt-2 text-ink-muted">{t("result.emailText")}</p>
          {result?.rateLimitedMinutes !== undefined && (
            <p role="alert" className="mt-3 font-semibold text-[#b42318]">
              {t("errors.rateLimited", { minutes: result.rateLimitedMinutes })}
            </p>
          )}
          {failed.size > 0 && (
            <p role="alert" className="mt-3 font-semibold text-[#b42318]">
              {t("errors.invalid")}
            </p>
          )}
          <Form method="post" className="mt-4 space-y-4" noValidate>
            <input type="hidden" name="intent" value="email" />
            <div>
              <label htmlFor="level-test-name" className="block font-semibold">
                {t("result.name")}
              </label>
              <input
                id="level-test-name"
                name="name"
                autoComplete="name"
                defaultValue={result?.values?.name}
                className="mt-1 min-h-12 w-full rounded-2xl border border-dune px-4"
                {...described("name")}
              />
              {error("name")}
            </div>
            <div>
              <label htmlFor="level-test-email-address" className="block font-semibold">
                {t("result.email")}
              </label>
              <input
                id="level-test-email-address"
                name="email"
                type="email"
                autoComplete="email"
                defaultValue={result?.values?.email}
                className="mt-1 min-h-12 w-full rounded-2xl border border-dune px-4"
                {...described("email")}
              />
              {error("email")}
            </div>
            <div className="hidden" aria-hidden="true">
              <label>
                Website
                <input name="website" tabIndex={-1} autoComplete="off" />
              </label>
            </div>
            <div>
              <label className="flex items-start gap-3">
                <input
                  type="checkbox"
                  name="gdprConsent"
                  className="mt-1 size-5 accent-sea"
                  {...described("gdprConsent")}
                />
                <span>
                  {t("result.consent")}{" "}
                  <Link to={to("/privacy-policy")} className="font-semibold text-sea underline">
                    {common("footer.privacy", { defaultValue: "Privacy Policy" })}
                  </Link>
                </span>
              </label>
              {error("gdprConsent")}
            </div>
            <button type="submit" className="btn-primary inline-flex min-h-12" disabled={busy}>
              {busy ? t("result.emailSubmitting") : t("result.emailSubmit")}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}

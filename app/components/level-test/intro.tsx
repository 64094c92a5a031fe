import { ageGroups } from "@shared/content/options";
import { Form, useNavigation } from "react-router";
import { Check } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";
import type { LevelTestActionData } from "./types";

/** Before a sitting: what the test is, an optional age group, and the start button. */
export function LevelTestIntro({
  expired,
  actionData,
}: {
  expired: boolean;
  actionData: LevelTestActionData | undefined;
}) {
  const { t } = useTranslation("level-test");
  const busy = useNavigation().state !== "idle";
  const points = t("intro.points", { returnObjects: true }) as unknown as string[];
  return (
    <section
      aria-labelledby="level-test-start"
      className="rounded-3xl border border-dune bg-white p-6 sm:p-8"
    >
      {expired && (
        <p role="status" className="mb-6 rounded-2xl bg-sand p-4 font-semibold text-ink">
          {t("errors.expired")}
        </p>
      )}
      {actionData?.error === "rateLimited" && (
        <p
          role="alert"
          className="mb-6 rounded-2xl border-2 border-[#b42318] bg-[#fdecea] p-4 text-[#7a1a12]"
        >
          {t("errors.rateLimited", { minutes: actionData.minutes ?? 1 })}
        </p>
      )}
      <h2 id="level-test-start" className="text-2xl text-sea-deep sm:text-3xl">
        {t("intro.start")}
      </h2>
      <ul className="mt-4 space-y-2">
        {points.map((point) => (
          <li key={point} className="flex gap-3">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sea" />
            {point}
          </li>
        ))}
      </ul>
      <Form method="post" className="mt-6 space-y-5">
        <input type="hidden" name="intent" value="start" />
        <div>
          <label htmlFor="level-test-age" className="block font-semibold text-ink">
            {t("intro.ageLabel")}
          </label>
          <select
            id="level-test-age"
            name="ageGroup"
            defaultValue=""
            className="mt-2 min-h-12 w-full rounded-2xl border border-dune bg-white px-4 sm:w-72"
          >
            <option value="">{t("intro.ageNone")}</option>
            {ageGroups.map((group) => (
              <option key={group} value={group}>
                {group.replace("-", "–")}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary inline-flex min-h-12" disabled={busy}>
          {t("intro.start")}
        </button>
      </Form>
      <p className="mt-6 text-sm text-ink-muted">{t("intro.privacy")}</p>
      <p className="mt-2 text-sm text-ink-muted">{t("intro.disclaimer")}</p>
    </section>
  );
}

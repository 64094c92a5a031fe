import type { QuoteEstimate as Estimate } from "@server/services/leads/quote-estimate";
import { formatCents } from "@shared/bookings/types";
import {
  type AccommodationType,
  type DurationOption,
  weeksOfDuration,
} from "@shared/content/options";
import { useEffect, useState } from "react";
import { useLocalized } from "~/components/site/use-localized";
import { Calculator } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";

type EstimateState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; estimate: Estimate }
  | { status: "failed" };

/**
 * The live estimate of the quote page, from GET /api/quote-estimate (the same function that
 * prices the stored request). Shown only with JavaScript; always labelled as an estimate.
 */
export function QuoteEstimate({
  programId,
  duration,
  accommodation,
}: {
  programId: string;
  duration: DurationOption | "";
  accommodation: AccommodationType | "";
}) {
  const { t } = useTranslation("quote");
  const { lang } = useLocalized();
  const [hydrated, setHydrated] = useState(false);
  const [state, setState] = useState<EstimateState>({ status: "idle" });
  const weeks = duration ? weeksOfDuration[duration] : null;
  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (!programId || weeks === null) {
      setState({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    setState({ status: "loading" });
    const query = new URLSearchParams({
      program: programId,
      weeks: String(weeks),
      accommodation: accommodation || "none",
    });
    fetch(`/api/quote-estimate?${query}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        setState({ status: "ready", estimate: (await response.json()) as Estimate });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "failed" });
      });
    return () => controller.abort();
  }, [programId, weeks, accommodation]);

  const euro = (cents: number) => formatCents(cents, lang);
  let body: React.ReactNode;
  if (!hydrated) body = <p className="text-ink">{t("estimate.noscript")}</p>;
  else if (!programId) body = <p className="text-ink">{t("estimate.chooseProgram")}</p>;
  else if (duration === "custom") body = <p className="text-ink">{t("estimate.custom")}</p>;
  else if (!duration) body = <p className="text-ink">{t("estimate.chooseDuration")}</p>;
  else if (state.status === "failed")
    body = <p className="text-ink">{t("estimate.unavailable")}</p>;
  else if (state.status !== "ready")
    body = <p className="text-ink-muted">{t("estimate.loading")}</p>;
  else {
    const { estimate } = state;
    const weekly = estimate.accommodation.weeklyCents;
    body =
      estimate.totalCents === null ? (
        <p className="text-ink">{t("estimate.onRequest")}</p>
      ) : (
        <dl className="grid gap-2">
          <div className="flex justify-between gap-4">
            <dt className="text-ink">
              {estimate.tuitionBasis === "weekly"
                ? t("estimate.tuitionWeekly", {
                    price: euro((estimate.tuitionCents ?? 0) / estimate.weeks),
                    weeks: estimate.weeks,
                  })
                : t("estimate.tuitionCourse")}
            </dt>
            <dd className="font-semibold text-ink" data-testid="estimate-tuition">
              {euro(estimate.tuitionCents ?? 0)}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-ink">
              {weekly !== null
                ? t("estimate.accommodation", {
                    type: t(`options.accommodation.${estimate.accommodation.type}`),
                    price: euro(weekly),
                    weeks: estimate.weeks,
                  })
                : t("estimate.noAccommodation")}
            </dt>
            <dd className="font-semibold whitespace-nowrap text-ink">
              {euro(estimate.accommodation.totalCents)}
            </dd>
          </div>
          <div className="mt-2 flex justify-between gap-4 border-t border-dune pt-3">
            <dt className="font-bold text-sea-deep">{t("estimate.total")}</dt>
            <dd className="font-display text-2xl text-sea-deep" data-testid="estimate-total">
              {euro(estimate.totalCents)}
            </dd>
          </div>
        </dl>
      );
  }

  return (
    <section
      aria-labelledby="estimate-title"
      className="rounded-3xl border-2 border-sea bg-white p-6"
      data-testid="estimate"
    >
      <div className="flex items-center justify-between gap-3">
        <h2
          id="estimate-title"
          className="flex items-center gap-2 font-sans text-lg font-bold text-sea-deep"
        >
          <Calculator aria-hidden="true" className="size-5" />
          {t("estimate.title")}
        </h2>
        <span className="rounded-full bg-[#fbefd3] px-3 py-1 text-xs font-bold text-[#6b4406] uppercase">
          {t("estimate.badge")}
        </span>
      </div>
      <div className="mt-4" aria-live="polite">
        {body}
      </div>
      <p className="mt-4 text-sm text-ink-muted">{t("estimate.note")}</p>
    </section>
  );
}

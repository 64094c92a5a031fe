/**
 * Campaigns sent, with their delivery progress. While one is still being queued or delivered,
 * the page data is refreshed every two seconds, so the counts move without a reload.
 */

import type { TranslationLanguage } from "@shared/content/types";
import { formatDate } from "@shared/format/dates";
import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { Badge, type BadgeTone } from "../../ui/badge";
import { Pagination } from "../../ui/pagination";
import { ScrollArea } from "../scroll-area";
import { bodyCell, headerCell } from "../table-head";
import { versionLanguageNames } from "./versions";

export interface CampaignSummary {
  id: number;
  subject: string;
  state: "queueing" | "sending" | "done";
  recipientCount: number;
  progress: { queued: number; sent: number; failed: number; cancelled: number };
  createdByName: string;
  createdAt: string;
  /** Languages with no version of their own: their subscribers received the English. */
  fallbackLanguages: TranslationLanguage[];
}

const POLL_MS = 2_000;

const states: Record<CampaignSummary["state"], { label: string; tone: BadgeTone }> = {
  queueing: { label: "Preparing", tone: "info" },
  sending: { label: "Sending", tone: "warning" },
  done: { label: "Done", tone: "success" },
};

const number = (value: number) => value.toLocaleString("en-IE");

export function CampaignList({
  page,
}: {
  page: { items: CampaignSummary[]; total: number; page: number; pageSize: number };
}) {
  const revalidator = useRevalidator();
  // The latest revalidator, read by the timer, so a refresh does not restart the timer.
  const latest = useRef(revalidator);
  latest.current = revalidator;
  const active = page.items.some((item) => item.state !== "done");
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (latest.current.state === "idle" && document.visibilityState === "visible") {
        latest.current.revalidate();
      }
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [active]);

  return (
    <section
      aria-labelledby="campaigns-heading"
      className="min-w-0 rounded-xl border border-mist bg-white p-5"
    >
      <h2 id="campaigns-heading" className="font-sans text-lg font-semibold">
        Campaigns sent
      </h2>
      {page.items.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">No campaign has been sent yet.</p>
      ) : (
        <ScrollArea label="Campaigns table" className="mt-3">
          <table className="w-full min-w-[44rem]">
            <caption className="sr-only">Campaigns, newest first, with delivery progress</caption>
            <thead className="border-b border-mist">
              <tr>
                <th scope="col" className={headerCell}>
                  Campaign
                </th>
                <th scope="col" className={headerCell}>
                  Status
                </th>
                <th scope="col" className={`${headerCell} text-right`}>
                  Recipients
                </th>
                <th scope="col" className={`${headerCell} text-right`}>
                  Queued
                </th>
                <th scope="col" className={`${headerCell} text-right`}>
                  Sent
                </th>
                <th scope="col" className={`${headerCell} text-right`}>
                  Failed
                </th>
                <th scope="col" className={`${headerCell} text-right`}>
                  Not sent
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-mist">
              {page.items.map((campaign) => {
                const state = states[campaign.state];
                const { progress } = campaign;
                const finished = progress.sent + progress.failed + progress.cancelled;
                return (
                  <tr key={campaign.id} data-testid="campaign-row">
                    <td className={bodyCell}>
                      <p className="font-medium text-ink">{campaign.subject}</p>
                      <p className="text-xs text-ink-muted">
                        {formatDate(campaign.createdAt)} by {campaign.createdByName}
                      </p>
                      <p className="text-xs text-ink-muted" data-testid="campaign-languages">
                        {campaign.fallbackLanguages.length === 0
                          ? "Written in every language"
                          : `In English for ${campaign.fallbackLanguages.map((lang) => versionLanguageNames[lang]).join(", ")} subscribers`}
                      </p>
                      <progress
                        className="mt-2 h-1.5 w-40 accent-sea"
                        max={Math.max(1, campaign.recipientCount)}
                        value={finished}
                        aria-label={`Progress of ${campaign.subject}`}
                      />
                    </td>
                    <td className={bodyCell}>
                      <span data-testid="campaign-state">
                        <Badge tone={state.tone}>{state.label}</Badge>
                      </span>
                    </td>
                    <td className={`${bodyCell} text-right tabular-nums`}>
                      {number(campaign.recipientCount)}
                    </td>
                    <td
                      className={`${bodyCell} text-right tabular-nums`}
                      data-testid="campaign-queued"
                    >
                      {number(progress.queued)}
                    </td>
                    <td
                      className={`${bodyCell} text-right tabular-nums`}
                      data-testid="campaign-sent"
                    >
                      {number(progress.sent)}
                    </td>
                    <td
                      className={`${bodyCell} text-right tabular-nums`}
                      data-testid="campaign-failed"
                    >
                      {number(progress.failed)}
                    </td>
                    <td
                      className={`${bodyCell} text-right tabular-nums`}
                      title="Unsubscribed or removed after the campaign was queued"
                    >
                      {number(progress.cancelled)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollArea>
      )}
      {page.total > page.pageSize ? (
        <Pagination
          page={page.page}
          pageSize={page.pageSize}
          total={page.total}
          label="Campaign pages"
        />
      ) : null}
    </section>
  );
}

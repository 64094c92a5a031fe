/**
 * Attendance on the booking screen (issue 30): the figures so far, the attendance certificate,
 * sending a first or final warning in the student's language, and each letter sent with its
 * appeal (recorded once, upheld or rejected, with a note).
 */
import type { AttendanceFigures } from "@shared/classes/attendance";
import {
  appealOutcomes,
  type LetterLanguage,
  letterLanguageLabels,
  letterLanguages,
  type WarningLetterView,
  warningLetterKindLabels,
  warningLetterKinds,
} from "@shared/classes/letters";
import { formatDateTime } from "@shared/format/dates";
import { useFetcher } from "react-router";
import { FileDown, Mail } from "~/components/ui/icons";
import { Button, buttonClass } from "../../ui/button";
import { Input, Select } from "../../ui/field";
import type { ActionResult } from "../action-result";
import { Panel } from "../bookings/panel";
import { useActionToast } from "../use-action-toast";

const hours = (minutes: number) => (Math.floor((minutes * 10) / 60) / 10).toFixed(1);

function AppealForm({ letter }: { letter: WarningLetterView }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data);
  return (
    <fetcher.Form method="post" className="mt-2 grid gap-2">
      <input type="hidden" name="intent" value="record-appeal" />
      <input type="hidden" name="letterId" value={letter.id} />
      <Select
        label="Appeal outcome"
        name="outcome"
        defaultValue="upheld"
        options={appealOutcomes.map((outcome) => ({
          value: outcome,
          label:
            outcome === "upheld"
              ? "Upheld (the letter is withdrawn)"
              : "Rejected (the letter stands)",
        }))}
      />
      <Input label="Note" name="note" maxLength={2000} />
      <div>
        <Button type="submit" size="sm" variant="secondary" disabled={fetcher.state !== "idle"}>
          Record appeal
        </Button>
      </div>
    </fetcher.Form>
  );
}

export function AttendancePanel({
  bookingId,
  locale,
  attendance,
  letters,
}: {
  bookingId: number;
  locale: LetterLanguage;
  attendance: AttendanceFigures;
  letters: WarningLetterView[];
}) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  return (
    <Panel id="booking-attendance" title="Attendance">
      <p className="text-sm" data-testid="booking-attendance">
        {attendance.percent === null
          ? "No lesson held yet."
          : `${attendance.percent.toFixed(1)} % over ${attendance.lessonsHeld} lessons held (${hours(attendance.attendedMinutes)} of ${hours(attendance.scheduledMinutes)} hours).`}
      </p>
      <a
        href={`/admin/bookings/${bookingId}/attendance-certificate`}
        download
        className={`${buttonClass("secondary", "sm")} mt-3`}
      >
        <FileDown aria-hidden="true" className="size-4" /> Attendance certificate (PDF)
      </a>
      <fetcher.Form method="post" className="mt-4 grid gap-2 border-t border-mist pt-4">
        <input type="hidden" name="intent" value="send-warning-letter" />
        <Select
          label="Warning letter"
          name="kind"
          defaultValue="first-warning"
          options={warningLetterKinds.map((kind) => ({
            value: kind,
            label: warningLetterKindLabels[kind],
          }))}
        />
        <Select
          label="Language"
          name="lang"
          defaultValue={locale}
          options={letterLanguages.map((lang) => ({
            value: lang,
            label: letterLanguageLabels[lang],
          }))}
        />
        <div>
          <Button type="submit" size="sm" disabled={busy}>
            <Mail aria-hidden="true" className="size-4" />
            {busy ? "Sending…" : "Send letter to student"}
          </Button>
        </div>
      </fetcher.Form>
      {letters.length > 0 ? (
        <ol className="mt-4 grid gap-3" data-testid="warning-letters">
          {letters.map((letter) => (
            <li key={letter.id} className="rounded-lg bg-[#f7f8f7] p-3 text-sm">
              <p className="font-medium">
                {warningLetterKindLabels[letter.kind]} ({letterLanguageLabels[letter.lang]})
              </p>
              <p className="text-xs text-ink-muted">
                Sent <time dateTime={letter.sentAt}>{formatDateTime(letter.sentAt)}</time> by{" "}
                {letter.sentBy}
                {letter.percent === null ? "" : ` · ${letter.percent.toFixed(1)} %`}
              </p>
              <a
                href={`/admin/warning-letters/${letter.id}/pdf`}
                download
                className="text-sea underline"
              >
                Letter (PDF)
              </a>
              {letter.appeal ? (
                <p className="mt-1">
                  Appeal {letter.appeal.outcome} by {letter.appeal.recordedBy}
                  {letter.appeal.note ? `: ${letter.appeal.note}` : ""}
                </p>
              ) : (
                <AppealForm letter={letter} />
              )}
            </li>
          ))}
        </ol>
      ) : null}
    </Panel>
  );
}

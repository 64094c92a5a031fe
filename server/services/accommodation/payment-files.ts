/**
 * What a payment run produces (issue 31, decision 0045): the SEPA credit transfer file for the
 * bank (pain.001.001.03, the school's account as debtor, one transfer per line with an IBAN and
 * an amount) and a remittance advice per provider (PDF, English, the IBAN masked). Both can be
 * had for a draft too, so staff check them before approving; the remittance says it is a draft.
 */

import { lastNight } from "@shared/accommodation/nights";
import type { NotInFileReason } from "@shared/accommodation/payment-types";
import { sepaCreditTransferXml } from "@shared/accommodation/sepa";
import { brand } from "@shared/config/brand";
import { formatCents } from "@shared/format/money";
import { inArray } from "drizzle-orm";
import { accommodationPaymentLines as lines } from "../../db/schema";
import { dublinDay } from "../bookings/days";
import { longDateIn, renderAttendancePdf } from "../classes/pdf";
import { NotFoundError, RuleConflictError } from "../errors";
import type { AccommodationDeps } from "./access";
import { runDetail } from "./payment-runs";

/** The message id of a run's file: the same for every download of a run, so a bank refuses a second upload of it. */
export const sepaMessageId = (runId: number) => `CLOVER-PAYRUN-${runId}`;

export const notInFileLabels: Record<NotInFileReason, string> = {
  "no-bank-details": "no bank details",
  "nothing-to-pay": "nothing to transfer",
};

export async function sepaFile(
  deps: AccommodationDeps,
  runId: number,
): Promise<{ xml: string; fileName: string }> {
  const run = await runDetail(deps, runId);
  const school = deps.schoolAccount;
  if (!school) {
    throw new RuleConflictError(
      "The school's bank account is not configured (BANK_IBAN, BANK_BIC).",
      "no-school-account",
    );
  }
  const inFile = run.lines.filter((line) => line.notInFile === null);
  if (inFile.length === 0) {
    throw new RuleConflictError("No line of this run has bank details to pay.", "no-bank-details");
  }
  // The whole IBANs, copied onto the lines when the run was made.
  const banks = await deps.db
    .select({ id: lines.id, iban: lines.iban, bic: lines.bic })
    .from(lines)
    .where(
      inArray(
        lines.id,
        inFile.map((line) => line.id),
      ),
    );
  const now = deps.now();
  const nights = `${run.from} to ${lastNight(run)}`;
  const xml = sepaCreditTransferXml({
    messageId: sepaMessageId(run.id),
    createdAt: now.toISOString(),
    executionDate: dublinDay(now),
    debtor: { name: school.accountName, iban: school.iban, bic: school.bic },
    transfers: inFile.map((line) => {
      const bank = banks.find((each) => each.id === line.id);
      return {
        endToEndId: `PAYRUN-${run.id}-P${line.providerId}`,
        name: line.payeeName,
        iban: bank?.iban ?? "",
        bic: bank?.bic ?? null,
        amountCents: line.amountCents,
        remittance: `${brand.name} accommodation, nights ${nights}, run ${run.id}`,
      };
    }),
  });
  return { xml, fileName: `clover-payment-run-${run.id}.xml` };
}

const money = (cents: number) => formatCents(cents, "en");

export async function remittancePdf(
  deps: AccommodationDeps,
  runId: number,
  providerId: number,
): Promise<{ pdf: Buffer; fileName: string }> {
  const run = await runDetail(deps, runId);
  const line = run.lines.find((each) => each.providerId === providerId);
  if (!line) throw new NotFoundError("This provider has no line in the payment run");
  const today = dublinDay(deps.now());
  const account = line.ibanMasked
    ? `It is paid by bank transfer to the account ${line.ibanMasked}${line.bic ? ` (${line.bic})` : ""} in the name of ${line.payeeName}.`
    : "We have no bank details for you yet: please send them to the accommodation office so we can pay you.";
  const pdf = await renderAttendancePdf(
    [
      {
        title: "Remittance advice",
        placeAndDate: `Dublin, ${longDateIn("en", today)}`,
        referenceLine: `Payment run ${run.id}`,
        paragraphs: [
          `Dear ${line.providerName},`,
          `this is what ${brand.legalName} pays you for hosting our students for the nights from ${longDateIn("en", run.from)} to ${longDateIn("en", lastNight(run))}: ${line.nights} nights, ${money(line.amountCents)} in all. ${account}`,
          ...(run.status === "approved"
            ? []
            : [
                `Draft: this payment run is ${run.status}, not approved yet, and nothing has been paid.`,
              ]),
        ],
        facts: [
          ...line.items.map((item): [string, string] => [
            `${item.studentFirstName} (${item.bookingReference})`,
            `${item.from} to ${lastNight(item)}: ${item.nights} × ${money(item.ratePerNightCents)} = ${money(item.amountCents)}`,
          ]),
          ["Total", money(line.amountCents)],
        ],
        closing: ["Thank you for welcoming our students into your home."],
        signatoryTitle: "Accommodation office",
      },
    ],
    { title: `Remittance advice, payment run ${run.id}`, subject: line.providerName },
  );
  return { pdf, fileName: `remittance-run-${run.id}-provider-${providerId}.pdf` };
}

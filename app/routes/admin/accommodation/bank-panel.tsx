/**
 * The provider's bank details, for admins only (decision 0043): masked as every answer carries
 * them; "Reveal" asks the server for the whole IBAN, which records the reading in the audit
 * trail. Changing them is a form of its own.
 */
import type { MaskedBankDetails } from "@shared/accommodation/types";
import { Form } from "react-router";
import { Button } from "../../../components/ui/button";
import { BankFields } from "./bank-fields";
import { type AccommodationResult, failureOf } from "./form-values";
import { FormRefusal, Section } from "./section";

export function BankPanel({
  bank,
  result,
}: {
  bank: MaskedBankDetails | null;
  result: AccommodationResult | undefined;
}) {
  const revealed = result?.ok && result.intent === "reveal" ? result.bank : undefined;
  const changing = failureOf(result, "bank");
  const revealRefused = failureOf(result, "reveal");
  return (
    <Section
      id="bank"
      title="Bank details"
      description="Where payment runs send the family's money. Admins only."
    >
      {bank ? (
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-ink-muted">IBAN</dt>
          <dd className="font-mono" data-testid="bank-iban">
            {revealed ? revealed.iban : bank.ibanMasked}
          </dd>
          <dt className="font-semibold text-ink-muted">BIC</dt>
          <dd className="font-mono">{bank.bic ?? "—"}</dd>
          <dt className="font-semibold text-ink-muted">Account holder</dt>
          <dd>{bank.accountName}</dd>
        </dl>
      ) : (
        <p className="text-sm text-ink-muted">No bank details recorded.</p>
      )}
      {revealed ? (
        <p role="status" className="mt-3 rounded-lg bg-sky p-3 text-sm text-sea-deep">
          {result?.message}
        </p>
      ) : null}
      <FormRefusal message={revealRefused?.message} />
      {bank && !revealed ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="reveal" />
          <Button type="submit" variant="secondary" size="sm">
            Reveal the IBAN
          </Button>
          <p className="mt-1 text-xs text-ink-muted">
            Each reading is recorded in the audit trail.
          </p>
        </Form>
      ) : null}
      <details className="mt-4 border-t border-mist pt-4" open={Boolean(changing) || !bank}>
        <summary className="cursor-pointer text-sm font-semibold text-sea-deep">
          {bank ? "Change the bank details" : "Add bank details"}
        </summary>
        <Form method="post" noValidate className="mt-3 grid gap-3 sm:grid-cols-3">
          <input type="hidden" name="intent" value="bank" />
          <div className="sm:col-span-3">
            <FormRefusal message={changing?.message} />
          </div>
          <BankFields values={changing?.values ?? {}} fields={changing?.fields ?? {}} />
          <div className="sm:col-span-3">
            <Button type="submit" variant="secondary">
              Save bank details
            </Button>
          </div>
        </Form>
      </details>
    </Section>
  );
}

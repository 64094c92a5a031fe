/**
 * Said on the settings page while production has no bank account configured (issue 27): no
 * family may be sent an example IBAN, so offers are refused until BANK_IBAN and BANK_BIC are set.
 */
import { AlertTriangle } from "~/components/ui/icons";

export function PaymentSetupCard() {
  return (
    <section
      aria-labelledby="payment-setup-title"
      className="mb-6 flex items-start gap-3 rounded-xl border border-coral-strong/40 bg-coral/10 p-4"
      data-testid="payment-setup"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-coral-strong" />
      <div>
        <h2 id="payment-setup-title" className="font-sans text-base font-semibold text-ink">
          Offers cannot be sent yet: the school's bank account is not configured
        </h2>
        <p className="mt-1 text-sm text-ink">
          Set <code>BANK_IBAN</code> and <code>BANK_BIC</code> (and <code>BANK_ACCOUNT_NAME</code>,{" "}
          <code>BANK_NAME</code>) in the server's environment and restart it. Until then no offer is
          sent and no payment instructions are shown, so no family is ever given an example account.
          See <code>.env.example</code>.
        </p>
      </div>
    </section>
  );
}

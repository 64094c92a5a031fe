/**
 * The wording of invoices (admins, issue 32): the VAT sentence printed on every document in each
 * family language, and the days an invoice gives to pay. A plain form post: a refusal comes back
 * with the server's messages beside the fields and what was typed.
 */
import { Form } from "react-router";
import { Button } from "../../ui/button";
import { Input, Textarea } from "../../ui/field";

export interface LedgerWording {
  vatNote: Record<"en" | "es" | "fr" | "de", string>;
  paymentDays: number;
}

export interface WordingRefusal {
  ok: false;
  message: string;
  fields: Record<string, string>;
  values: Record<string, string>;
}

const languages = [
  ["en", "English"],
  ["es", "Spanish"],
  ["fr", "French"],
  ["de", "German"],
] as const;

export function WordingForm({
  wording,
  saved,
  result,
}: {
  wording: LedgerWording;
  saved: string | null;
  result: WordingRefusal | undefined;
}) {
  const value = (name: string, stored: string) => (result ? (result.values[name] ?? "") : stored);
  return (
    <section
      aria-labelledby="invoice-wording"
      className="mt-8 scroll-mt-20 rounded-xl border border-mist bg-white p-5"
    >
      <h2 id="invoice-wording" className="font-sans text-lg font-semibold text-ink">
        Wording of invoices
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Printed on every invoice and credit note, in the payer's language. Education is exempt from
        VAT in Ireland; the exact sentence is the school's to choose.
      </p>
      {saved && !result ? (
        <p
          role="status"
          className="mt-4 rounded-lg bg-[#e3f1e1] p-3 text-sm font-medium text-[#24561f]"
        >
          {saved}
        </p>
      ) : null}
      <Form
        method="post"
        noValidate
        key={result ? JSON.stringify(result.values) : "stored"}
        className="mt-4 grid gap-4"
      >
        {result ? (
          <p
            role="alert"
            className="rounded-lg border border-[#b42318] bg-[#fdecea] p-3 text-sm text-[#8f1c13]"
          >
            {result.message}
          </p>
        ) : null}
        <input type="hidden" name="intent" value="wording" />
        {languages.map(([lang, label]) => (
          <Textarea
            key={lang}
            label={`VAT sentence (${label})`}
            name={`vatNote.${lang}`}
            lang={lang}
            rows={2}
            maxLength={400}
            required
            defaultValue={value(`vatNote.${lang}`, wording.vatNote[lang])}
            error={result?.fields[`vatNote.${lang}`]}
          />
        ))}
        <Input
          label="Days to pay"
          name="paymentDays"
          inputMode="numeric"
          required
          className="max-w-48"
          defaultValue={value("paymentDays", String(wording.paymentDays))}
          hint="The due date is the issue day plus these days."
          error={result?.fields.paymentDays}
        />
        <div>
          <Button type="submit">Save the wording</Button>
        </div>
      </Form>
    </section>
  );
}

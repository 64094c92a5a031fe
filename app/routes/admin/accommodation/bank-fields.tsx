/** The three bank fields (IBAN, BIC, account name) of the add form and the bank panel. */
import { Input } from "../../../components/ui/field";

export function BankFields({
  values,
  fields,
}: {
  values: Record<string, string>;
  fields: Record<string, string>;
}) {
  const text = (name: string) => ({ name, defaultValue: values[name] ?? "", error: fields[name] });
  return (
    <>
      <Input label="IBAN" autoComplete="off" spellCheck={false} {...text("bank.iban")} />
      <Input
        label="BIC"
        autoComplete="off"
        spellCheck={false}
        hint="Optional for Irish and SEPA accounts."
        {...text("bank.bic")}
      />
      <Input
        label="Account holder"
        autoComplete="off"
        maxLength={70}
        {...text("bank.accountName")}
      />
    </>
  );
}

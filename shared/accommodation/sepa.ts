/**
 * The SEPA credit transfer file of a payment run (issue 31, decision 0045): ISO 20022
 * `pain.001.001.03`, the version every Irish and euro-area bank accepts, written here rather
 * than through a library so that amounts go from integer cents to "123.45" without a float and
 * names are transliterated into the SEPA character set instead of refused (families are called
 * Ó Súilleabháin). One payment information block (the school's account, one execution date), one
 * transaction per payee. The integration test validates the output against the published XSD.
 */
import { normalizeIban } from "./payments";

export interface SepaAccount {
  name: string;
  iban: string;
  /** Optional for SEPA transfers since 2016; written when it is a valid BIC. */
  bic: string | null;
}

export interface SepaTransfer extends SepaAccount {
  /** Unique in the file; the payee's bank shows it back to the school on a return. */
  endToEndId: string;
  amountCents: number;
  /** What the payee's statement shows (unstructured remittance, 140 characters at most). */
  remittance: string;
}

export interface SepaCreditTransfer {
  /** Unique per file for the bank: a second upload of the same id is refused. */
  messageId: string;
  /** When the file was made, ISO (the seconds are kept, the milliseconds dropped). */
  createdAt: string;
  /** The day the bank should pay, YYYY-MM-DD. */
  executionDate: string;
  debtor: SepaAccount;
  transfers: readonly SepaTransfer[];
}

/** Euros with two decimals from whole cents, without floating point: 123456 → "1234.56". */
export function eurosOf(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`bad amount: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/**
 * Text in the SEPA character set (a–z, A–Z, 0–9, space and / - ? : ( ) . , ' +): accents are
 * dropped (é → e), & becomes +, anything else a space; spaces are collapsed, and the text is cut
 * to `max` characters.
 */
export function sepaText(text: string, max: number): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .replace(/&/g, "+")
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, " ")
    .replace(/ {2,}/g, " ")
    .trim()
    .slice(0, max)
    .trim();
}

/** A BIC as pain.001.001.03 accepts it (its BICIdentifier pattern). */
const isBic = (bic: string) => /^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$/.test(bic);

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** `<Tag>text</Tag>`, escaped. */
const element = (tag: string, text: string) => `<${tag}>${escapeXml(text)}</${tag}>`;

/** The agent's BIC, or "" when there is no valid one (the element is optional for payees). */
const agent = (tag: string, bic: string | null) =>
  bic && isBic(bic) ? `<${tag}><FinInstnId>${element("BIC", bic)}</FinInstnId></${tag}>` : "";

function transaction(transfer: SepaTransfer): string {
  return [
    "<CdtTrfTxInf>",
    `<PmtId>${element("EndToEndId", sepaText(transfer.endToEndId, 35))}</PmtId>`,
    `<Amt><InstdAmt Ccy="EUR">${eurosOf(transfer.amountCents)}</InstdAmt></Amt>`,
    agent("CdtrAgt", transfer.bic),
    `<Cdtr>${element("Nm", sepaText(transfer.name, 70))}</Cdtr>`,
    `<CdtrAcct><Id>${element("IBAN", normalizeIban(transfer.iban))}</Id></CdtrAcct>`,
    `<RmtInf>${element("Ustrd", sepaText(transfer.remittance, 140))}</RmtInf>`,
    "</CdtTrfTxInf>",
  ].join("");
}

/** The whole document, UTF-8 XML with one element per line for people who open it. */
export function sepaCreditTransferXml(file: SepaCreditTransfer): string {
  if (file.transfers.length === 0) throw new RangeError("a SEPA file needs a transfer");
  const count = String(file.transfers.length);
  const controlSum = eurosOf(file.transfers.reduce((sum, each) => sum + each.amountCents, 0));
  const debtorName = sepaText(file.debtor.name, 70);
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    "<CstmrCdtTrfInitn>",
    "<GrpHdr>",
    element("MsgId", sepaText(file.messageId, 35)),
    element("CreDtTm", file.createdAt.slice(0, 19)),
    element("NbOfTxs", count),
    element("CtrlSum", controlSum),
    `<InitgPty>${element("Nm", debtorName)}</InitgPty>`,
    "</GrpHdr>",
    "<PmtInf>",
    element("PmtInfId", sepaText(file.messageId, 35)),
    element("PmtMtd", "TRF"),
    element("BtchBookg", "true"),
    element("NbOfTxs", count),
    element("CtrlSum", controlSum),
    "<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>",
    element("ReqdExctnDt", file.executionDate),
    `<Dbtr>${element("Nm", debtorName)}</Dbtr>`,
    `<DbtrAcct><Id>${element("IBAN", normalizeIban(file.debtor.iban))}</Id><Ccy>EUR</Ccy></DbtrAcct>`,
    agent("DbtrAgt", file.debtor.bic) ||
      "<DbtrAgt><FinInstnId><Othr><Id>NOTPROVIDED</Id></Othr></FinInstnId></DbtrAgt>",
    element("ChrgBr", "SLEV"),
    ...file.transfers.map(transaction),
    "</PmtInf>",
    "</CstmrCdtTrfInitn>",
    "</Document>",
  ];
  return `${parts.join("\n")}\n`;
}

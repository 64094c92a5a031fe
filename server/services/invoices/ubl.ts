/**
 * The e-invoice of an invoice or credit note (issue 32, decision 0050): UBL 2.1 `Invoice` (type
 * 380) or `CreditNote` (type 381) in the Peppol BIS Billing 3.0 customization of EN 16931, in EUR,
 * every line and total VAT category E (exempt, 0 %) with the exemption reason as text.
 *
 * Elements are written in the order the UBL 2.1 schema's sequences require (a schema validator
 * refuses any other order). Amounts are integer cents written with two decimals by integer
 * arithmetic, never through floats. A net invoice's negative commission line stays a line, with
 * a negative quantity and a positive price: Peppol allows negative line amounts on an invoice but
 * never a negative item price (BR-27), and a line keeps the e-invoice one-to-one with the PDF; a
 * document-level AllowanceCharge would also validate but needs a reason code and its own VAT
 * breakdown for no gain.
 */
import type { Invoice, InvoiceLine, InvoiceParty } from "@shared/invoices/types";
import { creditTerms, defaultVatNote } from "./pdf";
import type { SchoolDetails } from "./school";

export const UBL_CUSTOMIZATION_ID =
  "urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0";
export const UBL_PROFILE_ID = "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0";
/** Education exempt under Article 132(1)(i) of the VAT Directive (Schedule 1 of the Irish Act). */
export const VAT_EXEMPTION_CODE = "VATEX-EU-132-1I";
/** EAS code of an Irish VAT number as an electronic address (the seller's EndpointID). */
const EAS_IRISH_VAT = "9935";
/** EAS code of an e-mail address (the buyer's EndpointID). */
const EAS_EMAIL = "EM";
/** UN/ECE Recommendation 20: "one" (a unit without a dimension). */
const UNIT_CODE = "C62";

const NAMESPACES = {
  invoice: "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
  "credit-note": "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2",
  cac: "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
  cbc: "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
} as const;

/** Whether XML 1.0 can carry the code point (not controls, lone surrogates, U+FFFE/U+FFFF). */
const xmlChar = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  code >= 0x10000;

/** Text as element content or attribute value: escaped, characters XML cannot hold dropped. */
export function xmlText(value: string): string {
  return [...value]
    .filter((char) => xmlChar(char.codePointAt(0) ?? 0))
    .join("")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

/** Integer cents as "1234.50" / "-0.05": integer arithmetic, two decimals. */
export function ublAmount(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const magnitude = Math.abs(cents);
  return `${sign}${Math.trunc(magnitude / 100)}.${String(magnitude % 100).padStart(2, "0")}`;
}

/** A VAT number as an identifier: no spaces or dots, upper case, the country prefix added. */
export function vatIdentifier(value: string, countryCode: string | null): string {
  const compact = value.replace(/[\s.-]/g, "").toUpperCase();
  if (/^[A-Z]{2}/.test(compact) || !countryCode) return compact;
  // Greece's VAT prefix is EL, not its ISO code.
  return `${countryCode === "GR" ? "EL" : countryCode}${compact}`;
}

const regionNames = ["en", "es", "fr", "de"].map(
  (lang) => new Intl.DisplayNames([lang], { type: "region" }),
);
let countryCodesByName: Map<string, string> | null = null;

/** "ES" for "ES", "Spain", "España", "Espagne" or "Spanien"; null when it names no country. */
export function countryCode(country: string | null): string | null {
  const typed = country?.trim() ?? "";
  if (/^[A-Za-z]{2}$/.test(typed)) {
    // "UK" → "GB"; Greece's VAT prefix EL is not a country code.
    const code = typed.toUpperCase() === "EL" ? "GR" : typed.toUpperCase();
    return Intl.getCanonicalLocales(`und-${code}`)[0]?.slice(4) ?? code;
  }
  if (!typed) return null;
  if (!countryCodesByName) {
    countryCodesByName = new Map();
    for (let first = 65; first <= 90; first++) {
      for (let second = 65; second <= 90; second++) {
        const code = String.fromCharCode(first, second);
        // Retired codes (DD, FX, UK) carry their successor's name: only canonical codes count.
        if (Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
        for (const names of regionNames) {
          const name = names.of(code);
          if (name && name !== code) countryCodesByName.set(name.toLowerCase(), code);
        }
      }
    }
  }
  return countryCodesByName.get(typed.toLowerCase()) ?? null;
}

type Node = string;
const el = (name: string, content: string, attributes = ""): Node =>
  `<${name}${attributes}>${content}</${name}>`;
const text = (name: string, value: string, attributes = ""): Node =>
  el(name, xmlText(value), attributes);
const money = (name: string, cents: number): Node =>
  text(name, ublAmount(cents), ' currencyID="EUR"');
const optional = (value: string | null | undefined, render: (value: string) => Node): Node =>
  value?.trim() ? render(value.trim()) : "";

const exemptCategory = (name: "cac:TaxCategory" | "cac:ClassifiedTaxCategory", reason?: string) =>
  el(
    name,
    text("cbc:ID", "E") +
      text("cbc:Percent", "0") +
      (reason === undefined
        ? ""
        : text("cbc:TaxExemptionReasonCode", VAT_EXEMPTION_CODE) +
          text("cbc:TaxExemptionReason", reason)) +
      el("cac:TaxScheme", text("cbc:ID", "VAT")),
  );

function sellerParty(school: SchoolDetails): Node {
  const vat = vatIdentifier(school.vatNumber, school.office.countryCode);
  return el(
    "cac:AccountingSupplierParty",
    el(
      "cac:Party",
      text("cbc:EndpointID", vat, ` schemeID="${EAS_IRISH_VAT}"`) +
        el("cac:PartyName", text("cbc:Name", school.tradingName)) +
        el(
          "cac:PostalAddress",
          text("cbc:StreetName", school.office.street) +
            text("cbc:CityName", school.office.locality) +
            text("cbc:PostalZone", school.office.postcode) +
            el("cac:Country", text("cbc:IdentificationCode", school.office.countryCode)),
        ) +
        el(
          "cac:PartyTaxScheme",
          text("cbc:CompanyID", vat) + el("cac:TaxScheme", text("cbc:ID", "VAT")),
        ) +
        el(
          "cac:PartyLegalEntity",
          text("cbc:RegistrationName", school.legalName) +
            text("cbc:CompanyID", school.companyNumber.replace(/^\D+/, "")),
        ) +
        el(
          "cac:Contact",
          text("cbc:Name", school.tradingName) +
            text("cbc:Telephone", school.phone) +
            text("cbc:ElectronicMail", school.email),
        ),
    ),
  );
}

function buyerParty(party: InvoiceParty): Node {
  const country = countryCode(party.country);
  const [street, additional, ...rest] = party.address.map((line) => line.trim()).filter(Boolean);
  // A country typed as no known name stays readable as the address's last line.
  const lines = [...rest, ...(country || !party.country?.trim() ? [] : [party.country.trim()])];
  return el(
    "cac:AccountingCustomerParty",
    el(
      "cac:Party",
      optional(party.email, (email) => text("cbc:EndpointID", email, ` schemeID="${EAS_EMAIL}"`)) +
        el("cac:PartyName", text("cbc:Name", party.name)) +
        // Peppol refuses empty elements (PEPPOL-EN16931-R008): no address parts, no address.
        optional(
          optional(street, (value) => text("cbc:StreetName", value)) +
            optional(additional, (value) => text("cbc:AdditionalStreetName", value)) +
            optional(lines.join(", "), (value) => el("cac:AddressLine", text("cbc:Line", value))) +
            optional(country, (code) => el("cac:Country", text("cbc:IdentificationCode", code))),
          (parts) => el("cac:PostalAddress", parts),
        ) +
        optional(party.vatId, (vatId) =>
          el(
            "cac:PartyTaxScheme",
            text("cbc:CompanyID", vatIdentifier(vatId, country)) +
              el("cac:TaxScheme", text("cbc:ID", "VAT")),
          ),
        ) +
        el("cac:PartyLegalEntity", text("cbc:RegistrationName", party.name)) +
        optional(party.email, (email) => el("cac:Contact", text("cbc:ElectronicMail", email))),
    ),
  );
}

/**
 * Quantity and price of a line such that quantity × price = the line's amount (PEPPOL-EN16931-
 * R120) and the price is never negative (BR-27): the printed quantity and unit price when they
 * multiply to the amount, else one unit at the amount; a negative amount has a negative quantity.
 */
export function linePricing(line: InvoiceLine): { quantity: number; priceCents: number } {
  const { quantity, unitCents, totalCents } = line;
  if (Number.isInteger(quantity) && quantity > 0 && quantity * unitCents === totalCents) {
    return unitCents < 0
      ? { quantity: -quantity, priceCents: -unitCents }
      : { quantity, priceCents: unitCents };
  }
  return totalCents < 0
    ? { quantity: -1, priceCents: -totalCents }
    : { quantity: 1, priceCents: totalCents };
}

function documentLine(tag: "Invoice" | "CreditNote", line: InvoiceLine, index: number): Node {
  const { quantity, priceCents } = linePricing(line);
  const quantityTag = tag === "Invoice" ? "cbc:InvoicedQuantity" : "cbc:CreditedQuantity";
  return el(
    `cac:${tag}Line`,
    text("cbc:ID", String(index + 1)) +
      text(quantityTag, String(quantity), ` unitCode="${UNIT_CODE}"`) +
      money("cbc:LineExtensionAmount", line.totalCents) +
      el(
        "cac:Item",
        text("cbc:Name", line.description.trim() || "-") +
          exemptCategory("cac:ClassifiedTaxCategory"),
      ) +
      el("cac:Price", money("cbc:PriceAmount", priceCents)),
  );
}

/**
 * The UBL 2.1 e-invoice of `invoice`: an `Invoice` or a `CreditNote` referring to the invoice it
 * corrects. `vatNote` is the exemption reason (BT-120), the school's sentence in the document's
 * language; without one, the default sentence in that language.
 */
export function renderUbl(
  invoice: Invoice,
  school: SchoolDetails,
  settings: { vatNote?: string } = {},
): string {
  const lineSum = invoice.lines.reduce((sum, line) => sum + line.totalCents, 0);
  if (lineSum !== invoice.totalCents) {
    throw new RangeError(
      `${invoice.number}: lines sum to ${lineSum}, total is ${invoice.totalCents}`,
    );
  }
  if (invoice.vatCents !== 0) {
    throw new RangeError(`${invoice.number}: the school's supplies are VAT exempt, VAT must be 0`);
  }
  const isCredit = invoice.kind === "credit-note";
  const tag = isCredit ? "CreditNote" : "Invoice";
  const reason = settings.vatNote?.trim() || defaultVatNote(invoice.lang);
  // What an invoice still asks for is what is open on it; a credit note asks for nothing back.
  const prepaidCents = isCredit ? 0 : invoice.allocatedCents;
  const payableCents = invoice.totalCents - prepaidCents;
  const bank = school.bank;

  const body =
    text("cbc:CustomizationID", UBL_CUSTOMIZATION_ID) +
    text("cbc:ProfileID", UBL_PROFILE_ID) +
    text("cbc:ID", invoice.number) +
    text("cbc:IssueDate", invoice.issuedOn) +
    (isCredit ? "" : text("cbc:DueDate", invoice.dueOn)) +
    text(isCredit ? "cbc:CreditNoteTypeCode" : "cbc:InvoiceTypeCode", isCredit ? "381" : "380") +
    text("cbc:DocumentCurrencyCode", "EUR") +
    text("cbc:BuyerReference", school.referenceOf(invoice.bookingId)) +
    optional(invoice.correctsNumber, (number) =>
      el("cac:BillingReference", el("cac:InvoiceDocumentReference", text("cbc:ID", number))),
    ) +
    sellerParty(school) +
    buyerParty(invoice.party) +
    (!isCredit && bank
      ? el(
          "cac:PaymentMeans",
          text("cbc:PaymentMeansCode", "58", ' name="SEPA credit transfer"') +
            text("cbc:PaymentID", invoice.number) +
            el(
              "cac:PayeeFinancialAccount",
              text("cbc:ID", bank.iban.replace(/\s/g, "")) +
                text("cbc:Name", bank.accountName) +
                el("cac:FinancialInstitutionBranch", text("cbc:ID", bank.bic.replace(/\s/g, ""))),
            ),
        )
      : "") +
    // A credit note has no due date: its terms say what happens to the credit (BR-CO-25).
    (isCredit ? el("cac:PaymentTerms", text("cbc:Note", creditTerms(invoice))) : "") +
    el(
      "cac:TaxTotal",
      money("cbc:TaxAmount", 0) +
        el(
          "cac:TaxSubtotal",
          money("cbc:TaxableAmount", invoice.totalCents) +
            money("cbc:TaxAmount", 0) +
            exemptCategory("cac:TaxCategory", reason),
        ),
    ) +
    el(
      "cac:LegalMonetaryTotal",
      money("cbc:LineExtensionAmount", lineSum) +
        money("cbc:TaxExclusiveAmount", invoice.totalCents) +
        money("cbc:TaxInclusiveAmount", invoice.totalCents) +
        money("cbc:PrepaidAmount", prepaidCents) +
        money("cbc:PayableAmount", payableCents),
    ) +
    invoice.lines.map((line, index) => documentLine(tag, line, index)).join("");

  return `<?xml version="1.0" encoding="UTF-8"?>\n<${tag} xmlns="${NAMESPACES[invoice.kind]}" xmlns:cac="${NAMESPACES.cac}" xmlns:cbc="${NAMESPACES.cbc}">${body}</${tag}>\n`;
}

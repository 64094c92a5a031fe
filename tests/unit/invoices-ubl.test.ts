/**
 * The e-invoice (issue 32, decision 0050): UBL 2.1 in the Peppol BIS Billing 3.0 customization.
 * The OASIS schema cannot be had offline here, so the structure is checked against the
 * schema's sequences (tests/support/ubl-schema.ts), well-formedness by libxml2 (xmllint-wasm),
 * and the EN 16931 and Peppol business rules that need no code-list service by reading the XML
 * back: sums (BR-CO-10/13/15/16), required terms (BR-01…BR-27, PEPPOL-EN16931-R001…R120), VAT
 * category E (BR-E-01…10) and the credit note's reference to the invoice it corrects.
 */
import { describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import {
  countryCode,
  linePricing,
  renderUbl,
  UBL_CUSTOMIZATION_ID,
  UBL_PROFILE_ID,
  ublAmount,
  VAT_EXEMPTION_CODE,
  vatIdentifier,
  xmlText,
} from "../../server/services/invoices/ubl";
import type { Invoice } from "../../shared/invoices/types";
import {
  cancellationCreditNote,
  netAgencyInvoice,
  studentInvoice,
  testBank,
  testSchool,
} from "../support/invoice-fixtures";
import { aggregateTypes, sequenceErrors } from "../support/ubl-schema";
import { validateUbl } from "../support/ubl-xsd";
import { all, one, parseXml, walk, type XmlElement } from "../support/xml-tree";

/** "1234.50" → 123450: amounts read back as integer cents, exactly. */
function cents(amount: string | undefined): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount ?? "");
  if (!match) throw new Error(`Not an amount with two decimals: ${amount}`);
  const value = Number(match[2]) * 100 + Number(match[3]);
  return match[1] ? -value : value;
}

const read = (invoice: Invoice, vatNote?: string) =>
  parseXml(renderUbl(invoice, testSchool, { vatNote }));
const lineTag = (root: XmlElement) => `cac:${root.name}Line`;
const lines = (root: XmlElement) => all(root, lineTag(root));
const documents: [string, Invoice][] = [
  ["a net agency invoice", netAgencyInvoice],
  ["a credit note", cancellationCreditNote],
  ["a student's invoice", studentInvoice("fr")],
];

describe.each(documents)("the UBL of %s", (_, invoice) => {
  const xml = renderUbl(invoice, testSchool);
  const root = parseXml(xml);

  it("is well-formed XML as libxml2 reads it", async () => {
    const result = await validateXML({
      xml: [{ fileName: "document.xml", contents: xml }],
      normalization: "c14n",
    });
    expect(result.errors).toEqual([]);
    expect(result.normalized).toContain(invoice.number);
  });

  it("is valid against the OASIS UBL 2.1 schema", async () => {
    expect(await validateUbl(xml)).toEqual({ valid: true, errors: [] });
  });

  it("writes every aggregate's children in the order of the UBL 2.1 schema", () => {
    const errors: string[] = [];
    for (const [element, path] of walk(root)) {
      if (element.children.length === 0) {
        if (!element.name.startsWith("cbc:")) errors.push(`${path}: an empty aggregate`);
        continue;
      }
      const type = aggregateTypes[element.name];
      if (!type) errors.push(`${path}: not an aggregate of the schema`);
      else
        errors.push(
          ...sequenceErrors(
            type,
            element.children.map((child) => child.name),
          ),
        );
    }
    expect(errors).toEqual([]);
  });

  it("has the root, namespaces and identifiers of Peppol BIS Billing 3.0", () => {
    const credit = invoice.kind === "credit-note";
    expect(root.name).toBe(credit ? "CreditNote" : "Invoice");
    expect(root.attributes.xmlns).toBe(
      `urn:oasis:names:specification:ubl:schema:xsd:${root.name}-2`,
    );
    expect(one(root, "cbc:CustomizationID")).toBe(UBL_CUSTOMIZATION_ID); // PEPPOL-EN16931-R004
    expect(one(root, "cbc:ProfileID")).toBe(UBL_PROFILE_ID); // R001, R007
    expect(one(root, "cbc:ID")).toBe(invoice.number); // BR-02
    expect(one(root, "cbc:IssueDate")).toBe(invoice.issuedOn); // BR-03
    expect(one(root, credit ? "cbc:CreditNoteTypeCode" : "cbc:InvoiceTypeCode")).toBe(
      credit ? "381" : "380",
    ); // BR-04
    expect(one(root, "cbc:DocumentCurrencyCode")).toBe("EUR"); // BR-05
    expect(one(root, "cbc:BuyerReference")).toBe(`CLV-000${invoice.bookingId}`); // R003
    expect(all(root, "cbc:Note").length).toBeLessThanOrEqual(1); // R002
  });

  it("names the seller and the buyer with their addresses, VAT ids and electronic addresses", () => {
    const seller = all(root, "cac:AccountingSupplierParty/cac:Party")[0] as XmlElement;
    const buyer = all(root, "cac:AccountingCustomerParty/cac:Party")[0] as XmlElement;
    expect(one(seller, "cac:PartyLegalEntity/cbc:RegistrationName")).toBe(
      "Clover English Language School Ltd.",
    ); // BR-06
    expect(one(seller, "cac:PartyLegalEntity/cbc:CompanyID")).toBe("431872");
    expect(one(buyer, "cac:PartyLegalEntity/cbc:RegistrationName")).toBe(invoice.party.name); // BR-07
    expect(one(seller, "cac:PostalAddress/cac:Country/cbc:IdentificationCode")).toBe("IE"); // BR-08, BR-09
    expect(one(buyer, "cac:PostalAddress/cac:Country/cbc:IdentificationCode")).toMatch(/^(ES|FR)$/); // BR-10, BR-11
    expect(one(buyer, "cac:PostalAddress/cbc:StreetName")).toBe(invoice.party.address[0]);
    // R020 and R010: both electronic addresses, each with its scheme.
    const sellerEndpoint = all(seller, "cbc:EndpointID")[0];
    expect(sellerEndpoint?.text).toBe("IE3456789TH");
    expect(sellerEndpoint?.attributes.schemeID).toBe("9935");
    const buyerEndpoint = all(buyer, "cbc:EndpointID")[0];
    expect(buyerEndpoint?.text).toBe(invoice.party.email);
    expect(buyerEndpoint?.attributes.schemeID).toBe("EM");
    // BR-CO-09: VAT identifiers with their country's prefix; BR-E-02: the seller's is there.
    expect(one(seller, "cac:PartyTaxScheme/cbc:CompanyID")).toBe("IE3456789TH");
    expect(one(seller, "cac:PartyTaxScheme/cac:TaxScheme/cbc:ID")).toBe("VAT");
    expect(one(buyer, "cac:PartyTaxScheme/cbc:CompanyID")).toBe(invoice.party.vatId ?? undefined);
  });

  it("adds up: lines, totals, what is prepaid and what is payable (BR-CO-10, 13, 15, 16)", () => {
    const total = all(root, "cac:LegalMonetaryTotal")[0] as XmlElement;
    const amount = (name: string) => cents(one(total, name));
    const lineSum = lines(root).reduce(
      (sum, line) => sum + cents(one(line, "cbc:LineExtensionAmount")),
      0,
    );
    const taxAmount = cents(one(root, "cac:TaxTotal/cbc:TaxAmount"));
    expect(amount("cbc:LineExtensionAmount")).toBe(lineSum);
    expect(amount("cbc:TaxExclusiveAmount")).toBe(amount("cbc:LineExtensionAmount"));
    expect(amount("cbc:TaxInclusiveAmount")).toBe(amount("cbc:TaxExclusiveAmount") + taxAmount);
    expect(amount("cbc:PayableAmount")).toBe(
      amount("cbc:TaxInclusiveAmount") - amount("cbc:PrepaidAmount"),
    );
    expect(amount("cbc:TaxInclusiveAmount")).toBe(invoice.totalCents);
    expect(amount("cbc:PayableAmount")).toBe(
      invoice.kind === "invoice" ? invoice.openCents : invoice.totalCents,
    );
  });

  it("prices each line so that quantity × price is its amount, the price never negative", () => {
    expect(lines(root)).toHaveLength(invoice.lines.length); // BR-16
    lines(root).forEach((line, index) => {
      const quantity = Number(
        one(line, root.name === "Invoice" ? "cbc:InvoicedQuantity" : "cbc:CreditedQuantity"),
      );
      const price = cents(one(line, "cac:Price/cbc:PriceAmount"));
      expect(one(line, "cbc:ID")).toBe(String(index + 1)); // BR-21
      expect(Number.isInteger(quantity)).toBe(true); // BR-22
      expect(price).toBeGreaterThanOrEqual(0); // BR-27
      expect(quantity * price).toBe(cents(one(line, "cbc:LineExtensionAmount"))); // R120
      expect(cents(one(line, "cbc:LineExtensionAmount"))).toBe(invoice.lines[index]?.totalCents);
      expect(one(line, "cac:Item/cbc:Name")).toBe(invoice.lines[index]?.description); // BR-25
      // BR-E-05: every line exempt at 0 %.
      expect(one(line, "cac:Item/cac:ClassifiedTaxCategory/cbc:ID")).toBe("E");
      expect(one(line, "cac:Item/cac:ClassifiedTaxCategory/cbc:Percent")).toBe("0");
    });
  });

  it("breaks VAT down as one exempt category with its reason (BR-E-01, 08, 09, 10)", () => {
    expect(all(root, "cac:TaxTotal")).toHaveLength(1); // PEPPOL-EN16931-R053
    const subtotals = all(root, "cac:TaxTotal/cac:TaxSubtotal");
    expect(subtotals).toHaveLength(1);
    const subtotal = subtotals[0] as XmlElement;
    expect(one(subtotal, "cac:TaxCategory/cbc:ID")).toBe("E");
    expect(one(subtotal, "cac:TaxCategory/cbc:Percent")).toBe("0");
    expect(cents(one(subtotal, "cbc:TaxableAmount"))).toBe(invoice.totalCents);
    expect(cents(one(subtotal, "cbc:TaxAmount"))).toBe(0);
    expect(cents(one(root, "cac:TaxTotal/cbc:TaxAmount"))).toBe(0);
    expect(one(subtotal, "cac:TaxCategory/cbc:TaxExemptionReasonCode")).toBe(VAT_EXEMPTION_CODE);
    expect(one(subtotal, "cac:TaxCategory/cbc:TaxExemptionReason")).toMatch(/46.*2010/);
  });

  it("says when an amount is due, or how the credit is used (BR-CO-25), and how to pay", () => {
    if (invoice.kind === "invoice") {
      expect(one(root, "cbc:DueDate")).toBe(invoice.dueOn);
      expect(one(root, "cac:PaymentMeans/cbc:PaymentMeansCode")).toBe("58");
      expect(one(root, "cac:PaymentMeans/cbc:PaymentID")).toBe(invoice.number);
      // BR-61: a credit transfer names the account.
      expect(one(root, "cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:ID")).toBe(
        testBank.iban.replaceAll(" ", ""),
      );
    } else {
      expect(one(root, "cbc:DueDate")).toBeUndefined();
      expect(one(root, "cac:PaymentTerms/cbc:Note")).toContain(invoice.correctsNumber ?? "-");
    }
  });

  it("writes amounts with two decimals in EUR, and days as YYYY-MM-DD", () => {
    for (const [element, path] of walk(root)) {
      if (/Amount$/.test(element.name)) {
        expect(element.text, path).toMatch(/^-?\d+\.\d{2}$/);
        expect(element.attributes.currencyID, path).toBe("EUR");
      }
      if (/Date$/.test(element.name)) expect(element.text, path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe("the UBL 2.1 schema", () => {
  it("refuses a document with an element out of its place", async () => {
    const xml = renderUbl(netAgencyInvoice, testSchool);
    const dueDate = /<cbc:DueDate>[^<]*<\/cbc:DueDate>/.exec(xml)?.[0] ?? "";
    expect(dueDate).not.toBe("");
    const misplaced = xml
      .replace(dueDate, "")
      .replace(/(<cbc:InvoiceTypeCode>[^<]*<\/cbc:InvoiceTypeCode>)/, `$1${dueDate}`);
    const result = await validateUbl(misplaced);
    expect(result.valid).toBe(false);
    expect(result.errors.join("\n")).toContain("DueDate");
  });
});

describe("the credit note", () => {
  it("refers to the invoice it corrects (BG-3, BR-55)", () => {
    const root = read(cancellationCreditNote);
    expect(one(root, "cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID")).toBe(
      "2027-00042",
    );
    expect(one(root, "cbc:CreditNoteTypeCode")).toBe("381");
    expect(cents(one(root, "cac:LegalMonetaryTotal/cbc:PrepaidAmount"))).toBe(0);
  });

  it("an invoice refers to none", () => {
    expect(all(read(netAgencyInvoice), "cac:BillingReference")).toEqual([]);
  });
});

describe("the net invoice's commission", () => {
  it("is a line of negative quantity at a positive price", () => {
    const root = read(netAgencyInvoice);
    const commission = lines(root).at(-1) as XmlElement;
    expect(one(commission, "cbc:InvoicedQuantity")).toBe("-1");
    expect(one(commission, "cac:Price/cbc:PriceAmount")).toBe("232.50");
    expect(one(commission, "cbc:LineExtensionAmount")).toBe("-232.50");
    expect(one(root, "cac:LegalMonetaryTotal/cbc:PayableAmount")).toBe("1537.50");
  });
});

describe("linePricing", () => {
  it("keeps a line's quantity and unit price when they multiply to its amount", () => {
    expect(
      linePricing({ description: "", quantity: 4, unitCents: 32_500, totalCents: 130_000 }),
    ).toEqual({ quantity: 4, priceCents: 32_500 });
    expect(
      linePricing({ description: "", quantity: 3, unitCents: -500, totalCents: -1_500 }),
    ).toEqual({ quantity: -3, priceCents: 500 });
  });

  it("prices one unit at the amount otherwise (a discount printed on a line of 4 weeks)", () => {
    expect(
      linePricing({ description: "", quantity: 4, unitCents: -2_500, totalCents: -2_500 }),
    ).toEqual({ quantity: -1, priceCents: 2_500 });
    expect(
      linePricing({ description: "", quantity: 1.5, unitCents: 100, totalCents: 150 }),
    ).toEqual({ quantity: 1, priceCents: 150 });
    expect(linePricing({ description: "", quantity: 0, unitCents: 0, totalCents: 0 })).toEqual({
      quantity: 1,
      priceCents: 0,
    });
  });
});

describe("amounts, identifiers and text", () => {
  it("writes cents with two decimals by integer arithmetic", () => {
    expect(ublAmount(0)).toBe("0.00");
    expect(ublAmount(5)).toBe("0.05");
    expect(ublAmount(-5)).toBe("-0.05");
    expect(ublAmount(-123_456_789)).toBe("-1234567.89");
    expect(ublAmount(Number.MAX_SAFE_INTEGER)).toBe("90071992547409.91");
    // Where a float's cents/100 is off by one cent: (9007199254738993 / 100).toFixed(2) ends .94.
    expect(ublAmount(9_007_199_254_738_993)).toBe("90071992547389.93");
    expect(() => ublAmount(10.5)).toThrow(RangeError);
  });

  it("escapes markup and drops what XML cannot carry", () => {
    expect(xmlText(`A & B <C> "D" 'E'`)).toBe("A &amp; B &lt;C&gt; &quot;D&quot; &apos;E&apos;");
    expect(xmlText("tab\tok\u0001\u000b\ud800 😀")).toBe("tab\tok 😀");
    const party = {
      ...netAgencyInvoice.party,
      name: `O'Brien & Sons <Languages> "Ltd"\u0007`,
    };
    const root = read({ ...netAgencyInvoice, party });
    expect(one(root, "cac:AccountingCustomerParty/cac:Party/cac:PartyName/cbc:Name")).toBe(
      `O'Brien & Sons <Languages> "Ltd"`,
    );
    const line = lines(root)[1] as XmlElement;
    expect(one(line, "cac:Item/cbc:Name")).toBe(
      "Host family, half board & single room <Rathmines>",
    );
  });

  it("writes VAT numbers compact with their country prefix", () => {
    expect(vatIdentifier("IE 3456789 TH", "IE")).toBe("IE3456789TH");
    expect(vatIdentifier("b-12.345.678", "ES")).toBe("ESB12345678");
    expect(vatIdentifier("123456789", "GR")).toBe("EL123456789");
    expect(vatIdentifier("DE123456789", "AT")).toBe("DE123456789");
  });

  it("reads a country typed in any of the four languages as its code", () => {
    expect(countryCode("es")).toBe("ES");
    expect(countryCode("UK")).toBe("GB");
    expect(countryCode("France")).toBe("FR");
    expect(countryCode("España")).toBe("ES");
    expect(countryCode("Frankreich")).toBe("FR");
    expect(countryCode(" Allemagne ")).toBe("DE");
    expect(countryCode("Atlantis")).toBeNull();
    expect(countryCode(null)).toBeNull();
  });

  it("keeps a country it cannot code as the address's last line, with no empty elements", () => {
    const party = { ...netAgencyInvoice.party, address: [], country: "Atlantis", email: "" };
    const root = read({ ...netAgencyInvoice, party });
    const buyer = all(root, "cac:AccountingCustomerParty/cac:Party")[0] as XmlElement;
    expect(one(buyer, "cac:PostalAddress/cac:AddressLine/cbc:Line")).toBe("Atlantis");
    expect(all(buyer, "cbc:EndpointID")).toEqual([]);
    for (const [element, path] of walk(root)) {
      expect(element.children.length > 0 || element.text.trim() !== "", path).toBe(true); // R008
    }
  });
});

describe("renderUbl refuses a document that does not add up", () => {
  it("when the lines do not sum to the total", () => {
    expect(() => renderUbl({ ...netAgencyInvoice, totalCents: 203_751 }, testSchool)).toThrow(
      /lines sum to 203750/,
    );
  });

  it("when it carries VAT (the school's supplies are exempt)", () => {
    expect(() => renderUbl({ ...netAgencyInvoice, vatCents: 100 }, testSchool)).toThrow(/VAT/);
  });

  it("uses the school's VAT sentence when set, the language's default otherwise", () => {
    const custom = read(netAgencyInvoice, "Exempt: Schedule 1, paragraph 4.");
    expect(one(custom, "cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:TaxExemptionReason")).toBe(
      "Exempt: Schedule 1, paragraph 4.",
    );
    const spanish = read(netAgencyInvoice);
    expect(
      one(spanish, "cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:TaxExemptionReason"),
    ).toContain("exentos de IVA");
  });
});

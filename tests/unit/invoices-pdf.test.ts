/**
 * The PDF of an invoice or credit note (issue 32, decision 0050), read back as text: in the
 * payer's language, with the number, the school's registered details, the payer, the lines, the
 * total, VAT at 0 % with the school's sentence, what is settled and due, and how to pay.
 */
import { describe, expect, it } from "vitest";
import {
  defaultVatNote,
  invoiceFilename,
  renderInvoicePdf,
} from "../../server/services/invoices/pdf";
import { schoolDetails } from "../../server/services/invoices/school";
import type { Invoice } from "../../shared/invoices/types";
import {
  cancellationCreditNote,
  netAgencyInvoice,
  studentInvoice,
  testBank,
  testSchool,
} from "../support/invoice-fixtures";
import { pdfText } from "../support/pdf-text";

/** The text with line breaks as spaces, for sentences a paragraph wraps. */
const flat = (text: string) => text.replace(/\s+/g, " ");
const textOf = async (invoice: Invoice, vatNote = defaultVatNote(invoice.lang)) => {
  const pdf = await renderInvoicePdf(invoice, testSchool, { vatNote });
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  return flat(pdfText(pdf));
};

/** What each language prints: title, total row, amounts as the language writes them. */
const expected = {
  en: { title: "Invoice", total: "Total €1,240.50", due: "Still due €1,000", vat: "section 46" },
  es: {
    title: "Factura",
    total: "Total 1240,50 €",
    due: "Pendiente de pago 1000 €",
    vat: "exentos de IVA",
  },
  fr: {
    title: "Facture",
    total: "Total 1 240,50 €",
    due: "Reste à payer 1 000 €",
    vat: "exonérées de TVA",
  },
  de: {
    title: "Rechnung",
    total: "Gesamtbetrag 1.240,50 €",
    due: "Noch offen 1.000 €",
    vat: "von der Mehrwertsteuer befreit",
  },
} as const;

describe.each(Object.keys(expected) as (keyof typeof expected)[])(
  "a student's invoice in %s",
  (lang) => {
    it("prints the title, number, total, VAT sentence, amount due and how to pay", async () => {
      const text = await textOf(studentInvoice(lang));
      const words = expected[lang];
      expect(text).toContain(`${words.title} 2027-00100`);
      expect(text.replaceAll("\u00a0", " ").replaceAll("\u202f", " ")).toContain(
        words.total.replaceAll("\u00a0", " "),
      );
      expect(text.replaceAll("\u00a0", " ")).toContain(words.due);
      expect(text).toContain(words.vat);
      expect(text).toContain(flat(defaultVatNote(lang)).slice(0, 40));
      expect(text).toContain("CLV-00042");
      expect(text).toContain(testBank.iban);
      expect(text).toContain(testBank.bic);
      expect(text).toContain("IE 3456789 TH");
      expect(text).toContain("CRO 431872");
      expect(text).toContain("Clover English Language School Ltd.");
      // The payer's name beyond Latin-1 loses only the accent the standard font cannot draw.
      expect(text).toContain("Chloé Lefèvre-Lukasiewicz");
      expect(text).toContain("12 rue des Lilas");
    });
  },
);

describe("the invoice PDF", () => {
  it("prints each line with quantity, unit price and amount, the commission negative", async () => {
    const text = await textOf(netAgencyInvoice);
    expect(text).toContain("General English, 20 lessons a week 4 325 € 1300 €");
    expect(text).toContain("Registration fee 1 75 € 75 €");
    // A discount kept on its line of 4 weeks is one sum: no "4 × −25 €".
    expect(text).toContain("Discount: early booking -25 €");
    expect(text).toMatch(/Agency commission \(15 % of tuition\) 1 -232,50 € -232,50 €/);
    expect(text).toContain("Total 2037,50 €");
    expect(text).toContain("Pagado hasta la fecha 500 €");
    expect(text).toContain("Pendiente de pago 1537,50 €");
    expect(text).toContain("Idiomas Sin Fronteras S.L.");
    expect(text).toContain("NIF-IVA: ESB12345678");
    expect(text).toContain("España");
    expect(text).toContain("Fecha de vencimiento 31 de marzo de 2027");
    expect(text).toContain("antes del 31 de marzo de 2027");
    // The payment reference is the invoice's number.
    expect(text).toMatch(/Referencia 2027-00042/);
  });

  it("prints the school's own VAT sentence when it has set one", async () => {
    const text = await textOf(netAgencyInvoice, "Exento de IVA (Schedule 1, párrafo 4).");
    expect(text).toContain("Exento de IVA (Schedule 1, párrafo 4).");
    expect(text).not.toContain("exentos de IVA");
  });

  it("says it is settled instead of how to pay when nothing is open", async () => {
    const paid = { ...studentInvoice("en"), allocatedCents: 124_050, openCents: 0 };
    const text = await textOf(paid);
    expect(text).toContain("This invoice has been paid in full.");
    expect(text).not.toContain(testBank.iban);
  });

  it("prints no bank details when none are configured", async () => {
    const school = schoolDetails(null, testSchool.referenceOf);
    const pdf = await renderInvoicePdf(studentInvoice("de"), school, { vatNote: "USt-frei." });
    const text = flat(pdfText(pdf));
    expect(text).toContain("Unsere Buchhaltung sendet Ihnen die Bankverbindung");
    expect(text).not.toContain("IBAN");
  });
});

describe("a long invoice", () => {
  it("runs onto a second page with the footer and page number on each", async () => {
    const lines = Array.from({ length: 45 }, (_, index) => ({
      description: `Private lesson ${index + 1}`,
      quantity: 1,
      unitCents: 4_500,
      totalCents: 4_500,
    }));
    const invoice = {
      ...studentInvoice("en"),
      lines,
      totalCents: 45 * 4_500,
      allocatedCents: 0,
      openCents: 45 * 4_500,
    };
    const text = await textOf(invoice);
    expect(text).toContain("Page 1 of 2");
    expect(text).toContain("Page 2 of 2");
    expect(text).toContain("Private lesson 45");
    expect(text).toContain("Still due €2,025");
    expect(text.match(/Registered office: 14 Merrion Row/g)).toHaveLength(2);
    // The column headings again on the page the lines run onto.
    expect(text.match(/Description Qty Unit price Amount/g)).toHaveLength(2);
  });
});

describe("the credit note PDF", () => {
  it("says what it corrects and what happens to the credit, and asks for no payment", async () => {
    const text = await textOf({ ...cancellationCreditNote, lang: "fr" });
    expect(text).toContain("Avoir 2027-00057");
    expect(text).toContain("Rectifie la facture 2027-00042");
    expect(text).toContain("Ce que devient cet avoir");
    expect(text.replaceAll("\u00a0", " ")).toContain("réduit de 920 €");
    expect(text).toContain("Vous n’avez rien à payer.");
    expect(text).not.toContain("Comment payer");
    expect(text).not.toContain(testBank.iban);
    expect(text).not.toContain("Date d’échéance");
  });
});

describe("defaultVatNote", () => {
  it("cites section 46 and Schedule 1 of the 2010 Act in each language", () => {
    for (const lang of ["en", "es", "fr", "de"]) {
      expect(defaultVatNote(lang)).toMatch(/46.*(Schedule|anexo|annexe) 1.*2010/);
    }
    expect(defaultVatNote("xx")).toBe(defaultVatNote("en"));
  });
});

describe("invoiceFilename", () => {
  it("names the download by kind and number, in ASCII", () => {
    expect(invoiceFilename(netAgencyInvoice, "pdf")).toBe("clover-invoice-2027-00042.pdf");
    expect(invoiceFilename(cancellationCreditNote, "xml")).toBe(
      "clover-credit-note-2027-00057.xml",
    );
    expect(invoiceFilename({ kind: "invoice", number: 'x"; y/z' }, "pdf")).toBe(
      "clover-invoice-x-y-z.pdf",
    );
  });
});

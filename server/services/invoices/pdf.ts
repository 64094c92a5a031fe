/**
 * The PDF of an invoice or credit note (issue 32, decision 0050), in the payer's language
 * (shared/i18n/locales/<lang>/invoices.json): the school's registered details, the payer, the
 * booking, the lines, the total with VAT at 0 % and the school's VAT sentence, what is settled
 * and still due, and how to pay (an invoice) or what happens to the credit (a credit note).
 * Built on request from the issued document and its allocations as they are now. Drawn as the
 * letter of acceptance is (bookings/letter.ts: A4, the sea band with the mark, Helvetica through
 * `winAnsi`, the registered details in the footer of every page).
 */
import { brand } from "@shared/config/brand";
import type { Invoice } from "@shared/invoices/types";
import { winAnsi } from "../bookings/letter";
import { pdfColors as colors, drawMark } from "../content/brochures";
import { type Copy, copyFor } from "../mail/booking-emails";
import { loadPdfKit } from "../pdfkit";
import type { SchoolDetails } from "./school";

const MARGIN = 50;
const NAMESPACE = "invoices";

/** The VAT sentence the ledger prints until an admin sets the school's own, in `lang`. */
export function defaultVatNote(lang: string): string {
  return copyFor(lang, NAMESPACE).t("vatNoteDefault");
}

/** What a credit note's e-invoice says happens to the credit, in the document's language. */
export function creditTerms(invoice: Invoice): string {
  const copy = copyFor(invoice.lang, NAMESPACE);
  return copy.t("credit.terms", {
    amount: copy.money(invoice.totalCents),
    number: invoice.correctsNumber ?? "-",
  });
}

/** "Ireland" / "Irlanda" for "IE"; anything that is not a two-letter code as typed. */
const countryName = (copy: Copy, country: string) =>
  /^[A-Za-z]{2}$/.test(country.trim())
    ? (new Intl.DisplayNames([copy.lang], { type: "region" }).of(country.trim().toUpperCase()) ??
      country)
    : country;

/**
 * "clover-invoice-2027-00042.pdf" / "clover-credit-note-2027-00057.xml": the download's name,
 * ASCII only (safe in a Content-Disposition header), the same in every language.
 */
export function invoiceFilename(
  invoice: Pick<Invoice, "kind" | "number">,
  extension: "pdf" | "xml",
): string {
  const number = invoice.number.replace(/[^A-Za-z0-9-]+/g, "-");
  return `${brand.slug}-${invoice.kind}-${number}.${extension}`;
}

/** A line's quantity as the language writes numbers ("1,5" in German). */
const quantityOf = (copy: Copy, quantity: number) =>
  new Intl.NumberFormat(copy.lang === "en" ? "en-IE" : copy.lang).format(quantity);

/** Renders the document; resolves to the PDF bytes. */
export async function renderInvoicePdf(
  invoice: Invoice,
  school: SchoolDetails,
  settings: { vatNote: string },
): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const copy = copyFor(invoice.lang, NAMESPACE);
  const t = copy.t;
  const isCredit = invoice.kind === "credit-note";
  const title = t(isCredit ? "title.creditNote" : "title.invoice");
  const reference = school.referenceOf(invoice.bookingId);

  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN + 20, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: winAnsi(`${title} ${invoice.number}`),
      Author: winAnsi(school.legalName),
      Subject: winAnsi(title),
      Creator: brand.name,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - MARGIN * 2;
  const use = (font: "Helvetica" | "Helvetica-Bold", size: number, color: string) =>
    doc.font(font).fontSize(size).fillColor(color);
  const money = copy.money;
  /** Starts a new page when `height` does not fit above the footer. */
  const room = (height: number): boolean => {
    if (doc.y + height <= doc.page.height - MARGIN - 30) return false;
    doc.addPage();
    doc.y = MARGIN;
    return true;
  };

  // Letterhead: the sea band with the mark, the brand and the document's title.
  doc.rect(0, 0, doc.page.width, 88).fill(colors.sea);
  drawMark(doc, MARGIN, 16, 54, colors.white);
  use("Helvetica-Bold", 22, colors.white).text(winAnsi(school.tradingName), MARGIN + 68, 26, {
    lineBreak: false,
  });
  use("Helvetica", 11, colors.white).text(winAnsi(title), MARGIN + 68, 54, { lineBreak: false });

  // The seller on the left, the document's facts on the right.
  const top = 104;
  const half = width / 2 - 10;
  use("Helvetica-Bold", 9.5, colors.seaDeep).text(winAnsi(school.legalName), MARGIN, top, {
    width: half,
  });
  use("Helvetica", 8.5, colors.inkMuted).text(
    winAnsi(
      [
        `${school.office.street}, ${school.office.locality}, ${school.office.postcode}, ${countryName(copy, school.office.countryCode)}`,
        t("companyNumber", { number: school.companyNumber }),
        t("vatNumber", { number: school.vatNumber }),
        `${school.phone} · ${school.email} · ${school.web}`,
      ].join("\n"),
    ),
    { width: half },
  );
  const sellerBottom = doc.y;
  const facts: [string, string][] = [
    [t("number"), invoice.number],
    [t("issuedOn"), copy.date(invoice.issuedOn)],
    ...(isCredit ? [] : [[t("dueOn"), copy.date(invoice.dueOn)] as [string, string]]),
    [t("bookingReference"), reference],
  ];
  let factY = top;
  for (const [label, value] of facts) {
    use("Helvetica", 9, colors.inkMuted).text(winAnsi(label), MARGIN + width / 2, factY, {
      width: width / 4,
    });
    use("Helvetica-Bold", 9.5, colors.ink).text(winAnsi(value), MARGIN + (width * 3) / 4, factY, {
      width: width / 4,
      align: "right",
    });
    factY += 15;
  }
  doc.y = Math.max(sellerBottom, factY) + 14;

  // The title, and what a credit note corrects.
  use("Helvetica-Bold", 17, colors.seaDeep).text(
    winAnsi(`${title} ${invoice.number}`),
    MARGIN,
    doc.y,
    { width },
  );
  if (invoice.correctsNumber) {
    use("Helvetica", 10.5, colors.ink).text(
      winAnsi(t("corrects", { number: invoice.correctsNumber })),
      { width },
    );
  }
  const accentY = doc.y + 3;
  doc
    .moveTo(MARGIN, accentY)
    .lineTo(MARGIN + 40, accentY)
    .lineWidth(2)
    .stroke(colors.coral);
  doc.y = accentY + 12;

  // The payer.
  const party = invoice.party;
  use("Helvetica", 9, colors.inkMuted).text(winAnsi(t(isCredit ? "creditedTo" : "billedTo")), {
    width,
  });
  use("Helvetica-Bold", 10.5, colors.ink).text(winAnsi(party.name), { width });
  const partyLines = [
    ...party.address,
    ...(party.country ? [countryName(copy, party.country)] : []),
    ...(party.vatId ? [t("vatId", { vatId: party.vatId })] : []),
    ...(party.email ? [party.email] : []),
  ].filter((line) => line.trim());
  use("Helvetica", 9.5, colors.ink).text(winAnsi(partyLines.join("\n")), { width });
  doc.moveDown(1);

  // The lines: description, quantity, unit price, amount.
  const columns = { quantity: 50, unit: 85, amount: 85 };
  const descriptionWidth = width - columns.quantity - columns.unit - columns.amount - 12;
  const row = (cells: [string, string, string, string], bold: boolean) => {
    const font = bold ? "Helvetica-Bold" : "Helvetica";
    const height = use(font, 9.5, colors.ink).heightOfString(winAnsi(cells[0]), {
      width: descriptionWidth,
    });
    // The column headings again at the top of each page the lines run onto.
    if (room(height + 8) && !bold) columnHeadings();
    const y = doc.y;
    let x = MARGIN;
    use(font, 9.5, bold ? colors.seaDeep : colors.ink).text(winAnsi(cells[0]), x, y, {
      width: descriptionWidth,
    });
    x += descriptionWidth + 12;
    for (const [index, cellWidth] of [columns.quantity, columns.unit, columns.amount].entries()) {
      use(font, 9.5, bold ? colors.seaDeep : colors.ink).text(
        winAnsi(cells[index + 1] ?? ""),
        x,
        y,
        {
          width: cellWidth,
          align: "right",
        },
      );
      x += cellWidth;
    }
    doc.x = MARGIN;
    doc.y = y + height + 6;
  };
  const rule = (color: string) => {
    doc
      .moveTo(MARGIN, doc.y - 2)
      .lineTo(MARGIN + width, doc.y - 2)
      .lineWidth(0.5)
      .stroke(color);
    doc.y += 4;
  };
  const columnHeadings = () => {
    row(
      [t("columns.description"), t("columns.quantity"), t("columns.unit"), t("columns.amount")],
      true,
    );
    rule(colors.dune);
  };
  columnHeadings();
  for (const line of invoice.lines) {
    // A quantity and unit price that do not multiply to the amount (an offer's discount keeps
    // its weeks but is one sum) would mislead: such a line prints its amount alone.
    const priced = line.quantity * line.unitCents === line.totalCents;
    row(
      [
        line.description,
        priced ? quantityOf(copy, line.quantity) : "",
        priced ? money(line.unitCents) : "",
        money(line.totalCents),
      ],
      false,
    );
  }
  rule(colors.dune);

  // Totals: the total, VAT at 0 %, settled and still due (for a credit note: used and left).
  const totals: [string, string, boolean][] = [
    [t("total"), money(invoice.totalCents), true],
    [t("vat"), money(invoice.vatCents), false],
    [t(isCredit ? "creditUsed" : "settled"), money(invoice.allocatedCents), false],
    [t(isCredit ? "creditLeft" : "due"), money(invoice.openCents), true],
  ];
  room(totals.length * 16 + 10);
  for (const [label, value, strong] of totals) {
    const y = doc.y;
    const font = strong ? "Helvetica-Bold" : "Helvetica";
    use(font, 10, strong ? colors.seaDeep : colors.ink)
      .text(winAnsi(label), MARGIN + width / 2, y, { width: width / 4 + 40 })
      .text(winAnsi(value), MARGIN + width - columns.amount, y, {
        width: columns.amount,
        align: "right",
      });
    doc.y = y + 16;
  }
  doc.x = MARGIN;
  doc.moveDown(0.5);
  use("Helvetica", 9, colors.inkMuted).text(winAnsi(settings.vatNote), MARGIN, doc.y, { width });
  doc.moveDown(1.2);

  // How to pay, or what happens to the credit.
  const paragraph = (value: string) => {
    use("Helvetica", 10, colors.ink).text(winAnsi(value), MARGIN, doc.y, { width });
    doc.moveDown(0.6);
  };
  const heading = (value: string) => {
    room(80);
    use("Helvetica-Bold", 11.5, colors.seaDeep).text(winAnsi(value), MARGIN, doc.y, { width });
    doc.moveDown(0.4);
  };
  if (isCredit) {
    heading(t("credit.heading"));
    if (invoice.correctsNumber) {
      paragraph(
        t("credit.corrects", {
          number: invoice.correctsNumber,
          amount: money(invoice.totalCents),
        }),
      );
    }
    paragraph(t("credit.use"));
  } else if (invoice.openCents <= 0) {
    heading(t("payment.heading"));
    paragraph(t("payment.settled"));
  } else {
    heading(t("payment.heading"));
    paragraph(
      t("payment.intro", {
        amount: money(invoice.openCents),
        date: copy.date(invoice.dueOn),
        reference: invoice.number,
      }),
    );
    if (school.bank) {
      const bankRows: [string, string][] = [
        [t("payment.accountName"), school.bank.accountName],
        [t("payment.bank"), school.bank.bankName],
        [t("payment.iban"), school.bank.iban],
        [t("payment.bic"), school.bank.bic],
        [t("payment.reference"), invoice.number],
      ];
      const height = bankRows.length * 15 + 16;
      room(height);
      const cardTop = doc.y;
      doc.roundedRect(MARGIN, cardTop, width, height, 8).fill(colors.sand);
      let y = cardTop + 9;
      for (const [label, value] of bankRows) {
        use("Helvetica", 9.5, colors.inkMuted).text(winAnsi(label), MARGIN + 12, y, { width: 150 });
        use("Helvetica-Bold", 10, colors.ink).text(winAnsi(value), MARGIN + 170, y, {
          width: width - 182,
        });
        y += 15;
      }
      doc.x = MARGIN;
      doc.y = cardTop + height + 10;
    } else {
      paragraph(t("payment.noAccount"));
    }
  }
  paragraph(t("questions", { email: school.email, phone: school.phone }));

  // Footer on every page: the registered details and the page number.
  const footer = [
    school.legalName,
    t("registeredOffice", {
      office: `${school.office.street}, ${school.office.locality}, ${school.office.postcode}`,
    }),
    school.companyNumber,
  ].join(" · ");
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const y = doc.page.height - MARGIN;
    doc.page.margins.bottom = 0;
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(doc.page.width - MARGIN, y - 6)
      .lineWidth(0.5)
      .stroke(colors.dune);
    use("Helvetica", 7.5, colors.inkMuted)
      .text(winAnsi(footer), MARGIN, y, { width: width - 70, lineBreak: false })
      .text(
        winAnsi(t("page", { page: index + 1, pages: range.count })),
        doc.page.width - MARGIN - 70,
        y,
        { width: 70, align: "right", lineBreak: false },
      );
  }

  doc.end();
  return done;
}

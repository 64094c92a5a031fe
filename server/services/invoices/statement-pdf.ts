/**
 * An agency's statement of account as a PDF (issue 32), in English (an agency is a business that
 * deals with the school in English, as its invoices' UBL does): the school's letterhead as the
 * attendance letters draw it (classes/pdf.ts: the same fonts, colours and `winAnsi` text), the
 * agency, the period, the debt by age, the entries with their running balance, and the totals.
 */
import { brand } from "@shared/config/brand";
import { formatCents } from "@shared/format/money";
import type { StatementEntryType } from "@shared/invoices/statement";
import { ageingBuckets } from "@shared/invoices/types";
import { winAnsi } from "../bookings/letter";
import { longDateIn } from "../classes/pdf";
import { pdfColors as colors, drawMark } from "../content/brochures";
import { loadPdfKit } from "../pdfkit";
import type { AgencyStatement } from "./statements";

const MARGIN = 50;

const typeLabels: Record<StatementEntryType, string> = {
  invoice: "Invoice",
  "credit-note": "Credit note",
  transfer: "Transfer",
  payment: "Payment",
};

const bucketLabels = {
  "0-30": "0–30 days",
  "31-60": "31–60 days",
  "61-90": "61–90 days",
  "90+": "Over 90 days",
};

const money = (cents: number) => formatCents(cents, "en");

/** "statement-agency-7-2027-01-01-to-2027-06-30.pdf": ASCII, safe in a header. */
export const statementFileName = (statement: AgencyStatement, ext: "pdf" | "csv") =>
  `statement-agency-${statement.agency.id}-${statement.from}-to-${statement.to}.${ext}`;

export async function renderStatementPdf(statement: AgencyStatement): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: {
      Title: winAnsi(`Statement of account: ${statement.agency.name}`),
      Author: brand.legalName,
      Subject: `${statement.from} to ${statement.to}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const use = (font: "Helvetica" | "Helvetica-Bold", size: number, color: string) =>
    doc.font(font).fontSize(size).fillColor(color);
  const width = doc.page.width - MARGIN * 2;

  doc.rect(0, 0, doc.page.width, 80).fill(colors.sea);
  drawMark(doc, MARGIN, 14, 50, colors.white);
  use("Helvetica-Bold", 20, colors.white).text(brand.name, MARGIN + 64, 22, { lineBreak: false });
  use("Helvetica", 10, colors.white).text("Statement of account", MARGIN + 64, 48, {
    lineBreak: false,
  });
  doc.x = MARGIN;
  doc.y = 96;
  use("Helvetica-Bold", 9, colors.seaDeep).text(winAnsi(brand.legalName), { width });
  use("Helvetica", 8.5, colors.inkMuted).text(
    winAnsi(`${brand.phone} · ${brand.admissionsEmail} · ${brand.registered.web}`),
    { width },
  );
  doc.moveDown(1);

  const { agency } = statement;
  use("Helvetica-Bold", 15, colors.seaDeep).text(winAnsi(`Statement of account: ${agency.name}`), {
    width,
  });
  use("Helvetica", 10, colors.ink).text(
    winAnsi(
      [
        agency.address,
        agency.country,
        agency.vatId ? `VAT number ${agency.vatId}` : null,
        `From ${longDateIn("en", statement.from)} to ${longDateIn("en", statement.to)}`,
      ]
        .filter(Boolean)
        .join("\n"),
    ),
    { width },
  );
  doc.moveDown(0.8);

  // The debt by age, as of today, in a card.
  const cardTop = doc.y;
  doc.roundedRect(MARGIN, cardTop, width, 46, 8).fill(colors.sand);
  const cell = width / 6;
  const facts: [string, string][] = [
    ...ageingBuckets.map((bucket): [string, string] => [
      bucketLabels[bucket],
      money(statement.ageing[bucket]),
    ]),
    ["On account", money(statement.onAccountCents)],
    ["Balance", money(statement.balanceCents)],
  ];
  facts.forEach(([label, value], index) => {
    const x = MARGIN + 10 + index * cell;
    use("Helvetica", 8, colors.inkMuted).text(winAnsi(label), x, cardTop + 9, {
      width: cell - 12,
      lineBreak: false,
    });
    use("Helvetica-Bold", 10, colors.ink).text(winAnsi(value), x, cardTop + 24, {
      width: cell - 12,
      lineBreak: false,
    });
  });
  doc.x = MARGIN;
  doc.y = cardTop + 58;
  use("Helvetica", 8.5, colors.inkMuted).text(
    winAnsi(`Debt by age of the open invoices on ${longDateIn("en", statement.today)}.`),
    { width },
  );
  doc.moveDown(0.8);

  // The entries: date, type, number, description, debit, credit, balance.
  const columns = [
    { label: "Date", width: 62, align: "left" as const },
    { label: "Type", width: 58, align: "left" as const },
    { label: "Number", width: 72, align: "left" as const },
    { label: "Description", width: width - 62 - 58 - 72 - 3 * 65, align: "left" as const },
    { label: "Debit", width: 65, align: "right" as const },
    { label: "Credit", width: 65, align: "right" as const },
    { label: "Balance", width: 65, align: "right" as const },
  ];
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - MARGIN - 30) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((text, index) => {
      const column = columns[index];
      if (!column) return;
      use(bold ? "Helvetica-Bold" : "Helvetica", 8.5, colors.ink).text(winAnsi(text), x, y, {
        width: column.width - 4,
        align: column.align,
        lineBreak: false,
        ellipsis: true,
      });
      x += column.width;
    });
    doc.x = MARGIN;
    doc.y = y + 14;
  };
  row(
    columns.map((column) => column.label),
    true,
  );
  // The balances' labels in the widest column, where they are never cut short.
  row([statement.from, "", "", "Opening balance", "", "", money(statement.openingCents)]);
  for (const entry of statement.entries) {
    row([
      entry.date,
      typeLabels[entry.type],
      entry.number,
      entry.description,
      entry.debitCents ? money(entry.debitCents) : "",
      entry.creditCents ? money(entry.creditCents) : "",
      money(entry.balanceCents),
    ]);
  }
  row([statement.to, "", "", "Closing balance", "", "", money(statement.closingCents)], true);
  if (statement.entries.length === 0) {
    doc.moveDown(0.4);
    use("Helvetica", 9.5, colors.inkMuted).text("No documents or payments in this period.", {
      width,
    });
  }
  doc.end();
  return done;
}

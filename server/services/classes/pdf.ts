/**
 * The PDFs of attendance (issue 30): warning letters in the student's language and attendance
 * certificates (in English, as the letter of acceptance: immigration officers read them). One
 * A4 page per document on the school's letterhead, drawn with pdfkit as the letter of
 * acceptance is (bookings/letter.ts: the same fonts, colours and `winAnsi` text).
 */
import { brand } from "@shared/config/brand";
import { letterSignatory, winAnsi } from "../bookings/letter";
import { pdfColors as colors, drawMark } from "../content/brochures";
import { loadPdfKit } from "../pdfkit";

const MARGIN = 50;

/** One page: a title, paragraphs, an optional card of facts, more paragraphs, a signature. */
export interface DocumentPage {
  title: string;
  /** "Dublin, 28 November 2026" in the page's language. */
  placeAndDate: string;
  /** "Reference: CLV-00042" in the page's language. */
  referenceLine: string;
  paragraphs: string[];
  facts?: [label: string, value: string][];
  closing?: string[];
  /** The signatory's title in the page's language. */
  signatoryTitle: string;
}

export async function renderAttendancePdf(
  pages: DocumentPage[],
  info: { title: string; subject: string },
): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    autoFirstPage: false,
    info: { Title: winAnsi(info.title), Author: brand.legalName, Subject: info.subject },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const use = (font: "Helvetica" | "Helvetica-Bold", size: number, color: string) =>
    doc.font(font).fontSize(size).fillColor(color);

  for (const page of pages) {
    doc.addPage();
    const width = doc.page.width - MARGIN * 2;
    doc.rect(0, 0, doc.page.width, 80).fill(colors.sea);
    drawMark(doc, MARGIN, 14, 50, colors.white);
    use("Helvetica-Bold", 20, colors.white).text(brand.name, MARGIN + 64, 22, { lineBreak: false });
    use("Helvetica", 10, colors.white).text(winAnsi(page.title), MARGIN + 64, 48, {
      lineBreak: false,
    });
    doc.x = MARGIN;
    doc.y = 96;
    use("Helvetica-Bold", 9, colors.seaDeep).text(winAnsi(brand.legalName), { width });
    use("Helvetica", 8.5, colors.inkMuted).text(
      winAnsi(`${brand.phone} · ${brand.admissionsEmail} · ${brand.registered.web}`),
      { width },
    );
    const top = doc.y + 14;
    use("Helvetica", 10, colors.ink)
      .text(winAnsi(page.placeAndDate), MARGIN, top, { width: width / 2 })
      .text(winAnsi(page.referenceLine), MARGIN + width / 2, top, {
        width: width / 2,
        align: "right",
      });
    doc.x = MARGIN;
    doc.y = top + 26;
    use("Helvetica-Bold", 15, colors.seaDeep).text(winAnsi(page.title), { width });
    doc.moveDown(0.6);
    const paragraph = (value: string) => {
      use("Helvetica", 10.5, colors.ink).text(winAnsi(value), MARGIN, doc.y, { width });
      doc.moveDown(0.6);
    };
    page.paragraphs.forEach(paragraph);
    if (page.facts?.length) {
      const labelWidth = 170;
      const cardTop = doc.y;
      const height = page.facts.length * 17 + 14;
      doc.roundedRect(MARGIN, cardTop, width, height, 8).fill(colors.sand);
      page.facts.forEach(([label, value], index) => {
        const y = cardTop + 9 + index * 17;
        use("Helvetica", 9.5, colors.inkMuted).text(winAnsi(label), MARGIN + 12, y, {
          width: labelWidth - 12,
          lineBreak: false,
        });
        use("Helvetica-Bold", 10, colors.ink).text(winAnsi(value), MARGIN + labelWidth, y, {
          width: width - labelWidth - 20,
          lineBreak: false,
        });
      });
      doc.x = MARGIN;
      doc.y = cardTop + height + 12;
    }
    (page.closing ?? []).forEach(paragraph);
    doc.moveDown(1.6);
    const signY = doc.y;
    doc
      .moveTo(MARGIN, signY)
      .lineTo(MARGIN + 180, signY)
      .lineWidth(0.5)
      .stroke(colors.inkMuted);
    doc.y = signY + 6;
    use("Helvetica-Bold", 10.5, colors.ink).text(letterSignatory.name, MARGIN, doc.y, { width });
    use("Helvetica", 10.5, colors.ink)
      .text(winAnsi(page.signatoryTitle), { width })
      .text(winAnsi(brand.legalName), { width });
  }
  doc.end();
  return done;
}

/** "28 November 2026" / "28 de noviembre de 2026" … for "2026-11-28". */
export function longDateIn(lang: string, day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(`${lang}-IE`, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}

/** Hours from minutes, rounded down to one decimal (never more than was attended). */
export const hoursOf = (minutes: number) => Math.floor((minutes * 10) / 60) / 10;

/** A number with one decimal at most, as the language writes it ("84.5", "84,5"). */
export const decimalIn = (lang: string, value: number) =>
  new Intl.NumberFormat(lang, { maximumFractionDigits: 1, useGrouping: false }).format(value);

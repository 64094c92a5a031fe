/**
 * Program brochures: a branded A4 PDF built on request from the program's current data, so a
 * brochure is never older than the page it is downloaded from. Words around the program's own
 * copy come in as labels in the visitor's language.
 */

import { brand, campuses } from "@shared/config/brand";
import { loadPdfKit } from "../pdfkit";
import type { PublicProgram } from "./programs";

export interface BrochureLabels {
  /** Short line under the brand name, e.g. "Programme brochure". */
  documentName: string;
  overview: string;
  highlights: string;
  included: string;
  activities: string;
  schedule: string;
  faq: string;
  quickInfo: string;
  location: string;
  ageRange: string;
  duration: string;
  season: string;
  /** The program's season in words ("Year-round", "Summer"). */
  seasonValue: string;
  startingFrom: string;
  /** The formatted price, or "Contact Us". */
  priceValue: string;
  nextStepTitle: string;
  nextStepText: string;
  /** Where the reader asks for a quote (absolute URL). */
  quoteUrl: string;
  campusesTitle: string;
  /** "Prices and dates as of …" */
  asOf: string;
}

/** The school's print palette (brochures and the letter of acceptance). */
export const pdfColors = {
  sea: "#0f5c4d",
  seaDeep: "#0b3f35",
  sand: "#f6eedf",
  dune: "#ead9b8",
  coral: "#e4572e",
  coralStrong: "#c2410c",
  ink: "#1b1f1e",
  inkMuted: "#4a5250",
  white: "#ffffff",
} as const;

const PAGE_MARGIN = 50;
/** The clover leaf of public/images/brand/mark.svg (a 64×64 box), drawn four times. */
const LEAF = "M32 30C27 27 20 21 21 14C22 8 29 8 32 13C35 8 42 8 43 14C44 21 37 27 32 30Z";

/**
 * The standard PDF fonts speak WinAnsi only: swap the few characters Intl and typography use
 * that it lacks for their closest equivalents.
 */
export function pdfSafe(text: string): string {
  return text
    .replace(/[\u202f\u2009\u2007]/g, "\u00a0")
    .replace(/[\u2010\u2011]/g, "-")
    .replace(/\u2212/g, "-");
}

/** The clover mark, as on the site's header. */
export function drawMark(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  size: number,
  leaf: string,
) {
  const scale = size / 64;
  doc.save().translate(x, y).scale(scale);
  for (const angle of [0, 90, 180, 270]) {
    doc
      .save()
      .rotate(angle, { origin: [32, 32] })
      .path(LEAF)
      .fill(leaf)
      .restore();
  }
  doc
    .path("M34 34Q40 46 50 56")
    .lineWidth(4)
    .lineCap("round")
    .stroke(leaf)
    .circle(32, 32, 3.5)
    .fill(pdfColors.coral)
    .restore();
}

/** Renders the brochure; resolves to the PDF bytes. */
export async function renderBrochure(
  program: PublicProgram,
  labels: BrochureLabels,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: PAGE_MARGIN, bottom: PAGE_MARGIN + 20, left: PAGE_MARGIN, right: PAGE_MARGIN },
    compress: options.compress ?? true,
    bufferPages: true,
    info: {
      Title: pdfSafe(program.title),
      Author: brand.name,
      Subject: pdfSafe(`${labels.documentName}: ${program.title}`),
      Creator: brand.name,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const width = doc.page.width - PAGE_MARGIN * 2;
  const text = (value: string) => pdfSafe(value);

  // Header band: mark, brand and document name.
  doc.rect(0, 0, doc.page.width, 96).fill(pdfColors.sea);
  drawMark(doc, PAGE_MARGIN, 20, 56, pdfColors.white);
  doc
    .fillColor(pdfColors.white)
    .font("Helvetica-Bold")
    .fontSize(22)
    .text(brand.name, PAGE_MARGIN + 70, 30, { lineBreak: false });
  doc
    .font("Helvetica")
    .fontSize(11)
    .text(text(labels.documentName), PAGE_MARGIN + 70, 58, { lineBreak: false });

  // Title block.
  doc.y = 122;
  doc.x = PAGE_MARGIN;
  doc.fillColor(pdfColors.seaDeep).font("Helvetica-Bold").fontSize(24).text(text(program.title), {
    width,
  });
  doc.moveDown(0.3);
  doc
    .fillColor(pdfColors.inkMuted)
    .font("Helvetica")
    .fontSize(12)
    .text(text(program.shortDescription), { width });
  doc.moveDown(0.8);

  // Quick facts on a sand card.
  const facts: [string, string][] = [
    [labels.location, program.location],
    [labels.ageRange, program.ageRange],
    [labels.duration, program.duration],
    [labels.season, labels.seasonValue],
    [labels.startingFrom, labels.priceValue],
  ];
  const cardTop = doc.y;
  const columnWidth = width / facts.length;
  doc.roundedRect(PAGE_MARGIN, cardTop, width, 58, 8).fill(pdfColors.sand);
  facts.forEach(([label, value], index) => {
    const x = PAGE_MARGIN + 10 + index * columnWidth;
    doc
      .fillColor(pdfColors.inkMuted)
      .font("Helvetica")
      .fontSize(8)
      .text(text(label.toUpperCase()), x, cardTop + 10, { width: columnWidth - 14 });
    doc
      .fillColor(pdfColors.ink)
      .font("Helvetica-Bold")
      .fontSize(10)
      .text(text(value), x, cardTop + 24, { width: columnWidth - 14, height: 30, ellipsis: true });
  });
  doc.x = PAGE_MARGIN;
  doc.y = cardTop + 74;

  const heading = (title: string) => {
    if (doc.y > doc.page.height - 160) doc.addPage();
    doc.moveDown(0.6);
    doc.fillColor(pdfColors.sea).font("Helvetica-Bold").fontSize(14).text(text(title), PAGE_MARGIN);
    const lineY = doc.y + 2;
    doc
      .moveTo(PAGE_MARGIN, lineY)
      .lineTo(PAGE_MARGIN + 40, lineY)
      .lineWidth(2)
      .stroke(pdfColors.coral);
    doc.moveDown(0.5);
  };
  const body = () => doc.fillColor(pdfColors.ink).font("Helvetica").fontSize(10.5);
  const bullets = (items: string[]) => {
    body();
    for (const item of items) {
      const y = doc.y;
      doc.circle(PAGE_MARGIN + 4, y + 5, 2).fill(pdfColors.sea);
      body().text(text(item), PAGE_MARGIN + 14, y, { width: width - 14 });
      doc.moveDown(0.2);
    }
    doc.x = PAGE_MARGIN;
  };

  heading(labels.overview);
  for (const paragraph of program.description.split(/\n{2,}/)) {
    body().text(text(paragraph), PAGE_MARGIN, doc.y, { width, align: "left" });
    doc.moveDown(0.5);
  }

  if (program.highlights.length > 0) {
    heading(labels.highlights);
    bullets(program.highlights);
  }
  if (program.inclusions.length > 0) {
    heading(labels.included);
    bullets(program.inclusions);
  }
  if (program.activities.length > 0) {
    heading(labels.activities);
    bullets(program.activities);
  }
  const sections = Object.entries(program.timetable);
  if (sections.length > 0) {
    heading(labels.schedule);
    for (const [section, value] of sections) {
      doc.fillColor(pdfColors.seaDeep).font("Helvetica-Bold").fontSize(10.5).text(text(section));
      if (typeof value === "string") {
        body().text(text(value), { width });
      } else {
        for (const [label, entry] of Object.entries(value)) {
          doc
            .fillColor(pdfColors.ink)
            .font("Helvetica-Bold")
            .fontSize(10.5)
            .text(`${text(label)}: `, { continued: true, width })
            .font("Helvetica")
            .text(text(entry));
        }
      }
      doc.moveDown(0.4);
    }
  }
  if (program.faq.length > 0) {
    heading(labels.faq);
    for (const entry of program.faq) {
      doc
        .fillColor(pdfColors.seaDeep)
        .font("Helvetica-Bold")
        .fontSize(10.5)
        .text(text(entry.question), {
          width,
        });
      body().text(text(entry.answer), { width });
      doc.moveDown(0.4);
    }
  }

  // Next step and campuses.
  if (doc.y > doc.page.height - 220) doc.addPage();
  doc.moveDown(0.8);
  const boxTop = doc.y;
  doc.roundedRect(PAGE_MARGIN, boxTop, width, 64, 8).fill(pdfColors.seaDeep);
  doc
    .fillColor(pdfColors.white)
    .font("Helvetica-Bold")
    .fontSize(13)
    .text(text(labels.nextStepTitle), PAGE_MARGIN + 14, boxTop + 12, { width: width - 28 });
  doc
    .font("Helvetica")
    .fontSize(10)
    .text(text(labels.nextStepText), { width: width - 28 })
    .fillColor("#f6c9b8")
    .text(labels.quoteUrl, { link: labels.quoteUrl, underline: true, width: width - 28 });
  doc.x = PAGE_MARGIN;
  doc.y = boxTop + 80;

  doc.fillColor(pdfColors.sea).font("Helvetica-Bold").fontSize(12).text(text(labels.campusesTitle));
  doc.moveDown(0.3);
  const campusTop = doc.y;
  const campusWidth = width / campuses.length;
  campuses.forEach((campus, index) => {
    const x = PAGE_MARGIN + index * campusWidth;
    doc
      .fillColor(pdfColors.ink)
      .font("Helvetica-Bold")
      .fontSize(10)
      .text(campus.city, x, campusTop, { width: campusWidth - 10 })
      .font("Helvetica")
      .fontSize(9)
      .fillColor(pdfColors.inkMuted)
      .text(`${campus.street}, ${campus.locality} ${campus.postcode}`, { width: campusWidth - 10 })
      .text(campus.phone, { width: campusWidth - 10 })
      .text(campus.email, { width: campusWidth - 10 });
  });

  // Footer on every page: contact line and page numbers.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const y = doc.page.height - PAGE_MARGIN;
    doc.page.margins.bottom = 0;
    doc
      .moveTo(PAGE_MARGIN, y - 6)
      .lineTo(doc.page.width - PAGE_MARGIN, y - 6)
      .lineWidth(0.5)
      .stroke(pdfColors.dune);
    doc
      .fillColor(pdfColors.inkMuted)
      .font("Helvetica")
      .fontSize(8)
      .text(
        text(`${brand.name} · ${brand.phone} · ${brand.email} · ${labels.asOf}`),
        PAGE_MARGIN,
        y,
        { width: width - 40, lineBreak: false },
      )
      .text(`${index + 1}/${range.count}`, doc.page.width - PAGE_MARGIN - 40, y, {
        width: 40,
        align: "right",
        lineBreak: false,
      });
  }

  doc.end();
  return done;
}

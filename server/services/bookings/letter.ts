/**
 * The letter of acceptance (issue 16): a one-page A4 PDF a student sends with a visa application,
 * on the school's letterhead, in English (the language visa offices read). It is built on request
 * from the booking as it is now, so the amounts paid are never older than the last payment.
 * Style as the programme brochure (brochures.ts): the sea band with the clover mark, Helvetica.
 *
 * Fonts: pdfkit's standard Helvetica only draws WinAnsi (Latin-1 plus a few signs), and the
 * project bundles no TTF with wider coverage (the web fonts in node_modules are variable WOFF2
 * subsets, and fonts under /usr/share are not on every server). So text goes through `winAnsi`:
 * Latin-1 letters print as they are ("José Müller-Núñez"); other Latin letters lose their
 * accents ("Łukasz Wróbel-Dąbrowski" → "Lukasz Wrobel-Dabrowski", as in a passport's
 * machine-readable zone); anything else (another script) prints as "?". Passports print the
 * holder's name in Latin letters, which is what the offer form asks for.
 */

import type { City } from "@shared/bookings/types";
import { brand, campuses } from "@shared/config/brand";
import type { AccommodationType } from "@shared/content/options";
import { formatCents } from "@shared/format/money";
import { drawMark, pdfColors, pdfSafe } from "../content/brochures";
import { loadPdfKit } from "../pdfkit";

export interface LetterData {
  /** Booking/payment reference, e.g. "CLV-00042". */
  reference: string;
  /** YYYY-MM-DD */
  issuedOn: string;
  passportName: string;
  dateOfBirth: string;
  nationality: string;
  programTitle: string;
  city: City | null;
  startDate: string;
  endDate: string;
  weeks: number;
  hoursPerWeek: number;
  accommodationType: AccommodationType | null;
  totalCents: number;
  paidCents: number;
  balanceCents: number;
  payments: { receivedOn: string; amountCents: number }[];
}

/** Who signs the letter. */
export const letterSignatory = { name: "Aoife Brennan", title: "Director of Studies" } as const;

/** From this many hours of tuition a week a course is full-time (the Irish ILEP threshold). */
export const FULL_TIME_HOURS = 15;

const colors = pdfColors;

const PAGE_MARGIN = 50;
/** Payments listed one by one on the letter; earlier ones are summed on one line. */
const MAX_PAYMENT_LINES = 12;

const accommodationWords: Record<AccommodationType, string> = {
  "host-family": "Host family (homestay)",
  "student-residence": "Student residence",
  hotel: "Hotel",
  none: "Not arranged by the school",
};

/** Code points besides Latin-1 that the WinAnsi encoding of the standard fonts has. */
const WIN_ANSI_EXTRA = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018,
  0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a,
  0x20ac, 0x2122,
]);

/** Latin letters NFKD does not take apart: each word is the letter, then what it prints as. */
const BASE_LETTERS: Record<string, string> = Object.fromEntries(
  "ŁL łl ĐD đd ĦH ħh ıi ŦT ŧt ĿL ŀl ĸk ŊN ŋn ẞSS ƏE əe ƗI ɨi \u02bc' \u02bb'"
    .split(" ")
    .map((word) => [word.slice(0, 1), word.slice(1)]),
);

function printable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    char === "\n" ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_EXTRA.has(code)
  );
}

/** Text the standard fonts can draw: see the module's comment. */
export function winAnsi(text: string): string {
  let out = "";
  for (const char of pdfSafe(text.normalize("NFC"))) {
    if (printable(char)) {
      out += char;
      continue;
    }
    const base = BASE_LETTERS[char] ?? char.normalize("NFKD").replace(/\p{M}/gu, "");
    out += [...base].map((part) => (printable(part) ? part : "?")).join("");
  }
  return out;
}

/** "6 July 2026" for "2026-07-06"; anything that is not such a day as it is. */
export function longDate(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat("en-IE", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}

const plural = (count: number, one: string, other: string) =>
  `${new Intl.NumberFormat("en-IE").format(count)} ${count === 1 ? one : other}`;

/** "clover-letter-of-acceptance-CLV-00042-jose-muller-nunez.pdf": ASCII only, safe in headers. */
export function letterFilename(data: Pick<LetterData, "reference" | "passportName">): string {
  const reference = data.reference.replace(/[^A-Za-z0-9-]+/g, "-").replace(/^-+|-+$/g, "");
  const name = winAnsi(data.passportName)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return `${[`${brand.slug}-letter-of-acceptance`, reference, name].filter(Boolean).join("-")}.pdf`;
}

/** A line of a card: label, value, and the value's weight (bold by default). */
type Row = [label: string, value: string, style?: "plain" | "strong"];

/** Renders the letter; resolves to the PDF bytes. */
export async function letterOfAcceptance(data: LetterData): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: PAGE_MARGIN, bottom: PAGE_MARGIN + 20, left: PAGE_MARGIN, right: PAGE_MARGIN },
    bufferPages: true,
    info: {
      Title: `Letter of acceptance ${data.reference}`,
      Author: brand.legalName,
      Subject: "Letter of acceptance",
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
  const text = winAnsi;
  const use = (font: "Helvetica" | "Helvetica-Bold", size: number, color: string) =>
    doc.font(font).fontSize(size).fillColor(color);
  const money = (cents: number) => formatCents(cents, "en");
  const campus = campuses.find((entry) => entry.city === data.city) ?? null;
  const fullTime = data.hoursPerWeek >= FULL_TIME_HOURS;

  // Letterhead: the sea band with the mark and the brand, then the registered details.
  doc.rect(0, 0, doc.page.width, 96).fill(colors.sea);
  drawMark(doc, PAGE_MARGIN, 20, 56, colors.white);
  use("Helvetica-Bold", 22, colors.white).text(brand.name, PAGE_MARGIN + 70, 30, {
    lineBreak: false,
  });
  use("Helvetica", 11, colors.white).text("Letter of acceptance", PAGE_MARGIN + 70, 58, {
    lineBreak: false,
  });
  // The accreditations on two lines, split between two of their items.
  const items = brand.registered.accreditations.split(" · ");
  const half = Math.ceil(items.length / 2);
  const accreditations = `${items.slice(0, half).join(" · ")}\n${items.slice(half).join(" · ")}`;
  use("Helvetica", 9, colors.white).text(text(accreditations), PAGE_MARGIN + 230, 34, {
    width: width - 230,
    align: "right",
  });

  doc.x = PAGE_MARGIN;
  doc.y = 108;
  use("Helvetica-Bold", 9, colors.seaDeep).text(text(brand.legalName));
  use("Helvetica", 8.5, colors.inkMuted)
    .text(
      text(
        `Registered office: ${brand.registered.office} · Company registration number ${brand.registered.companyNumber}`,
      ),
      { width },
    )
    .text(text(`${brand.phone} · ${brand.admissionsEmail} · ${brand.registered.web}`), { width });
  const ruleY = doc.y + 6;
  doc
    .moveTo(PAGE_MARGIN, ruleY)
    .lineTo(PAGE_MARGIN + width, ruleY)
    .lineWidth(0.5)
    .stroke(colors.dune);

  // Date and reference, then the title.
  doc.y = ruleY + 14;
  const metaTop = doc.y;
  use("Helvetica", 10, colors.ink)
    .text(text(`Dublin, ${longDate(data.issuedOn)}`), PAGE_MARGIN, metaTop, { width: width / 2 })
    .text(text(`Our reference: ${data.reference}`), PAGE_MARGIN + width / 2, metaTop, {
      width: width / 2,
      align: "right",
    });
  doc.x = PAGE_MARGIN;
  doc.y = metaTop + 28;
  use("Helvetica-Bold", 16, colors.seaDeep).text("Letter of acceptance", { width });
  const accentY = doc.y + 2;
  doc
    .moveTo(PAGE_MARGIN, accentY)
    .lineTo(PAGE_MARGIN + 40, accentY)
    .lineWidth(2)
    .stroke(colors.coral);
  doc.y = accentY + 12;

  const paragraph = (value: string) => {
    use("Helvetica", 10.5, colors.ink).text(text(value), PAGE_MARGIN, doc.y, { width });
    doc.moveDown(0.7);
  };

  paragraph("To whom it may concern,");
  const where = campus
    ? `at our ${campus.city} campus (${campus.street}, ${campus.locality}, ${campus.postcode}, Ireland)`
    : "in Ireland";
  /** No line break inside a date or a phone number. */
  const keep = (value: string) => value.replaceAll(" ", "\u00a0");
  paragraph(
    `We confirm that ${data.passportName.trim()} (date of birth ${keep(longDate(data.dateOfBirth))}, ` +
      `nationality: ${data.nationality.trim()}) has been accepted as a student of ` +
      `${brand.legalName} on the ${fullTime ? "full-time" : "part-time"} course ` +
      `"${data.programTitle}" ${where}, from ${keep(longDate(data.startDate))} to ` +
      `${keep(longDate(data.endDate))} (${keep(plural(data.weeks, "week", "weeks"))}), with ` +
      `${keep(plural(data.hoursPerWeek, "hour", "hours"))} of tuition per week.`,
  );

  // The facts again, as a card a visa officer can scan.
  const accommodation = accommodationWords[data.accommodationType ?? "none"];
  const facts: Row[] = [
    ["Student (name as in passport)", data.passportName.trim()],
    ["Date of birth", longDate(data.dateOfBirth)],
    ["Nationality", data.nationality.trim()],
    ["Course", data.programTitle],
    ["Campus", campus ? `${campus.city}, Ireland` : "To be confirmed"],
    [
      "Course type",
      `${fullTime ? "Full-time" : "Part-time"}, ${plural(data.hoursPerWeek, "hour", "hours")} of tuition per week`,
    ],
    [
      "Dates",
      `${longDate(data.startDate)} to ${longDate(data.endDate)} (${plural(data.weeks, "week", "weeks")})`,
    ],
    [
      "Accommodation",
      data.accommodationType && data.accommodationType !== "none"
        ? `${accommodation}, arranged by the school for the length of the course`
        : accommodation,
    ],
  ];
  const labelWidth = 170;
  const valueWidth = width - labelWidth - 20;
  const card = (rows: Row[]) => {
    // A row is as tall as its taller side: a long label ("Payment received …") wraps too.
    const heights = rows.map(([label, value]) =>
      Math.max(
        use("Helvetica-Bold", 10, colors.ink).heightOfString(text(value), { width: valueWidth }),
        use("Helvetica", 9.5, colors.inkMuted).heightOfString(text(label), {
          width: labelWidth - 12,
        }),
      ),
    );
    const height = heights.reduce((sum, value) => sum + value + 5, 0) + 14;
    // A card is never split: it starts a new page when it does not fit above the footer.
    if (doc.y + height > doc.page.height - PAGE_MARGIN - 20) doc.addPage();
    const top = doc.y;
    doc.roundedRect(PAGE_MARGIN, top, width, height, 8).fill(colors.sand);
    let y = top + 9;
    rows.forEach(([label, value, style], index) => {
      use("Helvetica", 9.5, colors.inkMuted).text(text(label), PAGE_MARGIN + 12, y, {
        width: labelWidth - 12,
      });
      use(
        style === "plain" ? "Helvetica" : "Helvetica-Bold",
        10,
        style === "strong" ? colors.seaDeep : colors.ink,
      ).text(text(value), PAGE_MARGIN + labelWidth, y, { width: valueWidth });
      y += (heights[index] ?? 12) + 5;
    });
    doc.x = PAGE_MARGIN;
    doc.y = top + height + 12;
  };
  card(facts);

  // Fees: total, each payment (past MAX_PAYMENT_LINES, the earliest summed on one line), balance.
  const payments = [...data.payments].sort((a, b) => a.receivedOn.localeCompare(b.receivedOn));
  const listed = payments.slice(-MAX_PAYMENT_LINES);
  const earlier = payments.slice(0, payments.length - listed.length);
  const earlierCents = earlier.reduce((sum, payment) => sum + payment.amountCents, 0);
  const paymentRows = listed.map(
    (payment): Row => [
      `Payment received ${longDate(payment.receivedOn)}`,
      money(payment.amountCents),
      "plain",
    ],
  );
  if (earlier.length > 0) {
    paymentRows.unshift([`${earlier.length} earlier payments`, money(earlierCents), "plain"]);
  }
  card([
    ["Total fees", money(data.totalCents)],
    ["Paid to date", money(data.paidCents)],
    ...paymentRows,
    ["Outstanding balance", money(data.balanceCents), "strong"],
  ]);

  paragraph(
    data.balanceCents > 0
      ? `The outstanding balance of ${money(data.balanceCents)} is due before the course starts.`
      : "The course fees have been paid in full.",
  );
  paragraph(
    "The student is required to attend all timetabled classes for the full length of the " +
      "course. Attendance is recorded at every lesson and, where the law requires it, reported " +
      "to the Irish immigration authorities.",
  );
  paragraph(
    `To verify this letter, please contact our admissions office at ${brand.admissionsEmail} or ` +
      `${keep(brand.phone)} (Monday to Friday, 9:00 to 18:00 Irish time), quoting the reference ` +
      `${data.reference}.`,
  );

  // Signature block.
  if (doc.y > doc.page.height - 165) doc.addPage();
  use("Helvetica", 10.5, colors.ink).text("Yours faithfully,", PAGE_MARGIN, doc.y, { width });
  doc.moveDown(2.2);
  const signY = doc.y;
  doc
    .moveTo(PAGE_MARGIN, signY)
    .lineTo(PAGE_MARGIN + 180, signY)
    .lineWidth(0.5)
    .stroke(colors.inkMuted);
  doc.y = signY + 6;
  use("Helvetica-Bold", 10.5, colors.ink)
    .text(letterSignatory.name, PAGE_MARGIN, doc.y, { width })
    .font("Helvetica")
    .text(letterSignatory.title, { width })
    .text(text(brand.legalName), { width });

  // Footer on every page: the reference, the registered details and the page number.
  const footer = `Reference ${data.reference} · ${brand.legalName} · ${brand.registered.companyNumber} · ${brand.registered.web}`;
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const y = doc.page.height - PAGE_MARGIN;
    doc.page.margins.bottom = 0;
    doc
      .moveTo(PAGE_MARGIN, y - 6)
      .lineTo(doc.page.width - PAGE_MARGIN, y - 6)
      .lineWidth(0.5)
      .stroke(colors.dune);
    use("Helvetica", 8, colors.inkMuted)
      .text(text(footer), PAGE_MARGIN, y, { width: width - 40, lineBreak: false })
      .text(`${index + 1}/${range.count}`, doc.page.width - PAGE_MARGIN - 40, y, {
        width: 40,
        align: "right",
        lineBreak: false,
      });
  }

  doc.end();
  return done;
}

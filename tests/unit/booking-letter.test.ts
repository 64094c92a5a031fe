import { describe, expect, it } from "vitest";
import {
  type LetterData,
  letterFilename,
  letterOfAcceptance,
  longDate,
  winAnsi,
} from "../../server/services/bookings/letter";
import { brand } from "../../shared/config/brand";
import { pdfText } from "../support/pdf-text";

const letter: LetterData = {
  reference: "CLV-00042",
  issuedOn: "2026-05-20",
  passportName: "José Müller-Núñez",
  dateOfBirth: "2011-03-09",
  nationality: "Spanish",
  programTitle: "Summer English in Galway",
  city: "Galway",
  startDate: "2026-07-06",
  endDate: "2026-07-31",
  weeks: 4,
  hoursPerWeek: 20,
  accommodationType: "host-family",
  totalCents: 312_450,
  paidCents: 62_490,
  balanceCents: 249_960,
  payments: [
    { receivedOn: "2026-05-18", amountCents: 50_000 },
    { receivedOn: "2026-05-19", amountCents: 12_490 },
  ],
};

/** The text with line breaks as spaces, for sentences a paragraph wraps. */
const flat = (text: string) => text.replace(/\s+/g, " ");

describe("letterOfAcceptance", () => {
  it("builds a PDF naming the student, the course, the dates and the amounts", async () => {
    const pdf = await letterOfAcceptance(letter);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.toString("latin1").trimEnd().endsWith("%%EOF")).toBe(true);

    const text = pdfText(pdf);
    const words = flat(text);
    expect(text).toContain("José Müller-Núñez");
    expect(text).toContain("9 March 2011");
    expect(text).toContain("Spanish");
    expect(text).toContain("Summer English in Galway");
    expect(text).toContain("6 July 2026 to 31 July 2026 (4 weeks)");
    expect(words).toContain("Full-time, 20 hours of tuition per week");
    expect(words).toContain("Galway campus (3 Dominick Street Lower");
    expect(words).toContain("Host family (homestay), arranged by the school");
    expect(words).toMatch(/Total fees\s*€3,124.50/);
    expect(text).toContain("Payment received 18 May 2026");
    expect(text).toContain("€500");
    expect(text).toContain("€124.90");
    expect(text).toContain("€624.90");
    expect(words).toMatch(/Outstanding balance\s*€2,499.60/);
    expect(words).toContain("To whom it may concern,");
    expect(text).toContain("Aoife Brennan");
    expect(words).toContain(brand.registered.companyNumber);
    expect(words).toContain(brand.registered.office);
    expect(text).toContain("20 May 2026");
    // The footer carries the reference.
    expect(text).toMatch(/Reference CLV-00042 · Clover English Language School Ltd\./);
  });

  it("says when accommodation is not arranged and when a course is part-time", async () => {
    const text = flat(
      pdfText(
        await letterOfAcceptance({
          ...letter,
          accommodationType: null,
          hoursPerWeek: 10,
          city: null,
          payments: [],
          paidCents: 0,
          balanceCents: letter.totalCents,
          weeks: 1,
        }),
      ),
    );
    expect(text).toMatch(/Accommodation\s*Not arranged by the school/);
    expect(text).toContain("Part-time, 10 hours of tuition per week");
    expect(text).toContain("(1 week)");
    expect(text).not.toContain("Full-time");
    expect(text).not.toContain("Payment received");
  });

  it("runs onto a second page when there are many payments, signed and numbered", async () => {
    const payments = Array.from({ length: 14 }, (_, index) => ({
      receivedOn: `2026-04-${String(index + 10).padStart(2, "0")}`,
      amountCents: 1_000,
    }));
    const pdf = await letterOfAcceptance({ ...letter, payments });
    const text = pdfText(pdf);
    expect(text).toContain("Payment received 23 April 2026");
    expect(text).toContain("2 earlier payments");
    expect(text).not.toContain("Payment received 11 April 2026");
    expect(text).toContain("Aoife Brennan");
    expect(text).toContain("2/2");
  });

  it("draws names beyond Latin-1 without breaking the PDF", async () => {
    const text = pdfText(
      await letterOfAcceptance({ ...letter, passportName: "Łukasz Wróbel-Dąbrowski" }),
    );
    expect(text).toContain("Lukasz Wróbel-Dabrowski");
  });
});

describe("letter helpers", () => {
  it("keeps WinAnsi text and strips marks from other Latin letters", () => {
    expect(winAnsi("José Müller-Núñez · Œuvre €")).toBe("José Müller-Núñez · Œuvre €");
    expect(winAnsi("Nguyễn Thị Ngọc Ánh")).toBe("Nguyen Thi Ngoc Ánh");
    expect(winAnsi("Đorđe Ħal Tuğba İlkay")).toBe("Dorde Hal Tugba Ilkay");
    expect(winAnsi("Иван")).toBe("????");
  });

  it("writes days in full", () => {
    expect(longDate("2026-07-06")).toBe("6 July 2026");
    expect(longDate("soon")).toBe("soon");
  });

  it("names the file in ASCII", () => {
    expect(letterFilename(letter)).toBe(
      "clover-letter-of-acceptance-CLV-00042-jose-muller-nunez.pdf",
    );
    expect(letterFilename({ reference: "CLV 7/8", passportName: "Иван" })).toBe(
      "clover-letter-of-acceptance-CLV-7-8.pdf",
    );
  });
});

import { describe, expect, it } from "vitest";
import {
  acceptedMessage,
  depositReceivedMessage,
  guardianMessage,
  letterMessage,
  offerMessage,
  staffAcceptedMessage,
} from "../../server/services/mail/booking-emails";
import type { QueuedMessage } from "../../server/services/mail/outbox";
import type { PaymentInstructions } from "../../shared/bookings/types";
import { brand } from "../../shared/config/brand";

const program = "Summer English in Galway";
const url = "http://localhost:3000/es/offers/tok_3f9a";
const payment: PaymentInstructions = {
  method: "bank-transfer",
  accountName: "Clover English Language School Ltd.",
  bankName: "Bank of Ireland",
  iban: "IE29 AIBK 9311 5212 3456 78",
  bic: "AIBKIE2D",
  reference: "CLV-00042",
  dueNowCents: 62_490,
  dueBy: "2026-06-01",
};
const dates = { startDate: "2026-07-06", endDate: "2026-07-31" };

/** Every part a person reads: subject, plain text and HTML. */
function expectEverywhere(message: QueuedMessage, ...needles: string[]) {
  for (const needle of needles) {
    expect(message.text, needle).toContain(needle);
    expect(message.html, needle).toContain(needle);
  }
}

function expectSignedOff(message: QueuedMessage) {
  expect(message.replyTo).toBe(brand.admissionsEmail);
  expectEverywhere(message, brand.admissionsEmail, brand.phone);
}

describe("offerMessage", () => {
  const base = {
    to: "ana@example.com",
    firstName: "Ana",
    programTitle: program,
    ...dates,
    totalCents: 312_450,
    depositCents: 62_490,
    validUntil: "2026-06-15",
    url,
  };

  it("is in English with the amounts, dates and the link", () => {
    const message = offerMessage({ ...base, lang: "en" });
    expect(message.kind).toBe("offer");
    expect(message.to).toBe("ana@example.com");
    expect(message.subject).toBe(`Your offer for ${program} – Clover English`);
    expectEverywhere(message, "Hello Ana,", "€3,124.50", "€624.90", "15 June 2026", url);
    expect(message.text).toContain("Dates: 6 July 2026 to 31 July 2026");
    expectSignedOff(message);
  });

  it("is in Spanish, amounts and dates written the Spanish way", () => {
    const message = offerMessage({ ...base, lang: "es" });
    // The page it links to says "oferta"; a "presupuesto" is the free quote before it (issue 34).
    expect(message.subject).toBe(`Tu oferta para ${program} – Clover English`);
    expect(message.text).toContain("Hola, Ana:");
    expect(message.text).toContain("Hemos preparado tu oferta personalizada:");
    expect(message.text).not.toContain("presupuesto");
    expect(message.text).toContain("3124,50\u00a0€");
    expect(message.text).toContain("624,90\u00a0€");
    expect(message.text).toContain("Fechas: del 6 de julio de 2026 al 31 de julio de 2026");
    expect(message.text).toContain("15 de junio de 2026");
    expect(message.text).toContain(url);
    expect(message.text).not.toContain("Hello");
  });

  it("falls back to English for an unknown language, and has French and German", () => {
    expect(offerMessage({ ...base, lang: "pt" }).text).toContain("Hello Ana,");
    expect(offerMessage({ ...base, lang: "fr" }).subject).toContain(`Votre offre pour ${program}`);
    const german = offerMessage({ ...base, lang: "de" });
    expect(german.subject).toContain(`Ihr Angebot für ${program}`);
    expect(german.text).toContain("3.124,50\u00a0€");
    expect(german.text).toContain("6. Juli 2026");
  });
});

describe("acceptedMessage", () => {
  const base = {
    to: "ana@example.com",
    firstName: "Ana",
    programTitle: program,
    ...dates,
    reference: "CLV-00042",
    payment,
    url,
  };

  it("thanks the person, with the deposit, the bank details and the reference (English)", () => {
    const message = acceptedMessage({ ...base, lang: "en" });
    expect(message.kind).toBe("booking-accepted");
    expect(message.to).toBe("ana@example.com");
    expect(message.subject).toContain(program);
    expectEverywhere(message, "Thank you", "CLV-00042", payment.iban, payment.bic, "€624.90", url);
    expect(message.text).toContain(`Payment reference: CLV-00042`);
    expect(message.text).toContain("1 June 2026");
    expectSignedOff(message);
  });

  it("does the same in Spanish", () => {
    const message = acceptedMessage({ ...base, lang: "es" });
    expect(message.subject).toBe(`Gracias por reservar ${program} – Clover English`);
    expectEverywhere(message, "Gracias", "CLV-00042", payment.iban, "624,90\u00a0€", url);
    expect(message.text).toContain("Referencia de pago: CLV-00042");
    expect(message.text).toContain("transferencia");
  });
});

describe("guardianMessage", () => {
  const base = {
    to: "carmen@example.com",
    guardianName: "Carmen",
    studentName: "José Müller-Núñez",
    programTitle: program,
    ...dates,
    reference: "CLV-00042",
    payment,
    url,
    consentedAt: "2026-05-20T09:30:00Z",
  };

  it("tells the guardian they consented, on which day, and what to do if it was not them", () => {
    const message = guardianMessage({ ...base, lang: "en" });
    expect(message.kind).toBe("booking-guardian");
    expect(message.to).toBe("carmen@example.com");
    expect(message.subject).toBe(`Booking for José Müller-Núñez: ${program} – Clover English`);
    expectEverywhere(message, "Hello Carmen,", "CLV-00042", payment.iban, url);
    expect(message.text).toContain("gave your consent to this booking on 20 May 2026");
    expect(message.text).toContain("If this was not you");
    expectSignedOff(message);
  });

  it("does the same in Spanish", () => {
    const message = guardianMessage({ ...base, lang: "es" });
    expect(message.subject).toContain(program);
    expectEverywhere(message, "Hola, Carmen:", "CLV-00042", payment.iban, url);
    expect(message.text).toContain("consentimiento a esta reserva el 20 de mayo de 2026");
    expect(message.text).toContain("tutor legal");
  });
});

describe("depositReceivedMessage", () => {
  const base = {
    to: "ana@example.com",
    firstName: "Ana",
    programTitle: program,
    startDate: "2026-07-06",
    paidCents: 62_490,
    balanceCents: 249_960,
    url,
  };

  it("confirms the place, the balance due and the letter (English)", () => {
    const message = depositReceivedMessage({ ...base, lang: "en" });
    expect(message.kind).toBe("booking-confirmed");
    expect(message.subject).toBe(`Your place is confirmed: ${program} – Clover English`);
    expectEverywhere(message, "€624.90", "€2,499.60", "6 July 2026", "letter of acceptance", url);
  });

  it("says so when nothing is left to pay, and speaks Spanish", () => {
    const paid = depositReceivedMessage({ ...base, lang: "en", balanceCents: 0 });
    expect(paid.text).toContain("fully paid");
    expect(paid.text).not.toContain("balance of");
    const message = depositReceivedMessage({ ...base, lang: "es" });
    expect(message.subject).toContain("confirmada");
    expectEverywhere(message, "624,90\u00a0€", "2499,60\u00a0€", "carta de aceptación", url);
  });
});

describe("letterMessage", () => {
  it("points to the booking page for the download, in English and Spanish", () => {
    const base = { to: "ana@example.com", firstName: "Ana", programTitle: program, url };
    const english = letterMessage({ ...base, lang: "en" });
    expect(english.kind).toBe("booking-letter");
    expect(english.to).toBe("ana@example.com");
    expect(english.subject).toBe(`Your letter of acceptance: ${program} – Clover English`);
    expectEverywhere(english, "letter of acceptance", url);
    expectSignedOff(english);
    const spanish = letterMessage({ ...base, lang: "es" });
    expect(spanish.subject).toBe(`Tu carta de aceptación: ${program} – Clover English`);
    expectEverywhere(spanish, "Descárgala", url);
  });
});

describe("staffAcceptedMessage", () => {
  it("names the booking, the amounts and whether the student is a minor, in English", () => {
    const message = staffAcceptedMessage({
      to: brand.admissionsEmail,
      bookingId: 42,
      reference: "CLV-00042",
      name: "Ana García",
      programTitle: program,
      startDate: "2026-07-06",
      totalCents: 312_450,
      depositCents: 62_490,
      minor: true,
      adminUrl: "http://localhost:3000/admin/bookings/42",
    });
    expect(message.kind).toBe("staff-booking-accepted");
    expect(message.to).toBe(brand.admissionsEmail);
    expect(message.subject).toContain("CLV-00042");
    expect(message.subject).toContain(program);
    expectEverywhere(
      message,
      "Ana García",
      "€3,124.50",
      "€624.90",
      "6 July 2026",
      "Under 18 on the start date: yes",
      "http://localhost:3000/admin/bookings/42",
    );
  });
});

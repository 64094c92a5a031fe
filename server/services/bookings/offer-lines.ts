/**
 * The lines a new offer starts with, from the quote request and the price list, written in the
 * person's language (staff may reword them). Pure: the price list comes in as a PriceBook.
 */
import type { City, Lang, OfferLineInput, PricedAccommodation } from "@shared/bookings/types";
import type { AccommodationType } from "@shared/content/options";
import { cityName } from "@shared/i18n/cities";
import { accommodationWeekly, type PriceBook, tuitionWeekly } from "./price-book";

type LineLabel =
  | "tuitionWeekly"
  | "courseFee"
  | "onRequest"
  | PricedAccommodation
  | "registration"
  | "materials"
  | "guardianship";

const labels: Record<Lang, Record<LineLabel, string>> = {
  en: {
    tuitionWeekly: "Tuition: {program} (per week)",
    courseFee: "Course fee: {program}",
    onRequest: "Tuition: {program} (price to be confirmed)",
    "host-family": "Host family accommodation, {city} (per week)",
    "student-residence": "Student residence, {city} (per week)",
    hotel: "Partner hotel, {city} (per week)",
    registration: "Registration fee",
    materials: "Course books and materials",
    guardianship: "Supervision of under-18s (per week)",
  },
  es: {
    tuitionWeekly: "Curso: {program} (por semana)",
    courseFee: "Precio del curso: {program}",
    onRequest: "Curso: {program} (precio por confirmar)",
    "host-family": "Alojamiento en familia de acogida, {city} (por semana)",
    "student-residence": "Residencia de estudiantes, {city} (por semana)",
    hotel: "Hotel concertado, {city} (por semana)",
    registration: "Tasa de inscripción",
    materials: "Libros y material del curso",
    guardianship: "Supervisión de menores (por semana)",
  },
  fr: {
    tuitionWeekly: "Cours : {program} (par semaine)",
    courseFee: "Frais de cours : {program}",
    onRequest: "Cours : {program} (prix à confirmer)",
    "host-family": "Hébergement en famille d’accueil, {city} (par semaine)",
    "student-residence": "Résidence étudiante, {city} (par semaine)",
    hotel: "Hôtel partenaire, {city} (par semaine)",
    registration: "Frais d’inscription",
    materials: "Manuels et matériel de cours",
    guardianship: "Encadrement des mineurs (par semaine)",
  },
  de: {
    tuitionWeekly: "Kurs: {program} (pro Woche)",
    courseFee: "Kursgebühr: {program}",
    onRequest: "Kurs: {program} (Preis wird bestätigt)",
    "host-family": "Unterkunft in einer Gastfamilie, {city} (pro Woche)",
    "student-residence": "Studentenwohnheim, {city} (pro Woche)",
    hotel: "Partnerhotel, {city} (pro Woche)",
    registration: "Anmeldegebühr",
    materials: "Kursbücher und Lernmaterial",
    guardianship: "Betreuung Minderjähriger (pro Woche)",
  },
};

export function prefilledLines(options: {
  lang: Lang;
  programTitle: string;
  program: { id: string; tuitionWeeklyCents: number | null; priceFrom: number | null } | null;
  city: City | null;
  weeks: number;
  accommodationType: AccommodationType | null;
  minor: boolean;
  prices: PriceBook;
}): OfferLineInput[] {
  const { prices, weeks, city } = options;
  const text = (label: LineLabel) =>
    labels[options.lang][label]
      .replace("{program}", options.programTitle)
      .replace("{city}", city ? cityName(city, options.lang) : "");
  const lines: OfferLineInput[] = [];
  const weekly = options.program ? tuitionWeekly(prices, options.program, city) : null;
  if (weekly !== null) {
    lines.push({
      kind: "tuition",
      description: text("tuitionWeekly"),
      quantity: weeks,
      unitCents: weekly,
    });
  } else if (options.program?.priceFrom != null) {
    lines.push({
      kind: "tuition",
      description: text("courseFee"),
      quantity: 1,
      unitCents: options.program.priceFrom * 100,
    });
  } else {
    lines.push({ kind: "tuition", description: text("onRequest"), quantity: 1, unitCents: 0 });
  }
  const type = options.accommodationType;
  // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral: the list has no price for "none" or for no city, so the lookup would find none too; the check narrows the types
  if (type && type !== "none" && city) {
    const price = accommodationWeekly(prices, type, city);
    if (price !== null) {
      lines.push({
        kind: "accommodation",
        description: text(type).replace("{city}", city),
        quantity: weeks,
        unitCents: price,
      });
    }
  }
  if (prices.fees.registrationCents > 0) {
    lines.push({
      kind: "registration",
      description: text("registration"),
      quantity: 1,
      unitCents: prices.fees.registrationCents,
    });
  }
  if (prices.fees.materialsCents > 0) {
    lines.push({
      kind: "materials",
      description: text("materials"),
      quantity: 1,
      unitCents: prices.fees.materialsCents,
    });
  }
  if (options.minor && prices.fees.guardianshipWeeklyCents > 0) {
    lines.push({
      kind: "guardianship",
      description: text("guardianship"),
      quantity: weeks,
      unitCents: prices.fees.guardianshipWeeklyCents,
    });
  }
  return lines;
}

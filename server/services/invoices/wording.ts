/**
 * The words of the lines the ledger writes itself (issue 32): a cancellation's or a payer
 * change's credit, and a re-issued booking, in the payer's language. An agency reads English.
 */
import type { Lang } from "@shared/bookings/types";

const wording = {
  "cancellation-early": {
    en: "Cancellation more than 30 days before the start: refund of the fees except administration fees",
    es: "Cancelación con más de 30 días de antelación: reembolso de las tasas salvo las de administración",
    fr: "Annulation plus de 30 jours avant le début\u00a0: remboursement des frais hors frais d’administration",
    de: "Stornierung mehr als 30 Tage vor Beginn: Erstattung der Gebühren außer der Verwaltungsgebühr",
  },
  "cancellation-middle": {
    en: "Cancellation 14 to 30 days before the start: 50% of the fees paid refunded",
    es: "Cancelación entre 14 y 30 días antes del inicio: reembolso del 50 % de lo pagado",
    fr: "Annulation 14 à 30 jours avant le début\u00a0: remboursement de 50\u00a0% des frais payés",
    de: "Stornierung 14 bis 30 Tage vor Beginn: Erstattung von 50 % der gezahlten Gebühren",
  },
  "cancellation-late": {
    en: "Cancellation less than 14 days before the start: fees not yet paid cancelled",
    es: "Cancelación con menos de 14 días de antelación: se anulan las tasas aún no pagadas",
    fr: "Annulation moins de 14 jours avant le début\u00a0: annulation des frais non encore payés",
    de: "Stornierung weniger als 14 Tage vor Beginn: noch nicht gezahlte Gebühren storniert",
  },
  cancelledBySchool: {
    en: "Course cancelled by the school: full refund",
    es: "Curso cancelado por la escuela: reembolso íntegro",
    fr: "Cours annulé par l’école\u00a0: remboursement intégral",
    de: "Kurs von der Schule abgesagt: volle Erstattung",
  },
  payerChange: {
    en: "Invoice re-issued to another payer",
    es: "Factura emitida de nuevo a otro pagador",
    fr: "Facture émise de nouveau à un autre payeur",
    de: "Rechnung an einen anderen Zahler neu ausgestellt",
  },
  asBooked: {
    en: "Course and services as booked",
    es: "Curso y servicios según la reserva",
    fr: "Cours et services selon la réservation",
    de: "Kurs und Leistungen laut Buchung",
  },
} satisfies Record<string, Record<Lang, string>>;

export type LineWording = keyof typeof wording;

export function lineWording(lang: Lang, key: LineWording): string {
  return wording[key][lang];
}

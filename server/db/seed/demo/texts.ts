/**
 * What the demo's people write, in their own language (families and agents read and write in
 * en, es, fr, de; staff notes are English, like the staff screens). `{program}` and `{city}` are
 * filled in; a junior enquiry is written by a parent.
 */
import type { Lang } from "@shared/bookings/types";
import type { EnquiryType } from "@shared/content/options";

export interface InquiryText {
  type: EnquiryType;
  subject: string;
  message: string;
  /** About a child: more likely from families, and in March from Spain. */
  junior?: boolean;
}

export const inquiryTexts: Record<Lang, InquiryText[]> = {
  en: [
    {
      type: "visa",
      subject: "Student visa for a 25-week course",
      message:
        "Hello, I would like to study General English in {city} for 25 weeks from September. Do you send the letter I need for the visa, and can I work part-time while I study?",
    },
    {
      type: "accommodation",
      subject: "Host family with a vegetarian diet",
      message:
        "Hi, I am vegetarian and I would like to stay with a host family in {city}. Is that possible, and how far are the families from the school?",
    },
    {
      type: "programs",
      subject: "Cambridge exam dates",
      message:
        "Good morning, I want to take the C1 Advanced exam this year. When are the next exam dates in Dublin and how many weeks of preparation do you recommend?",
    },
    {
      type: "corporate",
      subject: "English course for our engineers",
      message:
        "Dear Sir or Madam, our company would like to send four engineers to Ireland for two weeks of intensive business English. Could you send us a proposal with a hotel nearby?",
    },
    {
      type: "enrollment",
      subject: "Can I move my start date?",
      message:
        "Hello, my flight changed and I will arrive one week later than planned. Can I start the course on the following Monday instead?",
    },
    {
      type: "other",
      subject: "Airport pick-up from Shannon",
      message:
        "Hi, I am coming to the Galway school and I land at Shannon airport on a Sunday evening. Do you organise a transfer from Shannon?",
    },
    {
      type: "programs",
      subject: "Summer course for my son",
      junior: true,
      message:
        "Hello, my son is 15 and would love to spend three weeks in Ireland this summer. Which course do you recommend, and are the activities supervised in the evening?",
    },
  ],
  es: [
    {
      type: "programs",
      subject: "Curso de verano para mi hija",
      junior: true,
      message:
        "Hola, mi hija tiene 14 años y nos interesa el curso de verano en {city} en julio. ¿Las familias de acogida están cerca de la escuela? ¿Alguien la recoge en el aeropuerto?",
    },
    {
      type: "programs",
      subject: "Grupo escolar de Valencia",
      junior: true,
      message:
        "Buenos días, somos un colegio de Valencia y queremos llevar un grupo de 22 alumnos de 15 y 16 años dos semanas en junio. ¿Podéis enviarnos un presupuesto con familia y actividades?",
    },
    {
      type: "accommodation",
      subject: "Familia para dos hermanos",
      junior: true,
      message:
        "Hola, mis dos hijos (13 y 16 años) quieren ir juntos este verano. ¿Pueden alojarse en la misma familia aunque estén en clases distintas?",
    },
    {
      type: "programs",
      subject: "Preparación del First (B2)",
      message:
        "Hola, necesito el B2 para la universidad. ¿Cuántas semanas de preparación recomendáis y cuándo son las próximas fechas de examen en Irlanda?",
    },
    {
      type: "visa",
      subject: "Visado para un curso de seis meses",
      message:
        "Hola, soy de Colombia y quiero estudiar inglés seis meses en {city}. ¿Me ayudáis con la carta para el visado y con el seguro médico?",
    },
    {
      type: "enrollment",
      subject: "Año académico en un instituto irlandés",
      junior: true,
      message:
        "Buenas tardes, nuestro hijo quiere hacer un trimestre en un instituto de Cork el próximo curso. ¿Cómo funciona la convalidación y cuándo hay que reservar?",
    },
  ],
  fr: [
    {
      type: "programs",
      subject: "Séjour linguistique pour ma fille",
      junior: true,
      message:
        "Bonjour, ma fille a 15 ans et souhaite partir trois semaines en juillet. Pouvez-vous me dire comment se passent les activités et qui l’accueille à l’aéroport ?",
    },
    {
      type: "programs",
      subject: "Préparation à l’IELTS",
      message:
        "Bonjour, je dois obtenir 7 à l’IELTS pour un master. Proposez-vous une préparation spécifique et combien de semaines me conseillez-vous ?",
    },
    {
      type: "accommodation",
      subject: "Résidence étudiante à {city}",
      message:
        "Bonjour, je préférerais une résidence plutôt qu’une famille d’accueil. Les chambres sont-elles individuelles et la cuisine est-elle partagée ?",
    },
    {
      type: "corporate",
      subject: "Formation pour notre équipe commerciale",
      message:
        "Madame, Monsieur, nous cherchons une formation intensive d’une semaine pour trois commerciaux. Pouvez-vous nous envoyer un programme et un devis ?",
    },
    {
      type: "enrollment",
      subject: "Inscription Erasmus+ pour enseignants",
      message:
        "Bonjour, je suis professeure d’anglais en collège et je voudrais suivre votre formation Erasmus+ cet été. Quelles sont les dates et les démarches ?",
    },
  ],
  de: [
    {
      type: "programs",
      subject: "Sprachreise für unseren Sohn",
      junior: true,
      message:
        "Guten Tag, unser Sohn ist 14 und möchte im Sommer zwei Wochen nach {city}. Wie viele Schüler sind in einer Klasse, und sind die Ausflüge betreut?",
    },
    {
      type: "programs",
      subject: "Bildungsurlaub in Irland",
      message:
        "Hallo, ist Ihr Kurs in Hessen als Bildungsurlaub anerkannt? Ich möchte im Mai eine Woche Englisch in Dublin lernen.",
    },
    {
      type: "accommodation",
      subject: "Gastfamilie mit Haustier-Allergie",
      message:
        "Guten Tag, ich habe eine Katzenallergie. Können Sie eine Gastfamilie ohne Haustiere finden, und wie weit ist der Weg zur Schule?",
    },
    {
      type: "programs",
      subject: "Vorbereitung auf Cambridge C1",
      message:
        "Hallo, ich brauche das C1 Advanced für meine Bewerbung. Wann beginnen die nächsten Vorbereitungskurse und wann sind die Prüfungstermine?",
    },
    {
      type: "other",
      subject: "Zahlung in Raten möglich?",
      message:
        "Guten Tag, kann ich den Kurs in zwei Raten bezahlen? Die Anzahlung könnte ich sofort überweisen.",
    },
  ],
};

/** What staff wrote on an enquiry as they moved it along (English: a staff screen). */
export const inquiryNotes = {
  contacted: [
    "Replied by e-mail with the brochure and this year's dates.",
    "Called back; they will talk it over at home and write again.",
    "Sent the price list and the host-family guide.",
  ],
  "follow-up": [
    "No answer yet; a reminder goes out on Friday.",
    "Waiting for the group list from the school.",
    "They asked for a call next week.",
  ],
  closed: [
    "Booked through a quote request; closing this enquiry.",
    "They chose another destination this year.",
    "Answered everything; nothing more to do.",
  ],
} as const;

/** Special requests on a quote request, in the person's language. */
export const specialRequests: Record<Lang, string[]> = {
  en: [
    "I would like a single room, please.",
    "Is it possible to arrive on Saturday?",
    "I have a nut allergy.",
  ],
  es: [
    "Mi hija es celíaca: ¿la familia puede cocinar sin gluten?",
    "Viaja con una amiga; nos gustaría la misma familia.",
    "¿Incluye el traslado desde el aeropuerto de Dublín?",
  ],
  fr: ["Je suis végétarienne.", "Nous aimerions une famille avec d’autres étudiants."],
  de: ["Bitte eine Gastfamilie ohne Haustiere.", "Ist ein Flughafentransfer möglich?"],
};

/** The note above an offer's lines, in the person's language; a word on the host family. */
export const offerNotes: Record<Lang, (firstName: string, hostFamily: boolean) => string> = {
  en: (name, family) =>
    `Dear ${name}, thank you for your interest. Here is your personal offer${family ? ": the host family is a short bus ride from the school." : "; we look forward to welcoming you."}`,
  es: (name, family) =>
    `Hola ${name}, gracias por tu interés. Aquí tienes tu oferta personal${family ? "; la familia vive a pocos minutos en autobús de la escuela." : ". ¡Te esperamos!"}`,
  fr: (name, family) =>
    `Bonjour ${name}, merci de votre intérêt. Voici votre offre personnelle${family ? " ; la famille d’accueil habite à quelques minutes de l’école en bus." : ". Nous nous réjouissons de vous accueillir."}`,
  de: (name, family) =>
    `Hallo ${name}, vielen Dank für Ihr Interesse. Hier ist Ihr persönliches Angebot${family ? "; die Gastfamilie wohnt nur wenige Busminuten von der Schule entfernt." : ". Wir freuen uns auf Sie!"}`,
};

/** An early-booking discount line, in the person's language. */
export const discountLabels: Record<Lang, string> = {
  en: "Early booking discount",
  es: "Descuento por reserva anticipada",
  fr: "Remise pour réservation anticipée",
  de: "Frühbucherrabatt",
};

export const transferLabels: Record<Lang, string> = {
  en: "Airport transfer (each way)",
  es: "Traslado al aeropuerto (por trayecto)",
  fr: "Transfert aéroport (par trajet)",
  de: "Flughafentransfer (pro Strecke)",
};

export const cancelReasons = [
  "visa refused",
  "the family postponed to next summer",
  "illness; they will rebook",
] as const;

export const dietaryNotes = ["Vegetarian", "No pork", "Lactose intolerant"] as const;
export const flights = ["EI 593", "FR 7151", "EI 351", "LH 978", "VY 8722", "AF 1116"] as const;

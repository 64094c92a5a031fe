/**
 * The glossary (issue 34) as rules a test can apply: for each thing the school sells or sends,
 * the one word each language uses, and the words it must not use for it. `glossary.md` beside
 * this file is the same glossary for people (translators, reviewers); a test checks that the two
 * agree. tests/unit/glossary.test.ts applies the rules to every locale file, the seeded
 * translations and the e-mail and offer-line templates.
 *
 * A rule is banned everywhere in a language (`banned`), or only where the English names the
 * concept (`bannedWhere`: a message whose English matches `english` and not `unless`), e.g.
 * Spanish "presupuesto" is the word for a quote, wrong where the English says "offer".
 */
import type { TranslationLanguage } from "@shared/content/types";

export interface ContextRule {
  /** The English of a message about the concept. */
  english: RegExp;
  /** ...unless it also matches this (a sentence about both a quote and an offer). */
  unless?: RegExp;
  /** The words that must not appear in such a message. */
  banned: RegExp[];
}

export interface Usage {
  /** The one word (or phrase) for the concept, as the glossary prints it. */
  use: string;
  /** Never right in this language, anywhere. */
  banned?: RegExp[];
  /** Wrong in messages about the concept. */
  bannedWhere?: ContextRule;
}

export interface Concept {
  id: string;
  /** The concept in English, as the glossary's first column names it. */
  english: string;
  usage: Record<TranslationLanguage, Usage>;
}

/** Messages about a person under 18 (a junior, a minor, a parent's consent). */
const aboutMinors =
  /\bjunior|\bteen|under[- ]18|\bminor|\bchild|\bson\b|\bdaughter|\bparents?\b|\bguardian|ages? 1[0-7]\b|1[0-7][–-]17|school groups?|high school/i;
/** Messages about adults only. */
const aboutAdults =
  /\badults?\b|\bprofessionals?\b|\bteachers?\b|\bexecutive|\bgraduate|CertTESOL/i;

export const glossary: Concept[] = [
  {
    id: "tuition",
    english: "tuition (the price of the lessons)",
    usage: {
      es: { use: "precio del curso", banned: [/matr[íi]cul/i] },
      fr: { use: "frais de cours", banned: [/frais de scolarité/i] },
      de: { use: "Kursgebühr", banned: [/Studiengebühr/, /Schulgeld/, /Unterrichtsgebühr/] },
    },
  },
  {
    id: "registration-fee",
    english: "registration fee",
    usage: {
      es: {
        use: "tasa de inscripción",
        banned: [/cuota de inscripción/i, /gastos de inscripción/i],
      },
      fr: { use: "frais d’inscription", banned: [/droits d[’']inscription/i] },
      de: { use: "Anmeldegebühr", banned: [/Einschreib\w*gebühr/, /Registrierungsgebühr/] },
    },
  },
  {
    id: "administration-fees",
    english: "administration fees (kept on a cancellation)",
    usage: {
      es: { use: "gastos de gestión", banned: [/gastos administrativos/i] },
      fr: { use: "frais de dossier", banned: [/frais administratifs/i] },
      de: { use: "Bearbeitungsgebühren", banned: [/Verwaltungsgebühr/] },
    },
  },
  {
    id: "deposit",
    english: "deposit",
    usage: {
      es: { use: "depósito", banned: [/\bseñal\b/i, /\banticipo\b/i, /\bfianza\b/i] },
      fr: { use: "acompte", banned: [/\barrhes\b/i, /\bcaution\b/i, /\bdépôt\b/i] },
      de: { use: "Anzahlung", banned: [/\bKaution\b/, /\bDepot\b/] },
    },
  },
  {
    id: "offer",
    english: "offer (the priced offer staff send, to accept or decline)",
    usage: {
      es: {
        use: "oferta",
        bannedWhere: { english: /\boffers?\b/i, unless: /\bquotes?\b/i, banned: [/presupuest/i] },
      },
      fr: {
        use: "offre",
        bannedWhere: { english: /\boffers?\b/i, unless: /\bquotes?\b/i, banned: [/\bdevis\b/i] },
      },
      de: { use: "Angebot" },
    },
  },
  {
    id: "quote",
    english: "quote (the free estimate a family asks for)",
    usage: {
      es: {
        use: "presupuesto",
        bannedWhere: { english: /\bquotes?\b/i, unless: /\boffers?\b/i, banned: [/\bofertas?\b/i] },
      },
      fr: {
        use: "devis",
        bannedWhere: { english: /\bquotes?\b/i, unless: /\boffers?\b/i, banned: [/\boffres?\b/i] },
      },
      de: { use: "Angebot (Angebotsanfrage)" },
    },
  },
  {
    id: "letter-of-acceptance",
    english: "letter of acceptance",
    usage: {
      es: { use: "carta de aceptación", banned: [/carta de (matrícula|admisión|inscripción)/i] },
      fr: {
        use: "lettre d’acceptation",
        banned: [/lettres? d[’']admission/i, /lettres? d[’']inscription/i],
      },
      de: {
        use: "Zulassungsbestätigung",
        banned: [
          /Annahmeschreiben/,
          /Zulassungsschreiben/,
          /Anmeldebestätigung/,
          /Annahmebestätigung/,
          /Bestätigungsschreiben/,
        ],
      },
    },
  },
  {
    id: "host-family",
    english: "host family",
    usage: {
      es: { use: "familia de acogida", banned: [/familias? anfitrion/i] },
      fr: { use: "famille d’accueil", banned: [/familles? hôtes?/i] },
      de: { use: "Gastfamilie", banned: [/Gastgeberfamilie/] },
    },
  },
  {
    id: "supervision-of-minors",
    english: "supervision of minors (under-18 care, sold per week)",
    usage: {
      es: { use: "supervisión de menores", banned: [/\btutela\b/i] },
      fr: { use: "encadrement des mineurs", banned: [/\btutelle\b/i] },
      de: { use: "Betreuung Minderjähriger", banned: [/Vormundschaft/] },
    },
  },
  {
    id: "junior-programme",
    english: "junior programme (the category, ages 11–17)",
    usage: {
      es: { use: "programa juvenil", banned: [/programas? juniors?\b/i] },
      fr: { use: "programme junior" },
      de: { use: "Jugendprogramm", banned: [/\bJunior\w*/, /\bjunior\w*/] },
    },
  },
  {
    id: "summer-school",
    english: "junior summer school (the product)",
    usage: {
      es: {
        use: "curso de verano",
        banned: [/campamentos? de verano/i, /escuelas? de verano/i, /summer school/i],
      },
      fr: {
        use: "séjour d’été",
        banned: [
          /écoles? d[’']été/i,
          /camps? d[’']été/i,
          /colonies? de vacances/i,
          /summer school/i,
        ],
      },
      de: { use: "Sommerschule", banned: [/Sommercamp/, /Feriencamp/, /Summer School/] },
    },
  },
  {
    id: "student-teenager",
    english: "student (a teenager)",
    usage: {
      es: { use: "estudiante" },
      fr: {
        use: "élève",
        // "carte d’étudiant" and "résidence étudiante" are the names of those things.
        bannedWhere: { english: aboutMinors, banned: [/(?<!carte d[’']|résidences? )étudiant/i] },
      },
      de: {
        use: "Jugendliche; Schülerinnen und Schüler",
        banned: [/\bStudierende\w*/, /\bStudent(en|in|innen)?\b/],
      },
    },
  },
  {
    id: "student-adult",
    english: "student (an adult)",
    usage: {
      es: { use: "estudiante" },
      fr: {
        use: "étudiant",
        bannedWhere: { english: aboutAdults, unless: aboutMinors, banned: [/élève/i] },
      },
      de: { use: "Teilnehmende" },
    },
  },
  {
    id: "admissions-team",
    english: "admissions team",
    usage: {
      es: {
        use: "equipo de admisiones",
        banned: [/(equipo|departamento) de (admisión|inscripciones|matrícula)\b/i],
      },
      fr: { use: "équipe des admissions", banned: [/service des (inscriptions|admissions)/i] },
      de: { use: "Zulassungsteam", banned: [/Admissions-Team/, /Aufnahmeteam/, /Anmeldeteam/] },
    },
  },
  {
    id: "newsletter",
    english: "newsletter",
    usage: {
      es: { use: "newsletter", banned: [/\bbolet[íi]n(?! de notas)/i] },
      fr: { use: "newsletter", banned: [/lettres? d[’']information/i] },
      de: { use: "Newsletter" },
    },
  },
  {
    id: "nfq-level",
    english: "level (of the Irish qualifications framework: Level 9)",
    usage: {
      es: { use: "nivel" },
      fr: { use: "niveau" },
      de: { use: "Niveau", banned: [/\bLevel\b/] },
    },
  },
  {
    id: "executive-education",
    english: "executive education",
    usage: {
      es: { use: "formación para directivos" },
      fr: { use: "formation des cadres" },
      de: { use: "Weiterbildung für Führungskräfte", banned: [/Executive Education(?! Award)/] },
    },
  },
  {
    id: "parent-question",
    english: "Is your child under 18? (where a parent reads it)",
    usage: {
      es: { use: "¿El estudiante es menor de 18 años?" },
      fr: { use: "L’élève a moins de 18 ans" },
      de: { use: "Ist Ihr Kind unter 18?", banned: [/teilnehmende Person unter 18/i] },
    },
  },
];

/**
 * Where the letter of acceptance is offered for a visa, the text says "if you need a visa":
 * most families (from the EU) need none. A message counts when its key or its English names the
 * letter and its English mentions a visa.
 */
export const visaCondition: {
  about: { key: RegExp; english: RegExp; visa: RegExp };
  required: Record<"en" | TranslationLanguage, RegExp>;
} = {
  about: { key: /letter/i, english: /\bletter/i, visa: /\bvisa\b/i },
  required: {
    en: /if (you|the student|they) needs? (a visa|one)|who needs? a visa|where a visa is needed|if you are applying for a visa|do not need one/i,
    es: /si (lo )?necesitas|si (el estudiante |la persona )?necesita (un )?visado|si hace falta (un )?visado|si (vas a solicitar|solicitas) (un |el )?visado|no lo necesitan/i,
    fr: /si vous (en )?avez besoin|si (l[’']élève|l[’']étudiant|la personne) (en )?a besoin|lorsqu[’']un visa est nécessaire|si vous demandez un visa|n[’]en ont pas besoin/i,
    de: /falls (Sie|die Person|sie) (eines|ein Visum) (brauchen|benötigen|braucht|benötigt)|wer ein Visum (braucht|benötigt)|wird ein Visum benötigt|(falls|wenn) Sie ein Visum beantragen|brauchen keines/i,
  },
};

/**
 * Names that stay as they are in every language (programs, places, awards, cards): the rules
 * are applied to the text without them.
 */
export const names: string[] = [
  "Clover Summer School Galway",
  "Clover Summer School Dublin",
  "Clover Summer School",
  "Executive Education Award",
  "Student Leap Card",
  "Trinity College London",
  "Trinity College",
];

/**
 * Typography: a straight apostrophe (') is a typewriter's; text uses ’. French puts a no-break
 * space before ":" and a narrow no-break space before ";", "?" and "!" and inside « ».
 */
export const typography = {
  apostrophe: { straight: "'", curly: "’" },
  french: {
    beforeColon: "\u00a0",
    beforeOtherMarks: "\u202f",
    insideGuillemets: "\u202f",
  },
} as const;

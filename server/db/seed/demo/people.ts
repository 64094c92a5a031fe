/**
 * The demo's fictional people: names, nationalities, phones and addresses by country, and the
 * mark every demo address carries (like the demo students of ../students.ts): it ends in
 * `.demo@example.com`, a domain reserved for examples, so no message can reach a real person.
 */
import type { Lang } from "@shared/bookings/types";
import type { Random } from "./random";

export const DEMO_EMAIL_SUFFIX = ".demo@example.com";

interface CountryProfile {
  country: string;
  lang: Lang;
  dialCode: string;
  female: readonly string[];
  male: readonly string[];
  surnames: readonly string[];
  /** "{n}" is a house number. */
  addresses: readonly string[];
}

const countries: Record<string, CountryProfile> = {
  spain: {
    country: "Spain",
    lang: "es",
    dialCode: "+34 6",
    female: ["Lucía", "Carmen", "Paula", "Martina", "Elena", "Sofía", "Irene", "Nuria", "Alba"],
    male: ["Pablo", "Javier", "Hugo", "Daniel", "Álvaro", "Marcos", "Sergio", "Diego", "Iker"],
    surnames: ["García", "Martínez", "López", "Sánchez", "Romero", "Navarro", "Torres", "Ortega"],
    addresses: [
      "Calle de Alcalá {n}, 28009 Madrid",
      "Carrer de Mallorca {n}, 08036 Barcelona",
      "Avenida del Puerto {n}, 46023 Valencia",
      "Calle Sierpes {n}, 41004 Sevilla",
    ],
  },
  mexico: {
    country: "Mexico",
    lang: "es",
    dialCode: "+52 55 ",
    female: ["Valentina", "Ximena", "Fernanda", "Regina"],
    male: ["Santiago", "Emiliano", "Mateo", "Rodrigo"],
    surnames: ["Hernández", "Ramírez", "Flores", "Castillo", "Morales"],
    addresses: ["Avenida Insurgentes Sur {n}, 03100 Ciudad de México"],
  },
  colombia: {
    country: "Colombia",
    lang: "es",
    dialCode: "+57 31",
    female: ["Camila", "Daniela", "Mariana"],
    male: ["Andrés", "Felipe", "Sebastián"],
    surnames: ["Gómez", "Rodríguez", "Vargas", "Restrepo"],
    addresses: ["Carrera 7 # {n}-20, Bogotá"],
  },
  france: {
    country: "France",
    lang: "fr",
    dialCode: "+33 6",
    female: ["Camille", "Léa", "Chloé", "Manon", "Inès", "Juliette", "Margaux"],
    male: ["Lucas", "Hugo", "Théo", "Louis", "Antoine", "Maxime", "Nathan"],
    surnames: ["Martin", "Bernard", "Dubois", "Lefèvre", "Moreau", "Girard", "Fontaine"],
    addresses: [
      "{n} rue de la République, 69002 Lyon",
      "{n} boulevard Voltaire, 75011 Paris",
      "{n} cours Mirabeau, 13100 Aix-en-Provence",
    ],
  },
  belgium: {
    country: "Belgium",
    lang: "fr",
    dialCode: "+32 47",
    female: ["Louise", "Amélie"],
    male: ["Arthur", "Victor"],
    surnames: ["Peeters", "Lambert", "Dupont"],
    addresses: ["Rue Neuve {n}, 1000 Bruxelles"],
  },
  germany: {
    country: "Germany",
    lang: "de",
    dialCode: "+49 17",
    female: ["Lena", "Hannah", "Lea", "Marie", "Johanna", "Katharina", "Sophie"],
    male: ["Jonas", "Felix", "Lukas", "Paul", "Maximilian", "Tim", "Niklas"],
    surnames: ["Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Becker", "Hoffmann"],
    addresses: [
      "Lindenstraße {n}, 20099 Hamburg",
      "Leopoldstraße {n}, 80802 München",
      "Kastanienallee {n}, 10435 Berlin",
    ],
  },
  austria: {
    country: "Austria",
    lang: "de",
    dialCode: "+43 66",
    female: ["Anna", "Laura"],
    male: ["David", "Simon"],
    surnames: ["Gruber", "Huber", "Wagner"],
    addresses: ["Mariahilfer Straße {n}, 1070 Wien"],
  },
  switzerland: {
    country: "Switzerland",
    lang: "de",
    dialCode: "+41 79 ",
    female: ["Nina", "Selina"],
    male: ["Luca", "Noah"],
    surnames: ["Meier", "Keller", "Brunner"],
    addresses: ["Bahnhofstrasse {n}, 8001 Zürich"],
  },
  italy: {
    country: "Italy",
    lang: "en",
    dialCode: "+39 34",
    female: ["Giulia", "Chiara", "Francesca", "Alessia"],
    male: ["Matteo", "Lorenzo", "Andrea", "Riccardo"],
    surnames: ["Rossi", "Bianchi", "Ferrari", "Esposito", "Ricci"],
    addresses: ["Via Garibaldi {n}, 10122 Torino", "Via Toledo {n}, 80134 Napoli"],
  },
  brazil: {
    country: "Brazil",
    lang: "en",
    dialCode: "+55 11 9",
    female: ["Beatriz", "Larissa", "Gabriela", "Ana Clara"],
    male: ["Gabriel", "Rafael", "Thiago", "Lucas"],
    surnames: ["Silva", "Santos", "Oliveira", "Souza", "Moreira"],
    addresses: ["Rua Augusta {n}, 01305-000 São Paulo"],
  },
  japan: {
    country: "Japan",
    lang: "en",
    dialCode: "+81 90 ",
    female: ["Yui", "Sakura", "Haruka"],
    male: ["Haruto", "Ren", "Sota"],
    surnames: ["Sato", "Suzuki", "Takahashi", "Kobayashi"],
    addresses: ["{n}-3 Shibuya, Shibuya-ku, Tokyo 150-0002"],
  },
  korea: {
    country: "South Korea",
    lang: "en",
    dialCode: "+82 10 ",
    female: ["Ji-woo", "Seo-yeon"],
    male: ["Min-jun", "Do-yun"],
    surnames: ["Kim", "Lee", "Park"],
    addresses: ["{n} Teheran-ro, Gangnam-gu, Seoul"],
  },
  saudi: {
    country: "Saudi Arabia",
    lang: "en",
    dialCode: "+966 5",
    female: ["Noura", "Lama"],
    male: ["Faisal", "Abdullah", "Omar"],
    surnames: ["Al-Qahtani", "Al-Harbi", "Al-Otaibi"],
    addresses: ["{n} King Fahd Road, Riyadh"],
  },
  turkey: {
    country: "Turkey",
    lang: "en",
    dialCode: "+90 53",
    female: ["Elif", "Zeynep"],
    male: ["Emre", "Can"],
    surnames: ["Yılmaz", "Kaya", "Demir"],
    addresses: ["İstiklal Caddesi {n}, 34433 İstanbul"],
  },
  poland: {
    country: "Poland",
    lang: "en",
    dialCode: "+48 60",
    female: ["Zuzanna", "Maja"],
    male: ["Jakub", "Kacper"],
    surnames: ["Nowak", "Kowalski", "Wiśniewski"],
    addresses: ["ul. Floriańska {n}, 31-019 Kraków"],
  },
};

/** Where a lead written in each language comes from, and how often. */
const originsByLang: Record<Lang, readonly (readonly [string, number])[]> = {
  es: [
    ["spain", 8],
    ["mexico", 1.2],
    ["colombia", 0.8],
  ],
  fr: [
    ["france", 6],
    ["belgium", 1],
  ],
  de: [
    ["germany", 6],
    ["austria", 1.5],
    ["switzerland", 1],
  ],
  en: [
    ["italy", 3],
    ["brazil", 3],
    ["japan", 1.5],
    ["korea", 1],
    ["saudi", 1.2],
    ["turkey", 1],
    ["poland", 1],
  ],
};

export interface DemoPerson {
  firstName: string;
  lastName: string;
  /** Marked as demo: ends in DEMO_EMAIL_SUFFIX. */
  email: string;
  phone: string;
  country: string;
  countryKey: string;
  lang: Lang;
  female: boolean;
}

/** "Lucía Núñez" → "lucia.nunez": the local part of a demo address. */
function asciiSlug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ı/g, "i")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Makes people; every address it hands out is unique within one demo. */
export function peopleFactory(random: Random) {
  const used = new Set<string>();

  function emailFor(localPart: string): string {
    let candidate = `${localPart}${DEMO_EMAIL_SUFFIX}`;
    for (let n = 2; used.has(candidate); n++) candidate = `${localPart}${n}${DEMO_EMAIL_SUFFIX}`;
    used.add(candidate);
    return candidate;
  }

  function phoneFor(profile: CountryProfile): string {
    const digits = Array.from({ length: 8 }, () => random.int(0, 9)).join("");
    return `${profile.dialCode}${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
  }

  const names = new Set<string>();
  function personFrom(countryKey: string, female = random.chance(0.55)): DemoPerson {
    const profile = countries[countryKey];
    if (!profile) throw new Error(`no demo country ${countryKey}`);
    // A few tries for a name not used yet: two "Maja Kowalski" in one list look like a mistake.
    let firstName = "";
    let lastName = "";
    for (let attempt = 0; attempt < 6; attempt++) {
      firstName = random.pick(female ? profile.female : profile.male);
      lastName = random.pick(profile.surnames);
      if (!names.has(`${firstName} ${lastName}`)) break;
    }
    names.add(`${firstName} ${lastName}`);
    return {
      firstName,
      lastName,
      email: emailFor(`${asciiSlug(firstName)}.${asciiSlug(lastName)}`),
      phone: phoneFor(profile),
      country: profile.country,
      countryKey,
      lang: profile.lang,
      female,
    };
  }

  return {
    /** Someone writing in `lang`, from a country where people write in it. */
    person(lang: Lang, female?: boolean): DemoPerson {
      return personFrom(random.weighted(originsByLang[lang]), female);
    },
    personFrom,
    /** A second person of the same family (a parent, an emergency contact). */
    relative(of: DemoPerson, female: boolean): { name: string; email: string; phone: string } {
      const profile = countries[of.countryKey] as CountryProfile;
      const firstName = random.pick(female ? profile.female : profile.male);
      return {
        name: `${firstName} ${of.lastName}`,
        email: emailFor(`${asciiSlug(firstName)}.${asciiSlug(of.lastName)}`),
        phone: phoneFor(profile),
      };
    },
    address(of: DemoPerson): string {
      const profile = countries[of.countryKey] as CountryProfile;
      return random.pick(profile.addresses).replace("{n}", String(random.int(2, 148)));
    },
    /** A staff or agency address ("aoife.byrne", "info.atlantico-idiomas"), marked as demo. */
    emailFor: (localPart: string) => emailFor(localPart.split(".").map(asciiSlug).join(".")),
  };
}

export type PeopleFactory = ReturnType<typeof peopleFactory>;

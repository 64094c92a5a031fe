/**
 * The one place that names the school: brand, contact details, campuses and social links.
 * Components, e-mails, structured data and seeds read from here; nothing else hard-codes them.
 */

/** The Dublin campus, which is also the company's registered office. */
const dublinAddress = {
  street: "14 Merrion Row",
  locality: "Dublin 2",
  postcode: "D02 X285",
} as const;

export const brand = {
  /** Short name: the prefix of the two summer-program ids (`clover-summer-galway`). */
  slug: "clover",
  name: "Clover English",
  legalName: "Clover English Language School Ltd.",
  foundedYear: 2008,
  phone: "+353 1 555 0142",
  phoneHref: "tel:+35315550142",
  email: "info@cloverenglish.ie",
  admissionsEmail: "admissions@cloverenglish.ie",
  /** Address used for the site's canonical links, sitemaps and e-mails; overridable by PUBLIC_URL. */
  defaultPublicUrl: "http://localhost:3000",
  /**
   * The company's registered details, printed on formal documents (the letter of acceptance,
   * invoices and credit notes, whose e-invoice needs the office as parts and the VAT number).
   */
  registered: {
    office: `${dublinAddress.street}, ${dublinAddress.locality}, ${dublinAddress.postcode}, Ireland`,
    officeAddress: { ...dublinAddress, countryCode: "IE" },
    companyNumber: "CRO 431872",
    /** Irish VAT registration number as printed (the e-invoice writes it without spaces). */
    vatNumber: "IE 3456789 TH",
    accreditations:
      "ACELS accredited · Eaquals member · ISO 9001:2015 certified · Trinity College London exam centre",
    web: "www.cloverenglish.ie",
  },
} as const;

export type CampusId = "dublin" | "cork" | "galway";

export interface Campus {
  id: CampusId;
  city: "Dublin" | "Cork" | "Galway";
  street: string;
  locality: string;
  postcode: string;
  phone: string;
  phoneHref: string;
  email: string;
  /** Used for the map illustration and structured data. */
  geo: { lat: number; lng: number };
}

export const campuses: readonly Campus[] = [
  {
    id: "dublin",
    city: "Dublin",
    ...dublinAddress,
    phone: "+353 1 555 0142",
    phoneHref: "tel:+35315550142",
    email: "dublin@cloverenglish.ie",
    geo: { lat: 53.3383, lng: -6.2557 },
  },
  {
    id: "cork",
    city: "Cork",
    street: "7 South Mall",
    locality: "Cork City",
    postcode: "T12 W6K2",
    phone: "+353 21 555 0188",
    phoneHref: "tel:+353215550188",
    email: "cork@cloverenglish.ie",
    geo: { lat: 51.8969, lng: -8.4707 },
  },
  {
    id: "galway",
    city: "Galway",
    street: "3 Dominick Street Lower",
    locality: "Galway City",
    postcode: "H91 T2X8",
    phone: "+353 91 555 0127",
    phoneHref: "tel:+353915550127",
    email: "galway@cloverenglish.ie",
    geo: { lat: 53.2707, lng: -9.0568 },
  },
];

export const cities = campuses.map((campus) => campus.city);
export type City = Campus["city"];

export const officeHours = {
  weekdays: { open: "09:00", close: "18:00" },
  saturday: { open: "10:00", close: "14:00" },
  sunday: null,
  timeZone: "Europe/Dublin",
} as const;

export interface SocialLink {
  name: "Facebook" | "Instagram" | "YouTube" | "LinkedIn";
  url: string;
}

export const socialLinks: readonly SocialLink[] = [
  { name: "Facebook", url: "https://www.facebook.com/cloverenglish" },
  { name: "Instagram", url: "https://www.instagram.com/cloverenglish" },
  { name: "YouTube", url: "https://www.youtube.com/@cloverenglish" },
  { name: "LinkedIn", url: "https://www.linkedin.com/company/cloverenglish" },
];

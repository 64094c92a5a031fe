/**
 * The site map of the navigation bar and footer (spec §2). Labels are translation keys in the
 * `common` namespace; paths are English paths, localized where rendered.
 */
export interface NavLink {
  key: string;
  to: string;
}

export interface NavGroup {
  key: string;
  /** Where the group's own label points (active by prefix). */
  to: string;
  items: NavLink[];
}

export const programLinks: NavLink[] = [
  { key: "nav.allPrograms", to: "/programs" },
  { key: "nav.juniorSummer", to: "/programs?category=junior&season=summer" },
  { key: "nav.miniStay", to: "/programs?category=junior&location=Dublin" },
  { key: "nav.teacherTraining", to: "/programs?category=teacher" },
  { key: "nav.professionalEnglish", to: "/programs?category=professional" },
  { key: "nav.levelTest", to: "/level-test" },
];

export const destinationLinks: NavLink[] = [
  { key: "nav.dublin", to: "/destinations/dublin" },
  { key: "nav.cork", to: "/destinations/cork" },
  { key: "nav.galway", to: "/destinations/galway" },
];

export const mainNavigation: (NavLink | NavGroup)[] = [
  { key: "nav.home", to: "/" },
  { key: "nav.programs", to: "/programs", items: programLinks },
  { key: "nav.destinations", to: "/destinations", items: destinationLinks },
  { key: "nav.activities", to: "/activities" },
  { key: "nav.studentExperience", to: "/student-experience" },
  { key: "nav.about", to: "/about" },
  { key: "nav.faq", to: "/faq" },
  { key: "nav.contact", to: "/contact" },
];

export const companyLinks: NavLink[] = [
  { key: "footer.about", to: "/about" },
  { key: "footer.accreditations", to: "/accreditations" },
  { key: "nav.studentExperience", to: "/student-experience" },
  { key: "nav.activities", to: "/activities" },
  { key: "nav.faq", to: "/faq" },
  { key: "footer.blog", to: "/blog" },
  { key: "nav.contact", to: "/contact" },
];

export const legalLinks: NavLink[] = [
  { key: "footer.privacy", to: "/privacy-policy" },
  { key: "footer.cookies", to: "/cookie-policy" },
  { key: "footer.terms", to: "/terms-conditions" },
];

export const isGroup = (entry: NavLink | NavGroup): entry is NavGroup => "items" in entry;

/** Home is active only on an exact match; everything else by prefix (spec §2). */
export function isActive(bare: string, to: string): boolean {
  const path = to.split("?")[0] ?? to;
  if (path === "/") return bare === "/";
  return bare === path || bare.startsWith(`${path}/`);
}

/**
 * The home page's fixed facts (spec §3): which items exist, their pictures, links, ratings and
 * counts. Their words are in the `home` locale namespace under the same ids.
 */
export const explorerItems = [
  {
    id: "junior-summer",
    image: "/images/programs/junior-summer-dublin.svg",
    to: "/programs/junior-summer-dublin",
    program: "junior-summer-dublin",
  },
  {
    id: "professional-english",
    image: "/images/programs/general-english-cork.svg",
    to: "/programs/general-english-cork",
    program: "general-english-cork",
  },
  {
    id: "high-school",
    image: "/images/programs/high-school-integration-cork.svg",
    to: "/programs/high-school-integration-cork",
    program: "high-school-integration-cork",
  },
  {
    id: "summer-galway",
    image: "/images/programs/clover-summer-galway.svg",
    to: "/programs/clover-summer-galway",
    program: "clover-summer-galway",
  },
  {
    id: "certtesol",
    image: "/images/programs/cert-tesol.svg",
    to: "/programs/cert-tesol",
    program: "cert-tesol",
  },
  {
    id: "executive",
    image: "/images/programs/executive-education.svg",
    to: "/programs/executive-education",
    program: "executive-education",
  },
  {
    id: "personalised",
    image: "/images/programs/personalised-programmes.svg",
    to: "/programs/personalised-programmes",
    program: "personalised-programmes",
  },
] as const;

export const quickLinks = [
  { id: "programs", to: "/programs", icon: "compass" },
  { id: "locations", to: "/destinations", icon: "map" },
  { id: "quote", to: "/quote", icon: "calculator" },
  { id: "contact", to: "/contact", icon: "message" },
] as const;

export const whyChooseReasons = [
  "classes",
  "teachers",
  "accredited",
  "care",
  "homes",
  "ireland",
] as const;
export const whyChooseStats = ["years", "students", "nationalities"] as const;

export const testimonialIds = [
  "lucia",
  "matteo",
  "yuki",
  "ana",
  "lena",
  "omar",
  "camille",
  "diego",
  "katarzyna",
] as const;
export const TESTIMONIAL_INTERVAL_MS = 6000;

export const experienceItems = [
  { id: "coast", image: "/images/experience/coast.svg" },
  { id: "music", image: "/images/experience/music.svg" },
  { id: "city", image: "/images/experience/city.svg" },
] as const;

export const destinationCards = [
  {
    id: "dublin",
    name: "Dublin",
    image: "/images/destinations/dublin.svg",
    rating: 4.9,
    students: 5000,
    to: "/destinations/dublin",
  },
  {
    id: "cork",
    name: "Cork",
    image: "/images/destinations/cork.svg",
    rating: 4.8,
    students: 3500,
    to: "/destinations/cork",
  },
  {
    id: "galway",
    name: "Galway",
    image: "/images/destinations/galway.svg",
    rating: 4.9,
    students: 2800,
    to: "/destinations/galway",
  },
] as const;

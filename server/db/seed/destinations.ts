import type { DestinationSeed } from "./types";

/** The three campus cities, in the order they appear on the site. */
export const destinationSeeds: DestinationSeed[] = [
  {
    slug: "dublin",
    name: "Dublin",
    description:
      "Ireland's capital is big enough to keep you busy for months and small enough to cross on foot in an afternoon. Our school is on Merrion Row, a few minutes from St Stephen's Green, with museums, parks and the sea at Howth and Dún Laoghaire all a short DART or bus ride away. Dublin host families typically cost €180–220 a week.",
    imageUrl: "/images/destinations/dublin.svg",
    features: [
      "School near St Stephen's Green",
      "Free national museums and galleries",
      "Coast and mountains within an hour",
      "Host families €180–220 a week",
      "Junior, adult, exam and teacher courses",
    ],
    isActive: true,
  },
  {
    slug: "cork",
    name: "Cork",
    description:
      "Cork is a friendly, compact city built on an island in the River Lee, with a food scene centred on the English Market and a strong sense of its own identity. Our school on the South Mall is in the middle of it all, and Kinsale, Cobh and Blarney are easy day trips. Cork host families typically cost €160–200 a week.",
    imageUrl: "/images/destinations/cork.svg",
    features: [
      "Central school on the South Mall",
      "Compact, walkable city centre",
      "Day trips to Kinsale, Cobh and Blarney",
      "Host families €160–200 a week",
      "High school integration programme",
    ],
    isActive: true,
  },
  {
    slug: "galway",
    name: "Galway",
    description:
      "Galway is a small university city on the west coast, known for its music, its festivals and the colourful streets of the Latin Quarter. Our school is on Dominick Street, just across the river from the city centre, and our summer school runs on the University of Galway campus. Connemara, the Aran Islands and the Cliffs of Moher are all within reach, and host families typically cost €150–190 a week.",
    imageUrl: "/images/destinations/galway.svg",
    features: [
      "Lively student city on the Atlantic coast",
      "Summer school on the University of Galway campus",
      "Connemara and the Aran Islands nearby",
      "Host families €150–190 a week",
    ],
    isActive: true,
  },
];

/**
 * The demo's host families and residences (issue 31): on each campus two or three families in
 * real neighbourhoods of the city and one residence, with rooms, house rules, households whose
 * Garda vetting shows every flag (one member's vetting expires within 60 days, one has expired,
 * so that family takes no minors), bank details with IBANs that pass the mod-97 check (made-up
 * accounts in the real Irish format), and placements of the story's bookings with accommodation.
 *
 * Written through the accommodation services, so the hard rules hold (no bed taken twice, no
 * minor with an unvetted household, no family over its maximum): each booking goes to the first
 * room the suggestions offer. One booking in five is left unplaced, so the unplaced list has
 * work in it; placements whose stay has begun have their arrival confirmed, but one, held.
 * The services write their own audit, timeline and e-mail rows: the audit rows and e-mails
 * (marked sent) are registered here for "Remove demo data", the timeline goes with the bookings.
 * Deterministic: no draw from the story's chance, so the parts written before and after stay the
 * same. Over 400 lines because most of it is the families' data (nine providers, their rooms and
 * households), read best in one place.
 */

import { addDays } from "@shared/accommodation/nights";
import { isMotherTongue } from "@shared/accommodation/preferences";
import type { ProviderType } from "@shared/accommodation/types";
import type { City } from "@shared/config/brand";
import { and, asc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { createAccommodationService } from "../../../services/accommodation";
import { RuleConflictError } from "../../../services/errors";
import { accommodationPlacements, auditLog, bookings, emailOutbox } from "../../schema";
import type { DemoContext } from "./context";

/** An Irish IBAN (IE, bank code, sort code, account) with its real check digits (ISO 13616). */
export function irishIban(bank: string, sortCode: string, account: string): string {
  const bban = `${bank}${sortCode}${account}`;
  const digits = `${bban}IE00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return `IE${String(98 - remainder).padStart(2, "0")}${bban}`;
}

interface DemoMember {
  name: string;
  birthYear: number;
  /** Days from today to the last day of the vetting; null: none (a child). */
  vettingDays: number | null;
}

interface DemoProvider {
  type: ProviderType;
  name: string;
  campus: City;
  address: string;
  email: string;
  phone: string;
  travelMinutes: number;
  maxStudents: number;
  pets: boolean;
  smokers: boolean;
  separateBathroom: boolean;
  dietsCatered: ("vegetarian" | "vegan" | "gluten-free" | "halal" | "lactose-free")[];
  agesAcceptedMin: number | null;
  houseRules: string;
  ratePerNightCents: number;
  bank: { bank: string; bic: string; sortCode: string; account: string; accountName: string };
  household: DemoMember[];
  rooms: { name: string; beds: number }[];
}

const residenceRooms = (prefix: number) =>
  Array.from({ length: 6 }, (_, index) => ({ name: `Room ${prefix + index}`, beds: 2 }));

/** Two years of vetting, the usual renewal. */
const VALID = 730;

export const demoProviders: DemoProvider[] = [
  {
    type: "host-family",
    name: "The Byrne family",
    campus: "Dublin",
    address: "41 Iona Road, Glasnevin, Dublin 9",
    email: "byrne.family@example.ie",
    phone: "+353 87 214 5530",
    travelMinutes: 30,
    maxStudents: 3,
    pets: true,
    smokers: false,
    separateBathroom: false,
    dietsCatered: ["vegetarian"],
    agesAcceptedMin: 14,
    houseRules:
      "Dinner at 18:30; tell us by 16:00 if you will miss it. Home by 22:00 on school nights (21:00 for under-16s). Bailey, our Labrador, is friendly but stays downstairs.",
    ratePerNightCents: 3_200,
    bank: {
      bank: "AIBK",
      bic: "AIBKIE2D",
      sortCode: "931152",
      account: "40718833",
      accountName: "Mary Byrne",
    },
    household: [
      { name: "Mary Byrne", birthYear: 1976, vettingDays: VALID },
      // Expires within 60 days: the provider's page and the list flag it.
      { name: "Declan Byrne", birthYear: 1974, vettingDays: 40 },
      { name: "Aoife Byrne", birthYear: 2013, vettingDays: null },
    ],
    rooms: [
      { name: "Front bedroom", beds: 1 },
      { name: "Back bedroom", beds: 2 },
    ],
  },
  {
    type: "host-family",
    name: "The O'Sullivan family",
    campus: "Dublin",
    address: "18 Grosvenor Square, Rathmines, Dublin 6",
    email: "osullivan.home@example.ie",
    phone: "+353 86 402 9917",
    travelMinutes: 25,
    maxStudents: 2,
    pets: false,
    smokers: false,
    separateBathroom: true,
    dietsCatered: ["vegetarian", "gluten-free"],
    agesAcceptedMin: 16,
    houseRules:
      "A quiet house after 23:00. Breakfast is self-service; dinner together at 19:00. The bathroom next to your room is yours alone.",
    ratePerNightCents: 3_500,
    bank: {
      bank: "BOFI",
      bic: "BOFIIE2D",
      sortCode: "900017",
      account: "52281946",
      accountName: "Niamh O'Sullivan",
    },
    household: [
      { name: "Niamh O'Sullivan", birthYear: 1981, vettingDays: VALID },
      { name: "Pádraig O'Sullivan", birthYear: 1979, vettingDays: VALID },
    ],
    rooms: [{ name: "Garden room", beds: 2 }],
  },
  {
    type: "residence",
    name: "Liffey Point Residence",
    campus: "Dublin",
    address: "Liffey Point, Smithfield, Dublin 7",
    email: "frontdesk.liffeypoint@example.ie",
    phone: "+353 1 555 0142",
    travelMinutes: 15,
    maxStudents: 40,
    pets: false,
    smokers: false,
    separateBathroom: true,
    dietsCatered: [],
    agesAcceptedMin: 18,
    houseRules:
      "Reception open 08:00–22:00; a warden is on call at night. Guests must sign in at reception and leave by 23:00.",
    ratePerNightCents: 3_900,
    bank: {
      bank: "AIBK",
      bic: "AIBKIE2D",
      sortCode: "933006",
      account: "11045672",
      accountName: "Liffey Point Student Living Ltd",
    },
    household: [],
    rooms: residenceRooms(101),
  },
  {
    type: "host-family",
    name: "The Murphy family",
    campus: "Cork",
    address: "7 Ballintemple Crescent, Ballintemple, Cork",
    email: "murphys.ballintemple@example.ie",
    phone: "+353 85 771 3024",
    travelMinutes: 20,
    maxStudents: 3,
    pets: false,
    smokers: false,
    separateBathroom: false,
    dietsCatered: ["vegetarian", "halal"],
    agesAcceptedMin: 16,
    houseRules:
      "Dinner at 18:00. Shoes off in the house, please. Home by 23:00; send Siobhán a text if you will be later.",
    ratePerNightCents: 3_000,
    bank: {
      bank: "IPBS",
      bic: "IPBSIE2D",
      sortCode: "990611",
      account: "27730418",
      accountName: "Siobhan Murphy",
    },
    household: [
      { name: "Siobhán Murphy", birthYear: 1970, vettingDays: VALID },
      // Expired: until Conor's vetting is renewed, the family takes no student under 18.
      { name: "Conor Murphy", birthYear: 2005, vettingDays: -15 },
    ],
    rooms: [
      { name: "Blue room", beds: 1 },
      { name: "Twin room", beds: 2 },
    ],
  },
  {
    type: "host-family",
    name: "The Walsh family",
    campus: "Cork",
    address: "22 Maryborough Hill, Douglas, Cork",
    email: "eileen.walsh@example.ie",
    phone: "+353 87 930 6618",
    travelMinutes: 35,
    maxStudents: 2,
    pets: true,
    smokers: false,
    separateBathroom: false,
    dietsCatered: ["lactose-free"],
    agesAcceptedMin: 12,
    houseRules:
      "Eileen collects junior students from the bus on their first day. Home by 21:30 for under-18s. Two cats live with us.",
    ratePerNightCents: 3_000,
    bank: {
      bank: "BOFI",
      bic: "BOFIIE2D",
      sortCode: "904723",
      account: "60512287",
      accountName: "Eileen Walsh",
    },
    household: [
      { name: "Eileen Walsh", birthYear: 1962, vettingDays: VALID },
      { name: "Michael Walsh", birthYear: 1960, vettingDays: VALID },
    ],
    rooms: [
      { name: "Attic room", beds: 1 },
      { name: "Yellow room", beds: 1 },
    ],
  },
  {
    type: "residence",
    name: "Lee Quays Residence",
    campus: "Cork",
    address: "Victoria Cross, Cork",
    email: "hello.leequays@example.ie",
    phone: "+353 21 555 0188",
    travelMinutes: 15,
    maxStudents: 30,
    pets: false,
    smokers: false,
    separateBathroom: true,
    dietsCatered: [],
    agesAcceptedMin: 18,
    houseRules: "Quiet hours 23:00–07:00. Kitchens are shared: label your food.",
    ratePerNightCents: 3_600,
    bank: {
      bank: "AIBK",
      bic: "AIBKIE2D",
      sortCode: "935211",
      account: "38800124",
      accountName: "Lee Quays Residences Ltd",
    },
    household: [],
    rooms: residenceRooms(201),
  },
  {
    type: "host-family",
    name: "The Kelly family",
    campus: "Galway",
    address: "3 Beach Court, Salthill, Galway",
    email: "kellys.salthill@example.ie",
    phone: "+353 91 555 0177",
    travelMinutes: 15,
    maxStudents: 3,
    pets: false,
    smokers: false,
    separateBathroom: false,
    dietsCatered: ["vegetarian", "vegan"],
    agesAcceptedMin: 12,
    houseRules:
      "Dinner at 18:30, by the sea most evenings. Home by 22:00 on school nights. Brigid drives juniors to the school on the first morning.",
    ratePerNightCents: 3_100,
    bank: {
      bank: "AIBK",
      bic: "AIBKIE2D",
      sortCode: "937125",
      account: "19936045",
      accountName: "Brigid Kelly",
    },
    household: [
      { name: "Brigid Kelly", birthYear: 1968, vettingDays: VALID },
      { name: "Tomás Kelly", birthYear: 1966, vettingDays: VALID },
    ],
    rooms: [
      { name: "Sea view room", beds: 2 },
      { name: "Small room", beds: 1 },
    ],
  },
  {
    type: "host-family",
    name: "The Fitzgerald family",
    campus: "Galway",
    address: "11 Cnoc na Cathrach, Knocknacarra, Galway",
    email: "fitzgerald.knocknacarra@example.ie",
    phone: "+353 83 118 2046",
    travelMinutes: 25,
    maxStudents: 2,
    pets: true,
    smokers: true,
    separateBathroom: false,
    dietsCatered: [],
    agesAcceptedMin: 18,
    houseRules:
      "Adults only. Rory smokes in the garden, never indoors. Dinner at 19:00 on weekdays; weekends are self-catered.",
    ratePerNightCents: 2_900,
    bank: {
      bank: "BOFI",
      bic: "BOFIIE2D",
      sortCode: "906538",
      account: "73318820",
      accountName: "Orla Fitzgerald",
    },
    household: [
      { name: "Orla Fitzgerald", birthYear: 1985, vettingDays: VALID },
      { name: "Rory Fitzgerald", birthYear: 1984, vettingDays: VALID },
    ],
    rooms: [{ name: "Double room", beds: 2 }],
  },
  {
    type: "residence",
    name: "Corrib Village Residence",
    campus: "Galway",
    address: "Newcastle Road, Galway",
    email: "reception.corrib@example.ie",
    phone: "+353 91 555 0123",
    travelMinutes: 10,
    maxStudents: 30,
    pets: false,
    smokers: false,
    separateBathroom: true,
    dietsCatered: [],
    agesAcceptedMin: 18,
    houseRules: "Reception open 09:00–21:00. Bicycles in the racks only.",
    ratePerNightCents: 3_400,
    bank: {
      bank: "AIBK",
      bic: "AIBKIE2D",
      sortCode: "937400",
      account: "55120937",
      accountName: "Corrib Village Ltd",
    },
    household: [],
    rooms: residenceRooms(301),
  },
];

/** Every fifth booking that needs a home is left without one, for the unplaced list. */
const LEFT_UNPLACED_EVERY = 5;

/**
 * What families said at acceptance about living with a family (issue 31), for the demo
 * bookings with accommodation: their mother tongue from their language, now and then pets or
 * allergies, so the suggestions' reasons have something to weigh.
 */
async function writeStayPreferences(context: DemoContext, bookingIds: number[]): Promise<void> {
  const rows = await context.tx
    .select({ id: bookings.id, locale: bookings.locale, details: bookings.details })
    .from(bookings)
    .where(inArray(bookings.id, bookingIds));
  for (const row of rows) {
    if (!row.details) continue;
    // A family that reads the site in English may speak anything at home: left unknown.
    const tongue = isMotherTongue(row.locale) ? row.locale : null;
    await context.tx
      .update(bookings)
      .set({
        details: {
          ...row.details,
          motherTongue: tongue,
          smoker: row.id % 11 === 0,
          avoidPets: row.id % 7 === 0,
          allergies: row.id % 9 === 0 ? "Cats, house dust" : null,
          separateBathroom: row.id % 6 === 0,
        },
      })
      .where(eq(bookings.id, row.id));
  }
}

export async function writeAccommodation(context: DemoContext): Promise<void> {
  const { tx, clock, registry, staff } = context;
  const actor = { id: staff.partnerships.id, name: staff.partnerships.name };
  const accommodation = createAccommodationService({
    db: tx,
    now: () => new Date(`${clock.today}T12:00:00Z`),
    // The placement e-mails are the story's: written as sent, below, never delivered.
    onQueued: () => {},
  });
  const [lastAudit] = await tx
    .select({ id: sql<number>`coalesce(max(${auditLog.id}), 0)::int` })
    .from(auditLog);
  const [lastEmail] = await tx
    .select({ id: sql<number>`coalesce(max(${emailOutbox.id}), 0)::int` })
    .from(emailOutbox);

  const providerIds: number[] = [];
  for (const provider of demoProviders) {
    const { bank, household, rooms, ...fields } = provider;
    const created = await accommodation.createProvider(
      {
        ...fields,
        agesAcceptedMax: null,
        gendersAccepted: null,
        notes: null,
        documents: [
          { name: "Signed host agreement", receivedOn: addDays(clock.today, -200) },
          { name: "Home insurance", receivedOn: addDays(clock.today, -120) },
          {
            name: "Fire safety check",
            receivedOn: provider.type === "residence" ? null : addDays(clock.today, -90),
          },
        ],
        bank: {
          iban: irishIban(bank.bank, bank.sortCode, bank.account),
          bic: bank.bic,
          accountName: bank.accountName,
        },
        household: household.map((member) => ({
          name: member.name,
          birthYear: member.birthYear,
          vettingReference:
            member.vettingDays === null ? null : `GV-${member.birthYear}-${member.name.length}417`,
          vettingExpiresOn:
            member.vettingDays === null ? null : addDays(clock.today, member.vettingDays),
        })),
      },
      actor,
    );
    providerIds.push(created.id);
    for (const room of rooms) {
      await accommodation.addRoom(created.id, { ...room, ratePerNightCents: null }, actor);
    }
  }
  registry.add("accommodation_providers", providerIds);

  // The story's bookings that need a home, by arrival (its term bookings included).
  const demoBookings = registry.ids("bookings").map(Number);
  const needing = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        inArray(bookings.id, demoBookings),
        inArray(bookings.status, ["confirmed", "arrived"]),
        inArray(bookings.accommodationType, ["host-family", "student-residence"]),
      ),
    )
    .orderBy(asc(bookings.startDate), asc(bookings.id));
  await writeStayPreferences(
    context,
    needing.map((row) => row.id),
  );

  const placementIds: number[] = [];
  for (const [index, { id: bookingId }] of needing.entries()) {
    if (index % LEFT_UNPLACED_EVERY === LEFT_UNPLACED_EVERY - 1) continue;
    const { stay, items } = await accommodation.suggestions(bookingId);
    const best = items[0];
    if (!best) continue;
    try {
      const placed = await accommodation.place({ bookingId, roomId: best.roomId, ...stay }, actor);
      placementIds.push(placed.id);
    } catch (error) {
      // A rule the suggestions could not foresee: the booking stays on the unplaced list.
      if (!(error instanceof RuleConflictError)) throw error;
    }
  }
  registry.add("accommodation_placements", placementIds);

  // Arrivals confirmed for the stays that have begun; the first of them held instead.
  if (placementIds.length) {
    const begun = await tx
      .select({ id: accommodationPlacements.id, from: accommodationPlacements.fromDate })
      .from(accommodationPlacements)
      .where(
        and(
          inArray(accommodationPlacements.id, placementIds),
          lte(accommodationPlacements.fromDate, clock.today),
        ),
      )
      .orderBy(asc(accommodationPlacements.id));
    const [held, ...arrived] = begun;
    if (held) {
      await tx
        .update(accommodationPlacements)
        .set({ status: "held" })
        .where(eq(accommodationPlacements.id, held.id));
    }
    for (const placement of arrived) {
      await tx
        .update(accommodationPlacements)
        .set({
          arrivalConfirmedAt: new Date(`${placement.from}T18:00:00Z`),
          arrivalConfirmedBy: staff.admissions.name,
        })
        .where(eq(accommodationPlacements.id, placement.id));
    }
  }

  // The e-mails placing wrote (to the families, the students): sent in the story.
  const emailed = await tx
    .update(emailOutbox)
    .set({ status: "sent", sentAt: sql`${emailOutbox.createdAt}` })
    .where(gt(emailOutbox.id, lastEmail?.id ?? 0))
    .returning({ id: emailOutbox.id });
  registry.add(
    "email_outbox",
    emailed.map((row) => row.id),
  );

  // What the services audited, for "Remove demo data".
  const audited = await tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(gt(auditLog.id, lastAudit?.id ?? 0));
  registry.add(
    "audit_log",
    audited.map((row) => row.id),
  );
}

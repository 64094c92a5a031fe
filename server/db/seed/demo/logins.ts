/**
 * The logins a development start prints besides the local admin's: the demo's editor and agent
 * (their passwords kept in DATA_DIR/demo-logins.json, readable by the developer only, like
 * local-admin.json) and a family's offer link, each only while its account or offer is still
 * there. A role that arrives later (a teacher, a host) adds its login here.
 */
import fs from "node:fs";
import path from "node:path";
import type { Lang } from "@shared/booking";
import { and, desc, eq, inArray, isNull, like } from "drizzle-orm";
import { offerPageUrl } from "../../../services/bookings/offers";
import { dublinDay } from "../../../services/bookings/store";
import { linkToken } from "../../../services/bookings/tokens";
import type { Database } from "../../client";
import { agencies, agentUsers, bookings, offers, seedLog, staffUsers } from "../../schema";
import type { DemoLogin } from "./organisation";
import { DEMO_KEY_PREFIX } from "./registry";

export interface PrintedLogin {
  role: string;
  /** Where to go on this server (the caller prefixes its own address). */
  path: string;
  username?: string;
  password?: string;
}

const FILE = "demo-logins.json";

export function rememberDemoLogins(dataDir: string, logins: DemoLogin[]): void {
  if (logins.length === 0) return;
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(path.join(dataDir, FILE), JSON.stringify(logins, null, 2), { mode: 0o600 });
}

function rememberedLogins(dataDir: string): DemoLogin[] {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, FILE), "utf8")) as DemoLogin[];
  } catch {
    return [];
  }
}

async function stillUsable(db: Database, login: DemoLogin): Promise<boolean> {
  if (login.kind === "staff") {
    const [row] = await db
      .select({ active: staffUsers.isActive })
      .from(staffUsers)
      .where(eq(staffUsers.username, login.username));
    return row?.active === true;
  }
  const [row] = await db
    .select({ active: agentUsers.isActive, agency: agencies.status })
    .from(agentUsers)
    .innerJoin(agencies, eq(agencies.id, agentUsers.agencyId))
    .where(eq(agentUsers.email, login.username));
  return row?.active === true && row.agency === "active";
}

/** A demo family's open offer: the page a person reads from the link in their e-mail. */
async function openDemoOffer(
  db: Database,
  options: { secret: string; now: Date },
): Promise<PrintedLogin | null> {
  const registered = (
    await db
      .select({ key: seedLog.key })
      .from(seedLog)
      .where(like(seedLog.key, `${DEMO_KEY_PREFIX}bookings:%`))
  ).map((row) => Number(row.key.split(":").at(-1)));
  if (registered.length === 0) return null;
  const [open] = await db
    .select({ nonce: offers.tokenNonce, locale: bookings.locale, validUntil: offers.validUntil })
    .from(offers)
    .innerJoin(bookings, eq(bookings.id, offers.bookingId))
    .where(
      and(
        inArray(bookings.id, registered),
        eq(bookings.status, "offer-sent"),
        eq(offers.status, "sent"),
        isNull(bookings.agencyId),
      ),
    )
    .orderBy(desc(offers.validUntil), desc(offers.id))
    .limit(1);
  if (!open?.nonce || open.validUntil < dublinDay(options.now)) return null;
  return {
    role: "A family's offer (no login)",
    path: offerPageUrl("", open.locale as Lang, linkToken(options.secret, open.nonce)),
  };
}

export async function demoLoginsToPrint(
  db: Database,
  options: { dataDir: string; secret: string; now: Date },
): Promise<PrintedLogin[]> {
  const printed: PrintedLogin[] = [];
  for (const login of rememberedLogins(options.dataDir)) {
    if (!(await stillUsable(db, login))) continue;
    printed.push({
      role: login.role,
      path: login.path,
      username: login.username,
      password: login.password,
    });
  }
  const offer = await openDemoOffer(db, options);
  if (offer) printed.push(offer);
  return printed;
}

/**
 * What the class screens' loaders and actions share: the signed-in person as a classes viewer
 * (a teacher reaches their own classes only; the services enforce it), and the office check.
 */
import type { Viewer } from "@server/services/classes";
import { mondayOf } from "@shared/classes/timetable";
import { isCalendarDate } from "@shared/forms/fields";
import type { RouterContextProvider } from "react-router";
import { adminContext } from "../admin.server";

export function classesContext(context: Readonly<RouterContextProvider>) {
  const base = adminContext(context);
  const viewer: Viewer = { ...base.actor, role: base.session.user.role };
  return { ...base, viewer, isOffice: viewer.role !== "teacher" };
}

/** Office-only screens and actions (timetable, placement, enrolling): a teacher gets 403. */
export function requireOffice(viewer: Viewer): void {
  if (viewer.role === "teacher") {
    throw new Response("Teachers see their own classes and registers only", { status: 403 });
  }
}

/** The Monday of `?week=` (any day of that week), or of today in Dublin. */
export function weekParam(url: URL, now: Date): string {
  const asked = url.searchParams.get("week") ?? "";
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Dublin" }).format(now);
  return mondayOf(isCalendarDate(asked) ? asked : today);
}

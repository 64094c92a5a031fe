/**
 * Who asks, for the classes domain: a teacher reaches only their own classes, lessons and
 * registers; a class of someone else is "not found" to them, so its existence is not told.
 */
import type { StaffRole } from "../../db/schema";
import type { Actor } from "../audit";
import { ForbiddenError } from "../errors";

export interface Viewer extends Actor {
  role: StaffRole;
}

/** The teacher whose classes the viewer is limited to, or null (office staff see all). */
export const ownClassesOnly = (viewer: Viewer): number | null =>
  viewer.role === "teacher" ? viewer.id : null;

export interface ClassesDeps {
  db: import("../../db/client").Database;
  now: () => Date;
}

/** Timetable and placement are the office's (admins and editors); a teacher is refused. */
export function requireOfficeViewer(viewer: Viewer): void {
  if (viewer.role === "teacher") {
    throw new ForbiddenError("Teachers see their own classes and registers only.");
  }
}

/**
 * Who asks, for the classes domain: a teacher reaches only their own classes, lessons and
 * registers; a class of someone else is "not found" to them, so its existence is not told.
 */
import type { StaffRole } from "../../db/schema";
import type { Actor } from "../audit";

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

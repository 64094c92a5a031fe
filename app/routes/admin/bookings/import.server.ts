/**
 * The import screen's server half: runs the import as the signed-in staff user and turns the
 * rate limit into a problem the screen lists like the others.
 */
import { RateLimitedError } from "@server/services/errors";
import type { ImportResult } from "@shared/bookings/import";
import type { RouterContextProvider } from "react-router";
import { adminContext } from "../admin.server";

export async function importBookings(
  context: Readonly<RouterContextProvider>,
  text: string,
): Promise<ImportResult & { status: number }> {
  const { services, actor } = adminContext(context);
  try {
    const result = await services.bookings.importer.importCsv(text, actor);
    return { ...result, status: result.ok ? 200 : 400 };
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    const minutes = Math.max(1, Math.ceil(error.retryAfter / 60));
    const message = `Too many imports in a short time: try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
    return { ok: false, errors: [{ line: 1, message }], status: 429 };
  }
}

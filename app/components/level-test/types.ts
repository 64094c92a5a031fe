/** What the /level-test page's action answers (app/routes/public/level-test/level-test.tsx). */
export interface EmailFormResult {
  ok: boolean;
  /** Fields the server refused. */
  fields?: string[];
  rateLimitedMinutes?: number;
  /** What was typed, so a failed send keeps it. */
  values?: { name: string; email: string };
}

export interface LevelTestActionData {
  error?: "rateLimited" | "noChoice" | "conflict";
  minutes?: number;
  email?: EmailFormResult;
}

/** What admin route modules share between server and browser code. */

export type ActionResult =
  | { ok: true; intent: string; message: string; id?: string | number }
  | { ok: false; intent: string; message: string; fields?: Record<string, string> };

/** Every admin page: a title, and never in a search engine. */
export function adminMeta(title: string) {
  return [
    { title: `${title} | Clover English Admin` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** A text field of a form; absent or a file is "". */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * pdfkit with its fonts, font parser and decoders holds ~7 MB of a process's heap: loaded on the
 * first document a process draws (a letter, an invoice, a brochure), not at start, so a server
 * that draws none does not carry it (decision 0053).
 */
let loading: Promise<typeof import("pdfkit")> | undefined;

export function loadPdfKit(): Promise<typeof import("pdfkit")> {
  loading ??= import("pdfkit").then((module) => module.default);
  return loading;
}

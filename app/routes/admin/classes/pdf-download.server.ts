/**
 * A PDF download of the admin area, or the plain-text answer of a domain error: a record that
 * is not there answers `notFound`, or the service's own words when it says more (a class with
 * no student has no certificates).
 */
import { NotFoundError } from "@server/services/errors";

const plain = (message: string, status: number) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export async function pdfDownload(
  id: string | undefined,
  notFound: string,
  build: (id: number) => Promise<{ filename: string; pdf: Buffer }>,
): Promise<Response> {
  const number = Number(id);
  if (!Number.isInteger(number) || number <= 0 || number > 2_147_483_647) {
    return plain(notFound, 404);
  }
  try {
    const { filename, pdf } = await build(number);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.-]+/g, "_")}"`,
        "Content-Length": String(pdf.length),
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    if (error instanceof NotFoundError) return plain(error.message || notFound, 404);
    throw error;
  }
}

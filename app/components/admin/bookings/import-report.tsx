/**
 * The parts of the bookings import screen (/admin/bookings/import): what the file must hold, the
 * problems of a refused file by line, and the bookings a good file made.
 */
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportError,
  importOptionalColumns,
  importRequiredColumns,
  importStatuses,
} from "@shared/bookings/import";
import { Link } from "react-router";
import { ScrollArea } from "../scroll-area";
import { bodyCell, TableHead } from "../table-head";

export function ImportColumnsGuide() {
  return (
    <details className="mb-6 rounded-xl border border-mist bg-white p-4 text-sm">
      <summary className="cursor-pointer font-semibold text-ink">What the file must hold</summary>
      <div className="mt-3 grid gap-2 text-ink-muted">
        <p>
          A header line naming the columns (in any order), then one line per booking. Required:{" "}
          <code className="text-ink">{importRequiredColumns.join(", ")}</code>. Optional:{" "}
          <code className="text-ink">{importOptionalColumns.join(", ")}</code>.
        </p>
        <ul className="list-disc pl-5">
          <li>Dates as YYYY-MM-DD; level A1 to C2; needsVisa yes or no.</li>
          <li>
            programId as in Content → Programs; accommodation host-family, student-residence, hotel
            or none.
          </li>
          <li>
            status {importStatuses.join(", ")}: arrived once the course has started, completed once
            it has ended.
          </li>
          <li>
            At most {IMPORT_MAX_ROWS} lines and {IMPORT_MAX_BYTES / 1024} KiB. A spreadsheet's
            &ldquo;CSV UTF-8&rdquo; export works as it is.
          </li>
          <li>
            A student is matched to an existing student record by e-mail address, or a new one is
            created.
          </li>
        </ul>
      </div>
    </details>
  );
}

export function ImportErrors({ errors }: { errors: ImportError[] }) {
  return (
    <section aria-labelledby="import-errors-title" className="mb-6">
      <div role="alert" className="mb-3 rounded-lg border border-[#b42318] bg-white p-3">
        <h2 id="import-errors-title" className="font-semibold text-[#b42318]">
          Nothing was imported: {errors.length} problem{errors.length === 1 ? "" : "s"} to fix
        </h2>
        <p className="text-sm text-ink-muted">
          Correct these lines (in the text below, or in your file) and import again.
        </p>
      </div>
      <ScrollArea label="Problems by line" className="rounded-xl border border-mist bg-white">
        <table className="w-full">
          <caption className="sr-only">Problems by line</caption>
          <TableHead columns={[{ label: "Line", align: "right" }, "Problem"]} />
          <tbody className="divide-y divide-mist">
            {errors.map((error) => (
              <tr key={`${error.line}:${error.message}`} data-testid="import-error">
                <td className={`${bodyCell} w-16 text-right tabular-nums`}>{error.line}</td>
                <td className={bodyCell}>{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
    </section>
  );
}

export function ImportCreated({ bookingIds }: { bookingIds: number[] }) {
  const count = bookingIds.length;
  return (
    <section
      role="status"
      aria-labelledby="import-created-title"
      className="mb-6 rounded-xl border border-mist bg-white p-4"
    >
      <h2 id="import-created-title" className="font-semibold text-sea-deep">
        {count} booking{count === 1 ? "" : "s"} imported
      </h2>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {bookingIds.map((id) => (
          <li key={id}>
            <Link to={`/admin/bookings/${id}`} className="text-sea underline">
              Booking {id}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm">
        <Link to="/admin/bookings" className="text-sea underline">
          Back to all bookings
        </Link>
      </p>
    </section>
  );
}

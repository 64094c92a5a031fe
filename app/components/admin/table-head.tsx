/**
 * The look of every staff table in one place: header row, header cells and body cells.
 */

export const headerCell =
  "px-3 py-2 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase";
export const bodyCell = "px-3 py-2 align-top text-sm";

export type Column =
  | string
  /** `hidden`: named for screen readers only (a column of row actions). */
  | { label: string; hidden?: boolean; align?: "right" }
  /** Leaves the column out (a column only some staff see). */
  | false;

export function TableHead({ columns }: { columns: Column[] }) {
  return (
    <thead className="border-b border-mist bg-[#f7f8f7]">
      <tr>
        {columns.map((column) => {
          if (column === false) return null;
          const { label, hidden, align } = typeof column === "string" ? { label: column } : column;
          return (
            <th
              key={label}
              scope="col"
              className={align === "right" ? `${headerCell} text-right` : headerCell}
            >
              {hidden ? <span className="sr-only">{label}</span> : label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

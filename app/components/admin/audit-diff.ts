/**
 * The before/after snapshots of an audit entry as a list of changed fields, each value as short
 * readable text. Bookkeeping fields that change on every save are left out.
 */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const IGNORED = new Set(["updatedAt", "passwordHash", "confirmTokenHash"]);

export function readableValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (Array.isArray(value)) {
    return value.length === 0
      ? "—"
      : value.every((item) => typeof item === "string" || typeof item === "number")
        ? value.join(", ")
        : JSON.stringify(value);
  }
  return JSON.stringify(value);
}

/** "programId" → "Program id"; "isActive" → "Is active". */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function auditDiff(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): FieldChange[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChange[] = [];
  for (const key of keys) {
    if (IGNORED.has(key)) continue;
    const old = before?.[key];
    const now = after?.[key];
    if (JSON.stringify(old) === JSON.stringify(now)) continue;
    const change = {
      field: fieldLabel(key),
      before: readableValue(old),
      after: readableValue(now),
    };
    // Absent and empty read the same ("—"): not a change worth a line.
    if (change.before !== change.after) changes.push(change);
  }
  return changes;
}

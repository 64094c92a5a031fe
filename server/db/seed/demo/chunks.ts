/** Rows inserted in chunks: PostgreSQL takes at most 65,535 parameters per statement. */
export function chunks<T>(rows: readonly T[], size = 500): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < rows.length; i += size) result.push(rows.slice(i, i + size));
  return result;
}

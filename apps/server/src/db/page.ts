/**
 * A page and its total in one round trip: the page's query carries the total as an
 * uncorrelated scalar subquery (computed once), so each row brings it along. Only an empty
 * page past the first has no row to bring it, and asks for it alone.
 */
export async function pageAndTotal<T>(
  rowsWithTotal: Promise<{ entry: T; total: number | string }[]>,
  totalAlone: () => Promise<number>,
  offset: number,
): Promise<{ rows: T[]; total: number }> {
  const rows = await rowsWithTotal;
  const first = rows[0];
  if (first) return { rows: rows.map((row) => row.entry), total: Number(first.total) };
  return { rows: [], total: offset === 0 ? 0 : await totalAlone() };
}

/*
 * Which design versions the Compare view's columns show (decision 36.4): from the address's
 * `?versions=id1,id2`, so a customer can send the link, else the page's first three.
 */

export const maxColumns = 3;

/**
 * The versions to show, in column order: the address's known ids, each once, at most three;
 * fewer than two are completed with the page's versions in their order.
 */
export function chosenVersions(param: string | null, available: readonly string[]): string[] {
  const wanted = [...new Set((param ?? '').split(','))].filter((id) => available.includes(id));
  const chosen = wanted.slice(0, maxColumns);
  if (chosen.length >= 2) return chosen;
  const columns = Math.min(maxColumns, available.length);
  for (const id of available) {
    if (chosen.length >= columns) break;
    if (!chosen.includes(id)) chosen.push(id);
  }
  return chosen;
}

/** `chosen` with `id` in `column`; a version shown elsewhere swaps places, never shows twice. */
export function withVersionIn(chosen: readonly string[], column: number, id: string): string[] {
  const next = [...chosen];
  const elsewhere = next.indexOf(id);
  const previous = next[column];
  if (elsewhere >= 0 && previous !== undefined) next[elsewhere] = previous;
  next[column] = id;
  return next;
}

/** The query that names the columns' versions, commas left as they are: `versions=a,b`. */
export const versionsQuery = (ids: readonly string[]) =>
  `versions=${ids.map(encodeURIComponent).join(',')}`;

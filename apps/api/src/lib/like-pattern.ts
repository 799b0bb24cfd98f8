/** An ILIKE pattern for "contains `search`": `%` and `_` in a search are letters, not wildcards. */
export const likePattern = (search: string) =>
  `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

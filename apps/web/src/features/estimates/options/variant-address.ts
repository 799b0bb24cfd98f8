import type { VariantChoices } from '@corner/contracts';

/*
 * A variant in the page's address (issue 37): `?o=<groupId>.<choiceKey>`, once per choice that
 * differs from the estimate, for every version of the page, so a reload or a shared link shows
 * the same variant. Reading takes what is well formed; whether a choice still exists is the
 * live panel's to check (changedChoices drops unknown and stale ones).
 */

export const choiceParam = 'o';

const choicePattern = /^([a-z0-9]{1,12})\.([a-z0-9-]{1,16})$/;

/** The choices the address names, by group id (the first one of a group wins). */
export function choicesFromSearch(search: URLSearchParams): VariantChoices {
  const choices: VariantChoices = {};
  for (const value of search.getAll(choiceParam)) {
    const match = choicePattern.exec(value);
    if (match && !(match[1]! in choices)) choices[match[1]!] = match[2]!;
  }
  return choices;
}

/**
 * The address's search with one version's choices in place of what it said for that
 * version's groups; everything else (other versions' choices, other parameters) is kept.
 */
export function searchWithChoices(
  search: URLSearchParams,
  groupIds: readonly string[],
  choices: VariantChoices,
): URLSearchParams {
  const own = new Set(groupIds);
  const next = new URLSearchParams();
  for (const [name, value] of search) {
    const group = name === choiceParam ? choicePattern.exec(value)?.[1] : undefined;
    if (group === undefined || !own.has(group)) next.append(name, value);
  }
  for (const groupId of groupIds) {
    const key = choices[groupId];
    if (key !== undefined) next.append(choiceParam, `${groupId}.${key}`);
  }
  return next;
}

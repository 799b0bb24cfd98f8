/** The `?page=` of a listing: a whole number from 1, else 1. */
export function pageParam(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

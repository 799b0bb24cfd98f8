import type { AuditEntityKind } from '@corner/contracts';
import { auditEntityKinds } from '@corner/contracts/display';
import type { AuditFilters } from '../api/get-audit-trail';

/** A calendar day as a date input gives it (YYYY-MM-DD), and a real one; else ''. */
function calendarDay(value: string | null): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? value : '';
}

const isKind = (value: string | null): value is AuditEntityKind =>
  auditEntityKinds.some((kind) => kind === value);

/**
 * The filters of the address (?actor=&kind=&from=&to=), so a filtered view is a link; a value
 * the API would refuse (an unknown kind, a day that is no day) is left out.
 */
export function auditFiltersFrom(searchParams: URLSearchParams): AuditFilters {
  const kind = searchParams.get('kind');
  return {
    actor: searchParams.get('actor')?.trim().toLowerCase() ?? '',
    kind: isKind(kind) ? kind : '',
    from: calendarDay(searchParams.get('from')),
    to: calendarDay(searchParams.get('to')),
  };
}

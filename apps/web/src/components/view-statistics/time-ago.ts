import { formatDate } from '@corner/contracts/display';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * How long ago an instant was, as staff read it at a glance: "just now", "12 min ago",
 * "3 h ago", "5 d ago"; a month or more ago, its date.
 */
export function formatTimeAgo(value: string | Date, now: Date = new Date()): string {
  const at = typeof value === 'string' ? new Date(value) : value;
  const elapsed = Math.max(0, now.getTime() - at.getTime());
  if (elapsed < minute) return 'just now';
  if (elapsed < hour) return `${Math.floor(elapsed / minute)} min ago`;
  if (elapsed < day) return `${Math.floor(elapsed / hour)} h ago`;
  if (elapsed < 30 * day) return `${Math.floor(elapsed / day)} d ago`;
  return formatDate(at);
}

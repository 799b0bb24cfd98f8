import type { PaymentIssue } from '@corner/contracts';
import { formatDateTime, formatMoney } from '@corner/contracts/display';

/** The amount as the provider reported it, with its currency; a dash when it gave none. */
export function paidAmount(issue: PaymentIssue): string {
  if (issue.amount === null) return '—';
  return issue.currency ? formatMoney(issue.amount, issue.currency) : String(issue.amount);
}

/** How staff name a payment in a button's label or a confirmation. */
export const paymentName = (issue: PaymentIssue) =>
  issue.reference ?? `received ${formatDateTime(issue.receivedAt)}`;

/** 'Applied by … on …', 'Refunded by … on …'; a refund the provider reported names no one. */
export function resolutionText(issue: PaymentIssue): string | null {
  if (!issue.resolution || !issue.resolvedAt) return null;
  const when = formatDateTime(issue.resolvedAt);
  const done = issue.resolution === 'applied' ? 'Applied' : 'Refunded';
  if (issue.resolvedBy) return `${done} by ${issue.resolvedBy} on ${when}`;
  return issue.resolution === 'refunded'
    ? `Refunded at the payment provider, reported on ${when}`
    : `${done} on ${when}`;
}

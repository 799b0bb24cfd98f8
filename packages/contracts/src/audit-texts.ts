import { formatDateTime } from './dates.js';

/*
 * The audit trail's words (issue 39): what a recorded change says to staff, the same on the
 * back office's pages and in the CSV export. No zod here.
 */

/** A field a change touched: its label, and the values before and after as exact text. */
export interface AuditFieldChange {
  field: string;
  label: string;
  from: string | null;
  to: string | null;
}

/** The kinds of things the trail records changes of. */
export const auditEntityKinds = [
  'price-list',
  'user',
  'sign-in',
  'content-item',
  'delivery',
  'catalog-item',
  'kitchen',
  'enquiry',
  'project',
  'design-version',
  'batch',
  'estimate',
  'estimate-page',
  'production-plan',
  'variant-request',
  'requote-request',
  'acceptance',
  'design-sign-off',
  'payment-schedule',
  'payment',
  'reservation',
] as const;
export type AuditEntityKind = (typeof auditEntityKinds)[number];

export const auditEntityLabels: Readonly<Record<AuditEntityKind, string>> = {
  'price-list': 'Price list',
  user: 'User',
  'sign-in': 'Staff sign-in',
  'content-item': 'Content item',
  delivery: 'Delivery',
  'catalog-item': 'Catalog item',
  kitchen: 'Gallery kitchen',
  enquiry: 'Enquiry',
  project: 'Project',
  'design-version': 'Design version',
  batch: 'Batch',
  estimate: 'Estimate',
  'estimate-page': 'Estimate page',
  'production-plan': 'Production plan',
  'variant-request': 'Variant request',
  'requote-request': 'New quote request',
  acceptance: 'Acceptance',
  'design-sign-off': 'Design sign-off',
  'payment-schedule': 'Payment schedule',
  payment: 'Payment',
  reservation: 'Reservation',
};

export const auditTexts = {
  empty: 'Nothing recorded for these filters.',
  projectHistoryEmpty: 'Nothing recorded for this project yet.',
} as const;

/** The kinds only admins may read changes of: the price list, users and staff sign-ins. */
export const adminOnlyAuditKinds: readonly AuditEntityKind[] = ['price-list', 'user', 'sign-in'];

const shown = (value: string | null) => (value === null || value === '' ? '(none)' : value);

/** 'Assembly rate 0.12 → 0.13' */
export const fieldChangeText = (change: AuditFieldChange) =>
  `${change.label} ${shown(change.from)} → ${shown(change.to)}`;

/** 'Last changed by designer@corner.example on Nov 29, 2026, 10:15 AM' */
export const lastChangedText = (change: { actor: { email: string }; occurredAt: string }) =>
  `Last changed by ${change.actor.email} on ${formatDateTime(change.occurredAt)}`;

/** 'admin@corner.example changed Assembly rate 0.12 → 0.13; Deposit (USD) 500.00 → 600.00' */
export function auditSentence(event: {
  actor: { email: string };
  summary: string;
  changes: AuditFieldChange[];
}): string {
  const changes = event.changes.map(fieldChangeText).join('; ');
  return changes
    ? `${event.actor.email} changed ${changes}`
    : `${event.actor.email} ${event.summary}`;
}

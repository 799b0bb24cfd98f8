import { randomBytes } from 'node:crypto';
import {
  companyPaymentSchedule,
  currencyDecimals,
  scheduleDueKindLabels,
  type EstimateCurrency,
  type PaymentSchedule,
  type PaymentScheduleRequest,
  type ScheduledPaymentPlan,
  type ScheduleShareKind,
} from '@corner/contracts';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import { projects, reservations, scheduledPayments } from '../../../db/schema.js';
import { calendarDateIn } from '../../../lib/company-time.js';
import { recordChange, type Audited } from '../../audit/index.js';
import { projectStageDates } from '../../project-stages/index.js';
import { projectAcceptances } from '../acceptances/acceptances-repository.js';
import { approvedSignOff } from '../design-sign-offs/sign-offs-repository.js';
import { depositsNow } from '../reservations/reservations-repository.js';
import type { PlannedPayment, ScheduleFacts } from './schedule-states.js';

type Row = typeof scheduledPayments.$inferSelect;

/** A reference the provider is given for one payment: "P-" and ten hex digits. */
export const newPaymentReference = () => `P-${randomBytes(5).toString('hex').toUpperCase()}`;
export const paymentReferencePattern = /^P-[0-9A-F]{10}$/;

function planOf(row: Row): ScheduledPaymentPlan {
  const kind = row.shareKind as ScheduleShareKind;
  const share: ScheduledPaymentPlan['share'] =
    kind === 'percent' || kind === 'amount'
      ? { kind, value: String(Number(row.shareValue)) }
      : { kind };
  const due =
    row.dueKind === 'date'
      ? { kind: 'date' as const, date: row.dueDate! }
      : { kind: row.dueKind as 'acceptance' | 'production' | 'delivery' };
  return { label: row.label, share, due };
}

const toPlanned = (row: Row): PlannedPayment => ({
  ...planOf(row),
  id: row.id,
  reference: row.reference,
  paid:
    row.paidAt && row.amountPaid !== null
      ? { at: row.paidAt, amount: Number(row.amountPaid) }
      : null,
  refundedAt: row.refundedAt,
});

export async function storedSchedule(db: Db | Tx, projectId: string) {
  return db
    .select()
    .from(scheduledPayments)
    .where(eq(scheduledPayments.projectId, projectId))
    .orderBy(asc(scheduledPayments.position));
}

/** The reservation that paid the deposit: the active one, else the last one refunded. */
async function depositReservation(db: Db, projectId: string) {
  const [row] = await db
    .select()
    .from(reservations)
    .where(eq(reservations.projectId, projectId))
    .orderBy(sql`${reservations.refundedAt} asc nulls first`, desc(reservations.createdAt))
    .limit(1);
  if (!row?.currency) return null;
  return {
    at: row.createdAt,
    amount: row.amount === null ? null : Number(row.amount),
    currency: row.currency as EstimateCurrency,
    refunded: row.refundedAt !== null,
  };
}

/** Everything the schedule's states are worked out from, on the given instant. */
export async function scheduleFacts(
  db: Db,
  projectId: string,
  now: Date,
  timeZone: string,
): Promise<ScheduleFacts> {
  const [rows, acceptances, reservation, deposits, stages, signOff] = await Promise.all([
    storedSchedule(db, projectId),
    projectAcceptances(db, projectId),
    depositReservation(db, projectId),
    depositsNow(db),
    projectStageDates(db, projectId),
    approvedSignOff(db, projectId),
  ]);
  const current = acceptances.find((acceptance) => acceptance.withdrawn === null);
  return {
    stored: rows.length > 0,
    payments:
      rows.length > 0
        ? rows.map(toPlanned)
        : companyPaymentSchedule.map((plan) => ({
            ...plan,
            id: null,
            reference: null,
            paid: null,
            refundedAt: null,
          })),
    accepted: current
      ? {
          reference: current.reference,
          total: current.totalCost,
          currency: current.currency,
          acceptedOn: calendarDateIn(new Date(current.acceptedAt), timeZone),
        }
      : null,
    reservation,
    depositIn: (currency) => deposits(currency).amount,
    signedOffOn: signOff?.approvedAt ? calendarDateIn(signOff.approvedAt, timeZone) : null,
    productionStarts: stages.find((stage) => stage.key === 'production')?.startDate ?? null,
    deliveryEnds: stages.find((stage) => stage.key === 'delivery')?.endDate ?? null,
    today: calendarDateIn(now, timeZone),
  };
}

const rowOf = (projectId: string, plan: ScheduledPaymentPlan, position: number) => ({
  projectId,
  position,
  label: plan.label,
  shareKind: plan.share.kind,
  shareValue: 'value' in plan.share ? plan.share.value : null,
  dueKind: plan.due.kind,
  dueDate: plan.due.kind === 'date' ? plan.due.date : null,
  reference: newPaymentReference(),
});

/**
 * An accepted estimate fixes the schedule it was accepted under: a project still on the
 * company's schedule gets it stored, so a later change to the company's leaves it as agreed.
 */
export async function fixSchedule(tx: Tx, projectId: string) {
  if ((await storedSchedule(tx, projectId)).length > 0) return;
  await tx
    .insert(scheduledPayments)
    .values(companyPaymentSchedule.map((plan, position) => rowOf(projectId, plan, position)));
}

/** The schedule's amounts worked out before and after a change (for the accepted total). */
export interface WorkedSchedules {
  before: PaymentSchedule;
  after: PaymentSchedule;
}

/**
 * Replaces the project's schedule, in one transaction; answers false (nothing changed) when a
 * payment of it was paid meanwhile. Every payment gets a new reference: a checkout opened for
 * the old schedule lands with staff as a payment needing attention (decision 50.4). The audit
 * trail records each payment's label, share, due event and amount that changed (issue 39).
 */
export async function replaceSchedule(
  db: Db,
  project: { id: string; name: string },
  request: PaymentScheduleRequest,
  audit: Audited,
  worked: WorkedSchedules,
): Promise<boolean> {
  const projectId = project.id;
  return db.transaction(async (tx) => {
    const existing = await tx
      .select()
      .from(scheduledPayments)
      .where(eq(scheduledPayments.projectId, projectId))
      .for('update');
    if (existing.some((row) => row.paidAt !== null)) return false;
    await tx.delete(scheduledPayments).where(eq(scheduledPayments.projectId, projectId));
    const inserted = await tx
      .insert(scheduledPayments)
      .values(request.payments.map((plan, position) => rowOf(projectId, plan, position)))
      .returning();
    // A project without rows followed the company's schedule: that is what staff changed.
    const before =
      existing.length > 0
        ? [...existing].sort((a, b) => a.position - b.position)
        : companyPaymentSchedule.map((plan, position) => rowOf(projectId, plan, position));
    const after = [...inserted].sort((a, b) => a.position - b.position);
    await recordChange(tx, audit, {
      summary: `saved the payment schedule of ${project.name}`,
      entity: {
        kind: 'payment-schedule',
        id: projectId,
        label: `Payment schedule of ${project.name}`,
      },
      projectId,
      changes: scheduleChanges(described(before, worked.before), described(after, worked.after)),
    });
    return true;
  });
}

type Stored = Pick<Row, 'label' | 'shareKind' | 'shareValue' | 'dueKind' | 'dueDate'>;
interface Described {
  label: string;
  share: string;
  due: string;
  amount: string | null;
}

/** A stored decimal as numeric(14, 2) keeps it: '60' and '60.00' are the same share. */
function twoPlaces(value: string) {
  const [whole, fraction = ''] = value.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

function shareText(row: Stored) {
  const value = row.shareValue === null ? '' : twoPlaces(row.shareValue);
  switch (row.shareKind) {
    case 'deposit':
      return 'The deposit';
    case 'percent':
      return `${value} % of the total`;
    case 'amount':
      return `${value} (a fixed amount)`;
    case 'rest':
      return 'The rest of the total';
    default:
      return row.shareKind;
  }
}

const dueText = (row: Stored) =>
  row.dueKind === 'date'
    ? `On ${row.dueDate}`
    : (scheduleDueKindLabels[row.dueKind as keyof typeof scheduleDueKindLabels] ?? row.dueKind);

/** Each payment as staff read it, with its amount (exact, in the currency's decimals) if known. */
function described(rows: Stored[], worked: PaymentSchedule): Described[] {
  const currency = worked.currency;
  return rows.map((row, index) => {
    const amount = worked.payments[index]?.amount ?? null;
    return {
      label: row.label,
      share: shareText(row),
      due: dueText(row),
      amount:
        amount === null || currency === null
          ? null
          : `${amount.toFixed(currencyDecimals(currency))} ${currency.toUpperCase()}`,
    };
  });
}

const describedFields = [
  ['label', 'Label'],
  ['share', 'How much'],
  ['due', 'When it is due'],
  ['amount', 'Amount'],
] as const;

/** 'Payment 2: How much 60.00 % of the total → 50.00 % of the total', payment by payment. */
function scheduleChanges(before: Described[], after: Described[]) {
  const count = Math.max(before.length, after.length);
  return Array.from({ length: count }, (_, index) =>
    describedFields.flatMap(([field, label]) => {
      const from = before[index]?.[field] ?? null;
      const to = after[index]?.[field] ?? null;
      return from === to
        ? []
        : [
            {
              field: `payment${index + 1}.${field}`,
              label: `Payment ${index + 1}: ${label}`,
              from,
              to,
            },
          ];
    }),
  ).flat();
}

/** The payment of a schedule a provider's reference names, with its project's name. */
export async function scheduledPaymentByReference(db: Db, reference: string) {
  const [row] = await db
    .select({ payment: scheduledPayments, projectName: projects.name })
    .from(scheduledPayments)
    .innerJoin(projects, eq(projects.id, scheduledPayments.projectId))
    .where(eq(scheduledPayments.reference, reference));
  return row ?? null;
}

export type PaidFacts = Pick<
  typeof scheduledPayments.$inferInsert,
  'paidAt' | 'eventId' | 'sessionId' | 'paymentIntent' | 'payerEmail' | 'amountPaid' | 'currency'
>;

/** Marks a payment paid unless it was meanwhile; answers whether this call did. */
export async function markScheduledPaymentPaid(tx: Tx, id: string, paid: PaidFacts) {
  const rows = await tx
    .update(scheduledPayments)
    .set(paid)
    .where(and(eq(scheduledPayments.id, id), isNull(scheduledPayments.paidAt)))
    .returning({ id: scheduledPayments.id });
  return rows.length > 0;
}

/** A full refund at the provider: the payments it paid are refunded. Answers their projects. */
export async function markScheduledPaymentsRefunded(db: Db, paymentIntent: string, now: Date) {
  return db
    .update(scheduledPayments)
    .set({ refundedAt: now })
    .where(
      and(eq(scheduledPayments.paymentIntent, paymentIntent), isNull(scheduledPayments.refundedAt)),
    )
    .returning({ projectId: scheduledPayments.projectId });
}

/** Projects whose own schedule has a payment neither paid nor refunded. */
export async function projectsWithOpenPayments(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ projectId: scheduledPayments.projectId })
    .from(scheduledPayments)
    .where(and(isNull(scheduledPayments.paidAt), isNull(scheduledPayments.refundedAt)));
  return rows.map((row) => row.projectId);
}

/** Claims a payment's reminder of a state: true once, whichever instance asks first. */
export async function claimReminder(tx: Tx, id: string, state: 'due' | 'overdue', now: Date) {
  const column =
    state === 'due' ? scheduledPayments.remindedDueAt : scheduledPayments.remindedOverdueAt;
  const rows = await tx
    .update(scheduledPayments)
    .set(state === 'due' ? { remindedDueAt: now } : { remindedOverdueAt: now })
    .where(and(eq(scheduledPayments.id, id), isNull(column)))
    .returning({ id: scheduledPayments.id });
  return rows.length > 0;
}

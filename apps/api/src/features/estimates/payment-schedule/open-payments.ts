import type { PaymentSchedule, ScheduledPayment } from '@corner/contracts';
import type { FastifyInstance } from 'fastify';
import { projectsWithOpenPayments, scheduleFacts } from './schedule-repository.js';
import { scheduleOn } from './schedule-states.js';

/*
 * The payments due or overdue across projects now (decision 64): what staff list and what the
 * reminders pass mails. Each project's schedule is worked out as its pages show it.
 */

export interface OpenPayment {
  projectId: string;
  schedule: PaymentSchedule;
  payment: ScheduledPayment & { id: string; state: 'due' | 'overdue' };
}

const isOpen = (payment: ScheduledPayment): payment is OpenPayment['payment'] =>
  payment.id !== null && (payment.state === 'due' || payment.state === 'overdue');

export async function openPayments(app: FastifyInstance, timeZone: string): Promise<OpenPayment[]> {
  const db = app.database.db;
  const now = app.clock.now();
  const open: OpenPayment[] = [];
  for (const projectId of await projectsWithOpenPayments(db)) {
    const schedule = scheduleOn(await scheduleFacts(db, projectId, now, timeZone));
    for (const payment of schedule.payments.filter(isOpen)) {
      open.push({ projectId, schedule, payment });
    }
  }
  return open.sort((a, b) => (a.payment.payBy ?? '').localeCompare(b.payment.payBy ?? ''));
}

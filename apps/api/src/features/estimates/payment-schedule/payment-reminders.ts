import { formatDate, formatMoney, portalPaths } from '@corner/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { paymentReminderMail } from '../../../mail/templates/scheduled-payment-mails.js';
import { periodicPass } from '../../../lib/periodic-pass.js';
import { linkBase } from '../../auth/index.js';
import { customerEmails, designerOrStaffEmails } from '../reservations/reservations-repository.js';
import { projects } from '../../../db/schema.js';
import { eq } from 'drizzle-orm';
import { openPayments, type OpenPayment } from './open-payments.js';
import { claimReminder } from './schedule-repository.js';

/*
 * Reminders of payments due and overdue (decision 64): a pass every hour on every instance
 * mails each payment once per state, through the outbox, in the transaction that claims it.
 * Customers are reminded of both; the designer (every staff member when none) of overdue ones.
 */

declare module 'fastify' {
  interface FastifyInstance {
    paymentReminders: {
      /** One pass now (tests call it); answers how many reminders it sent. */
      remind(): Promise<number>;
    };
  }
}

export interface ReminderSettings {
  publicUrl: string | undefined;
  timeZone: string;
}

const passIntervalMs = 60 * 60_000;

async function remindOne(app: FastifyInstance, settings: ReminderSettings, open: OpenPayment) {
  const db = app.database.db;
  const { projectId, schedule, payment } = open;
  const [project] = await db
    .select({ name: projects.name, designerId: projects.designerId })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project || !schedule.currency || payment.amount === null || !payment.payBy) return false;
  const base = linkBase(app, settings.publicUrl);
  const data = {
    state: payment.state,
    projectName: project.name,
    label: payment.label,
    amount: formatMoney(payment.amount, schedule.currency),
    payBy: formatDate(payment.payBy),
  };
  const customerLink = `${base}${portalPaths.projectDashboard(projectId)}`;
  const mails = await Promise.all([
    ...(await customerEmails(db, projectId)).map((to) =>
      paymentReminderMail(to, 'customer', { ...data, link: customerLink }),
    ),
    ...(payment.state === 'overdue'
      ? (await designerOrStaffEmails(db, project.designerId)).map((to) =>
          paymentReminderMail(to, 'staff', {
            ...data,
            link: `${base}${portalPaths.adminProject(projectId)}`,
          }),
        )
      : []),
  ]);
  return db.transaction(async (tx) => {
    if (!(await claimReminder(tx, payment.id, payment.state, app.clock.now()))) return false;
    for (const mail of mails) await app.mail.write(tx, mail);
    return true;
  });
}

export async function remindOpenPayments(app: FastifyInstance, settings: ReminderSettings) {
  let sent = 0;
  for (const open of await openPayments(app, settings.timeZone)) {
    if (await remindOne(app, settings, open)) sent += 1;
  }
  return sent;
}

async function paymentRemindersPlugin(app: FastifyInstance, settings: ReminderSettings) {
  const remind = periodicPass(app, 'payment reminders', passIntervalMs, () =>
    remindOpenPayments(app, settings),
  );
  app.decorate('paymentReminders', { remind });
}

export const paymentReminders = fp(paymentRemindersPlugin, {
  name: 'payment-reminders',
  fastify: '5.x',
  dependencies: ['database', 'mail'],
});

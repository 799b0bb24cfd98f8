import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditEvents, viewEventDays, viewEvents } from '../../db/schema.js';
import { periodicPass } from '../../lib/periodic-pass.js';

/*
 * Retention (issue 39): the audit trail and the view events of estimate pages are kept for a
 * number of days (AUDIT_RETENTION_DAYS, VIEW_EVENT_RETENTION_DAYS), then deleted by a daily
 * pass. The pass looks every hour, so a restart never skips a day, and deletes in batches, so
 * years of rows never become one long lock.
 */

export interface RetentionSettings {
  auditDays: number;
  viewEventDays: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    dataRetention: { enforce: () => Promise<number> };
  }
}

const dayMs = 86_400_000;
const batchSize = 5000;
const passIntervalMs = 60 * 60_000;

/** Runs a delete of at most `batchSize` rows until one deletes fewer; answers how many went. */
async function deleteInBatches(deleteBatch: () => Promise<number>): Promise<number> {
  let deleted = 0;
  for (;;) {
    const count = await deleteBatch();
    deleted += count;
    if (count < batchSize) return deleted;
  }
}

/** Deletes what has outlived its retention at `now`; answers how many rows went. */
export async function enforceRetention(db: Db, settings: RetentionSettings, now: Date) {
  const auditCutoff = new Date(now.getTime() - settings.auditDays * dayMs);
  const viewCutoff = new Date(now.getTime() - settings.viewEventDays * dayMs);
  const audit = await deleteInBatches(async () => {
    const old = db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(lt(auditEvents.occurredAt, auditCutoff))
      .limit(batchSize);
    const gone = await db.delete(auditEvents).where(inArray(auditEvents.id, old)).returning({
      id: auditEvents.id,
    });
    return gone.length;
  });
  const views = await deleteInBatches(async () => {
    const old = db
      .select({ id: viewEvents.id })
      .from(viewEvents)
      .where(lt(viewEvents.createdAt, viewCutoff))
      .limit(batchSize);
    const gone = await db.delete(viewEvents).where(inArray(viewEvents.id, old)).returning({
      id: viewEvents.id,
    });
    return gone.length;
  });
  const days = await db
    .delete(viewEventDays)
    .where(lt(viewEventDays.day, viewCutoff.toISOString().slice(0, 10)))
    .returning({ day: viewEventDays.day });
  return audit + views + days.length;
}

async function dataRetentionPlugin(app: FastifyInstance, settings: RetentionSettings) {
  const enforce = periodicPass(app, 'data retention', passIntervalMs, () =>
    enforceRetention(app.database.db, settings, app.clock.now()),
  );
  app.decorate('dataRetention', { enforce });
}

export const dataRetention = fp(dataRetentionPlugin, {
  name: 'data-retention',
  fastify: '5.x',
  dependencies: ['database'],
});

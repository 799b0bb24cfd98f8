import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, viewEventDays, viewEvents } from '../../db/schema.js';
import { TestClock } from '../../lib/clock.js';
import { seedDomain } from '../../../test/helpers/domain-fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';

/*
 * Issue 39 point 4: the audit trail keeps a change seven years and the view events three (the
 * defaults), then the daily pass deletes them; what is younger stays.
 */
let subject: TestApp;
let projectId = '';
const clock = new TestClock(new Date('2026-11-29T12:00:00Z'));
const db = () => subject.app.database.db;
const daysAgo = (days: number) => new Date(clock.now().getTime() - days * 86_400_000);

beforeAll(async () => {
  subject = await buildTestApp({ clock });
  projectId = (await seedDomain(subject)).projectA.id;
});
afterAll(() => subject.close());

async function addChange(summary: string, occurredAt: Date) {
  await db().insert(auditEvents).values({
    occurredAt,
    actorEmail: 'admin@corner.test',
    actorRole: 'admin',
    summary,
    entityKind: 'project',
    entityId: projectId,
    entityLabel: 'Casey kitchen',
    projectId,
    changes: [],
  });
}

describe('data retention', () => {
  it('deletes the changes and view events past their days, and keeps the rest', async () => {
    await addChange('changed it eight years ago', daysAgo(8 * 365));
    await addChange('changed it six years ago', daysAgo(6 * 365));
    await db()
      .insert(viewEvents)
      .values([
        { kind: 'customer-estimate', projectId, createdAt: daysAgo(1100) },
        { kind: 'customer-estimate', projectId, createdAt: daysAgo(1000) },
      ]);
    await db()
      .insert(viewEventDays)
      .values([
        { projectId, page: 'customer-estimate', day: daysAgo(1100).toISOString().slice(0, 10) },
        { projectId, page: 'customer-estimate', day: daysAgo(1000).toISOString().slice(0, 10) },
      ]);

    expect(await subject.app.dataRetention.enforce()).toBe(3);

    const changes = await db().select({ summary: auditEvents.summary }).from(auditEvents);
    expect(changes.map((change) => change.summary)).toEqual(['changed it six years ago']);
    const views = await db().select({ createdAt: viewEvents.createdAt }).from(viewEvents);
    expect(views.map((view) => view.createdAt)).toEqual([daysAgo(1000)]);
    expect(await db().select().from(viewEventDays)).toHaveLength(1);
  });

  it('deletes nothing more when run again the same day', async () => {
    expect(await subject.app.dataRetention.enforce()).toBe(0);
  });
});

import { adminProjectSchema, notStaffDesignerMessage, validationMessages } from '@corner/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema.js';
import { latestMails } from '../../mail/outbox.js';
import { caller } from '../../../test/helpers/cache.js';
import { addEstimate, seedDomain, viewers } from '../../../test/helpers/domain-fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { auditRowsOf } from '../../../test/helpers/audit-rows.js';

let subject: TestApp;
let seeded: Awaited<ReturnType<typeof seedDomain>>;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  subject = await buildTestApp();
  seeded = await seedDomain(subject);
  call = caller(subject);
});
afterAll(() => subject.close());

const designer = viewers.designer;

const trailOf = (response: { headers: Record<string, unknown> }) =>
  auditRowsOf(subject.app.database.db, response);

const trailSize = async () => subject.app.database.db.$count(auditEvents);

async function userByEmail(email: string) {
  const [user] = await subject.app.database.db.select().from(users).where(eq(users.email, email));
  return user;
}

describe('back office: projects', () => {
  it('creates a project, and a customer account for a new e-mail', async () => {
    const created = await call('POST', '/admin/projects', designer, {
      name: '  Nora kitchen ',
      status: 'design',
      customerEmails: ['Nora@Corner.test', 'nora@corner.test', viewers.customerA],
    });
    expect(created.statusCode).toBe(201);
    const project = adminProjectSchema.parse(created.json());
    expect(project).toMatchObject({ name: 'Nora kitchen', status: 'design', designVersions: [] });
    expect(project.customers.map((customer) => customer.email)).toEqual([
      viewers.customerA,
      'nora@corner.test',
    ]);
    expect(await userByEmail('nora@corner.test')).toMatchObject({ type: 'customer' });
    // Recorded with the change: the new customer's account, and the project as made.
    const [account, made] = await trailOf(created);
    expect(account).toMatchObject({
      actorEmail: designer,
      summary: 'added nora@corner.test as customer',
      entityKind: 'user',
    });
    expect(made).toMatchObject({
      actorEmail: designer,
      actorRole: 'designer',
      summary: 'added project Nora kitchen',
      entityKind: 'project',
      entityId: project.id,
      projectId: project.id,
      changes: [
        { field: 'name', label: 'Project name', from: null, to: 'Nora kitchen' },
        { field: 'status', label: 'Status', from: null, to: 'design' },
        {
          field: 'customers',
          label: 'Customers',
          from: null,
          to: `${viewers.customerA}, nora@corner.test`,
        },
        { field: 'designer', label: 'Designer', from: null, to: designer },
      ],
    });
    // The new customer reaches the project; customer B does not.
    const asNora = await call('GET', `/project/${project.id}`, 'nora@corner.test');
    expect(asNora.statusCode).toBe(200);
    expect((await call('GET', `/project/${project.id}`, viewers.customerB)).statusCode).toBe(404);
  });

  it("makes its creator the project's designer, whom its customers see, until staff choose another", async () => {
    const created = await call('POST', '/admin/projects', designer, {
      name: 'Designer kitchen',
      status: 'design',
      customerEmails: [viewers.customerA],
    });
    const project = adminProjectSchema.parse(created.json());
    const dana = (await userByEmail(designer))!;
    expect(project.designerId).toBe(dana.id);
    const seen = await call('GET', `/project/${project.id}/designer`, viewers.customerA);
    expect(seen.json()).toEqual({ name: dana.name, email: designer, phone: null });
    expect(
      (await call('GET', `/project/${project.id}/designer`, viewers.customerB)).statusCode,
    ).toBe(404);

    const choices = await call('GET', '/admin/projects/designers', designer);
    expect(choices.json().map((choice: { email: string }) => choice.email)).toEqual(
      expect.arrayContaining([viewers.designer, viewers.admin]),
    );
    expect(choices.json().map((choice: { email: string }) => choice.email)).not.toContain(
      viewers.customerA,
    );
    const admin = (await userByEmail(viewers.admin))!;
    const form = {
      name: project.name,
      status: project.status,
      customerEmails: [viewers.customerA],
    };
    const saved = await call('PUT', `/admin/projects/${project.id}`, designer, {
      ...form,
      designerId: admin.id,
      revision: project.revision,
    });
    expect(saved.json().designerId).toBe(admin.id);
    expect(
      (await call('GET', `/project/${project.id}/designer`, viewers.customerA)).json(),
    ).toEqual({ name: admin.name, email: viewers.admin, phone: null });

    // A customer cannot be a designer: 400, and nothing changes.
    const customer = (await userByEmail(viewers.customerA))!;
    const refused = await call('PUT', `/admin/projects/${project.id}`, designer, {
      ...form,
      designerId: customer.id,
      revision: saved.json().revision,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(notStaffDesignerMessage);
    const none = await call('PUT', `/admin/projects/${project.id}`, designer, {
      ...form,
      designerId: null,
      revision: saved.json().revision,
    });
    expect(none.json().designerId).toBeNull();
    expect(
      (await call('GET', `/project/${project.id}/designer`, viewers.customerA)).json(),
    ).toBeNull();
  });

  it("shows a customer's new project in their cached list at once", async () => {
    const customerA = (await userByEmail(viewers.customerA))!;
    const before = await call('GET', `/user/${customerA.id}/projects`, viewers.customerA);
    const created = await call('POST', '/admin/projects', designer, {
      name: 'Second kitchen',
      status: 'estimation',
      customerEmails: [viewers.customerA],
    });
    const after = await call('GET', `/user/${customerA.id}/projects`, viewers.customerA);
    expect(after.json()).toHaveLength(before.json().length + 1);
    expect(after.json().map((p: { id: string }) => p.id)).toContain(created.json().id);
  });

  it('refuses a staff e-mail as a customer, a blank name and no customers, changing nothing', async () => {
    const attempts = [
      { name: 'X', status: 'design', customerEmails: [viewers.designer] },
      { name: '   ', status: 'design', customerEmails: ['a@corner.test'] },
      { name: 'X', status: 'design', customerEmails: [] },
      { name: 'X', status: 'design', customerEmails: ['not an e-mail'] },
    ];
    const messages = [];
    const recorded = await trailSize();
    for (const body of attempts) {
      const response = await call('POST', '/admin/projects', designer, body);
      expect(response.statusCode).toBe(400);
      messages.push(response.json().error);
    }
    expect(messages[0]).toBe('dana@corner.test is a staff account, not a customer');
    expect(messages[1]).toContain(validationMessages.required);
    expect(messages[2]).toContain('Add at least one customer e-mail');
    expect(await userByEmail('a@corner.test')).toBeUndefined();
    expect(await trailSize()).toBe(recorded);
  });

  it('edits name, status and customers; a removed customer loses the project', async () => {
    const url = `/admin/projects/${seeded.projectA.id}`;
    const meta = `/project/${seeded.projectA.id}/meta`;
    expect((await call('GET', meta, viewers.customerA)).statusCode).toBe(200);
    const { revision } = adminProjectSchema.parse((await call('GET', url, designer)).json());
    const saved = await call('PUT', url, designer, {
      name: 'Casey kitchen (new)',
      status: 'design',
      customerEmails: ['lee@corner.test'],
      revision,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Casey kitchen (new)', status: 'design' });
    expect(saved.json().customers.map((c: { email: string }) => c.email)).toEqual([
      'lee@corner.test',
    ]);
    expect((await call('GET', meta, viewers.customerA)).statusCode).toBe(404);
    expect((await call('GET', meta, 'lee@corner.test')).json().status).toBe('design');
    const [account, changed] = await trailOf(saved);
    expect(account).toMatchObject({ summary: 'added lee@corner.test as customer' });
    expect(changed).toMatchObject({
      summary: 'changed project Casey kitchen (new)',
      entityKind: 'project',
      entityLabel: 'Casey kitchen (new)',
      changes: [
        { field: 'name', label: 'Project name', from: 'Casey kitchen', to: 'Casey kitchen (new)' },
        { field: 'status', label: 'Status', from: 'estimation', to: 'design' },
        { field: 'customers', label: 'Customers', from: viewers.customerA, to: 'lee@corner.test' },
      ],
    });
    // A save from an older revision changes nothing, and records nothing.
    const recorded = await trailSize();
    const stale = await call('PUT', url, designer, {
      name: 'Stale',
      status: 'design',
      customerEmails: ['stale@corner.test'],
      revision,
    });
    expect(stale.statusCode).toBe(409);
    expect(await trailSize()).toBe(recorded);
    const back = await call('PUT', url, designer, {
      name: 'Casey kitchen',
      status: 'estimation',
      customerEmails: [viewers.customerA],
      revision: revision + 1,
    });
    expect(back.statusCode).toBe(200);
  });

  it('pins a version with its estimate, refuses one without, unpins; only a version of the project', async () => {
    const url = `/admin/projects/${seeded.projectA.id}/active-design-version`;
    const recorded = await trailSize();
    const notEstimated = await call('PUT', url, designer, { designVersionId: seeded.versionA.id });
    expect(notEstimated.statusCode).toBe(409);
    expect(await trailSize()).toBe(recorded);
    expect(notEstimated.json().error).toBe(
      'This design version has no estimate yet: calculate one before showing it to customers',
    );
    const before = await call('GET', `/admin/projects/${seeded.projectA.id}`, designer);
    expect(before.json()).toMatchObject({
      activeDesignVersionId: null,
      shownToCustomers: { kind: 'nothing' },
    });

    const estimate = await addEstimate(subject, seeded.versionA.id);
    const pinned = await call('PUT', url, designer, { designVersionId: seeded.versionA.id });
    expect(pinned.json()).toMatchObject({
      activeDesignVersionId: seeded.versionA.id,
      shownToCustomers: {
        kind: 'pinned',
        designVersionId: seeded.versionA.id,
        reference: estimate.reference,
        hasNewerEstimate: false,
      },
    });
    const project = await call('GET', `/project/${seeded.projectA.id}`, viewers.customerA);
    expect(project.json().activeDesignVersionId).toBe(seeded.versionA.id);
    expect(await trailOf(pinned)).toMatchObject([
      {
        summary: 'pinned Version A in project Casey kitchen',
        entityKind: 'project',
        entityId: seeded.projectA.id,
        changes: [
          { label: 'Version shown to customers', from: null, to: 'Version A' },
          { label: 'Estimate shown to customers', from: null, to: estimate.reference },
        ],
      },
    ]);

    await addEstimate(subject, seeded.versionA.id);
    const later = await call('GET', `/admin/projects/${seeded.projectA.id}`, designer);
    expect(later.json().shownToCustomers).toMatchObject({
      reference: estimate.reference,
      hasNewerEstimate: true,
    });

    const foreign = await call('PUT', url, designer, { designVersionId: seeded.versionB.id });
    expect(foreign.statusCode).toBe(404);
    const unpinned = await call('DELETE', url, viewers.admin);
    expect(unpinned.json()).toMatchObject({
      activeDesignVersionId: null,
      shownToCustomers: { kind: 'nothing' },
    });
    expect(await trailOf(unpinned)).toMatchObject([
      {
        actorEmail: viewers.admin,
        summary: 'unpinned Version A in project Casey kitchen',
        changes: [
          { label: 'Version shown to customers', from: 'Version A', to: null },
          { label: 'Estimate shown to customers', from: estimate.reference, to: null },
        ],
      },
    ]);
  });

  it('mails a customer a sign-in link, at most one a minute', async () => {
    const customerA = (await userByEmail(viewers.customerA))!;
    const url = `/admin/projects/${seeded.projectA.id}/customers/${customerA.id}/sign-in-link`;
    const sent = await call('POST', url, designer);
    expect(sent.statusCode).toBe(202);
    expect(sent.json().message).toBe(`Sign-in link sent to ${viewers.customerA}`);
    const [row] = await latestMails(subject.app.database.db, 1);
    const mail = subject.app.mail.sender.shown(row!);
    expect(mail).toMatchObject({ to: viewers.customerA, subject: 'Your sign-in link for Corner' });
    expect(mail.text).toMatch(/\/login\/confirm\?token=[\w-]+&returnTo=%2Fproject%2F/);
    const again = await call('POST', url, designer);
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toMatch(/Wait a minute/);
    const customerB = (await userByEmail(viewers.customerB))!;
    const notHers = `/admin/projects/${seeded.projectA.id}/customers/${customerB.id}/sign-in-link`;
    expect((await call('POST', notHers, designer)).statusCode).toBe(404);
  });

  it('answers 403 to customers, even on their own project', async () => {
    const own = await call('GET', `/admin/projects/${seeded.projectA.id}`, viewers.customerA);
    expect(own.statusCode).toBe(403);
    const create = await call('POST', '/admin/projects', viewers.customerA, {
      name: 'Mine',
      status: 'design',
      customerEmails: [viewers.customerA],
    });
    expect(create.statusCode).toBe(403);
  });
});

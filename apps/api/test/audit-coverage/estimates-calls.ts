import { randomUUID } from 'node:crypto';
import { messageAttachmentSchema } from '@corner/contracts';
import { eq } from 'drizzle-orm';
import {
  acceptances,
  contentItems,
  designSignOffs,
  paymentIssues,
  projectCustomers,
  projects,
} from '../../src/db/schema.js';
import { addEstimate, addProject, addVersion, viewers } from '../helpers/domain-fixtures.js';
import { signInAs, testOrigin } from '../helpers/sessions.js';
import { multipartBody, testPdf } from '../helpers/uploads.js';
import type { MatrixContext } from '../matrix/route-table.js';
import { byAdmin, byCustomer, type AuditedCall } from './audited-call.js';

/*
 * Issue 39's coverage of acceptances, design sign-offs, the payment schedule and payments
 * applied by hand. The matrix's own calls stop at a rule (409, 404, 400) here, so each call
 * makes what its change needs on a project of its own (customer A's), whatever ran before.
 */

const db = ({ subject }: MatrixContext) => subject.app.database.db;

/** A project of customer A's with one version, its estimate shown to them (pinned). */
async function customersProject(context: MatrixContext, name: string) {
  const { subject, state } = context;
  const project = await addProject(subject, `${name} ${randomUUID().slice(0, 8)}`);
  await db(context)
    .insert(projectCustomers)
    .values({ projectId: project.id, userId: state.userA.id });
  const version = await addVersion(subject, project.id, `${name} version`, 2);
  const estimate = await addEstimate(subject, version.id);
  await db(context)
    .update(projects)
    .set({ activeDesignVersionId: version.id, activeEstimateId: estimate.id })
    .where(eq(projects.id, project.id));
  await subject.app.cache.invalidateProject(project.id);
  return { project, version, estimate };
}

/** The revision of the terms in the slot, written first when there are none (the matrix has none). */
async function termsIn(context: MatrixContext, slot: 'acceptance-terms' | 'sign-off-terms') {
  const [held] = await db(context).select().from(contentItems).where(eq(contentItems.slot, slot));
  if (held?.body.trim()) return held.revision;
  const [row] = held
    ? await db(context)
        .update(contentItems)
        .set({ body: 'Audit terms' })
        .where(eq(contentItems.id, held.id))
        .returning()
    : await db(context)
        .insert(contentItems)
        .values({ name: `Audit ${slot}`, body: 'Audit terms', slot })
        .returning();
  return row!.revision;
}

/** What a record keeps of the customer who accepted or signed off (the matrix's own facts). */
const recorded = (recordKey: string) => ({
  email: viewers.customerA,
  fullName: 'Casey',
  clientAddress: '127.0.0.1',
  userAgent: 'audit',
  termsRevision: 1,
  termsText: 'Audit terms',
  termsHash: 'a'.repeat(64),
  recordKey,
  recordHash: 'c'.repeat(64),
});

/** A sign-off of the project's version in a state, inserted as its route would leave it. */
async function signOffOf(
  context: MatrixContext,
  name: string,
  state: 'requested' | 'approved',
): Promise<{ projectId: string; signOffId: string }> {
  const { project, version } = await customersProject(context, name);
  const now = new Date();
  const approval =
    state === 'approved'
      ? {
          ...recorded(`sign-off-audit-${project.id}.pdf`),
          approvedAt: now,
          designHash: 'b'.repeat(64),
        }
      : {};
  const [row] = await db(context)
    .insert(designSignOffs)
    .values({
      projectId: project.id,
      designVersionId: version.id,
      state,
      requestedAt: now,
      drawings: [],
      ...approval,
    })
    .returning({ id: designSignOffs.id });
  return { projectId: project.id, signOffId: row!.id };
}

/** A drawing uploaded to the project's thread by the admin, on no message yet. */
async function adminDrawing({ subject }: MatrixContext, projectId: string) {
  const { payload, headers } = await multipartBody(testPdf(), 'audit-drawing.pdf');
  const response = await subject.app.inject({
    method: 'POST',
    url: `/api/v1/project/${projectId}/message-attachments`,
    headers: { origin: testOrigin, cookie: await signInAs(subject, viewers.admin), ...headers },
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`Upload answered ${response.body}`);
  return messageAttachmentSchema.parse(response.json()).id;
}

/** A payment the webhook kept for staff, naming `reference`. */
async function keptPayment(
  context: MatrixContext,
  values: Partial<typeof paymentIssues.$inferInsert> & {
    reason: 'wrong-amount' | 'unknown-estimate';
  },
) {
  const [row] = await db(context)
    .insert(paymentIssues)
    .values({
      eventId: `evt_audit_${randomUUID()}`,
      eventType: 'checkout.session.completed',
      payerEmail: viewers.customerA,
      amountMinor: 45000,
      currency: 'usd',
      paymentStatus: 'paid',
      ...values,
    })
    .returning({ id: paymentIssues.id });
  return row!.id;
}

export const estimatesCalls: Record<string, AuditedCall> = {
  'POST /api/v1/project/:id/acceptances': byCustomer('acceptance', async (context) => {
    const { project, estimate } = await customersProject(context, 'Audit acceptance');
    return {
      params: { id: project.id },
      body: {
        estimateId: estimate.id,
        fullName: 'Casey',
        agreed: true,
        termsRevision: await termsIn(context, 'acceptance-terms'),
        signature: null,
      },
    };
  }),
  'POST /api/v1/project/:id/acceptances/:acceptanceId/withdraw': byAdmin(
    'acceptance',
    async (context) => {
      const { project, version, estimate } = await customersProject(context, 'Audit withdrawal');
      const [row] = await db(context)
        .insert(acceptances)
        .values({
          projectId: project.id,
          estimateId: estimate.id,
          designVersionId: version.id,
          acceptedAt: new Date(),
          estimateHash: 'b'.repeat(64),
          ...recorded(`acceptance-audit-${project.id}.pdf`),
        })
        .returning({ id: acceptances.id });
      return {
        params: { id: project.id, acceptanceId: row!.id },
        body: { reason: 'The customer asked for another worktop' },
      };
    },
  ),
  'POST /api/v1/project/:id/design-sign-offs': byAdmin('design-sign-off', async (context) => {
    const { project, version } = await customersProject(context, 'Audit sign-off');
    return {
      params: { id: project.id },
      body: { designVersionId: version.id, drawingIds: [await adminDrawing(context, project.id)] },
    };
  }),
  'POST /api/v1/project/:id/design-sign-offs/:signOffId/approve': byCustomer(
    'design-sign-off',
    async (context) => {
      const { projectId, signOffId } = await signOffOf(context, 'Audit approval', 'requested');
      return {
        params: { id: projectId, signOffId },
        body: {
          fullName: 'Casey',
          agreed: true,
          termsRevision: await termsIn(context, 'sign-off-terms'),
          signature: null,
        },
      };
    },
  ),
  'POST /api/v1/project/:id/design-sign-offs/:signOffId/ask-for-changes': byCustomer(
    'design-sign-off',
    async (context) => {
      const { projectId, signOffId } = await signOffOf(context, 'Audit changes', 'requested');
      return { params: { id: projectId, signOffId }, body: { text: 'Could the sink move left?' } };
    },
  ),
  'POST /api/v1/project/:id/design-sign-offs/:signOffId/withdraw': byAdmin(
    'design-sign-off',
    async (context) => {
      const { projectId, signOffId } = await signOffOf(context, 'Audit unsign', 'approved');
      return { params: { id: projectId, signOffId }, body: { reason: 'The wall moved' } };
    },
  ),
  'PUT /api/v1/project/:id/payment-schedule': byAdmin('payment-schedule', async (context) => {
    const { project } = await customersProject(context, 'Audit schedule');
    return {
      params: { id: project.id },
      body: {
        payments: [
          { label: 'Deposit', share: { kind: 'deposit' }, due: { kind: 'acceptance' } },
          { label: 'All the rest', share: { kind: 'rest' }, due: { kind: 'delivery' } },
        ],
      },
    };
  }),
  'POST /api/v1/admin/payment-issues/:id/apply': byAdmin('payment', async (context) => {
    const { project, estimate } = await customersProject(context, 'Audit applied');
    const id = await keptPayment(context, {
      reason: 'wrong-amount',
      reference: estimate.reference,
      estimateId: estimate.id,
      projectId: project.id,
    });
    return { params: { id } };
  }),
  'POST /api/v1/admin/payment-issues/:id/refunded': byAdmin('payment', async (context) => ({
    params: {
      id: await keptPayment(context, { reason: 'unknown-estimate', reference: 'E-1999-0001' }),
    },
  })),
};

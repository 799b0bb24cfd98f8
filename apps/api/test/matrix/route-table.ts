import { builtInPriceList } from '../../src/features/price-lists/index.js';
import { viewers, type ViewerRole } from '../helpers/domain-fixtures.js';
import { addEstimate, addVersion } from '../helpers/domain-fixtures.js';
import {
  acceptances,
  batches,
  designSignOffs,
  designVersionRenders,
  designVersions,
  estimates,
  images,
  itemLines,
  projectMessages,
  projects,
  signInTokens,
} from '../../src/db/schema.js';
import { asc, eq } from 'drizzle-orm';
import { issueSignInToken } from '../../src/features/auth/index.js';
import { estimateIdsShownToCustomers } from '../../src/features/design-versions/index.js';
import type { TestApp } from '../helpers/app.js';
import { multipartBody, testPicture } from '../helpers/uploads.js';
import { adminCatalogRows } from './admin-catalog-rows.js';
import { adminUsersRows } from './admin-users-rows.js';
import { enquiriesRows } from './enquiries-rows.js';
import { detailBody, type MatrixState } from './domain-state.js';

/*
 * Every route under /api/v1, keyed "METHOD /api/v1/path" exactly as Fastify registers it,
 * with the status each caller gets (PRODUCT.md 3) and, when it needs one, the request to make.
 * A route the app registers without a row here fails the matrix test with its name: add one
 * line per new route. Path parameters default to customer A's ids (see defaultParams).
 */

export type Expected = Record<ViewerRole, number>;

export interface MatrixCall {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Extra headers, e.g. the content-type of a multipart body. */
  headers?: Record<string, string>;
}

export interface MatrixContext {
  subject: TestApp;
  state: MatrixState;
}

/** Customer A's draft: the estimates of a calculated batch neither published nor pinned. */
export interface DraftEstimates {
  ids: string[];
  references: string[];
}

export interface MatrixRow {
  expected: Expected;
  /** Public answers are for everyone: they are not searched for customer A's data. */
  isPublic: boolean;
  call?: (context: MatrixContext, caller: ViewerRole) => MatrixCall | Promise<MatrixCall>;
  /**
   * For a route that takes estimate ids: how the customer content check calls it with the
   * draft's instead (customer-content.int.test.ts), and the status customer A then gets.
   */
  draftProbe?: { status: number; call: (draft: DraftEstimates) => MatrixCall };
}

type Call = MatrixRow['call'];

/** Anyone, with or without a session. */
export const open = (status = 200, call?: Call): MatrixRow => ({
  expected: {
    anonymous: status,
    customerA: status,
    customerB: status,
    designer: status,
    admin: status,
  },
  isPublic: true,
  call,
});

/** Any signed-in caller; 401 without a session. */
export const signedIn = (status = 200, call?: Call): MatrixRow => ({
  expected: {
    anonymous: 401,
    customerA: status,
    customerB: status,
    designer: status,
    admin: status,
  },
  isPublic: false,
  call,
});

/** Customer A's project: its customer and staff; 404 for customer B, 401 anonymous. */
export const own = (status = 200, call?: Call): MatrixRow => ({
  expected: { anonymous: 401, customerA: status, customerB: 404, designer: status, admin: status },
  isPublic: false,
  call,
});

/** Staff only: 403 for customers (even on their own project), 401 anonymous. */
export const staff = (status = 200, call?: Call): MatrixRow => ({
  expected: { anonymous: 401, customerA: 403, customerB: 403, designer: status, admin: status },
  isPublic: false,
  call,
});

/** A row whose route takes estimate ids, asked about the draft's by the content check. */
const probedWithDraft = (
  row: MatrixRow,
  status: number,
  call: (draft: DraftEstimates) => MatrixCall,
): MatrixRow => ({ ...row, draftProbe: { status, call } });
const draftIds = (draft: DraftEstimates) => ({ query: { ids: draft.ids.join(',') } });

const detail = (path: string) => own(200, ({ state }) => ({ body: detailBody(path, state) }));
const parameters = { country: 'eu', size: 'small', distance: 'near', currency: 'usd' };

export const routeTable: Record<string, MatrixRow> = {
  'GET /api/v1/healthz': open(),
  'GET /api/v1/readyz': open(),
  // Each caller asks for a link to an address of its own (one link a minute per address).
  'POST /api/v1/auth/sign-in-link': open(202, (_, caller) => ({
    body: { email: `matrix-${caller}@corner.test` },
  })),
  // Whoever holds a valid link signs in with it.
  'POST /api/v1/auth/verify': open(200, async ({ subject }) => {
    const { app } = subject;
    const email = viewers.customerA;
    return {
      body: { email, token: await issueSignInToken(app.database.db, app.hashToken, { email }) },
    };
  }),
  // Every public page asks who is signed in: null is a normal answer, not a 401 (issue 26).
  'GET /api/v1/auth/session': open(),
  'POST /api/v1/auth/logout': open(204),
  'POST /api/v1/auth/logout-everywhere': signedIn(204),
  // Local mode only (decision 8); never registered in production.
  'GET /api/v1/dev/outbox': open(),
  // Another customer's profile is refused with 403 whether or not the e-mail exists.
  'GET /api/v1/user': {
    ...own(200, () => ({ query: { email: viewers.customerA } })),
    expected: { anonymous: 401, customerA: 200, customerB: 403, designer: 200, admin: 200 },
  },
  'GET /api/v1/user/check-user': staff(200, () => ({ query: { email: viewers.customerA } })),
  'GET /api/v1/user/:id/projects': own(200, ({ state }) => ({ params: { id: state.userA.id } })),
  'GET /api/v1/user/message-mails': signedIn(),
  'PUT /api/v1/user/message-mails': signedIn(200, () => ({ body: { messageMails: true } })),
  'GET /api/v1/gallery/kitchens': open(),
  'GET /api/v1/gallery/kitchens/:slug': open(200, ({ state }) => ({
    params: { slug: state.kitchenSlug },
  })),
  'GET /api/v1/gallery/components/categories': open(),
  'GET /api/v1/gallery/components': open(200, () => ({ query: { category: 'front' } })),
  'GET /api/v1/gallery/components/:category/:slug': open(200, ({ state }) => ({
    params: { slug: state.componentSlug },
  })),
  'GET /api/v1/project/:id': own(),
  'GET /api/v1/project/:id/meta': own(),
  'GET /api/v1/project/:id/summary': own(),
  'GET /api/v1/project/:id/designer': own(),
  'GET /api/v1/project/:id/welcome': own(),
  'GET /api/v1/project/:id/design-versions': own(),
  'GET /api/v1/project/:id/design-versions/:versionId': own(),
  'GET /api/v1/project/:id/estimate': own(),
  'GET /api/v1/project/:id/estimate/breakdown': own(),
  'GET /api/v1/project/:id/batches': staff(),
  'GET /api/v1/project/:id/batches/:batchId': staff(),
  // Two batches of one project never share a name: each caller makes its own.
  'POST /api/v1/project/:id/create-new-batch': staff(201, (_, caller) => ({
    body: { name: `Matrix ${caller}` },
  })),
  'PUT /api/v1/project/:id/batches/:batchId': staff(200, (_, caller) => ({
    body: { name: `Batch ${caller}` },
  })),
  // Each caller deletes a batch of its own, made for the call.
  'DELETE /api/v1/project/:id/batches/:batchId': staff(204, async ({ subject, state }, caller) => {
    const [batch] = await subject.app.database.db
      .insert(batches)
      .values({ projectId: state.projectA.id, name: `Doomed ${caller} ${Date.now()}` })
      .returning();
    return { params: { batchId: batch!.id } };
  }),
  'POST /api/v1/project/:id/batches/:batchId/update-parameters': staff(200, ({ state }) => ({
    body: { ...parameters, estimateParamsId: state.paramsA },
  })),
  'POST /api/v1/project/:id/batches/:batchId/calculate-batch-estimate': staff(200, () => ({
    query: { versions: 'missing' },
  })),
  'POST /api/v1/project/:id/design-versions/:versionId/calculate-estimate': staff(),
  'POST /api/v1/project/:id/batches/:batchId/estimates': staff(200, ({ state }) => ({
    body: { itemIds: [state.estimateA] },
  })),
  'POST /api/v1/project/:id/batches/:batchId/delete-estimate': staff(200, async (context) => ({
    body: { itemIds: [(await addEstimate(context.subject, context.state.versionA.id)).id] },
  })),
  'POST /api/v1/project/:id/batches/:batchId/create-estimate-page/:designVersionId': staff(
    201,
    (_, caller) => ({ body: { slug: `matrix-${caller.toLowerCase()}` } }),
  ),
  // Decision 54: staff check a slug as they type it; customer A's slug is taken.
  'GET /api/v1/estimate-page-slugs/:slug': staff(),
  'GET /api/v1/estimate-view/:slug': open(),
  'GET /api/v1/estimate-view/:slug/breakdown': open(),
  'POST /api/v1/project/:id/design-versions/:versionId/front-items': detail('front-items'),
  'POST /api/v1/project/:id/design-versions/:versionId/boxes-items': detail('boxes-items'),
  'POST /api/v1/project/:id/design-versions/:versionId/hardware-items': detail('hardware-items'),
  'POST /api/v1/project/:id/design-versions/:versionId/functionality-items':
    detail('functionality-items'),
  'POST /api/v1/project/:id/design-versions/:versionId/opening-system-items':
    detail('opening-system-items'),
  'POST /api/v1/project/:id/design-versions/:versionId/accessory-items': detail('accessory-items'),
  'POST /api/v1/project/:id/design-versions/:versionId/countertop-items':
    detail('countertop-items'),
  'POST /api/v1/estimate-view/:slug/items': open(200, ({ state }) => ({
    body: { designVersionId: state.versionA.id, list: 'frontsAndBoxes', ids: state.lineIdsA },
  })),
  'GET /api/v1/projects': signedIn(),
  'GET /api/v1/demo-project': signedIn(),
  'GET /api/v1/project/:id/stages': own(),
  'POST /api/v1/project/:projectId/create-substages': staff(200, () => ({
    body: { startDate: '2036-03-02', productionComplexity: 'standard', deliveryType: 'shipping' },
  })),
  'POST /api/v1/content': own(200, ({ state }) => ({ body: { contentIds: [state.contentA] } })),
  'GET /api/v1/content/delivery/:id': own(200, ({ state }) => ({
    params: { id: state.deliveryA },
  })),
  'DELETE /api/v1/cache/projects/:userKey': staff(200, ({ state }) => ({
    params: { userKey: state.userA.id },
  })),
  'DELETE /api/v1/cache/projects/project/:id': staff(),
  'DELETE /api/v1/cache/projects/project/:id/design-versions': staff(),
  'DELETE /api/v1/cache/projects/project/:id/batches': staff(),
  'DELETE /api/v1/cache/projects/project/:id/batch/:batchId': staff(),
  'POST /api/v1/estimate-view/:slug/events': open(204, () => ({ body: { kind: 'view' } })),
  'POST /api/v1/project/:id/estimate/events': own(204, () => ({ body: { kind: 'view' } })),
  'GET /api/v1/site-config': open(),
  // Issue 25: who opened what, and the customer told; staff only.
  'GET /api/v1/project/:id/estimate-pages/:pageId/statistics': staff(),
  'POST /api/v1/project/:id/estimate-pages/:pageId/send-to-customer': staff(),
  'GET /api/v1/project/:id/view-statistics': staff(),
  // Decision 37: reservations, expiry and re-quotes.
  'GET /api/v1/estimate-view/:slug/reservations': probedWithDraft(
    open(200, ({ state }) => ({ query: { ids: state.estimateA } })),
    200,
    draftIds,
  ),
  'GET /api/v1/project/:id/estimate/reservations': probedWithDraft(
    own(200, ({ state }) => ({ query: { ids: state.estimateA } })),
    200,
    draftIds,
  ),
  // An estimate customers are shown now (rows above calculate again): it has not expired,
  // refused for everyone who may reach it. A draft's is not found for a customer (decision 48).
  'POST /api/v1/project/:id/estimate/requote-requests': probedWithDraft(
    own(409, async ({ subject, state }) => ({
      body: { estimateId: await shownEstimateOf(subject, state.projectA.id) },
    })),
    404,
    (draft) => ({ body: { estimateId: draft.ids[0] } }),
  ),
  'GET /api/v1/project/:id/requote-requests': staff(),
  'POST /api/v1/project/:id/requote-requests/:requestId/requote': staff(404, () => ({
    params: { requestId: '00000000-0000-4000-8000-000000000001' },
  })),
  'GET /api/v1/admin/requote-requests': staff(),
  // Issue 37: a customer asks for a variant of an estimate they are shown; staff make a version.
  'POST /api/v1/project/:id/variant-requests': probedWithDraft(
    {
      ...own(201, async ({ subject, state }) => ({
        body: await variantAsk(subject, await shownEstimateOf(subject, state.projectA.id)),
      })),
      expected: { anonymous: 401, customerA: 201, customerB: 404, designer: 403, admin: 403 },
    },
    404,
    (draft) => ({
      body: { estimateId: draft.ids[0], choices: { asm: 'assembled' }, shownTotal: 1 },
    }),
  ),
  'GET /api/v1/project/:id/variant-requests': own(),
  'POST /api/v1/project/:id/variant-requests/:requestId/make-version': staff(404, () => ({
    params: { requestId: '00000000-0000-4000-8000-000000000003' },
    body: { revision: 1, confirmedTotal: 1 },
  })),
  // Issue 38: accepting. The matrix has no terms, so customer A's accept stops at them (409)
  // and locks nothing the later rows calculate; the record is a withdrawn one of its own.
  'GET /api/v1/project/:id/acceptances': own(),
  'POST /api/v1/project/:id/acceptances': probedWithDraft(
    {
      ...own(409, async ({ subject, state }) => ({
        body: acceptBody(await shownEstimateOf(subject, state.projectA.id)),
      })),
      expected: { anonymous: 401, customerA: 409, customerB: 404, designer: 403, admin: 403 },
    },
    404,
    (draft) => ({ body: acceptBody(draft.ids[0]!) }),
  ),
  'GET /api/v1/project/:id/acceptances/:acceptanceId/record': own(200, async (context) => ({
    params: { acceptanceId: await withdrawnAcceptanceOf(context) },
  })),
  // Already withdrawn: staff reach the rule (409), customers never do.
  'POST /api/v1/project/:id/acceptances/:acceptanceId/withdraw': staff(409, async (context) => ({
    params: { acceptanceId: await withdrawnAcceptanceOf(context) },
    body: { reason: 'Matrix' },
  })),
  'GET /api/v1/acceptance-records/:acceptanceId': open(200, async (context) => ({
    params: { acceptanceId: await withdrawnAcceptanceOf(context) },
  })),
  // Issue 38: design sign-off. The record is a withdrawn sign-off of its own, so the answers
  // stop at its rule: no longer waiting (customers, 409), already withdrawn (staff, 409).
  'GET /api/v1/project/:id/design-sign-offs': own(),
  // A file nobody uploaded: staff reach the rule (400), and nothing is asked.
  'POST /api/v1/project/:id/design-sign-offs': staff(400, async ({ subject, state }) => ({
    body: {
      designVersionId: await versionOfShownEstimate(subject, state.projectA.id),
      drawingIds: ['00000000-0000-4000-8000-000000000005'],
    },
  })),
  'POST /api/v1/project/:id/design-sign-offs/:signOffId/approve': {
    ...own(409, async (context) => ({
      params: { signOffId: await withdrawnSignOffOf(context) },
      body: { fullName: 'Matrix Customer', agreed: true, termsRevision: 1, signature: null },
    })),
    expected: { anonymous: 401, customerA: 409, customerB: 404, designer: 403, admin: 403 },
  },
  'POST /api/v1/project/:id/design-sign-offs/:signOffId/ask-for-changes': {
    ...own(409, async (context) => ({
      params: { signOffId: await withdrawnSignOffOf(context) },
      body: { text: 'Matrix changes' },
    })),
    expected: { anonymous: 401, customerA: 409, customerB: 404, designer: 403, admin: 403 },
  },
  'POST /api/v1/project/:id/design-sign-offs/:signOffId/withdraw': staff(409, async (context) => ({
    params: { signOffId: await withdrawnSignOffOf(context) },
    body: { reason: 'Matrix' },
  })),
  'GET /api/v1/project/:id/design-sign-offs/:signOffId/record': own(200, async (context) => ({
    params: { signOffId: await withdrawnSignOffOf(context) },
  })),
  'GET /api/v1/sign-off-records/:signOffId': open(200, async (context) => ({
    params: { signOffId: await withdrawnSignOffOf(context) },
  })),
  // Issue 38: the payment schedule.
  'GET /api/v1/project/:id/payment-schedule': own(),
  'PUT /api/v1/project/:id/payment-schedule': staff(200, () => ({
    body: {
      payments: [{ label: 'All of it', share: { kind: 'rest' }, due: { kind: 'delivery' } }],
    },
  })),
  // An unknown payment: customer A reaches the rule (404), staff are refused before it.
  'POST /api/v1/project/:id/payment-schedule/:paymentId/checkout': {
    ...own(404, () => ({ params: { paymentId: '00000000-0000-4000-8000-000000000004' } })),
    expected: { anonymous: 401, customerA: 404, customerB: 404, designer: 403, admin: 403 },
  },
  'GET /api/v1/admin/payments-due': staff(),
  // Issue 39: the pipeline; a designer's holds their own projects.
  'GET /api/v1/admin/pipeline': staff(),
  // Issue 36: the project thread. Customer B is told nothing of customer A's.
  'GET /api/v1/project/:id/messages': own(),
  'POST /api/v1/project/:id/messages': own(201, (_, caller) => ({
    body: { text: `Matrix message from ${caller}` },
  })),
  // Only the author edits: customer A's own message; staff are refused (403).
  'PATCH /api/v1/project/:id/messages/:messageId': {
    ...own(200, async ({ subject, state }) => ({
      params: { messageId: await messageOf(subject, state.projectA.id, state.userA) },
      body: { text: 'Edited by its author' },
    })),
    expected: { anonymous: 401, customerA: 200, customerB: 404, designer: 403, admin: 403 },
  },
  'POST /api/v1/project/:id/messages/:messageId/hide': staff(200, async ({ subject, state }) => ({
    params: { messageId: await messageOf(subject, state.projectA.id, state.userA) },
    body: { reason: 'Matrix' },
  })),
  'PUT /api/v1/project/:id/messages/read': own(204, () => ({ body: { readUpTo: 0 } })),
  'GET /api/v1/messages/unread': signedIn(),
  // Issue 36.2: the live thread; `once=1` answers the catch-up and ends (inject cannot hold a stream).
  'GET /api/v1/project/:id/messages/live': own(200, () => ({ query: { after: '0', once: '1' } })),
  'GET /api/v1/admin/message-inbox': staff(),
  // A file for a message: customer A and staff upload to A's project; B is told nothing.
  'POST /api/v1/project/:id/message-attachments': own(201, async () => {
    const { payload, headers } = await multipartBody(await testPicture(), 'matrix.png');
    return { body: payload, headers };
  }),
  // Decision 48: payments needing attention, staff only (none kept: 404 for staff).
  'GET /api/v1/admin/payment-issues': staff(),
  'POST /api/v1/admin/payment-issues/:id/apply': staff(404, () => ({
    params: { id: '00000000-0000-4000-8000-000000000002' },
  })),
  'POST /api/v1/admin/payment-issues/:id/refunded': staff(404, () => ({
    params: { id: '00000000-0000-4000-8000-000000000002' },
  })),
  // Anyone may send an event; without a valid signature it is refused.
  'POST /api/v1/payments/webhook': open(400, () => ({ body: { id: 'evt_matrix' } })),
  // Local mode only (decision 37.6), like the dev outbox.
  'GET /api/v1/dev/payment': open(200, async ({ subject, state }) => ({
    query: { client_reference_id: await referenceOf(subject, state.estimateA) },
  })),
  'POST /api/v1/dev/payment': open(303, async ({ subject, state }) => ({
    body: { client_reference_id: await referenceOf(subject, state.estimateA) },
  })),
  'POST /api/v1/admin/images': staff(201, async () => {
    const { payload, headers } = await multipartBody(await testPicture(), 'matrix.png');
    return { body: payload, headers };
  }),
  // The batches screen's price preview reads the active price list (decision 41).
  'GET /api/v1/admin/price-lists/active': staff(),
  // A draft's effect on the open batches, before an admin saves it (decision 55).
  'POST /api/v1/admin/price-lists/preview': staff(200, () => ({
    body: { rates: builtInPriceList.rates },
  })),
  ...adminProjectRows(),
  ...adminCatalogRows(staff),
  ...adminUsersRows(),
  ...enquiriesRows(open, staff),
};

/** A message of customer A on their project, made for the call. */
async function messageOf(
  subject: TestApp,
  projectId: string,
  author: { id: string; name: string },
) {
  const [message] = await subject.app.database.db
    .insert(projectMessages)
    .values({
      projectId,
      authorId: author.id,
      authorName: author.name,
      authorRole: 'customer',
      text: 'Matrix question',
    })
    .returning({ id: projectMessages.id });
  return message!.id;
}

const acceptBody = (estimateId: string) => ({
  estimateId,
  fullName: 'Matrix Customer',
  agreed: true,
  termsRevision: 1,
  signature: null,
});

const withdrawnAcceptances = new WeakMap<TestApp, Promise<string>>();

/** A withdrawn acceptance of customer A's shown estimate, with a stored record; one per app. */
function withdrawnAcceptanceOf({ subject, state }: MatrixContext) {
  const made = withdrawnAcceptances.get(subject) ?? addWithdrawnAcceptance(subject, state);
  withdrawnAcceptances.set(subject, made);
  return made;
}

async function addWithdrawnAcceptance(subject: TestApp, state: MatrixState) {
  const db = subject.app.database.db;
  const estimateId = await shownEstimateOf(subject, state.projectA.id);
  const [estimate] = await db.select().from(estimates).where(eq(estimates.id, estimateId));
  const recordKey = `acceptance-matrix-${state.projectA.id}.pdf`;
  await subject.app.images.files.put(recordKey, Buffer.from('%PDF-1.7\n%%EOF'), 'application/pdf');
  const now = new Date();
  const [row] = await db
    .insert(acceptances)
    .values({
      projectId: state.projectA.id,
      estimateId,
      designVersionId: estimate!.designVersionId,
      email: 'matrix@corner.example',
      fullName: 'Matrix Customer',
      acceptedAt: now,
      clientAddress: '127.0.0.1',
      userAgent: 'matrix',
      termsRevision: 1,
      termsText: 'Matrix terms',
      termsHash: 'a'.repeat(64),
      estimateHash: 'b'.repeat(64),
      recordKey,
      recordHash: 'c'.repeat(64),
      withdrawnAt: now,
      withdrawReason: 'Matrix',
    })
    .returning({ id: acceptances.id });
  return row!.id;
}

const withdrawnSignOffs = new WeakMap<TestApp, Promise<string>>();

/** A withdrawn design sign-off of customer A's project, with a stored record; one per app. */
function withdrawnSignOffOf({ subject, state }: MatrixContext) {
  const made = withdrawnSignOffs.get(subject) ?? addWithdrawnSignOff(subject, state);
  withdrawnSignOffs.set(subject, made);
  return made;
}

async function addWithdrawnSignOff(subject: TestApp, state: MatrixState) {
  const recordKey = `sign-off-matrix-${state.projectA.id}.pdf`;
  await subject.app.images.files.put(recordKey, Buffer.from('%PDF-1.7\n%%EOF'), 'application/pdf');
  const now = new Date();
  const [row] = await subject.app.database.db
    .insert(designSignOffs)
    .values({
      projectId: state.projectA.id,
      designVersionId: await versionOfShownEstimate(subject, state.projectA.id),
      state: 'withdrawn',
      requestedAt: now,
      drawings: [],
      email: 'matrix@corner.example',
      fullName: 'Matrix Customer',
      approvedAt: now,
      clientAddress: '127.0.0.1',
      userAgent: 'matrix',
      termsRevision: 1,
      termsText: 'Matrix terms',
      termsHash: 'a'.repeat(64),
      designHash: 'b'.repeat(64),
      recordKey,
      recordHash: 'c'.repeat(64),
      withdrawnAt: now,
      withdrawReason: 'Matrix',
    })
    .returning({ id: designSignOffs.id });
  return row!.id;
}

async function versionOfShownEstimate(subject: TestApp, projectId: string) {
  const estimateId = await shownEstimateOf(subject, projectId);
  const [estimate] = await subject.app.database.db
    .select({ designVersionId: estimates.designVersionId })
    .from(estimates)
    .where(eq(estimates.id, estimateId));
  return estimate!.designVersionId;
}

async function shownEstimateOf(subject: TestApp, projectId: string) {
  const [shown] = await estimateIdsShownToCustomers(subject.app.database.db, projectId);
  return shown!;
}

/** An assembly option on the estimate's version, and the ask that turns it the other way. */
async function variantAsk(subject: TestApp, estimateId: string) {
  const db = subject.app.database.db;
  const [estimate] = await db.select().from(estimates).where(eq(estimates.id, estimateId));
  await db
    .update(designVersions)
    .set({ optionGroups: [{ id: 'asm', label: 'Assembly', kind: 'assembly' }] })
    .where(eq(designVersions.id, estimate!.designVersionId));
  const assembled = (estimate!.snapshot as { params: { assembled: boolean } }).params.assembled;
  return { estimateId, choices: { asm: assembled ? 'not-assembled' : 'assembled' }, shownTotal: 1 };
}

async function referenceOf(subject: TestApp, estimateId: string) {
  const [row] = await subject.app.database.db
    .select({ reference: estimates.reference })
    .from(estimates)
    .where(eq(estimates.id, estimateId));
  return row!.reference;
}

/** A picture row of its own (no files: the calls only link it). */
async function addImage(subject: TestApp) {
  const [image] = await subject.app.database.db
    .insert(images)
    .values({ filename: 'm.png', width: 8, height: 8, smallKey: 'm', largeKey: 'm', fullKey: 'm' })
    .returning();
  return image!.id;
}

async function rendersOf(subject: TestApp, versionId: string) {
  const rows = await subject.app.database.db
    .select({ imageId: designVersionRenders.imageId, position: designVersionRenders.position })
    .from(designVersionRenders)
    .where(eq(designVersionRenders.designVersionId, versionId))
    .orderBy(asc(designVersionRenders.position));
  return rows;
}

/** The revision a project is at now: the project form sends it back (decision 29). */
async function projectRevision(subject: TestApp, projectId: string) {
  const [row] = await subject.app.database.db
    .select({ revision: projects.revision })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row!.revision;
}

/** The back office's projects and design versions (issue 8): staff only. */
function adminProjectRows(): Record<string, MatrixRow> {
  const admin = '/api/v1/admin/projects/:id';
  const adminVersion = `${admin}/design-versions/:versionId`;
  return {
    'POST /api/v1/admin/projects': staff(201, (_, caller) => ({
      body: { name: 'Matrix', status: 'design', customerEmails: [`new-${caller}@corner.test`] },
    })),
    'GET /api/v1/admin/projects/designers': staff(),
    [`GET ${admin}`]: staff(),
    [`PUT ${admin}`]: staff(200, async ({ subject, state }) => ({
      body: {
        name: state.projectA.name,
        status: 'estimation',
        customerEmails: [viewers.customerA],
        revision: await projectRevision(subject, state.projectA.id),
      },
    })),
    [`PUT ${admin}/active-design-version`]: staff(200, ({ state }) => ({
      body: { designVersionId: state.versionA.id },
    })),
    [`DELETE ${admin}/active-design-version`]: staff(),
    // One link a minute per address: each caller starts with none sent.
    [`POST ${admin}/customers/:userId/sign-in-link`]: staff(202, async ({ subject, state }) => {
      const db = subject.app.database.db;
      await db.delete(signInTokens).where(eq(signInTokens.email, viewers.customerA));
      return { params: { userId: state.userA.id } };
    }),
    [`POST ${admin}/design-versions`]: staff(201, () => ({ body: { name: 'Matrix version' } })),
    [`GET ${adminVersion}`]: staff(),
    [`PUT ${adminVersion}`]: staff(200, () => ({ body: { name: 'Version A' } })),
    [`POST ${adminVersion}/duplicate`]: staff(201, () => ({ body: { name: 'Copy' } })),
    [`DELETE ${adminVersion}`]: staff(204, async ({ subject, state }) => ({
      params: { versionId: (await addVersion(subject, state.projectA.id, 'Doomed', 1)).id },
    })),
    [`PUT ${adminVersion}/options`]: staff(200, ({ state }) => ({
      body: {
        groups: [
          { label: 'Assembly', kind: 'assembly' },
          {
            label: 'Extra',
            kind: 'add',
            items: [{ catalogItemId: state.componentId, quantity: 1 }],
          },
        ],
      },
    })),
    [`POST ${adminVersion}/lines/catalog`]: staff(201, ({ state }) => ({
      body: { catalogItemId: state.componentId, quantity: 2 },
    })),
    [`POST ${adminVersion}/lines`]: staff(201, () => ({
      body: { category: 'front', name: 'Panel', unit: 'piece', unitPrice: 12.5, quantity: 1.5 },
    })),
    [`PUT ${adminVersion}/lines/:lineId`]: staff(200, ({ state }) => ({
      params: { lineId: state.lineIdsA[0]! },
      body: { quantity: 2 },
    })),
    [`DELETE ${adminVersion}/lines/:lineId`]: staff(200, async ({ subject, state }) => {
      const [line] = await subject.app.database.db
        .insert(itemLines)
        .values({
          designVersionId: state.versionA.id,
          category: 'accessory',
          name: 'Doomed line',
          quantity: '1',
          unit: 'piece',
          unitPrice: '1.00',
          position: 99,
        })
        .returning();
      return { params: { lineId: line!.id } };
    }),
    [`POST ${adminVersion}/renders`]: staff(201, async ({ subject }) => ({
      body: { imageId: await addImage(subject) },
    })),
    [`PUT ${adminVersion}/renders`]: staff(200, async ({ subject, state }) => {
      const renders = await rendersOf(subject, state.versionA.id);
      return { body: { imageIds: renders.map((render) => render.imageId).reverse() } };
    }),
    [`DELETE ${adminVersion}/renders/:imageId`]: staff(200, async ({ subject, state }) => {
      const imageId = await addImage(subject);
      const renders = await rendersOf(subject, state.versionA.id);
      const position = Math.max(-1, ...renders.map((render) => render.position)) + 1;
      await subject.app.database.db
        .insert(designVersionRenders)
        .values({ designVersionId: state.versionA.id, imageId, position });
      return { params: { imageId } };
    }),
    'GET /api/v1/admin/catalog-search': staff(),
    // The trail where staff work (issue 39): a project's history, who last changed a thing.
    [`GET ${admin}/history`]: staff(),
    'GET /api/v1/admin/last-change': staff(200, ({ state }) => ({
      query: { kind: 'project', id: state.projectA.id },
    })),
  };
}

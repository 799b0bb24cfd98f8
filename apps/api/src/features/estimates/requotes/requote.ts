import { randomBytes } from 'node:crypto';
import { portalPaths } from '@corner/contracts';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { requotedMail } from '../../../mail/templates/requoted.js';
import { recordChange, type Audited } from '../../audit/index.js';
import { linkBase } from '../../auth/index.js';
import { freeBatchName } from '../../batches/index.js';
import { calculateAndStore } from '../calculation/calculation-repository.js';
import { customerEmails, pageOfBatch } from '../reservations/reservations-repository.js';
import {
  batchToCopy,
  closeRequoteRequests,
  insertCopiedBatch,
  lockRequoteRequest,
  replaceEstimates,
  replacePage,
  versionNames,
} from './requotes-repository.js';

/** Old slug + '-' + 4 random characters, cut so the whole stays within 80 characters. */
export function newSlug(old: string): string {
  return `${old.slice(0, 75).replace(/-+$/, '')}-${randomBytes(2).toString('hex')}`;
}

/** What a committed re-quote made, and what its mail tells the customer. */
export interface Requoted {
  batchId: string;
  /** The new page's slug, when the old batch had a page. */
  slug: string | null;
  /** The asker, else the project's customers. */
  recipients: string[];
  projectName: string;
  oldReference: string;
  /** The new page, else the customer's estimate page. */
  path: string;
}

/**
 * Staff's one-step re-quote (decision 37.8), inside its transaction: the open request (locked, so
 * a second re-quote of it waits and then finds it closed), the expired estimate's batch, its
 * parameters, versions and page are read inside it; then a new batch with those versions and a
 * copy of the parameters, calculated with today's price list, published under a new page when
 * the old batch had one; the old estimates and page stay as they were and name their
 * replacements; every open request on the old batch is closed. Answers what the mail needs.
 */
async function requoteWithin(
  tx: Tx,
  ask: { projectId: string; requestId: string; now: Date; audit: Audited },
): Promise<Requoted> {
  const { projectId, now } = ask;
  const request = await lockRequoteRequest(tx, projectId, ask.requestId);
  if (!request) throw AppError.notFound('Re-quote request');
  if (request.request.closedAt) {
    throw AppError.conflict('This request has been re-quoted already');
  }
  const old = await batchToCopy(tx, request.batchId);
  if (!old) {
    throw AppError.conflict('The expired estimate has no batch with parameters to re-quote');
  }
  const oldPage = await pageOfBatch(tx, old.batch.id);
  const { batch, params } = await insertCopiedBatch(tx, {
    projectId,
    name: await freeBatchName(tx, projectId, `${old.batch.name.slice(0, 180)} (re-quote)`),
    params: old.params,
    versionIds: old.versionIds,
    createdAt: now,
  });
  const created = await calculateAndStore(tx, old.versionIds, params, batch.id, now);
  const replaced = await replaceEstimates(tx, old.batch.id, created);
  const page = oldPage
    ? await replacePage(tx, oldPage, {
        batchId: batch.id,
        slug: newSlug(oldPage.slug),
        createdAt: now,
      })
    : null;
  // Every open request on the old batch's estimates is answered by this one re-quote.
  await closeRequoteRequests(tx, replaced.concat(request.request.estimateId), {
    closedAt: now,
    newBatchId: batch.id,
    newEstimatePageId: page?.id ?? null,
  });
  await recordRequote(tx, ask.audit, {
    projectId,
    requestId: ask.requestId,
    reference: request.reference,
    batches: { from: old.batch.name, to: batch.name },
    pages: oldPage && page ? { from: oldPage.slug, to: page.slug } : null,
    created,
  });
  return {
    batchId: batch.id,
    slug: page?.slug ?? null,
    recipients: request.email ? [request.email] : await customerEmails(tx, projectId),
    projectName: oldPage?.name ?? old.batch.name,
    oldReference: request.reference,
    path: page ? portalPaths.estimate(page.slug) : portalPaths.projectEstimate(projectId),
  };
}

/**
 * Records the re-quote in the audit trail (issue 39), as the request answered: the batch and
 * page that replace the old ones, and each new estimate's total as stored.
 */
async function recordRequote(
  tx: Tx,
  audit: Audited,
  done: {
    projectId: string;
    requestId: string;
    reference: string;
    batches: { from: string; to: string };
    pages: { from: string; to: string } | null;
    created: { designVersionId: string; reference: string; currency: string; totalCost: string }[];
  },
) {
  const names = await versionNames(
    tx,
    done.created.map((row) => row.designVersionId),
  );
  const onPage = done.pages ? ` on estimate page ${done.pages.to}` : '';
  await recordChange(tx, audit, {
    summary: `re-quoted estimate ${done.reference} as batch ${done.batches.to}${onPage}`,
    entity: { kind: 'requote-request', id: done.requestId, label: done.reference },
    projectId: done.projectId,
    changes: [
      { field: 'batch', label: 'Batch', ...done.batches },
      ...(done.pages ? [{ field: 'estimatePage', label: 'Estimate page', ...done.pages }] : []),
      ...done.created.map((row) => ({
        field: 'totalCost',
        label: `${names.get(row.designVersionId) ?? row.designVersionId} ${row.reference} total (${row.currency.toUpperCase()})`,
        from: null,
        to: row.totalCost,
      })),
    ],
  });
}

/**
 * The re-quote's mail to the customer with the new link, written to the outbox in the
 * re-quote's transaction: the outbox's sender sends it once that has committed, and a re-quote
 * that fails leaves no mail behind.
 */
async function writeRequotedMails(
  app: FastifyInstance,
  tx: Tx,
  requoted: Requoted,
  publicUrl: string | undefined,
) {
  const link = `${linkBase(app, publicUrl)}${requoted.path}`;
  const mails = await Promise.all(
    requoted.recipients.map((to) =>
      requotedMail(to, {
        projectName: requoted.projectName,
        oldReference: requoted.oldReference,
        link,
      }),
    ),
  );
  for (const mail of mails) await app.mail.write(tx, mail);
}

/**
 * Re-quotes and writes the customer's mail in one transaction, then drops the project's
 * cached answers.
 */
export async function requote(
  app: FastifyInstance,
  projectId: string,
  requestId: string,
  publicUrl: string | undefined,
  audit: Audited,
) {
  const requoted = await app.database.db.transaction(async (tx) => {
    const done = await requoteWithin(tx, { projectId, requestId, now: app.clock.now(), audit });
    await writeRequotedMails(app, tx, done, publicUrl);
    return done;
  });
  await app.cache.invalidateProject(projectId);
  return { batchId: requoted.batchId, slug: requoted.slug };
}

import { formatDate, formatMoney, portalPaths } from '@corner/contracts';
import { and, countDistinct, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import {
  batchDesignVersions,
  batches,
  estimatePages,
  estimates,
  projects,
} from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { estimatePageLinkMail } from '../../mail/templates/estimate-page-link.js';
import { recordChange, type Audited } from '../audit/index.js';
import { linkBase } from '../auth/index.js';
import { customerEmails } from '../estimates/index.js';

/*
 * 'E-mail the customer the link' and 'Send to customer' (issue 25, decision 42): one mail per
 * customer of the project, written to the outbox in the caller's transaction with the page's
 * last-sent time, so a mail is never queued for a page that was not created.
 */

export const noCustomerEmail = 'This project has no customer e-mail to send the link to';

/** The page of the project, with what its mail shows; null when the project has no such page. */
export async function pageOfProject(db: Db, projectId: string, pageId: string) {
  const [page] = await db
    .select({
      id: estimatePages.id,
      slug: estimatePages.slug,
      batchId: estimatePages.batchId,
      designVersionId: estimatePages.designVersionId,
      lastSentAt: estimatePages.lastSentAt,
      projectName: projects.name,
    })
    .from(estimatePages)
    .innerJoin(batches, eq(batches.id, estimatePages.batchId))
    .innerJoin(projects, eq(projects.id, batches.projectId))
    .where(and(eq(estimatePages.id, pageId), eq(batches.projectId, projectId)))
    .limit(1);
  return page ?? null;
}

type MailedPage = NonNullable<Awaited<ReturnType<typeof pageOfProject>>>;

/** The estimate the page opens with: its chosen version's newest estimate in the batch. */
async function leadEstimate(db: Db, page: MailedPage) {
  const [row] = await db
    .select({
      totalCost: estimates.totalCost,
      currency: estimates.currency,
      validUntil: estimates.validUntil,
    })
    .from(estimates)
    .where(
      and(
        eq(estimates.batchId, page.batchId),
        page.designVersionId ? eq(estimates.designVersionId, page.designVersionId) : undefined,
      ),
    )
    .orderBy(desc(estimates.createdAt), desc(estimates.id))
    .limit(1);
  return row ?? null;
}

/**
 * Writes the page's mail to each of the project's customers and stamps the page's last-sent
 * time, recorded in the audit trail (issue 39) as mailed to them; `db` is the transaction the
 * page was created in, or the one it is sent in. 409 when the project has no customer e-mail or
 * the page no estimate to name.
 */
export async function mailEstimatePage(
  app: FastifyInstance,
  db: Tx,
  publicUrl: string | undefined,
  projectId: string,
  pageId: string,
  audit: Audited,
) {
  const page = await pageOfProject(db, projectId, pageId);
  if (!page) throw AppError.notFound('Estimate page');
  const recipients = await customerEmails(db, projectId);
  if (recipients.length === 0) throw AppError.conflict(noCustomerEmail);
  const estimate = await leadEstimate(db, page);
  if (!estimate) throw AppError.conflict('The estimate page has no estimate to send');
  const [{ versions } = { versions: 1 }] = await db
    .select({ versions: countDistinct(batchDesignVersions.designVersionId) })
    .from(batchDesignVersions)
    .innerJoin(
      estimates,
      and(
        eq(estimates.batchId, batchDesignVersions.batchId),
        eq(estimates.designVersionId, batchDesignVersions.designVersionId),
      ),
    )
    .where(eq(batchDesignVersions.batchId, page.batchId));
  const data = {
    projectName: page.projectName,
    total: formatMoney(estimate.totalCost, estimate.currency),
    validUntil: formatDate(estimate.validUntil),
    versionCount: Math.max(1, versions),
    link: `${linkBase(app, publicUrl)}${portalPaths.estimate(page.slug)}`,
  };
  const mails = await Promise.all(recipients.map((to) => estimatePageLinkMail(to, data)));
  const sentAt = app.clock.now();
  for (const mail of mails) await app.mail.write(db, mail);
  await db.update(estimatePages).set({ lastSentAt: sentAt }).where(eq(estimatePages.id, page.id));
  await recordChange(db, audit, {
    summary: `mailed estimate page ${page.slug} to ${recipients.join(', ')}`,
    entity: { kind: 'estimate-page', id: page.id, label: page.slug },
    projectId,
  });
  return { lastSentAt: sentAt.toISOString(), sentTo: recipients };
}

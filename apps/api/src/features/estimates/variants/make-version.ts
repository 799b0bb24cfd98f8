import {
  formatMoney,
  portalPaths,
  toMinorUnits,
  type MadeVersion,
  type MakeVersionRequest,
} from '@corner/contracts';
import { priceVariant } from '@corner/pricing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../../db/client.js';
import { designVersions, estimatePages, estimates, projects } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { variantEstimateMail } from '../../../mail/templates/variant-estimate.js';
import { recordChange, type Audited } from '../../audit/index.js';
import { linkBase, type Viewer } from '../../auth/index.js';
import { columnsOf, freeBatchName } from '../../batches/index.js';
import { shownToCustomersOf } from '../../design-versions/index.js';
import { activePriceList } from '../../price-lists/index.js';
import { calculateAndStore } from '../calculation/calculation-repository.js';
import { newSlug } from '../requotes/requote.js';
import { insertCopiedBatch } from '../requotes/requotes-repository.js';
import { variantStartOf } from './estimate-options.js';
import { chosenOptions } from './variant-requests.js';
import {
  closeVariantRequest,
  insertVariantVersion,
  lockVariantRequest,
} from './variant-requests-repository.js';

/*
 * 'Make a version from it' (issue 37 point 3, decision 61), in one transaction: a copy of the
 * version with the customer's chosen lines, in a batch of its own with the estimate's
 * parameters as the customer chose them, calculated with the active price list, then shown to
 * the customer as the estimate was (a new published page, or pinned) and mailed. The total
 * must be the one staff confirmed, which the list showed them beside the customer's; else
 * nothing is made or sent.
 */

type ShownRule = Awaited<ReturnType<typeof shownToCustomersOf>>;

const conflict = (message: string) => AppError.conflict(message);

async function makeWithin(
  tx: Tx,
  make: {
    projectId: string;
    requestId: string;
    body: MakeVersionRequest;
    viewer: Viewer;
    now: Date;
    shown: ShownRule;
    audit: Audited;
  },
) {
  const { projectId, body, now, audit } = make;
  const row = await lockVariantRequest(tx, projectId, make.requestId);
  if (!row) throw AppError.notFound('Variant request');
  if (row.request.closedAt) throw conflict('A version has been made from this request already');
  if (row.request.revision !== body.revision) {
    throw conflict('The customer has changed this request since you read it: read it again');
  }
  const start = variantStartOf(row.snapshot);
  if (!start) throw conflict('The estimate cannot be read as a variant');
  const priced = priceVariant(
    start.base,
    row.optionGroups,
    row.request.choices,
    await activePriceList(tx),
    now,
  );
  if (priced.kind !== 'priced') {
    throw conflict(
      priced.kind === 'too-large' ? 'The estimate would be too large to store' : priced.reason,
    );
  }
  const currency = priced.estimate.currency;
  if (
    toMinorUnits(priced.estimate.totalCost, currency) !==
    toMinorUnits(body.confirmedTotal, currency)
  ) {
    throw conflict(
      `The new estimate would be ${formatMoney(priced.estimate.totalCost, currency)}, not ${formatMoney(body.confirmedTotal, currency)}: read the request again`,
    );
  }

  const chosen = chosenOptions(row.optionGroups, row.request.choices).map(
    (option) => option.choice,
  );
  const name = `${row.designVersionName}, ${chosen.join(', ')}`.slice(0, 200);
  const versionId = await insertVariantVersion(tx, {
    projectId,
    name,
    rendersOf: row.request.designVersionId,
    lines: priced.variant.lines,
    at: now,
  });
  const { batch, params } = await insertCopiedBatch(tx, {
    projectId,
    name: await freeBatchName(tx, projectId, `${name.slice(0, 180)} (variant)`),
    params: columnsOf(priced.variant.params),
    versionIds: [versionId],
    createdAt: now,
  });
  const [estimate] = await calculateAndStore(tx, [versionId], params, batch.id, now);
  // The same inputs as the check above: a difference would be a fault, and nothing is sent.
  if (Number(estimate!.totalCost) !== priced.estimate.totalCost) {
    throw conflict('The calculation differs from the check: nothing was made');
  }
  await recordChange(tx, audit, {
    summary: `added design version ${name} from the variant ${row.customerEmail} asked for`,
    entity: { kind: 'design-version', id: versionId, label: name },
    projectId,
    changes: [{ field: 'name', label: 'Version name', from: null, to: name }],
  });
  const pageSlug = await showToCustomers(tx, {
    projectId,
    batchId: batch.id,
    versionId,
    versionName: name,
    estimateId: estimate!.id,
    estimateReference: estimate!.reference,
    now,
    shown: make.shown,
    audit,
  });
  await closeVariantRequest(tx, row.request.id, {
    closedAt: now,
    closedBy: make.viewer.id,
    newDesignVersionId: versionId,
    newEstimateId: estimate!.id,
  });
  await recordChange(tx, audit, {
    summary: `made design version ${name} from the variant ${row.customerEmail} asked for`,
    entity: {
      kind: 'variant-request',
      id: row.request.id,
      label: `Variant of ${row.estimateReference}`,
    },
    projectId,
    changes: [
      { field: 'newDesignVersionId', label: 'Version made', from: null, to: name },
      { field: 'batch', label: 'Batch', from: null, to: batch.name },
      { field: 'newEstimateId', label: 'Estimate made', from: null, to: estimate!.reference },
      {
        field: 'totalCost',
        label: `Total (${currency.toUpperCase()})`,
        from: null,
        to: estimate!.totalCost,
      },
    ],
  });
  const made: MadeVersion = {
    designVersionId: versionId,
    estimateId: estimate!.id,
    total: priced.estimate.totalCost,
    pageSlug,
  };
  return { made, currency, customerEmail: row.customerEmail, name };
}

/** As the customer was shown the estimate: on a new published page, else pinned. */
async function showToCustomers(
  tx: Tx,
  made: {
    projectId: string;
    batchId: string;
    versionId: string;
    versionName: string;
    estimateId: string;
    estimateReference: string;
    now: Date;
    shown: ShownRule;
    audit: Audited;
  },
) {
  if (made.shown.kind === 'page') {
    const [page] = await tx
      .insert(estimatePages)
      .values({
        batchId: made.batchId,
        designVersionId: made.versionId,
        name: made.shown.name,
        slug: newSlug(made.shown.slug),
        createdAt: made.now,
        lastSentAt: made.now,
      })
      .returning();
    await recordChange(tx, made.audit, {
      summary: `published estimate page ${page!.name} for ${made.versionName}`,
      entity: { kind: 'estimate-page', id: page!.id, label: page!.name },
      projectId: made.projectId,
      changes: [{ field: 'slug', label: 'Page slug', from: null, to: page!.slug }],
    });
    return page!.slug;
  }
  const [before] = await tx
    .select({ name: projects.name, pinned: designVersions.name, reference: estimates.reference })
    .from(projects)
    .leftJoin(designVersions, eq(designVersions.id, projects.activeDesignVersionId))
    .leftJoin(estimates, eq(estimates.id, projects.activeEstimateId))
    .where(eq(projects.id, made.projectId))
    .for('update', { of: projects });
  await tx
    .update(projects)
    .set({ activeDesignVersionId: made.versionId, activeEstimateId: made.estimateId })
    .where(eq(projects.id, made.projectId));
  await recordChange(tx, made.audit, {
    summary: `pinned ${made.versionName} in project ${before!.name}`,
    entity: { kind: 'project', id: made.projectId, label: before!.name },
    projectId: made.projectId,
    changes: [
      {
        field: 'activeDesignVersionId',
        label: 'Version shown to customers',
        from: before!.pinned,
        to: made.versionName,
      },
      {
        field: 'activeEstimateId',
        label: 'Estimate shown to customers',
        from: before!.reference,
        to: made.estimateReference,
      },
    ],
  });
  return null;
}

export async function makeVersionFromRequest(
  app: FastifyInstance,
  make: {
    projectId: string;
    requestId: string;
    body: MakeVersionRequest;
    viewer: Viewer;
    publicUrl: string | undefined;
    audit: Audited;
  },
) {
  const db = app.database.db;
  const shown = await shownToCustomersOf(db, make.projectId);
  const made = await db.transaction(async (tx) => {
    const done = await makeWithin(tx, { ...make, now: make.audit.at, shown });
    const [project] = await tx
      .select({ name: projects.name })
      .from(projects)
      .where(eq(projects.id, make.projectId));
    const path = done.made.pageSlug
      ? portalPaths.estimate(done.made.pageSlug)
      : portalPaths.projectEstimate(make.projectId);
    const mail = await variantEstimateMail(done.customerEmail, {
      projectName: project!.name,
      designVersionName: done.name,
      total: formatMoney(done.made.total, done.currency),
      link: `${linkBase(app, make.publicUrl)}${path}`,
    });
    await app.mail.write(tx, mail);
    return done.made;
  });
  await app.cache.invalidateProject(make.projectId);
  return made;
}

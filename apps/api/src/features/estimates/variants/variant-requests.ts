import {
  choiceLabel,
  errorCodes,
  formatMoney,
  isStaff,
  moneyDifference,
  portalPaths,
  type AskForVariantRequest,
  type AuditFieldChange,
  type ChosenOption,
  type OptionGroup,
  type VariantCheck,
  type VariantChoices,
  type VariantRequest,
} from '@corner/contracts';
import { changedChoices, choicesProblem, priceVariant, type PriceList } from '@corner/pricing';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.js';
import type { variantRequests } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { toAmount } from '../../../lib/money.js';
import { variantRequestedMail } from '../../../mail/templates/variant-requested.js';
import { recordChange, type Audited } from '../../audit/index.js';
import { linkBase, type Viewer } from '../../auth/index.js';
import { estimateIdsShownToCustomers } from '../../design-versions/index.js';
import { designerOrStaffEmails } from '../reservations/reservations-repository.js';
import { variantStartOf } from './estimate-options.js';
import {
  openRequestOf,
  openVariantRequests,
  saveVariantRequest,
  variantEstimate,
  type VariantEstimate,
  type VariantRequestRow,
} from './variant-requests-repository.js';

/*
 * 'Ask for this variant' (issue 37 point 3, decision 61): a customer of the project records the
 * options they chose on an estimate they are shown, with the total they were shown; the
 * designer is mailed. Staff read each request with what the server would store for it now.
 */

/** The chosen options in words, in the version's group order. */
export function chosenOptions(
  groups: readonly OptionGroup[],
  choices: VariantChoices,
): ChosenOption[] {
  return groups.flatMap((group) => {
    const key = choices[group.id];
    return key === undefined ? [] : [{ group: group.label, choice: choiceLabel(group, key) }];
  });
}

/** The variant's start, or 409 when its estimate cannot be read as one (nothing to vary). */
export function startOf(estimate: { snapshot: unknown }) {
  const start = variantStartOf(estimate.snapshot);
  if (!start) {
    throw AppError.conflict(
      'This estimate was calculated before options existed: it has no options',
    );
  }
  return start;
}

async function refuseWhatCustomersMayNotAsk(
  db: Db,
  viewer: Viewer,
  estimate: VariantEstimate & { projectId: string },
) {
  if (isStaff(viewer.type)) {
    throw new AppError(
      errorCodes.forbidden,
      "A project's customers ask for variants; staff make a version from their request",
      403,
    );
  }
  if (estimate.isDemo) {
    throw AppError.conflict(
      'The project template is an example: ask for a variant on your own project',
    );
  }
  const shown = await estimateIdsShownToCustomers(db, estimate.projectId);
  if (!shown.has(estimate.id)) throw AppError.notFound('Estimate');
}

/** Records the ask (or updates the customer's open one for the version) and mails the designer. */
export async function askForVariant(
  app: FastifyInstance,
  ask: {
    projectId: string;
    viewer: Viewer;
    body: AskForVariantRequest;
    publicUrl: string | undefined;
    audit: Audited;
  },
) {
  const db = app.database.db;
  const row = await variantEstimate(db, ask.projectId, ask.body.estimateId);
  if (!row) throw AppError.notFound('Estimate');
  const estimate = { ...row, projectId: ask.projectId };
  await refuseWhatCustomersMayNotAsk(db, ask.viewer, estimate);
  const { base } = startOf(estimate);
  const problem = choicesProblem(estimate.optionGroups, base, ask.body.choices);
  if (problem) throw AppError.badRequest(`body/choices: ${problem}`);
  const choices = changedChoices(estimate.optionGroups, base, ask.body.choices);
  if (Object.keys(choices).length === 0) {
    throw AppError.badRequest('body/choices: Choose at least one option other than the estimate’s');
  }
  const at = ask.audit.at;
  const mails = await mailsToTheDesigner(app, estimate, { ...ask, choices });
  const requestId = await db.transaction(async (tx) => {
    const before = await openRequestOf(tx, estimate.designVersionId, ask.viewer.id);
    const saved = await saveVariantRequest(tx, {
      projectId: ask.projectId,
      designVersionId: estimate.designVersionId,
      estimateId: estimate.id,
      userId: ask.viewer.id,
      choices,
      currency: estimate.currency,
      shownTotal: String(ask.body.shownTotal),
      at,
    });
    await recordChange(tx, ask.audit, {
      summary: `${before ? 'asked again for' : 'asked for'} a variant of ${estimate.reference}`,
      entity: { kind: 'variant-request', id: saved.id, label: `Variant of ${estimate.reference}` },
      projectId: ask.projectId,
      changes: askChanges(estimate.optionGroups, before, saved),
    });
    for (const mail of mails) await app.mail.write(tx, mail);
    return saved.id;
  });
  const [saved] = (await openVariantRequests(db, ask.projectId, ask.viewer.id)).filter(
    (request) => request.request.id === requestId,
  );
  return toVariantRequest(saved!, null);
}

type AskedRow = Pick<typeof variantRequests.$inferSelect, 'choices' | 'currency' | 'shownTotal'>;

/**
 * What an ask changed, for the audit trail: each option's choice in words, and the total the
 * customer was shown as stored (exact), from their open request's when they ask again.
 */
function askChanges(
  groups: readonly OptionGroup[],
  before: AskedRow | null,
  after: AskedRow,
): AuditFieldChange[] {
  const choice = (group: OptionGroup, row: AskedRow | null) => {
    const key = row?.choices[group.id];
    return key === undefined ? null : choiceLabel(group, key);
  };
  const options = groups.map((group) => ({
    field: `choices.${group.id}`,
    label: `Option ${group.label}`,
    from: choice(group, before),
    to: choice(group, after),
  }));
  const total = {
    field: 'shownTotal',
    label: `Total shown (${after.currency.toUpperCase()})`,
    from: before?.shownTotal ?? null,
    to: after.shownTotal,
  };
  return [...options, total].filter((change) => change.from !== change.to);
}

/** The designer's mail, or every staff member's when the project names no designer. */
async function mailsToTheDesigner(
  app: FastifyInstance,
  estimate: VariantEstimate & { projectId: string },
  ask: {
    viewer: Viewer;
    body: AskForVariantRequest;
    choices: VariantChoices;
    publicUrl: string | undefined;
  },
) {
  const db = app.database.db;
  const recipients = await designerOrStaffEmails(db, estimate.designerId);
  const link = `${linkBase(app, ask.publicUrl)}${portalPaths.projectDesignVersions(estimate.projectId)}`;
  const chosen = chosenOptions(estimate.optionGroups, ask.choices).map(
    ({ group, choice }) => `${group}: ${choice}`,
  );
  return Promise.all(
    recipients.map((to) =>
      variantRequestedMail(to, {
        projectName: estimate.projectName,
        designVersionName: estimate.designVersionName,
        reference: estimate.reference,
        requestedBy: ask.viewer.email,
        chosen,
        shownTotal: formatMoney(ask.body.shownTotal, estimate.currency),
        link,
      }),
    ),
  );
}

/**
 * What the server would store for the request now, with the active price list, beside what
 * the customer was shown (priced with the estimate's): the difference and, when there is one,
 * why.
 */
export function checkVariant(row: VariantRequestRow, activePriceList: PriceList): VariantCheck {
  const start = variantStartOf(row.snapshot);
  if (!start) return { kind: 'refused', reason: 'The estimate cannot be read as a variant' };
  const problem = choicesProblem(row.optionGroups, start.base, row.request.choices);
  if (problem) {
    return {
      kind: 'refused',
      reason: `The options have changed since the customer asked: ${problem}`,
    };
  }
  const priced = priceVariant(start.base, row.optionGroups, row.request.choices, activePriceList);
  if (priced.kind === 'too-large')
    return { kind: 'refused', reason: 'The estimate would be too large to store' };
  if (priced.kind === 'refused') return { kind: 'refused', reason: priced.reason };
  const shownTotal = toAmount(row.request.shownTotal);
  const difference = moneyDifference(priced.estimate.totalCost, shownTotal, row.request.currency);
  return {
    kind: 'priced',
    total: priced.estimate.totalCost,
    difference,
    priceListVersion: activePriceList.version,
    shownPriceListVersion: start.priceList.version,
    why: difference === 0 ? null : whyItDiffers(start.priceList.version, activePriceList.version),
  };
}

function whyItDiffers(shownVersion: number, activeVersion: number) {
  return shownVersion === activeVersion
    ? 'the customer’s page showed another total than the estimate’s options give (ask them to reload it)'
    : `the price list has changed since the estimate (version ${shownVersion}, now ${activeVersion})`;
}

export function toVariantRequest(
  row: VariantRequestRow,
  check: VariantCheck | null,
): VariantRequest {
  const { request } = row;
  return {
    id: request.id,
    projectId: request.projectId,
    designVersionId: request.designVersionId,
    designVersionName: row.designVersionName,
    estimateId: request.estimateId,
    estimateReference: row.estimateReference,
    customer: { id: request.userId, name: row.customerName, email: row.customerEmail },
    choices: request.choices,
    chosen: chosenOptions(row.optionGroups, request.choices),
    currency: request.currency as VariantRequest['currency'],
    shownTotal: toAmount(request.shownTotal),
    askedAt: request.updatedAt.toISOString(),
    revision: request.revision,
    check,
  };
}

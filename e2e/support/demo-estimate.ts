import { formatMoney, normaliseEstimateParameters } from '@corner/contracts/display';
import { calculateEstimate, priceListVersion1 } from '@corner/pricing';
import { demoCatalog, demoEstimatePageSlug, walkerProjects, type DemoBatch } from '@corner/demo';

/*
 * What the pricing package makes of the demo data's published estimate page: each design
 * version of the page's batch, priced from the demo's catalog lines and the batch's
 * parameters, written as the page writes money. The end-to-end tests compare the page to it.
 */

export { demoEstimatePageSlug };

export interface ExpectedVersion {
  name: string;
  total: string;
  lines: [string, string][];
}

const lineLabels = [
  ['materialsCost', 'Materials'],
  ['componentsCost', 'Components'],
  ['countertopCost', 'Countertop'],
  ['assemblyCost', 'Assembly'],
  ['deliveryCost', 'Delivery'],
  ['measurementsCost', 'Measurements'],
  ['installationCost', 'Installation'],
] as const;

function demoBatch() {
  const project = walkerProjects.find((each) =>
    each.batches.some((batch) => batch.pageSlug === demoEstimatePageSlug),
  )!;
  const batch = project.batches.find((each) => each.pageSlug === demoEstimatePageSlug)!;
  return { project, batch };
}

/** The parameters the demo page's batch was priced with, as the demo data gives them. */
export function demoEstimateParameters(): DemoBatch['params'] {
  return demoBatch().batch.params;
}

export function expectedDemoEstimate(): ExpectedVersion[] {
  const { project, batch } = demoBatch();
  const given = batch.params;
  const params = { ...normaliseEstimateParameters(given), assembled: given.assembled ?? false };
  return batch.estimated.map((index) => {
    const version = project.versions[index]!;
    const lines = version.lines.map((line) => {
      const item = demoCatalog.find((each) => each.name === line.item)!;
      return { category: item.category, quantity: line.quantity, unitPrice: item.unitPrice };
    });
    const estimate = calculateEstimate(lines, params, priceListVersion1, new Date());
    const money = (amount: number) => formatMoney(amount, params.currency);
    return {
      name: version.name,
      total: money(estimate.totalCost),
      lines: lineLabels
        .filter(([field]) => estimate[field] !== 0)
        .map(([field, label]) => [label, money(estimate[field])]),
    };
  });
}

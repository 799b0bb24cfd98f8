import type { CatalogCategory } from '@corner/contracts';
import { formatMoney } from '@corner/contracts/display';
import { previewEstimate, priceListVersion1 } from '@corner/pricing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import {
  answerCalls,
  batchApiPath,
  makeBatch,
  makeEstimate,
  makeParams,
  projectId,
  versionIds,
} from '../../testing';
import { EstimatesSection } from '../estimates-section';
import { CurrentListPreview, PREVIEW_CURRENT_LIST } from './current-list-preview';

/*
 * Decision 55 on the batches screen: each estimate card names the price list it used, and
 * 'Preview with the current price list' prices the saved parameters with the active list,
 * next to the totals calculated, without editing anything.
 */

const { version: _version, ...rates } = priceListVersion1;
const ratesV2 = { ...rates, assemblyRate: '0.20' };
const versionPath = (id: string) => `/admin/projects/${projectId}/design-versions/${id}`;
const line = (category: CatalogCategory, quantity: number, unitPrice: number) => ({
  id: `${category}-line`,
  category,
  catalogItemId: null,
  name: category,
  image: null,
  quantity,
  unit: 'piece',
  unitPrice,
});
const linesOfFirst = [line('front', 2, 1000), line('hardware', 4, 25)];
const params = makeParams();
// Calculated with the first version (see price-preview.test.tsx): £3,043.48.
const stored = makeEstimate({
  currency: 'gbp',
  totalCost: 3043.48,
  priceList: { version: 1, savedAt: null },
});
const [first, second] = makeBatch().designVersions;
const batch = makeBatch({
  estimateParams: params,
  designVersions: [
    { ...first!, estimateId: stored.id },
    { ...second!, estimateId: null },
  ],
});

function renderScreen() {
  const calls = answerCalls({
    'GET /admin/price-lists/active': {
      status: 200,
      body: { version: 2, isActive: true, createdAt: '2025-03-01T10:00:00.000Z', rates: ratesV2 },
    },
    [`GET ${versionPath(versionIds[0])}`]: {
      status: 200,
      body: { ...first, lines: linesOfFirst, renders: [] },
    },
    [`GET ${versionPath(versionIds[1])}`]: {
      status: 200,
      body: { ...second, lines: [line('countertop', 1, 500)], renders: [] },
    },
    [`POST ${batchApiPath}/estimates`]: { status: 200, body: [stored] },
  });
  const result = renderWithProviders(
    <>
      <EstimatesSection projectId={projectId} batch={batch} />
      <CurrentListPreview
        projectId={projectId}
        batchId={batch.id}
        params={batch.estimateParams}
        versions={batch.designVersions}
      />
    </>,
  );
  return { ...result, calls };
}

describe('the price list on the batches screen (decision 55)', () => {
  it('names the price list each estimate was calculated with', async () => {
    renderScreen();
    const card = (await screen.findAllByRole('listitem'))[0]!;
    expect(within(card).getByText('Price list version 1, built in')).toBeInTheDocument();
  });

  it('previews the saved parameters with the current price list, editing nothing', async () => {
    const { user, calls } = renderScreen();
    await screen.findByText('Price list version 1, built in');
    const button = screen.getByRole('button', { name: PREVIEW_CURRENT_LIST });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const preview = await screen.findByRole('region', {
      name: 'Price preview with the current price list',
    });
    const priced = previewEstimate(linesOfFirst, params, { ...ratesV2, version: 2 });
    if (priced.kind !== 'priced') throw new Error('the first version should price');
    const now = priced.estimate.totalCost;
    expect(now).toBeGreaterThan(stored.totalCost);
    const money = (amount: number) => formatMoney(amount, 'gbp');
    expect(
      await within(preview).findByText(
        `${money(stored.totalCost)} → ${money(now)}, +${money(now - stored.totalCost)}`,
      ),
    ).toBeInTheDocument();
    expect(within(preview).getByText(/not calculated yet/)).toBeInTheDocument();
    expect(within(preview).getByText(/With price list version 2/)).toBeInTheDocument();
    expect(preview.textContent).not.toMatch(/browser|server/i);
    // Reads only: nothing saved, nothing calculated.
    expect(
      calls.filter((call) => call.method !== 'GET' && !call.path.endsWith('/estimates')),
    ).toEqual([]);
  });

  it('is not offered without parameters', () => {
    answerCalls({});
    renderWithProviders(
      <CurrentListPreview
        projectId={projectId}
        batchId={batch.id}
        params={null}
        versions={batch.designVersions}
      />,
    );
    expect(screen.queryByRole('button', { name: PREVIEW_CURRENT_LIST })).not.toBeInTheDocument();
  });
});

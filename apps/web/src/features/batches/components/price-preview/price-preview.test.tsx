import { priceListVersion1 } from '@corner/pricing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import {
  answerCalls,
  batchApiPath,
  batchId,
  makeBatch,
  makeEstimate,
  makeParams,
  projectId,
  versionIds,
} from '../../testing';
import { EDIT_MODE_HINT, ParameterEditor } from '../parameters/parameter-editor';

const { version: _version, ...rates } = priceListVersion1;
const versionPath = (id: string) => `/admin/projects/${projectId}/design-versions/${id}`;
const line = (category: string, quantity: number, unitPrice: number) => ({
  id: `${category}-line`,
  category,
  catalogItemId: null,
  name: category,
  image: null,
  quantity,
  unit: 'piece',
  unitPrice,
});

/*
 * The saved parameters (EU, medium, near, assembled, measurements $120.50, installation $300,
 * GBP at 0.79) priced the first version at £3,043.48: materials $2,000, components $100,
 * assembly 12% of them, delivery $1,800 x 0.6, each line converted and rounded.
 */
const stored = makeEstimate({
  currency: 'gbp',
  totalCost: 3043.48,
  materialsCost: 1580,
  componentsCost: 79,
  countertopCost: 0,
  assemblyCost: 199.08,
  deliveryCost: 853.2,
  measurementsCost: 95.2,
  installationCost: 237,
});
const [first, second] = makeBatch().designVersions;
const versions = [{ ...first!, estimateId: stored.id }, second!];

function renderEditor() {
  const calls = answerCalls({
    'GET /admin/price-lists/active': {
      status: 200,
      body: { version: 1, isActive: true, createdAt: null, rates },
    },
    [`GET ${versionPath(versionIds[0])}`]: {
      status: 200,
      body: { ...first, lines: [line('front', 2, 1000), line('hardware', 4, 25)], renders: [] },
    },
    [`GET ${versionPath(versionIds[1])}`]: {
      status: 200,
      body: { ...second, lines: [line('countertop', 1, 500)], renders: [] },
    },
    [`POST ${batchApiPath}/estimates`]: { status: 200, body: [stored] },
  });
  const result = renderWithProviders(
    <ParameterEditor
      projectId={projectId}
      batchId={batchId}
      params={makeParams()}
      versions={versions}
    />,
  );
  return { ...result, calls };
}

const field = (label: string) => screen.getByLabelText(label);

describe('the live price preview', () => {
  it('prices every version under the edited values, with the difference and the lines that moved', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByText(EDIT_MODE_HINT)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Price preview' })).not.toBeInTheDocument();
    expect(screen.getByText('1 USD = 0.7900 GBP')).toBeInTheDocument();

    await user.selectOptions(field('Size'), 'large');
    await user.clear(field('Dollar rate'));
    await user.type(field('Dollar rate'), '0.8');
    expect(screen.getByText(EDIT_MODE_HINT)).toBeInTheDocument();
    expect(field('Dollar rate')).toHaveAccessibleDescription('1 USD = 0.8 GBP');

    const preview = (await screen.findByRole('heading', { name: 'Price preview' })).closest(
      'section',
    )!;
    expect(await within(preview).findByText('£3,043.48 → £3,466.00, +£422.52')).toBeVisible();
    const moved = within(preview).getByText('£853.20 → £1,248.00').closest('dl')!;
    expect(moved).toHaveTextContent('Assembly£199.08 → £201.60');
    expect(moved).toHaveTextContent('Delivery£853.20 → £1,248.00');
    expect(moved).toHaveTextContent('Measurements£95.20 → £96.40');
    expect(moved).toHaveTextContent('Installation£237.00 → £240.00');
    expect(within(preview).getByText('£1,984.40 (not calculated yet)')).toBeVisible();
    expect(preview).toHaveTextContent('Priced with price list version 1');
    // A staff hint in the staff's words, not the portal's inner workings (issue 34.6).
    expect(preview.textContent).not.toMatch(/browser|server/i);
  });

  it('waits for valid values, and Cancel removes it', async () => {
    const { user, calls } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(field('Dollar rate'));
    expect(
      await screen.findByText('The preview shows once every required value is valid.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('heading', { name: 'Price preview' })).not.toBeInTheDocument();
    // One read each, whatever the number of changes: nothing is saved or calculated.
    expect(calls.map((call) => `${call.method} ${call.path}`).sort()).toEqual(
      [
        'GET /admin/price-lists/active',
        `GET ${versionPath(versionIds[0])}`,
        `GET ${versionPath(versionIds[1])}`,
        `POST ${batchApiPath}/estimates`,
      ].sort(),
    );
  });

  it('says which way the dollar rate converts, and that USD is not converted', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.selectOptions(field('Currency'), 'eur');
    expect(field('Dollar rate')).toHaveAccessibleDescription('1 USD = 0.7900 EUR');
    await user.selectOptions(field('Currency'), 'usd');
    expect(field('Dollar rate')).toHaveAccessibleDescription('No conversion: prices stay in USD');
  });
});

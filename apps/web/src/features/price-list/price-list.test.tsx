import type { PriceListRates, PriceLists } from '@corner/contracts';
import { waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LazyToaster } from '@/components/ui/toast';
import { answerCalls } from '@/testing/answer-calls';
import { expectConsoleErrors, renderWithProviders, screen } from '@/testing/test-utils';
import { PriceListPage } from './components/price-list-page';

const ratesV1: PriceListRates = {
  assemblyRate: '0.12',
  deliveryBase: { small: '1200', medium: '1800', large: '2600' },
  countryFactor: { us: '1.00', eu: '0.60' },
  usPartFactor: { west: '1.30', mid: '1.15', east: '1.00' },
  distanceFactor: { near: '1.00', medium: '1.25', far: '1.60' },
  deliveryTypeFactor: { shipping: '1.00', 'air freight': '2.75' },
  countertopDelivery: { small: '250', medium: '350', large: '450' },
  deposit: { usd: '500.00', eur: '500.00', gbp: '400.00' },
  validityDays: 30,
};

function lists(active: number, rates: PriceListRates = ratesV1): PriceLists {
  const versions = Array.from({ length: active }, (_, index) => ({
    version: active - index,
    isActive: index === 0,
    createdAt: '2025-03-01T10:00:00.000Z',
    rates: index === 0 ? rates : ratesV1,
  }));
  return { active: versions[0]!, versions };
}

/** A preview with no open batch, for tests about the save itself. */
const noOpenBatches = { activeVersion: 1, batches: [], moreBatches: 0 };
const previewInBackground = {
  background: { 'POST /admin/price-lists/preview': { status: 200, body: noOpenBatches } },
};

/** Confirms the save in the dialog that asks first (decision 55). */
async function confirmSave(user: ReturnType<typeof render>['user'], version: number) {
  const dialog = await screen.findByRole('alertdialog', {
    name: `Make version ${version} active?`,
  });
  await user.click(within(dialog).getByRole('button', { name: `Save as version ${version}` }));
}

const render = () =>
  renderWithProviders(
    <MemoryRouter>
      <PriceListPage />
      <LazyToaster />
    </MemoryRouter>,
  );

describe('PriceListPage', () => {
  it('shows every rate of the active version in labelled fields, and the versions', async () => {
    answerCalls({ 'GET /admin/price-lists': { status: 200, body: lists(2) } });
    render();
    expect(await screen.findByLabelText('Assembly rate')).toHaveValue('0.12');
    expect(screen.getByLabelText('Air freight')).toHaveValue('2.75');
    expect(screen.getByLabelText('Countertop, large kitchen')).toHaveValue('450');
    expect(screen.getByLabelText('Estimates valid for (days)')).toHaveValue('30');
    expect(screen.getByRole('group', { name: 'Distance factor' })).toBeInTheDocument();
    const versions = screen.getByRole('table');
    expect(within(versions).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Save as version 3' })).toBeInTheDocument();
  });

  it('blocks rates out of rule with the generic messages, sending nothing', async () => {
    const calls = answerCalls({ 'GET /admin/price-lists': { status: 200, body: lists(1) } });
    const { user } = render();
    const assembly = await screen.findByLabelText('Assembly rate');
    await user.clear(assembly);
    await user.clear(screen.getByLabelText('Europe'));
    await user.type(screen.getByLabelText('Europe'), '0');
    await user.clear(screen.getByLabelText('Small kitchen'));
    await user.type(screen.getByLabelText('Small kitchen'), '-5');
    await user.click(screen.getByRole('button', { name: 'Save as version 2' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('A factor must be above 0')).toBeInTheDocument();
    expect(screen.getByText('Minimum value is 0')).toBeInTheDocument();
    expect(assembly).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('keeps decimals to their bound as they are typed', async () => {
    answerCalls({ 'GET /admin/price-lists': { status: 200, body: lists(1) } });
    const { user } = render();
    const small = await screen.findByLabelText('Small kitchen');
    await user.clear(small);
    await user.type(small, '12a00.555');
    expect(small).toHaveValue('1200.55');
  });

  it('saves every rate as exact text, based on the active version', async () => {
    const calls = answerCalls(
      {
        'GET /admin/price-lists': [
          { status: 200, body: lists(1) },
          { status: 200, body: lists(2, { ...ratesV1, assemblyRate: '0.2' }) },
        ],
        'POST /admin/price-lists': {
          status: 201,
          body: lists(2, { ...ratesV1, assemblyRate: '0.2' }).active,
        },
      },
      previewInBackground,
    );
    const { user } = render();
    const assembly = await screen.findByLabelText('Assembly rate');
    await user.clear(assembly);
    await user.type(assembly, '0.2');
    await user.click(screen.getByRole('button', { name: 'Save as version 2' }));
    await confirmSave(user, 2);
    expect((await screen.findAllByText('Price list version 2 is active'))[0]).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      basedOnVersion: 1,
      rates: { ...ratesV1, assemblyRate: '0.2' },
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save as version 3' })).toBeInTheDocument(),
    );
  });

  it('explains a save refused because another admin saved first, and reloads', async () => {
    expectConsoleErrors();
    answerCalls(
      {
        'GET /admin/price-lists': [
          { status: 200, body: lists(1) },
          { status: 200, body: lists(2) },
        ],
        'POST /admin/price-lists': {
          status: 409,
          body: {
            code: 'CONFLICT',
            error:
              'Another admin saved version 2 of the price list meanwhile: reload it, then make your change again',
          },
        },
      },
      previewInBackground,
    );
    const { user } = render();
    await screen.findByLabelText('Assembly rate');
    await user.click(screen.getByRole('button', { name: 'Save as version 2' }));
    await confirmSave(user, 2);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another admin saved version 2 of the price list meanwhile',
    );
    await user.click(screen.getByRole('button', { name: 'Load the newest version' }));
    expect(await screen.findByRole('button', { name: 'Save as version 3' })).toBeInTheDocument();
  });

  it('shows the deposit of each currency and saves it with the amounts’ rules', async () => {
    const saved = { ...ratesV1, deposit: { usd: '750', eur: '500.00', gbp: '400.00' } };
    const calls = answerCalls(
      {
        'GET /admin/price-lists': [
          { status: 200, body: lists(1) },
          { status: 200, body: lists(2, saved) },
        ],
        'POST /admin/price-lists': { status: 201, body: lists(2, saved).active },
      },
      previewInBackground,
    );
    const { user } = render();
    const usd = await screen.findByLabelText('Deposit to reserve a spot (USD)');
    expect(usd).toHaveValue('500.00');
    expect(screen.getByLabelText('Deposit to reserve a spot (EUR)')).toHaveValue('500.00');
    expect(screen.getByLabelText('Deposit to reserve a spot (GBP)')).toHaveValue('400.00');
    expect(screen.getByRole('group', { name: 'Deposit' })).toBeInTheDocument();

    const gbp = screen.getByLabelText('Deposit to reserve a spot (GBP)');
    await user.clear(gbp);
    await user.type(gbp, '400.555');
    expect(gbp).toHaveValue('400.55');
    await user.clear(gbp);
    await user.type(gbp, '-1');
    await user.click(screen.getByRole('button', { name: 'Save as version 2' }));
    expect(await screen.findByText('Minimum value is 0')).toBeInTheDocument();
    expect(gbp).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(gbp);
    await user.type(gbp, '400.00');
    await user.clear(usd);
    await user.type(usd, '750');
    await user.click(screen.getByRole('button', { name: 'Save as version 2' }));
    await confirmSave(user, 2);
    expect((await screen.findAllByText('Price list version 2 is active'))[0]).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      basedOnVersion: 1,
      rates: saved,
    });
  });

  it('fills the form with an earlier version’s rates', async () => {
    answerCalls({
      'GET /admin/price-lists': {
        status: 200,
        body: lists(2, { ...ratesV1, assemblyRate: '0.2' }),
      },
    });
    const { user } = render();
    expect(await screen.findByLabelText('Assembly rate')).toHaveValue('0.2');
    await user.click(screen.getByRole('button', { name: 'Use these rates: version 1' }));
    expect(screen.getByLabelText('Assembly rate')).toHaveValue('0.12');
  });
  describe('the confirmation before a new version goes live (decision 55)', () => {
    const preview = {
      activeVersion: 1,
      batches: [
        {
          projectId: 'p1',
          projectName: 'Casey kitchen',
          batchId: 'b1',
          batchName: 'Open',
          currency: 'usd',
          versions: [
            {
              designVersionId: 'v1',
              name: 'Oak',
              createdAt: '2025-03-01T10:00:00.000Z',
              current: { kind: 'priced', totalCost: 5311.5 },
              proposed: { kind: 'priced', totalCost: 5711.5 },
              difference: 400,
            },
            {
              designVersionId: 'v2',
              name: 'Walnut',
              createdAt: '2025-03-02T10:00:00.000Z',
              current: { kind: 'priced', totalCost: 2000 },
              proposed: { kind: 'priced', totalCost: 2000 },
              difference: 0,
            },
          ],
        },
      ],
      moreBatches: 2,
    };

    it('shows every changed rate old → new and each open batch’s totals, saving only on confirm', async () => {
      const calls = answerCalls({
        'GET /admin/price-lists': [
          { status: 200, body: lists(1) },
          { status: 200, body: lists(2, { ...ratesV1, assemblyRate: '0.2' }) },
        ],
        'POST /admin/price-lists/preview': { status: 200, body: preview },
        'POST /admin/price-lists': {
          status: 201,
          body: lists(2, { ...ratesV1, assemblyRate: '0.2' }).active,
        },
      });
      const { user } = render();
      const assembly = await screen.findByLabelText('Assembly rate');
      await user.clear(assembly);
      await user.type(assembly, '0.2');
      const small = screen.getByLabelText('Small kitchen');
      await user.clear(small);
      await user.type(small, '1200.00');
      await user.click(screen.getByRole('button', { name: 'Save as version 2' }));

      const dialog = await screen.findByRole('alertdialog', { name: 'Make version 2 active?' });
      // Focus starts on Cancel: Enter does not make the list live by accident.
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      const rates = within(dialog).getByRole('region', { name: 'Rates' });
      // "1200.00" is the same rate as "1200": not a change.
      expect(
        within(rates)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Assembly rate 0.12 → 0.2']);
      const batches = within(dialog).getByRole('region', {
        name: 'Open batches, today → with version 2',
      });
      expect(await within(batches).findByText('Casey kitchen · Open')).toBeInTheDocument();
      expect(within(batches).getByText('$5,311.50 → $5,711.50, +$400.00')).toBeInTheDocument();
      expect(within(batches).getByText('$2,000.00 → $2,000.00, no change')).toBeInTheDocument();
      expect(
        within(batches).getByText('2 more open batches, older, are not shown.'),
      ).toBeInTheDocument();
      // The preview was asked with the draft; nothing saved yet.
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        {
          method: 'POST',
          path: '/admin/price-lists/preview',
          body: {
            rates: {
              ...ratesV1,
              assemblyRate: '0.2',
              deliveryBase: { ...ratesV1.deliveryBase, small: '1200.00' },
            },
          },
        },
      ]);

      await user.click(within(dialog).getByRole('button', { name: 'Save as version 2' }));
      expect((await screen.findAllByText('Price list version 2 is active'))[0]).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(
        calls.filter((call) => call.method === 'POST' && call.path === '/admin/price-lists'),
      ).toHaveLength(1);
    });

    it('says when no rate changes and no batch is open; Cancel saves nothing', async () => {
      const calls = answerCalls({
        'GET /admin/price-lists': { status: 200, body: lists(1) },
        'POST /admin/price-lists/preview': { status: 200, body: noOpenBatches },
      });
      const { user } = render();
      await screen.findByLabelText('Assembly rate');
      const save = screen.getByRole('button', { name: 'Save as version 2' });
      await user.click(save);
      const dialog = await screen.findByRole('alertdialog', { name: 'Make version 2 active?' });
      expect(within(dialog).getByText('No rate changes')).toBeInTheDocument();
      expect(
        await within(dialog).findByText(
          'No open batches: no estimate waits to be calculated again.',
        ),
      ).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(save).toHaveFocus();
      expect(
        calls.filter((call) => call.path === '/admin/price-lists' && call.method === 'POST'),
      ).toEqual([]);
    });
  });

  it('shows in the versions table what each version changed, and every rate on demand', async () => {
    answerCalls({
      'GET /admin/price-lists': {
        status: 200,
        body: lists(2, { ...ratesV1, assemblyRate: '0.2', validityDays: 45 }),
      },
    });
    const { user } = render();
    const table = await screen.findByRole('table');
    const [, newer, first] = within(table).getAllByRole('row');
    expect(
      within(within(newer!).getByRole('list', { name: 'Changed in version 2' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Assembly rate 0.12 → 0.2', 'Estimates valid for (days) 30 → 45']);
    expect(within(first!).getByText('First version')).toBeInTheDocument();
    await user.click(within(first!).getByText('Every rate'));
    expect(within(first!).getByText('Delivery base by size (USD): Large kitchen')).toBeVisible();
    expect(within(first!).getByText('2600')).toBeVisible();
  });
});

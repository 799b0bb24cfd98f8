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
    const calls = answerCalls({
      'GET /admin/price-lists': [
        { status: 200, body: lists(1) },
        { status: 200, body: lists(2, { ...ratesV1, assemblyRate: '0.2' }) },
      ],
      'POST /admin/price-lists': {
        status: 201,
        body: lists(2, { ...ratesV1, assemblyRate: '0.2' }).active,
      },
    });
    const { user } = render();
    const assembly = await screen.findByLabelText('Assembly rate');
    await user.clear(assembly);
    await user.type(assembly, '0.2');
    await user.click(screen.getByRole('button', { name: 'Save as version 2' }));
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
    answerCalls({
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
    });
    const { user } = render();
    await screen.findByLabelText('Assembly rate');
    await user.click(screen.getByRole('button', { name: 'Save as version 2' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another admin saved version 2 of the price list meanwhile',
    );
    await user.click(screen.getByRole('button', { name: 'Load the newest version' }));
    expect(await screen.findByRole('button', { name: 'Save as version 3' })).toBeInTheDocument();
  });

  it('shows the deposit of each currency and saves it with the amounts’ rules', async () => {
    const saved = { ...ratesV1, deposit: { usd: '750', eur: '500.00', gbp: '400.00' } };
    const calls = answerCalls({
      'GET /admin/price-lists': [
        { status: 200, body: lists(1) },
        { status: 200, body: lists(2, saved) },
      ],
      'POST /admin/price-lists': { status: 201, body: lists(2, saved).active },
    });
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
});

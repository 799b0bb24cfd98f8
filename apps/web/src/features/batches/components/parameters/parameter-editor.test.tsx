import type { EstimateParams } from '@corner/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors, renderWithProviders } from '@/testing/test-utils';
import { batchesKeys } from '../../api/keys';
import { missingParametersMessage, updateParameters } from '../../api/update-parameters';
import {
  answerCalls,
  batchApiPath,
  batchId,
  makeBatch,
  makeParams,
  projectId,
} from '../../testing';
import { ParameterEditor } from './parameter-editor';

const saveCall = `POST ${batchApiPath}/update-parameters`;

/** `refreshes()` counts the refreshes of the batches screen's queries (spec section 4). */
function renderEditor(params: EstimateParams | null) {
  const result = renderWithProviders(
    <div>
      <p>Outside the editor</p>
      <ParameterEditor projectId={projectId} batchId={batchId} params={params} />
    </div>,
  );
  const invalidate = vi.spyOn(result.queryClient, 'invalidateQueries');
  const refreshes = () =>
    invalidate.mock.calls.filter(([filters]) =>
      isEqual(filters?.queryKey, batchesKeys.all(projectId)),
    ).length;
  return { ...result, refreshes };
}

const isEqual = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);

const field = (label: string) => screen.getByLabelText(label);
const queryButton = (name: string) => screen.queryByRole('button', { name });

async function findToast(title: string) {
  const region = await screen.findByRole('region', { name: /notifications/i });
  return (await within(region).findByText(title)).closest('li');
}

describe('batch parameter editor', () => {
  it('shows saved parameters read-only: dollar rate with 4 decimals, costs with 2 and $', () => {
    renderEditor(makeParams());
    const row = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(row('Country')).toBe('EU');
    expect(row('Size')).toBe('Medium');
    expect(row('Distance')).toBe('Near');
    expect(row('Currency')).toBe('GBP');
    expect(row('Dollar rate')).toBe('0.7900');
    expect(row('Measurements cost')).toBe('120.50 $');
    expect(row('Installation cost')).toBe('300.00 $');
    expect(row('US part')).toBe('—');
    expect(row('Assembled')).toBe('Yes');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('goes to edit mode; Save Changes and Cancel appear only once a value changed', async () => {
    const { user } = renderEditor(makeParams());
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    expect(field('Country')).toHaveValue('eu');
    expect(field('Dollar rate')).toHaveValue('0.7900');
    expect(field('Measurements cost')).toHaveValue('120.50');
    expect(queryButton('Save Changes')).not.toBeInTheDocument();
    expect(queryButton('Cancel')).not.toBeInTheDocument();

    await user.selectOptions(field('Size'), 'large');
    expect(queryButton('Save Changes')).toBeInTheDocument();
    expect(queryButton('Cancel')).toBeInTheDocument();

    // Changing it back to the original is no change.
    await user.selectOptions(field('Size'), 'medium');
    expect(queryButton('Save Changes')).not.toBeInTheDocument();
  });

  it('Cancel restores the original values and leaves edit mode', async () => {
    const { user } = renderEditor(makeParams());
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.selectOptions(field('Size'), 'large');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText('Size').nextElementSibling).toHaveTextContent('Medium');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(field('Size')).toHaveValue('medium');
  });

  it('a click outside leaves edit mode unless a change is pending', async () => {
    const { user } = renderEditor(makeParams());
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByText('Outside the editor'));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.selectOptions(field('Distance'), 'far');
    await user.click(screen.getByText('Outside the editor'));
    expect(field('Distance')).toHaveValue('far');
    expect(queryButton('Save Changes')).toBeInTheDocument();
  });

  it("says 'No parameters'; Edit opens the blank form at once, ready to fill", async () => {
    const { user } = renderEditor(null);
    expect(screen.getByText('No parameters')).toBeInTheDocument();
    expect(queryButton('Create')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    for (const label of ['Country', 'Size', 'Distance', 'Currency']) {
      expect(field(label)).toHaveValue('');
    }
    expect(field('Dollar rate')).toHaveValue('');
    expect(field('Country')).toHaveFocus();
    expect(screen.queryByText('No parameters')).not.toBeInTheDocument();
    expect(queryButton('Create')).not.toBeInTheDocument();
  });

  it('gives one hint about leaving edit mode, the same before and after a change', async () => {
    const { user } = renderEditor(makeParams());
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const hint =
      'Until you change a value, a click outside the parameters leaves edit mode; after, Save Changes or Cancel.';
    expect(screen.getByText(hint)).toBeVisible();
    await user.selectOptions(field('Size'), 'large');
    expect(screen.getByText(hint)).toBeVisible();
    expect(screen.getAllByText(/edit mode/)).toHaveLength(1);
  });

  it('marks missing required fields as errors without text and sends nothing', async () => {
    const calls = answerCalls({});
    const { user } = renderEditor(null);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(field('Assembled'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(field('Country')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Size')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Distance')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Currency')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);

    // us: the region and the delivery type are required too, marked with the rest at once.
    await user.selectOptions(field('Country'), 'us');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(field('US part')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Delivery type')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Size')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Distance')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Country')).toHaveAttribute('aria-invalid', 'false');

    await user.selectOptions(field('Size'), 'small');
    await user.selectOptions(field('Distance'), 'far');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(field('Size')).toHaveAttribute('aria-invalid', 'false'));
    expect(field('US part')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Delivery type')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('requires the dollar rate unless the currency is usd', async () => {
    const calls = answerCalls({});
    const { user } = renderEditor(makeParams());
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(field('Dollar rate'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(field('Dollar rate')).toHaveAttribute('aria-invalid', 'true'));
    expect(calls).toHaveLength(0);
  });

  it('enables fields by country and currency', async () => {
    const { user } = renderEditor(makeParams());
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    // eu in gbp
    expect(field('US part')).toBeDisabled();
    expect(field('Delivery type')).toBeDisabled();
    expect(field('Countertop delivered separately')).toBeDisabled();
    expect(field('Currency')).toBeEnabled();
    expect(field('Dollar rate')).toBeEnabled();
    expect(field('Measurements cost')).toBeEnabled();
    expect(field('Installation cost')).toBeEnabled();

    await user.selectOptions(field('Currency'), 'usd');
    expect(field('Dollar rate')).toBeDisabled();

    await user.selectOptions(field('Country'), 'us');
    expect(field('US part')).toBeEnabled();
    expect(field('Delivery type')).toBeEnabled();
    expect(field('Countertop delivered separately')).toBeEnabled();
    expect(field('Currency')).toBeDisabled();
    expect(field('Currency')).toHaveValue('usd');
    expect(field('Dollar rate')).toBeDisabled();
    expect(field('Measurements cost')).toBeDisabled();
    expect(field('Installation cost')).toBeDisabled();
  });

  it('a country change resets the currency to usd and the dollar rate to 1', async () => {
    const { user } = renderEditor(makeParams());
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(field('Currency')).toHaveValue('gbp');

    await user.selectOptions(field('Country'), 'us');
    await user.selectOptions(field('Country'), 'eu');
    expect(field('Currency')).toHaveValue('usd');
    expect(field('Dollar rate')).toHaveValue('1');
  });

  it('decimal inputs keep digits, one dot and a leading minus, trimmed to their decimals', async () => {
    const { user } = renderEditor(makeParams());
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    await user.clear(field('Dollar rate'));
    await user.type(field('Dollar rate'), 'a1.2.34567');
    expect(field('Dollar rate')).toHaveValue('1.2345');

    await user.clear(field('Measurements cost'));
    await user.type(field('Measurements cost'), '-12,3.456');
    expect(field('Measurements cost')).toHaveValue('-123.45');

    await user.clear(field('Installation cost'));
    await user.type(field('Installation cost'), '99.999');
    expect(field('Installation cost')).toHaveValue('99.99');
    expect(screen.getAllByText('$')).toHaveLength(2);
  });

  it('saves: the request, the success notice, read-only again, then every section refreshes', async () => {
    const calls = answerCalls({ [saveCall]: { status: 200, body: makeBatch() } });
    const { user, refreshes } = renderEditor(makeParams());
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(field('Dollar rate'));
    await user.type(field('Dollar rate'), '0.8123');
    await user.selectOptions(field('Size'), 'large');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await findToast('Batch params saved successfully')).toHaveAttribute(
      'data-type',
      'success',
    );
    expect(calls).toEqual([
      {
        method: 'POST',
        path: `${batchApiPath}/update-parameters`,
        body: {
          estimateParamsId: makeParams().id,
          revision: 3,
          country: 'eu',
          size: 'large',
          assembled: true,
          usPart: null,
          distance: 'near',
          deliveryType: null,
          isCountertopDeliverySeparated: false,
          measurements: 120.5,
          installation: 300,
          currency: 'gbp',
          dollarRate: '0.8123',
        },
      },
    ]);
    expect(refreshes()).toBe(1);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('creates new parameters from the blank form (no estimateParamsId)', async () => {
    const calls = answerCalls({ [saveCall]: { status: 200, body: makeBatch() } });
    const { user } = renderEditor(null);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.selectOptions(field('Country'), 'us');
    await user.selectOptions(field('Size'), 'small');
    await user.selectOptions(field('Distance'), 'medium');
    await user.selectOptions(field('US part'), 'west');
    await user.selectOptions(field('Delivery type'), 'air freight');
    await user.click(field('Countertop delivered separately'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await findToast('Batch params saved successfully')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      country: 'us',
      size: 'small',
      assembled: false,
      usPart: 'west',
      distance: 'medium',
      deliveryType: 'air freight',
      isCountertopDeliverySeparated: true,
      measurements: null,
      installation: null,
      currency: 'usd',
      dollarRate: '1',
    });
  });

  it("a failed save says 'Failed to save batch params' and stays in edit mode", async () => {
    expectConsoleErrors();
    answerCalls({ [saveCall]: { status: 500, body: { code: 'INTERNAL', error: 'boom' } } });
    const { user, refreshes } = renderEditor(makeParams());
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.selectOptions(field('Size'), 'large');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await findToast('Failed to save batch params')).toHaveAttribute('data-type', 'error');
    expect(field('Size')).toHaveValue('large');
    expect(refreshes()).toBe(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains a stale save (409) and offers to reload the parameters', async () => {
    expectConsoleErrors();
    answerCalls({
      [saveCall]: {
        status: 409,
        body: {
          code: 'STALE_REVISION',
          error: 'These parameters were changed by someone else; reload and try again',
        },
      },
    });
    const { user, refreshes } = renderEditor(makeParams());
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.selectOptions(field('Size'), 'large');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await findToast('Failed to save batch params')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Someone else saved these parameters after you opened them, so your changes were not saved. Reload the parameters to see the latest values, then make your changes again.',
    );
    await user.click(within(alert).getByRole('button', { name: 'Reload parameters' }));
    expect(refreshes()).toBe(1);
  });

  it("saving without projectId, batchId or params throws 'Missing required parameters…'", () => {
    expect(missingParametersMessage).toBe(
      'Missing required parameters: projectId, batchId, params',
    );
    expect(() => updateParameters(undefined, batchId, { country: 'us' } as never)).toThrow(
      'Missing required parameters: projectId, batchId, params',
    );
    expect(() => updateParameters(projectId, '', { country: 'us' } as never)).toThrow(
      missingParametersMessage,
    );
    expect(() => updateParameters(projectId, batchId, undefined)).toThrow(missingParametersMessage);
  });
});

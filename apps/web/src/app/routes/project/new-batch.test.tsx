import { priceListVersion1 } from '@corner/pricing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Reply } from '@/testing/answer-calls';
import { renderApp } from '@/testing/test-utils';
import {
  answerCalls,
  batchApiPath,
  batchesScreenUrl,
  makeBatch,
  makeBatchSummary,
  makeDesignVersion,
  makeEstimate,
  makeParams,
  projectId,
  seedBatchesScreen,
  versionIds,
} from '@/features/batches/testing';

/*
 * Decision 54 on a new batch: its parameters made in one step, and a disabled Calculate that
 * says why, next to it.
 */

const parametersReason = 'Set the delivery parameters above first.';
const { version: _version, ...rates } = priceListVersion1;

/** The live preview's reads while the form is open (decision 41): a version without lines. */
const previewReads: Record<string, Reply> = {
  'GET /admin/price-lists/active': {
    status: 200,
    body: { version: 1, isActive: true, createdAt: null, rates },
  },
};
for (const version of makeBatch().designVersions) {
  previewReads[`GET /admin/projects/${projectId}/design-versions/${version.id}`] = {
    status: 200,
    body: { ...version, lines: [], renders: [] },
  };
}

describe('a new batch', () => {
  beforeAll(() => import('./design-versions'));

  it('says why Calculate is disabled while the batch has no parameters', async () => {
    await renderApp({
      url: batchesScreenUrl,
      queryData: seedBatchesScreen(makeBatch({ estimateParams: null })),
    });
    const calculate = await screen.findByRole('button', { name: 'Calculate' });
    expect(calculate).toBeDisabled();
    expect(calculate).toHaveAccessibleDescription(parametersReason);
    expect(screen.getByText(parametersReason)).toBeVisible();
  });

  it('says why Calculate is disabled for a batch without design versions', async () => {
    await renderApp({
      url: batchesScreenUrl,
      queryData: seedBatchesScreen(makeBatch({ designVersions: [] })),
    });
    const calculate = await screen.findByRole('button', { name: 'Calculate' });
    expect(calculate).toBeDisabled();
    expect(calculate).toHaveAccessibleDescription(
      'This batch has no design versions: add one to it in the back office first.',
    );
  });

  it('gives the same reason on the partial Calculate', async () => {
    const partly = makeBatch({
      estimateParams: null,
      designVersions: makeBatch().designVersions.map((version, index) => ({
        ...version,
        estimateId: index === 0 ? '50000000-0000-4000-8000-000000000001' : null,
      })),
    });
    await renderApp({
      url: batchesScreenUrl,
      queryData: seedBatchesScreen(partly, { estimates: [makeEstimate()] }),
    });
    const calculate = await screen.findByRole('button', { name: 'Calculate missing estimates' });
    expect(calculate).toBeDisabled();
    expect(calculate).toHaveAccessibleDescription(parametersReason);
  });

  it('creates its parameters in one step, after which Calculate runs with no reason shown', async () => {
    const withParams = makeBatch();
    const calls = answerCalls({
      ...previewReads,
      [`POST ${batchApiPath}/update-parameters`]: { status: 200, body: withParams },
      [`GET /project/${projectId}/batches`]: {
        status: 200,
        body: [makeBatchSummary({ isEstimateParams: true })],
      },
      [`GET ${batchApiPath}`]: { status: 200, body: withParams },
      [`GET /project/${projectId}/design-versions/${versionIds[0]}`]: {
        status: 200,
        body: makeDesignVersion(),
      },
      [`GET /project/${projectId}/design-versions/${versionIds[1]}`]: {
        status: 200,
        body: makeDesignVersion({ id: versionIds[1] }),
      },
    });
    const { user } = await renderApp({
      url: batchesScreenUrl,
      queryData: seedBatchesScreen(makeBatch({ estimateParams: null })),
    });
    const section = (await screen.findByRole('heading', { name: 'Delivery parameters' })).closest(
      'section',
    )!;
    expect(within(section).getByText('No parameters')).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Edit' }));
    const country = within(section).getByLabelText('Country');
    expect(country).toHaveFocus();
    expect(within(section).queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
    const params = makeParams();
    await user.selectOptions(country, params.country);
    await user.selectOptions(within(section).getByLabelText('Size'), params.size);
    await user.selectOptions(within(section).getByLabelText('Distance'), params.distance);
    await user.selectOptions(within(section).getByLabelText('Currency'), 'usd');
    await user.click(within(section).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Calculate' })).toBeEnabled());
    expect(screen.queryByText(parametersReason)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/update-parameters'))).toHaveLength(1);
  });
});

import type { UserProfile } from '@corner/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectConsoleErrors, renderApp } from '@/testing/test-utils';
import { getDesignVersionQueryOptions } from '@/api/get-design-version';
import {
  answerCalls,
  batchApiPath,
  batchId,
  makeBatch,
  makeBatchSummary,
  makeDesignVersion,
  makeEstimate,
  projectId,
  seedBatchesScreen,
  batchesScreenUrl,
  designer,
  versionIds,
} from '@/features/batches/testing';

const listPath = `/project/${projectId}/batches`;

const withEstimates = () =>
  makeBatch({
    designVersions: makeBatch().designVersions.map((version, index) => ({
      ...version,
      estimateId: `50000000-0000-4000-8000-00000000000${index + 1}`,
    })),
  });
const estimates = [
  makeEstimate(),
  makeEstimate({
    id: '50000000-0000-4000-8000-000000000002',
    designVersionId: versionIds[1],
    totalCost: 9000,
    materialsCost: 0,
    componentsCost: 7000,
    countertopCost: 2000,
    deliveryCost: 0,
  }),
];
const estimatesCall = `POST ${batchApiPath}/estimates`;

describe('batches screen', () => {
  // The page's code loads on demand: load it once up front, so no test waits for it.
  beforeAll(() => import('./design-versions'));

  it('shows the loading state, then the empty state word for word', async () => {
    answerCalls({ [`GET ${listPath}`]: { status: 200, body: [] } });
    const queryData = seedBatchesScreen(null);
    await renderApp({ url: batchesScreenUrl, queryData });
    expect(await screen.findByText('No Batches')).toBeInTheDocument();
    expect(screen.getByText('No batches have been created for this project yet.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create batch' })).toBeEnabled();
  });

  it("says 'Failed to load batches' with a retry that loads them", async () => {
    expectConsoleErrors();
    answerCalls({
      [`GET ${listPath}`]: [
        // A 4xx answer is not retried (src/lib/react-query.ts), so the error shows at once.
        { status: 409, body: { code: 'CONFLICT', error: 'Database is busy' } },
        { status: 200, body: [] },
      ],
    });
    const { user } = await renderApp({ url: batchesScreenUrl, queryData: seedBatchesScreen(null) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load batches');
    expect(alert).toHaveTextContent('Database is busy');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No Batches')).toBeInTheDocument();
  });

  it('selects the first batch: header with the project name and every section', async () => {
    await renderApp({ url: batchesScreenUrl, queryData: seedBatchesScreen(makeBatch()) });
    expect(await screen.findByRole('heading', { name: 'Walker kitchen' })).toBeVisible();
    expect(screen.getByRole('button', { name: /initial estimate/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    for (const title of [
      'Delivery parameters',
      'Estimate Pages',
      'Estimates',
      'Design version details',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeVisible();
    }
    expect(screen.getByRole('button', { name: 'Create estimate page' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Refresh design versions' })).toHaveAttribute(
      'title',
      'Refresh design versions',
    );
  });

  it("offers 'Create estimate page' only without a page and with parameters", async () => {
    const withPage = makeBatch({
      createdEstimatePage: {
        id: '60000000-0000-4000-8000-000000000001',
        name: 'Walker kitchen estimate',
        createdAt: '2025-01-06T12:00:00.000Z',
        estimateSlug: 'walker-kitchen-estimate',
      },
    });
    await renderApp({ url: batchesScreenUrl, queryData: seedBatchesScreen(withPage) });
    await screen.findByRole('heading', { name: 'Walker kitchen' });
    expect(screen.queryByRole('button', { name: 'Create estimate page' })).not.toBeInTheDocument();

    const link = screen.getByRole('link', { name: '/walker-kitchen-estimate' });
    expect(link).toHaveAttribute(
      'href',
      `${window.location.origin}/estimate/walker-kitchen-estimate`,
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Created Jan 6, 2025')).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Copy link to /walker-kitchen-estimate' }),
    ).toBeVisible();
  });

  it("hides 'Create estimate page' without parameters", async () => {
    await renderApp({
      url: batchesScreenUrl,
      queryData: seedBatchesScreen(makeBatch({ estimateParams: null })),
    });
    await screen.findByRole('heading', { name: 'Walker kitchen' });
    expect(screen.queryByRole('button', { name: 'Create estimate page' })).not.toBeInTheDocument();
    expect(screen.getByText('No parameters')).toBeVisible();
  });

  it('refreshes every section with the refresh button', async () => {
    const calls = answerCalls({
      [`GET ${listPath}`]: { status: 200, body: [makeBatchSummary()] },
      [`GET ${batchApiPath}`]: { status: 200, body: makeBatch() },
      [`GET /project/${projectId}/design-versions/${versionIds[0]}`]: {
        status: 200,
        body: makeDesignVersion(),
      },
    });
    const { user } = await renderApp({
      url: batchesScreenUrl,
      queryData: seedBatchesScreen(makeBatch()),
    });
    await user.click(await screen.findByRole('button', { name: 'Refresh design versions' }));
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(
        expect.arrayContaining([
          `GET ${listPath}`,
          `GET ${batchApiPath}`,
          `GET /project/${projectId}/design-versions/${versionIds[0]}`,
        ]),
      ),
    );
  });

  describe('create-batch modal', () => {
    it('sends nothing for a blank name, shows the error, and selects the new batch', async () => {
      expectConsoleErrors();
      const created = makeBatch({ id: '20000000-0000-4000-8000-000000000002', name: 'Revised' });
      const calls = answerCalls({
        [`POST /project/${projectId}/create-new-batch`]: [
          { status: 400, body: { code: 'BAD_REQUEST', error: 'Name is too long' } },
          { status: 201, body: created },
        ],
        [`GET ${listPath}`]: {
          status: 200,
          body: [
            makeBatchSummary(),
            makeBatchSummary({ id: created.id, name: 'Revised', isEstimateParams: false }),
          ],
        },
        [`GET /project/${projectId}/batches/${created.id}`]: { status: 200, body: created },
      });
      const { user } = await renderApp({
        url: batchesScreenUrl,
        queryData: seedBatchesScreen(makeBatch()),
      });
      await user.click(await screen.findByRole('button', { name: 'Create batch' }));
      const dialog = await screen.findByRole('dialog', { name: 'Create batch' });
      const name = within(dialog).getByLabelText('Batch name');
      expect(name).toHaveAttribute('placeholder', 'initial estimate');

      await user.type(name, '   ');
      await user.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(calls).toHaveLength(0);
      expect(dialog).toBeVisible();

      await user.clear(name);
      await user.type(name, 'Revised');
      await user.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Error: Request failed with status 400: Name is too long',
      );

      await user.click(within(dialog).getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(calls[0]?.body).toEqual({ name: 'Revised' });
      expect(await screen.findByRole('button', { name: /Revised/ })).toHaveAttribute(
        'aria-current',
        'true',
      );
    });

    it('declines with Cancel', async () => {
      const { user } = await renderApp({
        url: batchesScreenUrl,
        queryData: seedBatchesScreen(makeBatch()),
      });
      await user.click(await screen.findByRole('button', { name: 'Create batch' }));
      const dialog = await screen.findByRole('dialog', { name: 'Create batch' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('estimates', () => {
    it("shows 'No Estimates' with 'Calculate' disabled until parameters exist", async () => {
      await renderApp({
        url: batchesScreenUrl,
        queryData: seedBatchesScreen(makeBatch({ estimateParams: null })),
      });
      expect(await screen.findByText('No Estimates')).toBeVisible();
      expect(
        screen.getByText('No estimates have been calculated for this batch yet.'),
      ).toBeVisible();
      expect(screen.getByRole('button', { name: 'Calculate' })).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'Delete estimates' })).not.toBeInTheDocument();
    });

    it('calculates, then refreshes everything and shows the cards', async () => {
      const calls = answerCalls({
        [`POST ${batchApiPath}/calculate-batch-estimate`]: { status: 200, body: estimates },
        [`GET ${listPath}`]: { status: 200, body: [makeBatchSummary()] },
        [`GET ${batchApiPath}`]: { status: 200, body: withEstimates() },
        [estimatesCall]: { status: 200, body: estimates },
        [`GET /project/${projectId}/design-versions/${versionIds[0]}`]: {
          status: 200,
          body: makeDesignVersion(),
        },
      });
      const { user } = await renderApp({
        url: batchesScreenUrl,
        queryData: seedBatchesScreen(makeBatch()),
      });
      await user.click(await screen.findByRole('button', { name: 'Calculate' }));

      const cards = await screen.findAllByRole('listitem', { name: undefined });
      const list = await screen.findByRole('list', { name: 'Estimates' });
      expect(cards.length).toBeGreaterThan(0);
      const [first, second] = within(list).getAllByRole('listitem');
      expect(within(first!).getByRole('heading', { name: 'Oak and linen' })).toBeVisible();
      expect(first).toHaveTextContent('Total Price:');
      expect(first).toHaveTextContent('$12,345.60');
      expect(first).toHaveTextContent('The price is valid until');
      expect(first).toHaveTextContent('Jan 5, 2025');
      expect(first).toHaveTextContent('Materials');
      expect(first).not.toHaveTextContent('Countertop');
      // The second version has no name: its creation date stands in.
      expect(within(second!).getByRole('heading', { name: 'Jan 4, 2025, 4:30 PM' })).toBeVisible();
      expect(second).not.toHaveTextContent('Materials');
      expect(second).toHaveTextContent('Countertop');
      expect(
        calls.find((call) => call.method === 'POST' && call.path.endsWith('/estimates'))?.body,
      ).toEqual({ itemIds: estimates.map((estimate) => estimate.id) });
    });

    it('deletes the estimates after the confirmation', async () => {
      const calls = answerCalls({
        [estimatesCall]: [
          { status: 200, body: estimates },
          { status: 200, body: [] },
        ],
        [`POST ${batchApiPath}/delete-estimate`]: { status: 200, body: { deleted: 2 } },
        [`GET ${listPath}`]: { status: 200, body: [makeBatchSummary()] },
        [`GET ${batchApiPath}`]: { status: 200, body: makeBatch() },
        [`GET /project/${projectId}/design-versions/${versionIds[0]}`]: {
          status: 200,
          body: makeDesignVersion(),
        },
      });
      const { user } = await renderApp({
        url: batchesScreenUrl,
        queryData: seedBatchesScreen(withEstimates()),
      });
      await screen.findByRole('list', { name: 'Estimates' });

      await user.click(screen.getByRole('button', { name: 'Delete estimates' }));
      const confirm = await screen.findByRole('alertdialog');
      expect(confirm).toHaveTextContent('Are you sure you want to delete this estimates?');
      await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      expect(calls.some((call) => call.path.endsWith('/delete-estimate'))).toBe(false);

      await user.click(screen.getByRole('button', { name: 'Delete estimates' }));
      await user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
      );
      expect(await screen.findByText('No Estimates')).toBeVisible();
      expect(calls.find((call) => call.path.endsWith('/delete-estimate'))?.body).toEqual({
        itemIds: estimates.map((estimate) => estimate.id),
      });
    });

    it("only logs a failed calculation, and says 'Failed to load batches' for estimates", async () => {
      const errors = expectConsoleErrors();
      answerCalls({
        [`POST ${batchApiPath}/calculate-batch-estimate`]: {
          status: 409,
          body: { code: 'ESTIMATE_PARAMS_MISSING', error: 'EstimateParamsMissing: no parameters' },
        },
        [`GET ${listPath}`]: { status: 200, body: [makeBatchSummary()] },
        [`GET ${batchApiPath}`]: { status: 200, body: withEstimates() },
        [estimatesCall]: [
          { status: 409, body: { code: 'CONFLICT', error: 'Estimates are busy' } },
          { status: 200, body: estimates },
        ],
        [`GET /project/${projectId}/design-versions/${versionIds[0]}`]: {
          status: 200,
          body: makeDesignVersion(),
        },
      });
      const { user } = await renderApp({
        url: batchesScreenUrl,
        queryData: seedBatchesScreen(makeBatch()),
      });
      await user.click(await screen.findByRole('button', { name: 'Calculate' }));
      await waitFor(() =>
        expect(
          errors.mock.calls.some((call) => call[0] === 'Failed to calculate the batch estimate'),
        ).toBe(true),
      );
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Failed to load batches');
      expect(alert).toHaveTextContent('Estimates are busy');
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('list', { name: 'Estimates' })).toBeVisible();
    });
  });

  describe('estimate page dialog', () => {
    it('blocks a blank slug silently, keeps the dialog on error, closes and refreshes on success', async () => {
      expectConsoleErrors();
      const pageCall = `POST ${batchApiPath}/create-estimate-page/${versionIds[0]}`;
      const published = makeBatch({
        createdEstimatePage: {
          id: '60000000-0000-4000-8000-000000000001',
          name: 'Walker kitchen estimate',
          createdAt: '2025-01-06T12:00:00.000Z',
          estimateSlug: 'walker-kitchen',
        },
      });
      const calls = answerCalls({
        [pageCall]: [
          { status: 409, body: { code: 'CONFLICT', error: 'This slug is already taken' } },
          { status: 201, body: published },
        ],
        [`GET ${listPath}`]: { status: 200, body: [makeBatchSummary()] },
        [`GET ${batchApiPath}`]: { status: 200, body: published },
        [`GET /project/${projectId}/design-versions/${versionIds[0]}`]: {
          status: 200,
          body: makeDesignVersion(),
        },
      });
      const { user } = await renderApp({
        url: batchesScreenUrl,
        queryData: seedBatchesScreen(makeBatch()),
      });
      await user.click(await screen.findByRole('button', { name: 'Create estimate page' }));
      const dialog = await screen.findByRole('dialog', { name: 'Create estimate page' });
      const slug = within(dialog).getByLabelText('Page slug');
      expect(slug).toHaveAttribute('placeholder', 'customername-kitchen-estimate');

      await user.clear(slug);
      await user.type(slug, '  ');
      await user.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(calls).toHaveLength(0);
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

      await user.clear(slug);
      await user.type(slug, 'walker-kitchen');
      await user.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Error: This slug is already taken',
      );

      await user.click(within(dialog).getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(calls[0]?.body).toEqual({ slug: 'walker-kitchen', notifyCustomers: true });
      expect(await screen.findByRole('link', { name: '/walker-kitchen' })).toBeVisible();
      expect(
        screen.queryByRole('button', { name: 'Create estimate page' }),
      ).not.toBeInTheDocument();
    });
  });

  describe('a reserved project (decision 48)', () => {
    const reserved = makeBatch({
      projectReservation: {
        estimateId: '50000000-0000-4000-8000-000000000001',
        reference: 'E-2025-0007',
        designVersionName: 'Oak and linen',
        reservedAt: '2025-01-08T10:00:00.000Z',
      },
    });

    it('says which estimate holds the spot, and warns before a new page is published', async () => {
      answerCalls({}); // the slug check: free
      const { user } = await renderApp({
        url: batchesScreenUrl,
        queryData: seedBatchesScreen(reserved),
      });
      expect(
        await screen.findByText(
          'Spot reserved with Oak and linen, estimate E-2025-0007, on Jan 8, 2025',
        ),
      ).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Create estimate page' }));
      const dialog = await screen.findByRole('dialog', { name: 'Create estimate page' });
      expect(
        within(dialog).getByText(
          'This project’s spot is reserved with Oak and linen (estimate E-2025-0007). The reservation stays; the new page shows it to the customer.',
        ),
      ).toBeVisible();
    });

    it('says nothing of a reservation while the project holds none', async () => {
      answerCalls({}); // the slug check: free
      const { user } = await renderApp({
        url: batchesScreenUrl,
        queryData: seedBatchesScreen(makeBatch()),
      });
      await user.click(await screen.findByRole('button', { name: 'Create estimate page' }));
      const dialog = await screen.findByRole('dialog', { name: 'Create estimate page' });
      expect(within(dialog).queryByText(/reserved/)).not.toBeInTheDocument();
      expect(screen.queryByText(/^Spot reserved/)).not.toBeInTheDocument();
    });
  });

  describe('design version details', () => {
    it('has tabs when the batch has more than one version: name, else the creation date', async () => {
      const { user } = await renderApp({
        url: batchesScreenUrl,
        queryData: seedBatchesScreen(makeBatch()),
      });
      const tabs = await screen.findAllByRole('tab');
      expect(tabs.map((tab) => tab.textContent)).toEqual(['Oak and linen', 'Jan 4, 2025, 4:30 PM']);
      expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByText('No images available')).toBeVisible();
      await user.click(tabs[1]!);
      expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    });

    it("shows the selected version's detail groups, loading items when first opened", async () => {
      const calls = answerCalls({
        [`POST /project/${projectId}/design-versions/${versionIds[0]}/front-items`]: {
          status: 200,
          body: [{ id: 'front-1', name: 'Oak veneer front', imageUrl: null }],
        },
      });
      const single = makeBatch({ designVersions: makeBatch().designVersions.slice(0, 1) });
      const queryData = seedBatchesScreen(single);
      queryData.push([
        getDesignVersionQueryOptions(projectId, versionIds[0]).queryKey,
        makeDesignVersion({ fronts: ['front-1'], countertops: [] }),
      ]);
      const { user } = await renderApp({ url: batchesScreenUrl, queryData });
      const trigger = await screen.findByRole('button', { name: 'Fronts & Boxes' });
      expect(screen.queryByRole('button', { name: 'Countertop' })).not.toBeInTheDocument();
      expect(calls).toHaveLength(0);
      await user.click(trigger);
      expect(await screen.findByRole('heading', { name: 'Oak veneer front' })).toBeVisible();
      expect(calls[0]?.body).toEqual({ frontItemIds: ['front-1'] });
    });

    it('has no tabs with a single version', async () => {
      const single = makeBatch({ designVersions: makeBatch().designVersions.slice(0, 1) });
      await renderApp({ url: batchesScreenUrl, queryData: seedBatchesScreen(single) });
      await screen.findByRole('heading', { name: 'Design version details' });
      expect(screen.queryByRole('tab')).not.toBeInTheDocument();
      expect(screen.getByText('No images available')).toBeVisible();
    });
  });

  it('shows a customer no staff data', async () => {
    const calls = answerCalls({});
    const customer: UserProfile = { ...designer, type: 'customer', email: 'c@corner.example' };
    await renderApp({
      url: batchesScreenUrl,
      queryData: seedBatchesScreen(null, { profile: customer }),
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.queryByText('Batches')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(batchId).toBeTruthy();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectConsoleErrors, renderApp } from '@/testing/test-utils';
import {
  answerCalls,
  batchApiPath,
  batchesScreenUrl,
  makeBatch,
  makeBatchSummary,
  makeDesignVersion,
  projectId,
  seedBatchesScreen,
  versionIds,
} from '@/features/batches/testing';

/*
 * Decision 54 on the 'Create estimate page' dialog: the slug offered from the project's name
 * ('Walker kitchen' in the seeded screen), checked as it is typed, each refusal a sentence.
 */

const pageCall = `POST ${batchApiPath}/create-estimate-page/${versionIds[0]}`;
const slugPath = (slug: string) => `GET /estimate-page-slugs/${slug}`;
const taken = (slug: string, suggestion: string) => ({
  status: 200,
  body: { slug, available: false, suggestion },
});
const published = makeBatch({
  createdEstimatePage: {
    id: '60000000-0000-4000-8000-000000000001',
    name: 'Walker kitchen estimate',
    createdAt: '2025-01-06T12:00:00.000Z',
    estimateSlug: 'walker-kitchen-2',
  },
});
const refreshed = {
  [`GET /project/${projectId}/batches`]: { status: 200, body: [makeBatchSummary()] },
  [`GET ${batchApiPath}`]: { status: 200, body: published },
  [`GET /project/${projectId}/design-versions/${versionIds[0]}`]: {
    status: 200,
    body: makeDesignVersion(),
  },
};

async function openDialog() {
  const rendered = await renderApp({
    url: batchesScreenUrl,
    queryData: seedBatchesScreen(makeBatch()),
  });
  await rendered.user.click(await screen.findByRole('button', { name: 'Create estimate page' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create estimate page' });
  return { ...rendered, dialog, slug: within(dialog).getByLabelText('Page slug') };
}

const pageCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => `${call.method} ${call.path}` === pageCall);

describe('the page slug, checked as it is typed', () => {
  beforeAll(() => import('./design-versions'));

  it("offers the project's name as a free slug, and creates the page at it", async () => {
    const calls = answerCalls({
      [pageCall]: { status: 201, body: published },
      ...refreshed,
    });
    const { user, dialog, slug } = await openDialog();
    expect(slug).toHaveValue('walker-kitchen');
    expect(await within(dialog).findByText('This address is free.')).toBeVisible();
    expect(slug).toHaveAttribute('aria-invalid', 'false');

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pageCalls(calls)[0]).toMatchObject({
      body: { slug: 'walker-kitchen', notifyCustomers: true },
    });
  });

  it('offers the next free variant when the name is taken', async () => {
    answerCalls({ [slugPath('walker-kitchen')]: taken('walker-kitchen', 'walker-kitchen-2') });
    const { dialog, slug } = await openDialog();
    await waitFor(() => expect(slug).toHaveValue('walker-kitchen-2'));
    expect(await within(dialog).findByText('This address is free.')).toBeVisible();
  });

  it('says in a sentence what a slug may not hold, and Create sends nothing', async () => {
    const calls = answerCalls({});
    const { user, dialog, slug } = await openDialog();
    await user.clear(slug);
    await user.type(slug, 'Walker Kitchen');
    const status = within(dialog).getByRole('status');
    expect(status).toHaveTextContent('Use lower-case letters, digits and single hyphens.');
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(slug).toHaveAccessibleDescription(
      'May hold lowercase letters, digits and hyphens, 3 to 80 characters. Use lower-case letters, digits and single hyphens.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(slug).toHaveFocus();

    await user.clear(slug);
    await user.type(slug, 'wk');
    expect(status).toHaveTextContent('Use at least 3 characters.');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(pageCalls(calls)).toHaveLength(0);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/Request failed|status 4/);
  });

  it('says a typed slug is taken, names the free one, and uses it on request', async () => {
    const calls = answerCalls({
      [slugPath('casey-kitchen')]: taken('casey-kitchen', 'casey-kitchen-2'),
      [pageCall]: { status: 201, body: published },
      ...refreshed,
    });
    const { user, dialog, slug } = await openDialog();
    await user.clear(slug);
    await user.type(slug, 'casey-kitchen');
    expect(
      await within(dialog).findByText(
        'This address is taken by another estimate page. Try casey-kitchen-2.',
      ),
    ).toBeVisible();
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(pageCalls(calls)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Use casey-kitchen-2' }));
    expect(slug).toHaveValue('casey-kitchen-2');
    expect(await within(dialog).findByText('This address is free.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pageCalls(calls)[0]).toMatchObject({ body: { slug: 'casey-kitchen-2' } });
  });

  it("shows the server's refusals and failures as sentences, never a status code", async () => {
    expectConsoleErrors();
    answerCalls({
      [pageCall]: [
        {
          status: 409,
          body: {
            code: 'CONFLICT',
            error: 'This address is taken by another estimate page. Try walker-kitchen-2.',
          },
        },
        { status: 500, body: { code: 'INTERNAL_ERROR', error: 'Internal server error' } },
      ],
    });
    const { user, dialog } = await openDialog();
    await within(dialog).findByText('This address is free.');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^Error: This address is taken by another estimate page\. Try walker-kitchen-2\.$/,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error: Something went wrong on our side and the page was not created. Try Create again.',
    );
    expect(dialog).not.toHaveTextContent(/Request failed|status 409|Internal server error/);
  });
});

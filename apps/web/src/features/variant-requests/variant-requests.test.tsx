import { formatDateTime } from '@corner/contracts/display';
import { variantRequestTexts } from '@corner/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerCalls, type Answer, type Call } from '@/testing/answer-calls';
import { expectConsoleErrors, renderApp } from '@/testing/test-utils';
import { VariantRequests } from './components/variant-requests';
import { listPath, makeVariantRequest, makeVersionPath, projectId } from './testing';

/* 'Variants customers asked for' on the staff screens, and 'Make a version from it' (issue 37). */

async function renderRequests(answers: Record<string, Answer | Answer[]>) {
  const calls: Call[] = [];
  answerCalls(answers, { calls });
  const rendered = await renderApp({
    url: '/',
    routes: [{ path: '/', element: <VariantRequests projectId={projectId} /> }],
  });
  return { ...rendered, calls };
}

const heading = () => screen.findByRole('heading', { name: variantRequestTexts.heading });
const makeButton = () => screen.getByRole('button', { name: /^Make a version from it/ });

describe('the variants customers asked for', () => {
  it('lists each request: who, which version and estimate, the options, the price shown, when', async () => {
    await renderRequests({ [`GET ${listPath}`]: { status: 200, body: [makeVariantRequest()] } });
    expect(await heading()).toBeVisible();
    const title = screen.getByRole('heading', {
      name: 'Nora Walker asked for a variant of Oak & Brass',
    });
    expect(title).toBeVisible();
    const request = title.closest('li')!;
    expect(
      screen.getByText(
        `Estimate E-2025-0042 · asked on ${formatDateTime('2025-03-04T14:30:00.000Z')}`,
      ),
    ).toBeVisible();
    const options = screen.getByRole('list', { name: 'Chosen options' });
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Worktop: Solid Oak Worktop 40 mm', 'Assembly: Assembled']);
    expect(within(request).getByText('Price shown: $12,345.60')).toBeVisible();
    expect(screen.getByText(variantRequestTexts.priceHolds)).toBeVisible();
    expect(makeButton()).toBeEnabled();
  });

  it('says so when no customer has asked', async () => {
    await renderRequests({ [`GET ${listPath}`]: { status: 200, body: [] } });
    expect(await heading()).toBeVisible();
    expect(screen.getByText(variantRequestTexts.empty)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Make a version/ })).not.toBeInTheDocument();
  });

  it('shows nothing when the API has no such list (404)', async () => {
    expectConsoleErrors();
    const { calls } = await renderRequests({
      [`GET ${listPath}`]: { status: 404, body: { code: 'NOT_FOUND', error: 'Not found' } },
    });
    await expect.poll(() => calls.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: variantRequestTexts.heading })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns clearly when the new estimate would differ from the price the customer was shown', async () => {
    const changed = makeVariantRequest({
      check: {
        kind: 'priced',
        total: 12985.6,
        difference: 640,
        priceListVersion: 4,
        shownPriceListVersion: 3,
        why: 'the price list changed on Mar 5, 2025',
      },
    });
    const { user } = await renderRequests({
      [`GET ${listPath}`]: { status: 200, body: [changed] },
    });
    await heading();
    expect(
      screen.getByText(
        'The new estimate would differ by +$640.00: the price list changed on Mar 5, 2025.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'The new estimate would be $12,985.60 (price list version 4; the customer was shown version 3).',
      ),
    ).toBeVisible();
    expect(screen.queryByText(variantRequestTexts.priceHolds)).not.toBeInTheDocument();
    // The dialog names the total that will be sent: the new one.
    await user.click(makeButton());
    expect(within(screen.getByRole('alertdialog')).getByText(/at \$12,985\.60\.$/)).toBeVisible();
  });

  it('cannot make a version from a refused request, and says why', async () => {
    const refused = makeVariantRequest({
      check: { kind: 'refused', reason: 'the Terrazzo Worktop 30 mm is no longer in the catalog' },
    });
    await renderRequests({ [`GET ${listPath}`]: { status: 200, body: [refused] } });
    await heading();
    expect(
      screen.getByText(
        'A version cannot be made from it: the Terrazzo Worktop 30 mm is no longer in the catalog',
      ),
    ).toBeVisible();
    expect(makeButton()).toBeDisabled();
  });

  it('confirms the total, sends the revision and that total, and says where the estimate went', async () => {
    const { user, calls } = await renderRequests({
      [`GET ${listPath}`]: [
        { status: 200, body: [makeVariantRequest()] },
        { status: 200, body: [] },
      ],
      [`POST ${makeVersionPath}`]: {
        status: 201,
        body: {
          designVersionId: '30000000-0000-4000-8000-000000000009',
          estimateId: '50000000-0000-4000-8000-000000000009',
          total: 12345.6,
          pageSlug: 'walker-kitchen-1a2b',
        },
      },
    });
    await heading();
    await user.click(makeButton());
    const dialog = screen.getByRole('alertdialog', { name: variantRequestTexts.makeVersion });
    expect(dialog).toHaveTextContent(
      "A copy of Oak & Brass with Nora Walker's choices will be calculated and sent to the customer at $12,345.60.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Make it at $12,345.60' }));
    const status = await screen.findByText(/A new version was made at \$12,345\.60/);
    expect(status).toHaveTextContent(
      'A new version was made at $12,345.60 and sent to the customer: published on the page /estimate/walker-kitchen-1a2b.',
    );
    expect(screen.getByRole('link', { name: '/estimate/walker-kitchen-1a2b' })).toHaveAttribute(
      'href',
      '/estimate/walker-kitchen-1a2b',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // The list is read again: the request is closed.
    expect(await screen.findByText(variantRequestTexts.empty)).toBeVisible();
    const post = calls.filter((call) => call.method === 'POST');
    expect(post).toEqual([
      { method: 'POST', path: makeVersionPath, body: { revision: 2, confirmedTotal: 12345.6 } },
    ]);
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
  });

  it('says the estimate was pinned for the customer when no page was published', async () => {
    const { user } = await renderRequests({
      [`GET ${listPath}`]: [
        { status: 200, body: [makeVariantRequest()] },
        { status: 200, body: [] },
      ],
      [`POST ${makeVersionPath}`]: {
        status: 201,
        body: { designVersionId: 'v9', estimateId: 'e9', total: 12345.6, pageSlug: null },
      },
    });
    await heading();
    await user.click(makeButton());
    await user.click(screen.getByRole('button', { name: 'Make it at $12,345.60' }));
    expect(
      await screen.findByText(
        'A new version was made at $12,345.60 and sent to the customer: pinned for the customer.',
      ),
    ).toBeVisible();
  });

  it("shows the API's message when the price or the request changed (409), and the list as it is now", async () => {
    expectConsoleErrors();
    const message =
      'The new estimate would be $12,985.60, not the $12,345.60 you confirmed: the price list changed.';
    const changed = makeVariantRequest({
      revision: 3,
      check: {
        kind: 'priced',
        total: 12985.6,
        difference: 640,
        priceListVersion: 4,
        shownPriceListVersion: 3,
        why: 'the price list changed',
      },
    });
    const { user, calls } = await renderRequests({
      [`GET ${listPath}`]: [
        { status: 200, body: [makeVariantRequest()] },
        { status: 200, body: [changed] },
        { status: 200, body: [] },
      ],
      [`POST ${makeVersionPath}`]: [
        { status: 409, body: { code: 'CONFLICT', error: message } },
        {
          status: 201,
          body: { designVersionId: 'v9', estimateId: 'e9', total: 12985.6, pageSlug: null },
        },
      ],
    });
    await heading();
    await user.click(makeButton());
    await user.click(screen.getByRole('button', { name: 'Make it at $12,345.60' }));
    const dialog = screen.getByRole('alertdialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`Error: ${message}`);
    // The list is read again: the dialog now names the new total.
    expect(
      await within(dialog).findByRole('button', { name: 'Make it at $12,985.60' }),
    ).toBeVisible();
    expect(screen.queryByText(/A new version was made/)).not.toBeInTheDocument();
    // Confirmed again: the request's new revision and the total now named are sent.
    await user.click(within(dialog).getByRole('button', { name: 'Make it at $12,985.60' }));
    expect(await screen.findByText(/A new version was made at \$12,985\.60/)).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { revision: 2, confirmedTotal: 12345.6 },
      { revision: 3, confirmedTotal: 12985.6 },
    ]);
  });

  it('says so when the request went before the version was made (404), and drops it', async () => {
    expectConsoleErrors();
    const { user } = await renderRequests({
      [`GET ${listPath}`]: [
        { status: 200, body: [makeVariantRequest()] },
        { status: 200, body: [] },
      ],
      [`POST ${makeVersionPath}`]: {
        status: 404,
        body: { code: 'NOT_FOUND', error: 'This request is no longer open.' },
      },
    });
    await heading();
    await user.click(makeButton());
    await user.click(screen.getByRole('button', { name: 'Make it at $12,345.60' }));
    expect(await screen.findByText(variantRequestTexts.empty)).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Error: This request is no longer open.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

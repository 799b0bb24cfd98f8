import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors, renderApp } from '@/testing/test-utils';
import { getDesignVersionQueryOptions } from '@/api/get-design-version';
import { getDesignVersionsQueryOptions } from '@/features/design-versions/api/get-design-versions';
import {
  answerCalls,
  customer,
  deferred,
  designer,
  estimated,
  makeVersion,
  projectId,
  signedIn,
} from '@/features/design-versions/testing';

const oldUrl = `/project/${projectId}/design-versions-old`;
const listKey = getDesignVersionsQueryOptions(projectId).queryKey;
const versionKey = (id: string) => getDesignVersionQueryOptions(projectId, id).queryKey;
const versionPath = (id: string) => `/project/${projectId}/design-versions/${id}`;

const v1 = makeVersion(1);
const v2 = estimated(makeVersion(2, { renders: { attachments: [] } }));

/** The page with its list (and each version) already in the cache: no call is made. */
function openWith(versions = [v1, v2], url = oldUrl, user = designer) {
  return renderApp({
    url,
    queryData: [
      signedIn(user),
      [listKey, versions],
      ...versions.map((version): [readonly unknown[], unknown] => [
        versionKey(version.id),
        version,
      ]),
    ],
  });
}

const versionList = () => screen.getByRole('navigation', { name: 'Design versions' });
const versionButton = (name: string) =>
  within(versionList()).getByRole('button', { name: new RegExp(`^${name}`) });
const panel = () => screen.getByRole('article');

// The pages load lazily, and a cold first render can outlast renderApp's wait for the page
// on a busy machine: render the page once before the tests.
beforeAll(async () => {
  await import('./design-versions-old');
  await import('./design-version');
  await openWith();
  cleanup();
}, 30_000);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('design versions page: list and selection', () => {
  it('lists each version with its creation date and time and its estimate status', async () => {
    await openWith();
    expect(screen.getByRole('heading', { level: 1, name: 'Design versions' })).toBeVisible();
    const items = within(versionList()).getAllByRole('button');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Version 1');
    expect(items[0]).toHaveTextContent(/Mar 1[01], 2025, \d{1,2}:\d{2}\s?[AP]M/);
    expect(within(items[0] as HTMLElement).getByText('Not calculated')).toBeVisible();
    expect(items[1]).toHaveTextContent('Version 2');
    expect(within(items[1] as HTMLElement).getByText('Estimated')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Design versions · Corner'));
  });

  it('selects the first version once loaded, and another one on a click', async () => {
    const { user } = await openWith();
    expect(versionButton('Version 1')).toHaveAttribute('aria-current', 'true');
    expect(panel()).toHaveAccessibleName('Version 1');

    await user.click(versionButton('Version 2'));
    expect(versionButton('Version 2')).toHaveAttribute('aria-current', 'true');
    expect(versionButton('Version 1')).not.toHaveAttribute('aria-current');
    expect(panel()).toHaveAccessibleName('Version 2');
  });

  it('has the back button Projects', async () => {
    await openWith();
    expect(screen.getByRole('link', { name: /Projects/ })).toHaveAttribute('href', '/projects');
  });
});

describe('design versions page: the selected version', () => {
  it('shows the renders in a gallery that wraps around, and says when there are none', async () => {
    const { user } = await openWith();
    const gallery = screen.getByRole('region', { name: 'Renders of Version 1' });
    const image = within(gallery).getByRole('img');
    expect(image).toHaveAttribute('src', '/files/render-1-1-large.png');
    await user.click(within(gallery).getByRole('button', { name: 'Previous image' }));
    expect(within(gallery).getByRole('img')).toHaveAttribute('src', '/files/render-1-2-large.png');
    await user.click(within(gallery).getByRole('button', { name: 'Show image 1 of 2' }));
    expect(within(gallery).getByRole('img')).toHaveAttribute('src', '/files/render-1-1-large.png');

    await user.click(versionButton('Version 2'));
    expect(screen.getByText('No images available')).toBeVisible();
  });

  it('shows the estimate summary of an estimated version with its non-zero lines', async () => {
    const { user } = await openWith();
    await user.click(versionButton('Version 2'));
    const summary = screen.getByRole('region', { name: 'Estimate of Version 2' });
    expect(within(summary).getByText('Total Price:')).toBeVisible();
    expect(within(summary).getByText('$24,126.50')).toBeVisible();
    expect(within(summary).getByText('Materials')).toBeVisible();
    expect(within(summary).getByText('Countertop')).toBeVisible();
    expect(within(summary).queryByText('Assembly')).not.toBeInTheDocument();
    expect(within(summary).getByText('The price is valid until')).toBeVisible();
    expect(within(summary).getByText('Jan 5, 2025')).toBeVisible();
  });
});

describe('design versions page: detail groups', () => {
  const detailed = makeVersion(3, {
    fronts: ['front-a'],
    boxes: ['box-a'],
    accessories: ['accessory-a'],
  });

  it('shows only the groups with ids, collapsed, and loads items when first opened', async () => {
    const calls = answerCalls({
      [`POST ${versionPath('version-3')}/front-items`]: {
        status: 200,
        body: [{ id: 'front-a', name: 'Oiled oak front', imageUrl: '/files/front-a.png' }],
      },
      [`POST ${versionPath('version-3')}/boxes-items`]: {
        status: 200,
        body: [{ id: 'box-a', name: 'Birch ply box', imageUrl: null }],
      },
    });
    const { user } = await openWith([detailed, v1]);
    const groups = panel();
    const triggers = within(groups).getAllByRole('button', { expanded: false });
    expect(triggers.map((trigger) => trigger.textContent)).toEqual([
      'Fronts & Boxes',
      'Accessories',
    ]);
    for (const trigger of triggers) expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(within(groups).queryByText('Opening system')).not.toBeInTheDocument();
    expect(within(groups).queryByText('Functional features')).not.toBeInTheDocument();
    expect(within(groups).queryByText('Countertop')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);

    const frontsAndBoxes = within(groups).getByRole('button', { name: 'Fronts & Boxes' });
    await user.click(frontsAndBoxes);
    expect(frontsAndBoxes).toHaveAttribute('aria-expanded', 'true');
    expect(await within(groups).findByText('Oiled oak front')).toBeVisible();
    expect(within(groups).getByText('Birch ply box')).toBeVisible();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: `${versionPath('version-3')}/front-items`,
        body: { frontItemIds: ['front-a'] },
      },
      {
        method: 'POST',
        path: `${versionPath('version-3')}/boxes-items`,
        body: { boxesItemIds: ['box-a'] },
      },
    ]);

    // Closed and opened again: the items are kept, nothing is asked again.
    await user.click(frontsAndBoxes);
    await user.click(frontsAndBoxes);
    expect(within(groups).getByText('Oiled oak front')).toBeVisible();
    expect(calls).toHaveLength(2);
  });

  it('closes the groups when the version changes', async () => {
    answerCalls({
      [`POST ${versionPath('version-3')}/accessory-items`]: {
        status: 200,
        body: [{ id: 'accessory-a', name: 'Spice rack', imageUrl: null }],
      },
    });
    const second = makeVersion(4, { accessories: ['accessory-b'] });
    const { user } = await openWith([detailed, second]);
    await user.click(screen.getByRole('button', { name: 'Accessories' }));
    expect(await screen.findByText('Spice rack')).toBeVisible();

    await user.click(versionButton('Version 4'));
    const accessories = screen.getByRole('button', { name: 'Accessories' });
    expect(accessories).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Spice rack')).not.toBeInTheDocument();
  });

  it('shows no groups for a version without item ids', async () => {
    await openWith();
    expect(within(panel()).queryByRole('button', { expanded: false })).not.toBeInTheDocument();
    expect(screen.queryByText('Fronts & Boxes')).not.toBeInTheDocument();
  });
});

describe('design versions page: Get estimate', () => {
  const calculatePath = `${versionPath('version-1')}/calculate-estimate`;

  it('calculates, shows the calculating state, then the estimate and the customer links', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const after = estimated(v1);
    const calls = answerCalls({
      [`POST ${calculatePath}`]: () => answer.promise,
      [`GET ${versionPath('version-1')}`]: { status: 200, body: after },
      [`GET /project/${projectId}/design-versions`]: { status: 200, body: [after, v2] },
    });
    const { user } = await openWith();
    expect(screen.queryByRole('link', { name: 'OPEN CUSTOMER LINK' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Get estimate' });
    await user.click(button);
    expect(button).toBeDisabled();
    expect(screen.getByText('Calculating estimate…')).toBeVisible();

    answer.resolve({ status: 200, body: after.estimate });
    const link = await screen.findByRole('link', { name: 'OPEN CUSTOMER LINK' });
    expect(link).toHaveAttribute('href', `${window.location.origin}/project/${projectId}/estimate`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Get estimate' })).not.toBeInTheDocument();
    expect(screen.queryByText('Calculating estimate…')).not.toBeInTheDocument();
    expect(screen.getByText('$24,126.50')).toBeVisible();
    expect(within(versionButton('Version 1')).getByText('Estimated')).toBeVisible();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `POST ${calculatePath}`,
      `GET ${versionPath('version-1')}`,
      `GET /project/${projectId}/design-versions`,
    ]);
    expect(calls[0]?.body).toBeUndefined();
  });

  it('refreshes nothing when another version is selected by the time the result arrives', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const calls = answerCalls({ [`POST ${calculatePath}`]: () => answer.promise });
    const { user } = await openWith();
    await user.click(screen.getByRole('button', { name: 'Get estimate' }));
    await user.click(versionButton('Version 2'));
    answer.resolve({ status: 200, body: estimated(v1).estimate });
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.click(versionButton('Version 1'));
    expect(screen.getByRole('button', { name: 'Get estimate' })).toBeEnabled();
    expect(calls).toHaveLength(1);
  });

  it('names the error under the button when the calculation fails', async () => {
    const logged = expectConsoleErrors();
    answerCalls({
      [`POST ${calculatePath}`]: [
        {
          status: 409,
          body: {
            code: 'ESTIMATE_PARAMS_MISSING',
            error:
              'EstimateParamsMissing: no batch holding this design version has estimate parameters',
          },
        },
        { status: 503, body: { code: 'SERVICE_UNAVAILABLE', error: 'Service unavailable' } },
      ],
    });
    const { user } = await openWith();
    const button = screen.getByRole('button', { name: 'Get estimate' });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to calculate estimate: EstimateParamsMissing',
    );
    expect(button).toBeEnabled();
    expect(screen.queryByText('Calculating estimate…')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();

    // Another failure without a name is named by its code.
    await user.click(button);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Failed to calculate estimate: SERVICE_UNAVAILABLE',
      ),
    );
  });
});

describe('design versions page: customer link', () => {
  it('copies the project estimate link and says so', async () => {
    const { user } = await openWith([v2]);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied to clipboard!')).toBeVisible();
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/project/${projectId}/estimate`,
    );
  });
});

describe('design versions page: refresh (staff only)', () => {
  it('empties the server cache, then fetches the list and the selected version again', async () => {
    const renamed = { ...v1, name: 'Version 1 (revised)' };
    const calls = answerCalls({
      [`DELETE /cache/projects/project/${projectId}/design-versions`]: {
        status: 200,
        body: { ok: true },
      },
      [`GET /project/${projectId}/design-versions`]: { status: 200, body: [renamed, v2] },
      [`GET ${versionPath('version-1')}`]: { status: 200, body: renamed },
    });
    const { user } = await openWith();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(panel()).toHaveAccessibleName('Version 1 (revised)'));
    expect(versionButton('Version 1 \\(revised\\)')).toHaveAttribute('aria-current', 'true');
    expect(calls[0]).toEqual({
      method: 'DELETE',
      path: `/cache/projects/project/${projectId}/design-versions`,
      body: undefined,
    });
    expect(
      calls
        .slice(1)
        .map((call) => `${call.method} ${call.path}`)
        .sort(),
    ).toEqual([`GET /project/${projectId}/design-versions`, `GET ${versionPath('version-1')}`]);
  });

  it('is titled for assistive technology', async () => {
    await openWith();
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveAttribute(
      'title',
      'Refresh design versions',
    );
  });
});

describe('design versions page: states', () => {
  it('shows a loading state while the list loads', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    answerCalls({
      [`GET /project/${projectId}/design-versions`]: () => answer.promise,
      [`GET ${versionPath('version-1')}`]: () => answer.promise,
    });
    await renderApp({ url: oldUrl, queryData: [signedIn(designer)] });
    expect(screen.getByRole('status')).toHaveTextContent('Loading design versions…');
    answer.resolve({ status: 200, body: [v1] });
    expect(await screen.findByRole('article')).toHaveAccessibleName('Version 1');
  });

  it("says 'Failed to load design version' with Retry, which tries again", async () => {
    expectConsoleErrors();
    answerCalls({
      [`GET /project/${projectId}/design-versions`]: [
        // A 4xx answer is not retried by the query (a 5xx is, twice, after 1 s and 2 s).
        { status: 429, body: { code: 'RATE_LIMITED', error: 'Slow down' } },
        { status: 200, body: [v1] },
      ],
      [`GET ${versionPath('version-1')}`]: { status: 200, body: v1 },
    });
    const { user } = await renderApp({ url: oldUrl, queryData: [signedIn(designer)] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load design version');
    expect(alert).toHaveTextContent('Request failed with status 429: Slow down');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article')).toHaveAccessibleName('Version 1');
  });

  it('says so when the selected version fails to load', async () => {
    expectConsoleErrors();
    answerCalls({
      [`GET ${versionPath('version-9')}`]: {
        status: 404,
        body: { code: 'NOT_FOUND', error: 'Design version not found' },
      },
    });
    await renderApp({
      url: versionPath('version-9'),
      queryData: [signedIn(designer), [listKey, [v1]]],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load design version');
    expect(alert).toHaveTextContent(
      'We could not find what this page shows: the address may be mistyped, or it is not shared with you.',
    );
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it("shows 'No Design Versions' for a project without any", async () => {
    await openWith([]);
    expect(screen.getByRole('heading', { name: 'No Design Versions' })).toBeVisible();
    expect(
      screen.getByText('No design versions have been created for this project yet.'),
    ).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Design versions' })).not.toBeInTheDocument();
  });

  it('shows a customer no staff data', async () => {
    await openWith([v1], oldUrl, customer);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.queryByText('Version 1')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
  });
});

describe('design version detail page', () => {
  it('selects the version of the address, has the back button Back, and follows the list', async () => {
    const { user, router } = await openWith([v1, v2], versionPath('version-2'));
    expect(versionButton('Version 2')).toHaveAttribute('aria-current', 'true');
    expect(panel()).toHaveAccessibleName('Version 2');
    expect(screen.getByRole('link', { name: /Back/ })).toHaveAttribute(
      'href',
      `/project/${projectId}/design-versions`,
    );
    await waitFor(() => expect(document.title).toBe('Design version · Corner'));

    await user.click(versionButton('Version 1'));
    expect(router.state.location.pathname).toBe(versionPath('version-1'));
    // The router renders a navigation in a transition, which React commits when it gets to
    // it (later on a busy machine): wait for the panel the user will see, not the next tick.
    expect(await screen.findByRole('article', { name: 'Version 1' })).toBeVisible();
  });
});

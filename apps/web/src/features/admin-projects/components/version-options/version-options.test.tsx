import type { CatalogSearchResult } from '@corner/contracts';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectConsoleErrors, renderWithProviders, screen } from '@/testing/test-utils';
import { answerCalls, makeAdminVersion, optionGroups, projectId, versionId } from '../../testing';
import { VersionOptions } from './version-options';

const put = `PUT /admin/projects/${projectId}/design-versions/${versionId}/options`;

/** The stored groups as the PUT sends them back: with their ids, items by catalog item. */
const storedRequests = [
  {
    id: 'front',
    label: 'Front finish',
    kind: 'swap',
    lineId: 'line-1',
    optional: false,
    catalogItemIds: ['40000000-0000-4000-8000-000000000002'],
  },
  {
    id: 'pantry',
    label: 'Pantry',
    kind: 'add',
    items: [{ catalogItemId: '40000000-0000-4000-8000-000000000003', quantity: 1 }],
  },
  { id: 'assembly', label: 'Assembly', kind: 'assembly' },
];

const fronts: CatalogSearchResult = {
  items: [
    {
      id: '40000000-0000-4000-8000-000000000004',
      category: 'front',
      name: 'Ash fluted front',
      slug: 'ash-fluted-front',
      unit: 'piece',
      unitPrice: 198,
      image: null,
      isPublic: true,
    },
  ],
  page: 1,
  pageSize: 5,
  total: 1,
};

const withOptions = () => makeAdminVersion({ options: optionGroups });

describe('VersionOptions', () => {
  it('says customers see the estimate as designed when there are no options', () => {
    answerCalls({});
    renderWithProviders(<VersionOptions version={makeAdminVersion()} />);
    expect(screen.getByRole('heading', { name: 'Options customers can try' })).toBeVisible();
    expect(
      screen.getByText('No options yet: customers see the estimate as designed.'),
    ).toBeInTheDocument();
  });

  it('lists the stored groups in words, in order', () => {
    answerCalls({});
    renderWithProviders(<VersionOptions version={withOptions()} />);
    const groups = within(screen.getByRole('list', { name: 'Options' })).getAllByRole('listitem');
    expect(groups.map((group) => within(group).getByRole('heading').textContent)).toEqual([
      'Front finish',
      'Pantry',
      'Assembly',
    ]);
    expect(groups[0]).toHaveTextContent(
      'Another item for a line. Fronts: Smoked oak front → Walnut slab front ($214.50 / piece)',
    );
    expect(groups[1]).toHaveTextContent(
      'Customers may add one of: Pull-out pantry 300 × 1 ($640.00 / piece)',
    );
    expect(groups[2]).toHaveTextContent('Assembly: assembled or not');
    expect(screen.getByRole('button', { name: 'Move up: Front finish' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: Assembly' })).toBeDisabled();
  });

  it('adds a swap group: every group is sent, the stored ones with their ids', async () => {
    const calls = answerCalls({
      'GET /admin/catalog-search': { status: 200, body: fronts },
      [put]: { status: 200, body: withOptions() },
    });
    const version = withOptions();
    // The front line already has its group: offer the worktop in another item.
    version.options = optionGroups.filter((group) => group.id !== 'front');
    const { user } = renderWithProviders(<VersionOptions version={version} />);
    await user.click(screen.getByRole('button', { name: 'Add an option' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an option' });
    const kind = within(dialog).getByLabelText('Kind');
    // An estimate choice is offered once: assembly is taken.
    expect(within(kind).queryByRole('option', { name: 'Assembly' })).toBeNull();
    await user.selectOptions(kind, 'Another item for a line');

    // Nothing picked: the form says what is missing and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Save option' }));
    // The label and the line.
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    expect(within(dialog).getByText('Pick at least one item')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(within(dialog).getByLabelText('Label'), 'Front finish');
    await user.selectOptions(within(dialog).getByLabelText('Line'), 'Fronts: Smoked oak front');
    await user.click(within(dialog).getByLabelText('Customers may also drop this line'));
    expect(within(dialog).getByText('Fronts only.')).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Pick Ash fluted front' }));
    const picked = within(dialog).getByRole('list', { name: 'Picked items' });
    expect(picked).toHaveTextContent('Ash fluted front · $198.00 / piece');
    await user.click(within(dialog).getByRole('button', { name: 'Save option' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.at(-1)!.body).toEqual({
      groups: [
        ...storedRequests.slice(1),
        {
          kind: 'swap',
          label: 'Front finish',
          lineId: 'line-1',
          optional: true,
          catalogItemIds: ['40000000-0000-4000-8000-000000000004'],
        },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("adds items with their quantities, and shows the API's refusal in the form", async () => {
    const refusal =
      'body/groups/3/items/0/quantity: Quantity × unit price must be at most 1000000000 USD';
    const calls = answerCalls({
      'GET /admin/catalog-search': { status: 200, body: fronts },
      [put]: { status: 400, body: { code: 'VALIDATION_ERROR', error: refusal } },
    });
    const logged = expectConsoleErrors();
    const { user } = renderWithProviders(<VersionOptions version={withOptions()} />);
    await user.click(screen.getByRole('button', { name: 'Add an option' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an option' });
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'Items to add');
    await user.type(within(dialog).getByLabelText('Label'), 'Fluted doors');
    await user.click(await within(dialog).findByRole('button', { name: 'Pick Ash fluted front' }));
    const quantity = within(dialog).getByLabelText('Quantity of Ash fluted front');
    await user.clear(quantity);
    await user.type(quantity, '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save option' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`Error: ${refusal}`);
    expect(calls.at(-1)!.body).toEqual({
      groups: [
        ...storedRequests,
        {
          kind: 'add',
          label: 'Fluted doors',
          items: [{ catalogItemId: '40000000-0000-4000-8000-000000000004', quantity: 2.5 }],
        },
      ],
    });
    expect(screen.getByRole('dialog', { name: 'Add an option' })).toBeInTheDocument();
    expect(String(logged.mock.calls[0]?.[0])).toContain('failed');
  });

  it('removes a group after the confirmation, and moves one', async () => {
    const calls = answerCalls({
      [put]: [
        { status: 200, body: withOptions() },
        { status: 200, body: withOptions() },
      ],
    });
    const { user } = renderWithProviders(<VersionOptions version={withOptions()} />);
    await user.click(screen.getByRole('button', { name: 'Remove Pantry' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Remove option' });
    expect(confirm).toHaveTextContent('Remove “Pantry”? Customers no longer see it.');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ groups: [storedRequests[0], storedRequests[2]] });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Move up: Assembly' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.body).toEqual({
      groups: [storedRequests[0], storedRequests[2], storedRequests[1]],
    });
  });
});

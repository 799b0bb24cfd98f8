import type { DetailItem } from '@corner/contracts';
import { queryOptions } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { makeDetailItem } from '@/testing/fixtures';
import { expectConsoleErrors, renderWithProviders } from '@/testing/test-utils';
import {
  ItemDetailGroups,
  type ItemDetailCall,
  type ItemDetailIds,
  type ItemDetailsQueryOptions,
} from './item-detail-groups';

const noIds: ItemDetailIds = {
  fronts: [],
  boxes: [],
  hardware: [],
  functionalities: [],
  openingSystems: [],
  accessories: [],
  countertops: [],
};

/** A loader that answers each call with one item per id, named after the call. */
function fakeLoader(fail: ItemDetailCall[] = []) {
  const load = vi.fn((call: ItemDetailCall, ids: readonly string[]): Promise<DetailItem[]> => {
    if (fail.includes(call)) return Promise.reject(new Error(`${call} failed`));
    return Promise.resolve(
      ids.map((id, index) => makeDetailItem(index, { id, name: `${call} ${id}` })),
    );
  });
  const options: ItemDetailsQueryOptions<string[]> = (call, ids) =>
    queryOptions({
      queryKey: ['test-items', call, ...ids],
      queryFn: () => load(call, ids),
      retry: false,
    });
  return { load, options };
}

const groupTitles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const trigger = (name: string) => screen.getByRole('button', { name });

describe('ItemDetailGroups', () => {
  it('shows only the groups with ids, collapsed, and loads nothing until one is opened', () => {
    const { load, options } = fakeLoader();
    renderWithProviders(
      <ItemDetailGroups
        versionId="v1"
        ids={{ ...noIds, fronts: ['f1'], accessories: ['a1'], hardware: ['h1'] }}
        itemsQueryOptions={options}
      />,
    );
    expect(groupTitles()).toEqual(['Fronts & Boxes', 'Opening system', 'Accessories']);
    for (const name of ['Fronts & Boxes', 'Opening system', 'Accessories']) {
      expect(trigger(name)).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows every group title of the spec word for word, in order', () => {
    const { options } = fakeLoader();
    renderWithProviders(
      <ItemDetailGroups
        versionId="v1"
        ids={{
          fronts: ['f1'],
          boxes: ['b1'],
          hardware: ['h1'],
          functionalities: ['fn1'],
          openingSystems: ['o1'],
          accessories: ['a1'],
          countertops: ['c1'],
        }}
        itemsQueryOptions={options}
      />,
    );
    expect(groupTitles()).toEqual([
      'Fronts & Boxes',
      'Opening system',
      'Functional features',
      'Accessories',
      'Countertop',
    ]);
  });

  it('renders nothing when the version has no items', () => {
    const { options } = fakeLoader();
    const { container } = renderWithProviders(
      <ItemDetailGroups versionId="v1" ids={noIds} itemsQueryOptions={options} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('loads a group once, when first opened, with each of its calls, names as titles', async () => {
    const { load, options } = fakeLoader();
    const { user } = renderWithProviders(
      <ItemDetailGroups
        versionId="v1"
        ids={{ ...noIds, fronts: ['f1', 'f2'], boxes: ['b1'], countertops: ['c1'] }}
        itemsQueryOptions={options}
      />,
    );
    await user.click(trigger('Fronts & Boxes'));
    expect(trigger('Fronts & Boxes')).toHaveAttribute('aria-expanded', 'true');
    const items = await screen.findAllByRole('heading', { level: 4 });
    expect(items.map((item) => item.textContent)).toEqual([
      'front-items f1',
      'front-items f2',
      'boxes-items b1',
    ]);
    expect(load.mock.calls).toEqual([
      ['front-items', ['f1', 'f2']],
      ['boxes-items', ['b1']],
    ]);
    const first = screen.getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('presentation')).toHaveAttribute('src', '/files/item-0.jpg');

    await user.click(trigger('Fronts & Boxes'));
    expect(trigger('Fronts & Boxes')).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger('Fronts & Boxes'));
    expect(await screen.findByText('boxes-items b1')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('closes every group when the design version changes', async () => {
    const { options } = fakeLoader();
    function TwoVersions() {
      const [version, setVersion] = useState('v1');
      return (
        <>
          <button type="button" onClick={() => setVersion('v2')}>
            Show v2
          </button>
          <ItemDetailGroups
            versionId={version}
            ids={{ ...noIds, accessories: [`${version}-a`] }}
            itemsQueryOptions={options}
          />
        </>
      );
    }
    const { user } = renderWithProviders(<TwoVersions />);
    await user.click(trigger('Accessories'));
    expect(await screen.findByText('accessory-items v1-a')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show v2' }));
    expect(trigger('Accessories')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows the error panel with a retry when a call fails', async () => {
    expectConsoleErrors();
    const { load, options } = fakeLoader(['countertop-items']);
    const { user } = renderWithProviders(
      <ItemDetailGroups
        versionId="v1"
        ids={{ ...noIds, countertops: ['c1'] }}
        itemsQueryOptions={options}
      />,
    );
    await user.click(trigger('Countertop'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error loading data')).toBeInTheDocument();
    expect(within(alert).getByText('countertop-items failed')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });
});

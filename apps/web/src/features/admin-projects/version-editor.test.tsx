import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { renderWithProviders, screen } from '@/testing/test-utils';
import { CatalogPicker } from './components/catalog-picker';
import { CustomLineForm } from './components/custom-line-form';
import { ItemLines } from './components/item-lines';
import { RenderList } from './components/render-list';
import { VersionActions } from './components/version-actions';
import { answerCalls, catalogResult, makeAdminVersion, projectId, versionId } from './testing';

const base = `/admin/projects/${projectId}/design-versions/${versionId}`;
const inRouter = (ui: React.ReactNode) => renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);

describe('ItemLines', () => {
  it('lists lines by category, changes a quantity and removes a line', async () => {
    const calls = answerCalls({
      [`PUT ${base}/lines/line-1`]: { status: 200, body: makeAdminVersion() },
      [`DELETE ${base}/lines/line-2`]: { status: 200, body: makeAdminVersion() },
    });
    const { user } = inRouter(<ItemLines version={makeAdminVersion()} />);
    expect(screen.getByRole('table', { name: 'Fronts' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Countertops' })).toBeInTheDocument();
    expect(screen.getByText('$189.90 / piece')).toBeInTheDocument();
    const quantity = screen.getByLabelText('Quantity of Smoked oak front');
    await user.clear(quantity);
    await user.click(screen.getAllByRole('button', { name: 'Update' })[0]!);
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    await user.type(quantity, '5.12345');
    expect(quantity).toHaveValue('5.123');
    await user.click(screen.getAllByRole('button', { name: 'Update' })[0]!);
    await waitFor(() => expect(calls[0]!.body).toEqual({ quantity: 5.123 }));
    await user.click(screen.getByRole('button', { name: 'Remove Quartz worktop' }));
    await waitFor(() => expect(calls[1]!.method).toBe('DELETE'));
  });
});

describe('CatalogPicker', () => {
  it('finds items and adds one with its quantity', async () => {
    const calls = answerCalls({
      'GET /admin/catalog-search': [
        { status: 200, body: catalogResult },
        { status: 200, body: catalogResult },
      ],
      [`POST ${base}/lines/catalog`]: { status: 201, body: makeAdminVersion() },
    });
    const { user } = inRouter(<CatalogPicker version={makeAdminVersion()} />);
    expect(await screen.findByText('1 item, page 1 of 1')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search the catalog'), 'oak');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    const quantity = screen.getByLabelText('Quantity of Smoked oak front');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Add Smoked oak front' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.body).toEqual({ catalogItemId: catalogResult.items[0]!.id, quantity: 3 });
  });
});

describe('CustomLineForm', () => {
  it('checks the fields with the generic messages, then adds the line', async () => {
    const calls = answerCalls({
      [`POST ${base}/lines`]: { status: 201, body: makeAdminVersion() },
    });
    const { user } = inRouter(<CustomLineForm version={makeAdminVersion()} />);
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(calls).toEqual([]);
    await user.selectOptions(screen.getByLabelText('Category'), 'box');
    await user.type(screen.getByLabelText('Name'), 'Base unit 600');
    await user.type(screen.getByLabelText('Unit price (USD)'), '12.345');
    expect(screen.getByLabelText('Unit price (USD)')).toHaveValue('12.34');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '1.5');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({
      category: 'box',
      name: 'Base unit 600',
      unit: 'piece',
      unitPrice: 12.34,
      quantity: 1.5,
    });
  });

  it('shows the field messages for numbers past what a line may hold, and sends nothing', async () => {
    const calls = answerCalls({});
    const { user } = inRouter(<CustomLineForm version={makeAdminVersion()} />);
    await user.type(screen.getByLabelText('Name'), 'Gold');
    await user.type(screen.getByLabelText('Unit price (USD)'), '100000000');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '100001');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    expect(await screen.findByText('Maximum value is 10000000')).toBeInTheDocument();
    expect(screen.getByText('Maximum value is 100000')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Unit price (USD)'));
    await user.type(screen.getByLabelText('Unit price (USD)'), '10000000');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '101');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    expect(
      await screen.findByText('Quantity × unit price must be at most 1000000000 USD'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('RenderList', () => {
  it('moves a render and deletes one', async () => {
    const calls = answerCalls({
      [`PUT ${base}/renders`]: { status: 200, body: makeAdminVersion() },
      [`DELETE ${base}/renders/image-1`]: { status: 200, body: makeAdminVersion() },
    });
    const { user } = inRouter(<RenderList version={makeAdminVersion()} uploader={null} />);
    expect(screen.getByRole('img', { name: 'Render 1: left.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move left.png earlier' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move left.png later' }));
    await waitFor(() => expect(calls[0]!.body).toEqual({ imageIds: ['image-2', 'image-1'] }));
    await user.click(screen.getByRole('button', { name: 'Delete left.png' }));
    await waitFor(() => expect(calls[1]!.method).toBe('DELETE'));
  });

  it("says 'No images available' without renders", () => {
    answerCalls({});
    inRouter(<RenderList version={makeAdminVersion({ renders: [] })} uploader={null} />);
    expect(screen.getByText('No images available')).toBeInTheDocument();
  });
});

describe('VersionActions', () => {
  it('renames with a checked name', async () => {
    const calls = answerCalls({
      [`PUT ${base}`]: { status: 200, body: makeAdminVersion({ name: 'Harbour walnut' }) },
    });
    const { user } = inRouter(<VersionActions version={makeAdminVersion()} />);
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename design version' });
    const name = within(dialog).getByLabelText('Version name');
    expect(name).toHaveValue('Harbour oak');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.type(name, 'Harbour walnut');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(calls[0]!.body).toEqual({ name: 'Harbour walnut' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers a copy name when duplicating', async () => {
    const calls = answerCalls({
      [`POST ${base}/duplicate`]: {
        status: 201,
        body: makeAdminVersion({ id: 'copy-1', name: 'Harbour oak (copy)' }),
      },
    });
    const { user } = inRouter(<VersionActions version={makeAdminVersion()} />);
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    const dialog = screen.getByRole('dialog', { name: 'Duplicate design version' });
    expect(within(dialog).getByLabelText('Version name')).toHaveValue('Harbour oak (copy)');
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(calls[0]!.body).toEqual({ name: 'Harbour oak (copy)' }));
  });

  it('deletes only after the confirmation', async () => {
    const calls = answerCalls({ [`DELETE ${base}`]: { status: 204 } });
    const { user } = inRouter(<VersionActions version={makeAdminVersion()} />);
    await user.click(screen.getByRole('button', { name: 'Delete version' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete design version' });
    expect(confirm).toHaveTextContent(
      'Delete “Harbour oak” with its lines, renders and estimates?',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete version' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls).toEqual([{ method: 'DELETE', path: base, body: undefined }]));
  });
});

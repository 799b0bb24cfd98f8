import type { AdminCatalogItem, AdminCatalogList, AdminKitchen } from '@corner/contracts';
import { waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { answerCalls } from '@/testing/answer-calls';
import { makeImage } from '@/testing/fixtures';
import { expectConsoleErrors, renderWithProviders, screen } from '@/testing/test-utils';
import { CatalogItemDialog } from './components/catalog-item-dialog';
import { CatalogTable } from './components/catalog-table';
import { DeliveryDialog } from './components/delivery-dialog';
import { slugFrom } from './components/forms';
import type { Uploader } from './components/image-field';
import { KitchenEditor } from './components/kitchen-editor';

const inRouter = (ui: React.ReactNode) => renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);

/** Stands in for the uploader: one press "uploads" a picture. */
const fakeUploader: Uploader = ({ label, onUploaded }) => (
  <button type="button" onClick={() => onUploaded(makeImage(7, { id: 'image-7' }))}>
    {label}
  </button>
);

const itemId = '40000000-0000-4000-8000-000000000001';
const item: AdminCatalogItem = {
  id: itemId,
  category: 'front',
  name: 'Smoked oak front',
  description: 'Oiled.',
  unit: 'piece',
  unitPrice: 189.9,
  image: null,
  isPublic: true,
  createdAt: '2025-02-01T10:00:00.000Z',
};
const list: AdminCatalogList = { items: [item], page: 1, pageSize: 8, total: 1 };

describe('CatalogItemDialog', () => {
  it('blocks an empty or wrong form with the generic messages, sending nothing', async () => {
    const calls = answerCalls({});
    const { user } = inRouter(
      <CatalogItemDialog open onOpenChange={() => {}} uploader={fakeUploader} />,
    );
    await user.click(screen.getByRole('button', { name: 'Create item' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Unit price (USD)'), '12.345');
    // Decimal inputs trim decimals to the bound (spec section 5).
    expect(screen.getByLabelText('Unit price (USD)')).toHaveValue('12.34');
    expect(calls).toEqual([]);
  });

  it('creates an item with its uploaded picture and price as a number', async () => {
    const calls = answerCalls({ 'POST /admin/catalog-items': { status: 201, body: item } });
    const onOpenChange = vi.fn();
    const { user } = inRouter(
      <CatalogItemDialog open onOpenChange={onOpenChange} uploader={fakeUploader} />,
    );
    await user.selectOptions(screen.getByLabelText('Category'), 'hardware');
    await user.type(screen.getByLabelText('Name'), '  Soft hinge ');
    await user.type(screen.getByLabelText('Unit price (USD)'), '4.5');
    await user.click(screen.getByRole('checkbox', { name: /Public/ }));
    await user.click(screen.getByRole('button', { name: 'Upload picture' }));
    expect(screen.getByAltText('Current picture: render-7.jpg')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create item' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls[0]!.body).toEqual({
      category: 'hardware',
      name: 'Soft hinge',
      description: '',
      unit: 'piece',
      unitPrice: 4.5,
      isPublic: false,
      imageId: 'image-7',
    });
  });

  it("shows the server's refusal and stays open", async () => {
    expectConsoleErrors();
    answerCalls({
      [`PUT /admin/catalog-items/${itemId}`]: {
        status: 404,
        body: { code: 'NOT_FOUND', error: 'Image not found' },
      },
    });
    const { user } = inRouter(
      <CatalogItemDialog item={item} open onOpenChange={() => {}} uploader={fakeUploader} />,
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Smoked oak front');
    await user.click(screen.getByRole('button', { name: 'Save item' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error:');
    expect(screen.getByRole('dialog', { name: 'Edit catalog item' })).toBeInTheDocument();
  });
});

describe('CatalogTable', () => {
  it('says when nothing matches', () => {
    inRouter(<CatalogTable items={[]} uploader={fakeUploader} />);
    expect(screen.getByText('No catalog items match.')).toBeInTheDocument();
  });

  it('deletes an item only after the confirmation', async () => {
    const calls = answerCalls({
      [`DELETE /admin/catalog-items/${itemId}`]: { status: 204 },
    });
    const { user } = inRouter(<CatalogTable items={[item]} uploader={fakeUploader} />);
    expect(screen.getByRole('cell', { name: '$189.90 / piece' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Smoked oak front' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete catalog item' });
    expect(dialog).toHaveTextContent('Design versions keep their lines made from it.');
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.map((call) => call.method)).toEqual(['DELETE']));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

describe('DeliveryDialog', () => {
  const projectId = '10000000-0000-4000-8000-000000000001';

  it('refuses a tracking link that is not an http(s) address', async () => {
    const calls = answerCalls({});
    const { user } = inRouter(
      <DeliveryDialog projectId={projectId} open onOpenChange={() => {}} uploader={fakeUploader} />,
    );
    await user.type(screen.getByLabelText('Name'), 'Crate 1');
    await user.type(screen.getByLabelText('Tracking link'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Add delivery' }));
    expect(
      await screen.findByText('Enter a web address starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('adds a delivery with its tracking link', async () => {
    const calls = answerCalls({
      [`POST /admin/projects/${projectId}/deliveries`]: { status: 201, body: {} },
    });
    const onOpenChange = vi.fn();
    const { user } = inRouter(
      <DeliveryDialog
        projectId={projectId}
        open
        onOpenChange={onOpenChange}
        uploader={fakeUploader}
      />,
    );
    await user.type(screen.getByLabelText('Name'), 'Crate 1');
    await user.type(screen.getByLabelText('Tracking link'), 'https://track.example/1');
    await user.click(screen.getByRole('button', { name: 'Add delivery' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls[0]!.body).toEqual({
      name: 'Crate 1',
      trackingLink: 'https://track.example/1',
      imageId: null,
    });
  });
});

describe('KitchenEditor', () => {
  it('makes the slug from the name and sends renders and picked components', async () => {
    const saved = { id: 'kitchen-1' } as AdminKitchen;
    const calls = answerCalls({
      'GET /admin/catalog-items': { status: 200, body: list },
      'POST /admin/kitchens': { status: 201, body: saved },
    });
    const onSaved = vi.fn();
    const { user } = inRouter(<KitchenEditor uploader={fakeUploader} onSaved={onSaved} />);
    await user.type(screen.getByLabelText('Name'), 'Harbour Oak Kitchen');
    await user.tab();
    expect(screen.getByLabelText('Address (slug)')).toHaveValue('harbour-oak-kitchen');
    await user.type(screen.getByLabelText('Short text'), 'Oak and brass.');
    await user.type(screen.getByLabelText('From price (USD)'), '12500');
    await user.click(screen.getByRole('checkbox', { name: /Published/ }));
    await user.click(screen.getByRole('button', { name: 'Upload renders' }));
    await user.click(await screen.findByRole('button', { name: 'Add Smoked oak front' }));
    expect(screen.getByRole('list', { name: 'Picked components' })).toHaveTextContent(
      'Smoked oak front',
    );
    await user.click(screen.getByRole('button', { name: 'Create kitchen' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.at(-1)!.body).toEqual({
      slug: 'harbour-oak-kitchen',
      name: 'Harbour Oak Kitchen',
      style: 'modern',
      summary: 'Oak and brass.',
      description: '',
      fromPrice: 12500,
      published: true,
      renderIds: ['image-7'],
      componentIds: [itemId],
    });
  });
});

describe('slugFrom', () => {
  it('keeps lowercase letters and digits joined by single hyphens', () => {
    expect(slugFrom('  Café Nord — 2 ')).toBe('cafe-nord-2');
    expect(slugFrom('x'.repeat(90))).toHaveLength(80);
  });
});

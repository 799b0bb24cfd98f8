import type {
  AdminCatalogItem,
  AdminCatalogList,
  AdminContentItem,
  AdminDelivery,
  AdminKitchen,
} from '@corner/contracts';
import { waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { answerCalls, lastChangeByDana, queriesSentTo } from '@/testing/answer-calls';
import { makeImage } from '@/testing/fixtures';
import { expectConsoleErrors, renderWithProviders, screen } from '@/testing/test-utils';
import { CatalogItemDialog } from './components/catalog-item-dialog';
import { useAdminKitchen } from './api/get-admin-kitchen';
import { useCatalogItems } from './api/get-catalog-items';
import { CatalogTable } from './components/catalog-table';
import { ContentDialog } from './components/content-dialog';
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
  slug: 'smoked-oak-front',
  description: 'Oiled.',
  unit: 'piece',
  unitPrice: 189.9,
  image: null,
  isPublic: true,
  createdAt: '2025-02-01T10:00:00.000Z',
  revision: 4,
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

  it('says who last changed the item, asked by its kind and id', async () => {
    answerCalls({ 'GET /admin/last-change': lastChangeByDana });
    inRouter(
      <CatalogItemDialog item={item} open onOpenChange={() => {}} uploader={fakeUploader} />,
    );
    expect(await screen.findByText(/^Last changed by dana@corner\.test on /)).toBeVisible();
    expect(queriesSentTo('/admin/last-change')).toEqual([{ kind: 'catalog-item', id: itemId }]);
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

/** The 409 of a save from a revision someone else has replaced since (decision 29). */
describe('ContentDialog: the estimate page slot', () => {
  const included: AdminContentItem = {
    id: 'content-2',
    name: 'What a US estimate includes',
    body: 'Sales tax is not included.',
    image: null,
    stageKey: null,
    projectId: null,
    projectName: null,
    slot: 'estimate-included-us',
    position: 0,
    createdAt: '2025-02-01T10:00:00.000Z',
    revision: 2,
  };

  it('says who last changed the item', async () => {
    answerCalls({ 'GET /admin/last-change': lastChangeByDana });
    inRouter(
      <ContentDialog
        item={included}
        projects={[]}
        open
        onOpenChange={() => {}}
        uploader={fakeUploader}
      />,
    );
    expect(await screen.findByText(/^Last changed by dana@corner\.test on /)).toBeVisible();
    expect(queriesSentTo('/admin/last-change')).toEqual([
      { kind: 'content-item', id: 'content-2' },
    ]);
  });

  it('shows the slot of the item and sends the one chosen, or none', async () => {
    const calls = answerCalls({
      'PUT /admin/content-items/content-2': [
        { status: 200, body: { ...included, slot: 'estimate-included-eu', revision: 3 } },
      ],
    });
    const onOpenChange = vi.fn();
    const { user } = inRouter(
      <ContentDialog
        item={included}
        projects={[]}
        open
        onOpenChange={onOpenChange}
        uploader={fakeUploader}
      />,
    );
    const select = screen.getByLabelText('Shown on the estimate page');
    expect(select).toHaveDisplayValue('Estimate page: what a US estimate includes');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'None',
      'Estimate page: what a US estimate includes',
      'Estimate page: what a European estimate includes',
      'Estimate page: what reserving a spot means (deposit, what happens next)',
      'Welcome: what happens next for a customer from an enquiry (mail, empty dashboard and estimate)',
      'Acceptance: the terms a customer accepts with an estimate (each save is a new version of them)',
      'Design sign-off: the terms a customer agrees to when they sign off a design (each save is a new version of them)',
    ]);
    await user.selectOptions(select, 'Estimate page: what a European estimate includes');
    await user.click(screen.getByRole('button', { name: 'Save content' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls[0]!.body).toMatchObject({ slot: 'estimate-included-eu', revision: 2 });
  });

  it('creates an item in no slot by default, and explains a slot another item holds', async () => {
    expectConsoleErrors();
    const message =
      '"Estimate page: what a US estimate includes" is already shown by the content item "US text": choose None there first, or edit that item';
    const calls = answerCalls({
      'POST /admin/content-items': [{ status: 409, body: { code: 'CONFLICT', error: message } }],
    });
    const { user } = inRouter(
      <ContentDialog projects={[]} open onOpenChange={() => {}} uploader={fakeUploader} />,
    );
    expect(screen.getByLabelText('Shown on the estimate page')).toHaveDisplayValue('None');
    await user.type(screen.getByLabelText('Title'), 'Another US text');
    await user.selectOptions(
      screen.getByLabelText('Shown on the estimate page'),
      'Estimate page: what a US estimate includes',
    );
    await user.click(screen.getByRole('button', { name: 'Create content' }));
    expect(await screen.findByText(message, { exact: false })).toBeInTheDocument();
    expect(calls[0]!.body).toMatchObject({
      name: 'Another US text',
      slot: 'estimate-included-us',
    });
  });
});

const stale = (error: string) => ({ status: 409, body: { code: 'STALE_REVISION', error } });

describe('editors after someone else saved the same thing', () => {
  /** The table as the catalog page shows it: on the loaded list. */
  function LoadedCatalog() {
    const { data } = useCatalogItems({ page: 1, pageSize: 8 });
    return data ? <CatalogTable items={data.items} uploader={fakeUploader} /> : null;
  }

  it('a catalog item: explains the stale save and reopens the dialog on the latest item', async () => {
    expectConsoleErrors();
    const theirs = { ...item, name: 'Smoked oak front (theirs)', revision: 5 };
    const calls = answerCalls({
      'GET /admin/catalog-items': [
        { status: 200, body: list },
        { status: 200, body: { ...list, items: [theirs] } },
      ],
      [`PUT /admin/catalog-items/${itemId}`]: stale(
        'This catalog item was changed by someone else; reload and try again',
      ),
    });
    const { user } = inRouter(<LoadedCatalog />);
    await user.click(await screen.findByRole('button', { name: 'Edit Smoked oak front' }));
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save item' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Someone else saved this catalog item after you opened it, so your changes were not saved. Reload the catalog item to see the latest values, then make your changes again.',
    );
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({ revision: 4 });
    await user.click(within(alert).getByRole('button', { name: 'Reload catalog item' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Name')).toHaveValue('Smoked oak front (theirs)'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit catalog item' })).toBeInTheDocument();
  });

  it('a content item: shows the stale-save notice, not the bare error', async () => {
    expectConsoleErrors();
    const content: AdminContentItem = {
      id: 'content-1',
      name: 'Measuring guide',
      body: '',
      image: null,
      stageKey: null,
      projectId: null,
      projectName: null,
      slot: null,
      position: 0,
      createdAt: '2025-02-01T10:00:00.000Z',
      revision: 6,
    };
    const calls = answerCalls({
      'PUT /admin/content-items/content-1': stale(
        'This content item was changed by someone else; reload and try again',
      ),
    });
    const onReload = vi.fn();
    const { user } = inRouter(
      <ContentDialog
        item={content}
        projects={[]}
        open
        onOpenChange={() => {}}
        uploader={fakeUploader}
        onReload={onReload}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save content' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Someone else saved this content item after you opened it, so your changes were not saved.',
    );
    expect(alert).not.toHaveTextContent('Error:');
    expect(calls[0]!.body).toMatchObject({ name: 'Measuring guide', revision: 6 });
    await user.click(within(alert).getByRole('button', { name: 'Reload content item' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('a delivery: shows the stale-save notice and sends the revision it opened with', async () => {
    expectConsoleErrors();
    const projectId = '10000000-0000-4000-8000-000000000001';
    const delivery: AdminDelivery = {
      id: 'delivery-1',
      projectId,
      name: 'Crate 1',
      image: null,
      trackingLink: null,
      createdAt: '2025-02-01T10:00:00.000Z',
      revision: 2,
    };
    const calls = answerCalls({
      [`PUT /admin/projects/${projectId}/deliveries/delivery-1`]: stale(
        'This delivery was changed by someone else; reload and try again',
      ),
    });
    const { user } = inRouter(
      <DeliveryDialog
        projectId={projectId}
        delivery={delivery}
        open
        onOpenChange={() => {}}
        uploader={fakeUploader}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save delivery' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else saved this delivery after you opened it, so your changes were not saved. Reload the delivery to see the latest values, then make your changes again.',
    );
    expect(calls[0]!.body).toMatchObject({ name: 'Crate 1', revision: 2 });
  });

  it('a kitchen: explains the stale save and reloads the latest kitchen into the form', async () => {
    expectConsoleErrors();
    const kitchen: AdminKitchen = {
      id: 'kitchen-1',
      slug: 'harbour-oak',
      name: 'Harbour oak',
      style: 'modern',
      fromPrice: 12500,
      published: false,
      cover: null,
      createdAt: '2025-02-01T10:00:00.000Z',
      revision: 7,
      summary: 'Oak.',
      description: '',
      renders: [],
      components: [],
    };
    const theirs = { ...kitchen, name: 'Harbour oak (theirs)', revision: 8 };
    const calls = answerCalls({
      'GET /admin/kitchens/kitchen-1': [
        { status: 200, body: kitchen },
        { status: 200, body: theirs },
      ],
      'PUT /admin/kitchens/kitchen-1': [
        stale('This kitchen was changed by someone else; reload and try again'),
        { status: 200, body: { ...theirs, revision: 9 } },
      ],
    });
    function LoadedKitchen() {
      const { data } = useAdminKitchen('kitchen-1');
      return data ? (
        <KitchenEditor kitchen={data} uploader={fakeUploader} onSaved={() => {}} />
      ) : null;
    }
    const { user } = inRouter(<LoadedKitchen />);
    await user.click(await screen.findByRole('button', { name: 'Save kitchen' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Someone else saved this kitchen after you opened it, so your changes were not saved. Reload the kitchen to see the latest values, then make your changes again.',
    );
    await user.click(within(alert).getByRole('button', { name: 'Reload kitchen' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Harbour oak (theirs)'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save kitchen' }));
    expect(await screen.findByText('Kitchen saved')).toBeInTheDocument();
    const saves = calls.filter((call) => call.method === 'PUT').map((call) => call.body);
    expect(saves).toMatchObject([{ revision: 7 }, { name: 'Harbour oak (theirs)', revision: 8 }]);
  });
});

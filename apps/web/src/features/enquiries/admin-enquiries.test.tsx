import type { Enquiry } from '@corner/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyToaster } from '@/components/ui/toast';
import { answerCalls } from '@/testing/answer-calls';
import { expectConsoleErrors, renderWithProviders, screen } from '@/testing/test-utils';
import { AdminEnquiriesPage } from './components/admin-enquiries-page';
import { AdminEnquiryPage } from './components/admin-enquiry-page';

const id = '60000000-0000-4000-8000-000000000001';
const projectId = '60000000-0000-4000-8000-000000000002';

function makeEnquiry(overrides: Partial<Enquiry> = {}): Enquiry {
  return {
    id,
    name: 'Ada Lovelace',
    email: 'ada@example.test',
    phone: null,
    country: 'GB',
    postcode: 'NW1 6XE',
    kitchenSize: 'medium',
    status: 'new',
    createdAt: '2026-03-01T10:00:00.000Z',
    consentedAt: '2026-03-01T10:00:00.000Z',
    message: 'An island,\nplease.',
    kitchen: { slug: 'oak-galley', name: 'Oak galley' },
    project: null,
    revision: 2,
    ...overrides,
  };
}

const inRouter = (ui: React.ReactNode, url = `/admin/enquiries/${id}`) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      {ui}
      <LazyToaster />
    </MemoryRouter>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('the back office enquiries', () => {
  it('lists enquiries with their status, and filters by status', async () => {
    answerCalls({
      'GET /admin/enquiries': {
        status: 200,
        body: { items: [makeEnquiry()], page: 1, pageSize: 24, total: 1 },
      },
    });
    inRouter(<AdminEnquiriesPage />, '/admin/enquiries?status=new');
    expect(await screen.findByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      `/admin/enquiries/${id}`,
    );
    expect(screen.getByText('ada@example.test · United Kingdom · Medium kitchen')).toBeVisible();
    const filters = screen.getByRole('navigation', { name: 'Enquiries by status' });
    expect(filters.querySelector('[aria-current="page"]')).toHaveTextContent('New');
  });

  it('converts after the confirmation and links to the new project', async () => {
    const converted = makeEnquiry({
      status: 'converted',
      project: { id: projectId, name: 'Kitchen for Ada Lovelace' },
      revision: 3,
    });
    const calls = answerCalls({
      [`GET /admin/enquiries/${id}`]: [
        { status: 200, body: makeEnquiry() },
        { status: 200, body: converted },
      ],
      [`POST /admin/enquiries/${id}/convert`]: {
        status: 201,
        body: {
          enquiry: converted,
          project: converted.project,
          customer: { id: 'u1', email: 'ada@example.test', isNew: true },
        },
      },
    });
    const { user } = inRouter(<AdminEnquiryPage enquiryId={id} />);
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Oak galley' })).toHaveAttribute(
      'href',
      '/kitchens/oak-galley',
    );
    await user.click(screen.getByRole('button', { name: 'Convert to customer and project' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to convert this enquiry?',
    });
    expect(dialog).toHaveTextContent('“Kitchen for Ada Lovelace” with you as its designer');
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    expect(await screen.findByRole('link', { name: 'Kitchen for Ada Lovelace' })).toHaveAttribute(
      'href',
      `/admin/projects/${projectId}`,
    );
    expect(screen.queryByRole('button', { name: 'Convert to customer and project' })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: `/admin/enquiries/${id}/convert`, body: { revision: 2 } },
    ]);
  });

  it('shows the stale-save notice when someone else changed the enquiry', async () => {
    expectConsoleErrors(); // the client logs the refused call
    answerCalls({
      [`GET /admin/enquiries/${id}`]: { status: 200, body: makeEnquiry() },
      [`PUT /admin/enquiries/${id}/status`]: {
        status: 409,
        body: {
          code: 'STALE_REVISION',
          error: 'This enquiry was changed by someone else; reload and try again',
        },
      },
    });
    const { user } = inRouter(<AdminEnquiryPage enquiryId={id} />);
    await user.selectOptions(await screen.findByLabelText('Status'), 'closed');
    await user.click(screen.getByRole('button', { name: 'Save status' }));
    expect(
      await screen.findByText(/Someone else saved this enquiry after you opened it/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload enquiry' })).toBeVisible();
  });
});

import type { AuditEvent, AuditPage } from '@corner/contracts';
import { formatDateTime } from '@corner/contracts/display';
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getSessionQueryOptions } from '@/lib/auth/get-session';
import { answerCalls } from '@/testing/answer-calls';
import { expectConsoleErrors, renderApp, screen, waitFor } from '@/testing/test-utils';

/* Issue 39 point 2: admins read the audit trail, by who, what and when, and export it. */

const profile = (type: 'designer' | 'admin') => ({
  id: '50000000-0000-4000-8000-000000000001',
  email: `${type}@corner.test`,
  name: type,
  type,
});
const session = (type: 'designer' | 'admin'): [readonly unknown[], unknown] => [
  getSessionQueryOptions().queryKey,
  profile(type),
];

function makeEvent(overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id: '7',
    occurredAt: '2025-03-04T10:15:00.000Z',
    actor: { id: '50000000-0000-4000-8000-000000000001', email: 'alex@corner.test', role: 'admin' },
    requestId: 'req-1',
    summary: 'saved price list version 2',
    entity: { kind: 'price-list', id: '2', label: 'Price list version 2' },
    projectId: null,
    changes: [{ field: 'assemblyRate', label: 'Assembly rate', from: '0.12', to: '0.13' }],
    ...overrides,
  };
}

const page = (events: AuditEvent[], nextBefore: string | null = null) => ({
  status: 200,
  body: { events, nextBefore } satisfies AuditPage,
});

/** The addresses of the trail's calls, in order. */
const trailCalls = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(input as string))
    .filter((url) => url.pathname === '/api/v1/admin/audit');

const open = (search = '', type: 'designer' | 'admin' = 'admin') =>
  renderApp({ url: `/admin/audit${search}`, queryData: [session(type)] });

describe('the audit trail', () => {
  it('lists each change with its time, sentence, entity and summary, newest first', async () => {
    answerCalls({
      'GET /admin/audit': page([
        makeEvent(),
        makeEvent({
          id: '6',
          occurredAt: '2025-03-03T09:00:00.000Z',
          actor: { id: null, email: 'dana@corner.test', role: 'designer' },
          summary: 'deleted content item Measuring guide',
          entity: { kind: 'content-item', id: 'c1', label: 'Measuring guide' },
          changes: [],
        }),
      ]),
    });
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Recorded changes' });
    const [newest, older] = within(list).getAllByRole('listitem');
    expect(newest).toHaveTextContent('alex@corner.test changed Assembly rate 0.12 → 0.13');
    expect(newest).toHaveTextContent(formatDateTime('2025-03-04T10:15:00.000Z'));
    expect(newest).toHaveTextContent('Price list version 2 (Price list)');
    expect(newest).toHaveTextContent('Saved price list version 2');
    expect(within(newest!).getByText(formatDateTime('2025-03-04T10:15:00.000Z'))).toHaveAttribute(
      'datetime',
      '2025-03-04T10:15:00.000Z',
    );
    expect(older).toHaveTextContent('dana@corner.test deleted content item Measuring guide');
    expect(older).toHaveTextContent('Measuring guide (Content item)');
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
    expect(document.title).toBe('Audit trail · Back office · Corner');
  });

  it('says exactly that nothing is recorded for the filters', async () => {
    answerCalls({ 'GET /admin/audit': page([]) });
    await open('?kind=user');
    expect(await screen.findByText('Nothing recorded for these filters.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Recorded changes' })).not.toBeInTheDocument();
  });

  it('sends the filters of the address, and Apply puts new ones in the address', async () => {
    answerCalls({ 'GET /admin/audit': [page([makeEvent()]), page([])] });
    const { user, router } = await open('?actor=alex%40corner.test&kind=price-list');
    await screen.findByRole('list', { name: 'Recorded changes' });
    expect(Object.fromEntries(trailCalls()[0]!.searchParams)).toEqual({
      actor: 'alex@corner.test',
      kind: 'price-list',
    });
    const filters = screen.getByRole('search', { name: 'Audit trail filters' });
    expect(within(filters).getByLabelText('Who')).toHaveValue('alex@corner.test');
    expect(within(filters).getByLabelText('What')).toHaveValue('price-list');

    await user.clear(within(filters).getByLabelText('Who'));
    await user.type(within(filters).getByLabelText('Who'), ' Dana@Corner.test ');
    await user.selectOptions(within(filters).getByLabelText('What'), 'User');
    await user.type(within(filters).getByLabelText('From'), '2025-03-01');
    await user.type(within(filters).getByLabelText('To'), '2025-03-31');
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Nothing recorded for these filters.')).toBeVisible();
    const applied = {
      actor: 'dana@corner.test',
      kind: 'user',
      from: '2025-03-01',
      to: '2025-03-31',
    };
    expect(Object.fromEntries(trailCalls()[1]!.searchParams)).toEqual(applied);
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(applied);
  });

  it('offers every kind, after All, and leaves out a kind or day the API would refuse', async () => {
    answerCalls({ 'GET /admin/audit': page([]) });
    await open('?kind=nothing&from=2025-02-30&to=May');
    await screen.findByText('Nothing recorded for these filters.');
    expect([...trailCalls()[0]!.searchParams]).toEqual([]);
    const what = screen.getByLabelText('What');
    expect(
      within(what)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All',
      'Price list',
      'User',
      'Staff sign-in',
      'Content item',
      'Delivery',
      'Catalog item',
      'Gallery kitchen',
      'Enquiry',
      'Project',
      'Design version',
      'Batch',
      'Estimate',
      'Estimate page',
      'Production plan',
      'Variant request',
      'New quote request',
      'Acceptance',
      'Design sign-off',
      'Payment schedule',
      'Payment',
      'Reservation',
    ]);
  });

  it("'Show older' asks for the events before the last one shown, and adds them below", async () => {
    answerCalls({
      'GET /admin/audit': [
        page([makeEvent({ id: '9' }), makeEvent({ id: '8' })], '8'),
        page(
          [makeEvent({ id: '3', changes: [{ field: 'x', label: 'Name', from: null, to: 'A' }] })],
          null,
        ),
      ],
    });
    const { user } = await open('?kind=price-list');
    const list = await screen.findByRole('list', { name: 'Recorded changes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Show older' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent(
      'alex@corner.test changed Name (none) → A',
    );
    expect(Object.fromEntries(trailCalls()[1]!.searchParams)).toEqual({
      kind: 'price-list',
      before: '8',
    });
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
  });

  it("says why 'Show older' failed, keeping the changes shown", async () => {
    expectConsoleErrors();
    answerCalls({
      'GET /admin/audit': [
        page([makeEvent({ id: '9' })], '9'),
        { status: 400, body: { code: 'BAD_REQUEST', error: 'Give the id of an event' } },
      ],
    });
    const { user } = await open();
    const list = await screen.findByRole('list', { name: 'Recorded changes' });
    await user.click(screen.getByRole('button', { name: 'Show older' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Give the id of an event');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('links the CSV export with the filters of the address', async () => {
    answerCalls({ 'GET /admin/audit': page([]) });
    await open('?actor=alex%40corner.test&kind=user&from=2025-03-01&to=2025-03-31');
    const link = await screen.findByRole('link', { name: 'Export CSV' });
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/api/v1/admin/audit/export.csv');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      actor: 'alex@corner.test',
      kind: 'user',
      from: '2025-03-01',
      to: '2025-03-31',
    });
    expect(link).toHaveAttribute('download');
  });

  it('shows the error panel when the trail cannot be read', async () => {
    expectConsoleErrors();
    answerCalls({ 'GET /admin/audit': { status: 500, body: { error: 'Database unavailable' } } });
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading data');
  });

  it('lists the Audit trail in the back office navigation for admins', async () => {
    answerCalls({ 'GET /admin/audit': page([]) });
    await open();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Audit trail' })).toHaveAttribute(
      'href',
      '/admin/audit',
    );
  });

  it('shows a designer that nothing is here, asks nothing, and no link to it', async () => {
    await open('', 'designer');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).queryByRole('link', { name: 'Audit trail' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Audit trail' })).not.toBeInTheDocument();
    expect(trailCalls()).toEqual([]);
  });
});

import { planStages } from '@corner/contracts/display';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getSessionQueryOptions } from '@/lib/auth/get-session';
import { answerCalls, calls, casey, resetAuthTest } from '@/testing/auth';
import { renderApp } from '@/testing/test-utils';
import { ProjectTimeline } from './components/project-timeline';
import { timelineOptionsFromSearch, todayCalendarDate } from './timeline-options';
import { writeDatesInZoneOf } from '@corner/contracts/display';

const stages = planStages({
  startDate: '2026-11-02',
  productionComplexity: 'standard',
  deliveryMethod: 'shipping',
});

describe('ProjectTimeline', () => {
  it('lists each stage with its dates, length and status, and marks today', () => {
    render(<ProjectTimeline stages={stages} today="2026-11-20" />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Design approval');
    expect(items[0]).toHaveTextContent('Nov 2, 2026 – Nov 8, 2026');
    expect(items[0]).toHaveTextContent('Done');
    expect(items[1]).toHaveTextContent('Production');
    expect(items[1]).toHaveTextContent('In progress');
    expect(items[1]).toHaveTextContent('42 days');
    expect(items[2]).toHaveTextContent('Up next');
    expect(items[3]).toHaveTextContent('Dec 28, 2026 – Jan 31, 2027');
    expect(items[4]).toHaveTextContent('Upcoming');
    expect(screen.getByText('Today')).toBeInTheDocument();
  });

  it('labels every segment of the bar with its stage', () => {
    const { container } = render(<ProjectTimeline stages={stages} today="2026-11-20" />);
    const bar = container.querySelector('[aria-hidden="true"]')!;
    expect([...bar.querySelectorAll('[title]')].map((segment) => segment.textContent)).toEqual(
      stages.map((stage) => stage.name),
    );
  });

  it('has no today marker before the project starts', () => {
    render(<ProjectTimeline stages={stages} today="2026-10-01" />);
    expect(screen.queryByText('Today')).not.toBeInTheDocument();
    expect(screen.getByText('Up next')).toBeInTheDocument();
  });
});

describe('timeline options', () => {
  it('reads valid options from the address and defaults the rest', () => {
    const read = (search: string) =>
      timelineOptionsFromSearch(new URLSearchParams(search), '2026-11-22');
    expect(
      read('startDate=2027-01-04&productionComplexity=complex&deliveryMethod=air+freight'),
    ).toEqual({
      startDate: '2027-01-04',
      productionComplexity: 'complex',
      deliveryMethod: 'air freight',
    });
    expect(read('startDate=2027-02-30&productionComplexity=huge')).toEqual({
      startDate: '2026-11-22',
      productionComplexity: 'standard',
      deliveryMethod: 'shipping',
    });
  });

  it('writes today in the local calendar', () => {
    expect(todayCalendarDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });

  it("writes today in the reader's zone when the server renders for them", () => {
    // Noon in London is already tomorrow on Kiritimati (UTC+14) and still today on Pago Pago.
    const noon = new Date('2026-11-29T12:00:00Z');
    try {
      writeDatesInZoneOf(() => 'Pacific/Kiritimati');
      expect(todayCalendarDate(noon)).toBe('2026-11-30');
      writeDatesInZoneOf(() => 'Pacific/Pago_Pago');
      expect(todayCalendarDate(noon)).toBe('2026-11-29');
    } finally {
      writeDatesInZoneOf(() => undefined);
    }
  });
});

describe('/project-template', () => {
  afterEach(resetAuthTest);

  const demo = {
    id: 'demo',
    name: 'Template kitchen',
    status: 'design',
    isDemo: true,
    startDate: '2026-11-02',
    productionComplexity: 'standard',
    deliveryMethod: 'shipping',
    activeDesignVersionId: null,
    stages: stages.map((stage) => ({
      ...stage,
      id: null,
      contentIds: stage.key === 'production' ? ['guide-1'] : [],
      deliveryId: null,
    })),
  };
  const templateUrl =
    '/project-template?startDate=2026-11-02&productionComplexity=standard&deliveryMethod=shipping';

  it('shows the plan once its guides have come too, so that no stage is pushed down', async () => {
    let answerGuides: (reply: { status: number; body: unknown }) => void = () => {};
    answerCalls({
      'GET /demo-project': { status: 200, body: demo },
      'POST /content': () => new Promise((resolve) => (answerGuides = resolve)),
    });
    await renderApp({
      url: templateUrl,
      queryData: [[getSessionQueryOptions().queryKey, casey]],
    });
    expect(await screen.findByText('Loading the project plan…')).toBeVisible();
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/content'));
    // The template has answered, its guides not yet: still no stage on screen.
    expect(screen.queryByRole('region', { name: 'Project timeline' })).not.toBeInTheDocument();
    expect(screen.queryByText('Loading guides…')).not.toBeInTheDocument();
    answerGuides({
      status: 200,
      body: [{ id: 'guide-1', name: 'Choosing your fronts', body: 'Oak or linen?', image: null }],
    });
    const timeline = await screen.findByRole('region', { name: 'Project timeline' });
    expect(within(timeline).getByText('Choosing your fronts')).toBeVisible();
    expect(within(timeline).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(screen.queryByText(/^Loading/)).not.toBeInTheDocument();
  });

  it('moves every stage when the start date, complexity or delivery method changes', async () => {
    answerCalls({
      'GET /demo-project': Array.from({ length: 4 }, () => ({ status: 200, body: demo })),
      'POST /content': {
        status: 200,
        body: [{ id: 'guide-1', name: 'Choosing your fronts', body: 'Oak or linen?', image: null }],
      },
    });
    const { user, router } = await renderApp({
      url: templateUrl,
      queryData: [[getSessionQueryOptions().queryKey, casey]],
    });
    expect(await screen.findByText('Choosing your fronts')).toBeVisible();
    const installation = () =>
      within(screen.getByRole('region', { name: 'Project timeline' }))
        .getAllByRole('listitem')
        .at(-1);
    expect(installation()).toHaveTextContent('Feb 1, 2027 – Feb 5, 2027');

    await user.selectOptions(screen.getByLabelText('Production complexity'), 'simple');
    expect(installation()).toHaveTextContent('Jan 18, 2027 – Jan 22, 2027');

    await user.selectOptions(screen.getByLabelText('Delivery method'), 'air freight');
    expect(installation()).toHaveTextContent('Dec 21, 2026 – Dec 25, 2026');
    expect(router.state.location.search).toContain('deliveryMethod=air+freight');

    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-12-01' } });
    // The address changes through the router, which runs the signed-in routes' loaders first.
    await waitFor(() => expect(installation()).toHaveTextContent('Jan 19, 2027 – Jan 23, 2027'));
  });
});

import type {
  ProjectSignOffs,
  ProjectStages,
  ProjectWelcome,
  UserProfile,
} from '@corner/contracts';
import { addDays, designSignOffTexts, planStages } from '@corner/contracts/display';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSessionQueryOptions } from '@/lib/auth/get-session';
import { leavePage } from '@/lib/leave-page';
import { answerCalls, calls, casey, resetAuthTest } from '@/testing/auth';
import { makePaymentSchedule } from '@/testing/fixtures';
import { todayCalendarDate } from './timeline-options';
import { expectConsoleErrors, renderApp } from '@/testing/test-utils';

afterEach(resetAuthTest);

const dana: UserProfile = { ...casey, email: 'dana@corner.example', type: 'designer' };
const session = (user: UserProfile): [readonly unknown[], unknown] => [
  getSessionQueryOptions().queryKey,
  user,
];
const planned: ProjectStages = {
  projectId: 'p1',
  startDate: '2026-11-02',
  productionComplexity: 'standard',
  deliveryMethod: 'shipping',
  stages: planStages({
    startDate: '2026-11-02',
    productionComplexity: 'standard',
    deliveryMethod: 'shipping',
  }).map((stage, index) => ({
    ...stage,
    id: `s${index}`,
    contentIds: stage.key === 'installation' ? ['c1'] : [],
    deliveryId: stage.key === 'delivery' ? 'd1' : null,
  })),
  reservation: null,
  phase: 'design',
  designSignedOffAt: null,
};
const schedule = makePaymentSchedule();
const projectMeta = { id: 'p1', status: 'design', isDemo: false };
const noSignOff: ProjectSignOffs = {
  current: null,
  earlier: [],
  terms: null,
  signature: 'optional',
};
const designer = { name: 'Dana Reyes', email: 'dana@corner.example', phone: '+1 415 555 0142' };
const empty: ProjectStages = { ...planned, startDate: null, stages: [] };
const welcome: ProjectWelcome = {
  enquiry: {
    kitchenSize: 'medium',
    kitchen: { slug: 'oak-galley', name: 'Oak galley' },
    country: 'GB',
    postcode: 'NW1 6XE',
    message: 'An oak kitchen,\nwith an island.',
    sentAt: '2026-10-01T09:00:00.000Z',
  },
  nextStep: 'Your designer will call within two working days.\n\nThen we draw your kitchen.',
};
/** The plan without guides or deliveries: nothing else is asked for. */
const unplanned: ProjectStages = {
  ...planned,
  stages: planned.stages.map((stage) => ({ ...stage, contentIds: [], deliveryId: null })),
};
/** A plan whose production is still to come: it starts after the design approval stage. */
const comingUp: ProjectStages = {
  ...unplanned,
  stages: planStages({
    startDate: addDays(todayCalendarDate(), 1),
    productionComplexity: 'standard',
    deliveryMethod: 'shipping',
  }).map((stage, index) => ({ ...stage, id: `s${index}`, contentIds: [], deliveryId: null })),
};
const waitingSignOff: ProjectSignOffs = {
  ...noSignOff,
  terms: { revision: 1, text: 'The sign-off terms.' },
  current: {
    id: 'so1',
    designVersionId: 'v1',
    designVersionName: 'Oak & Brass',
    state: 'requested',
    requestedAt: '2026-10-28T09:00:00.000Z',
    requestedBy: 'Dana Reyes',
    messageId: 'm1',
    drawings: [
      {
        id: 'd1',
        kind: 'pdf',
        name: 'elevations.pdf',
        url: '/api/v1/files/d1',
        thumbnailUrl: null,
        bytes: 2048,
      },
    ],
    changesAskedAt: null,
    approval: null,
    withdrawn: null,
  },
};
const reserved: ProjectStages = {
  ...planned,
  reservation: { reference: 'E-2026-0042', reservedAt: '2026-10-20T09:00:00.000Z' },
};

/** The dashboard of a project without stages, for the payments' tests, with its schedule. */
const paymentsReads = (paymentSchedule: unknown = schedule) => ({
  'GET /project/p1/summary': { status: 200, body: { id: 'p1', name: 'Casey kitchen' } },
  'GET /project/p1/meta': { status: 200, body: projectMeta },
  'GET /project/p1/design-sign-offs': { status: 200, body: noSignOff },
  'GET /project/p1/payment-schedule': { status: 200, body: paymentSchedule },
  'GET /project/p1/designer': { status: 200, body: designer },
  'GET /project/p1/stages': { status: 200, body: empty },
  'GET /project/p1/welcome': { status: 200, body: null },
});

describe('/project/{projectId}/dashboard', () => {
  it('shows each stage with its dates, content and the delivery tracking link', async () => {
    answerCalls({
      'GET /project/p1/summary': { status: 200, body: { id: 'p1', name: 'Casey kitchen' } },
      'GET /project/p1/meta': { status: 200, body: projectMeta },
      'GET /project/p1/design-sign-offs': { status: 200, body: noSignOff },
      'GET /project/p1/payment-schedule': { status: 200, body: schedule },
      'GET /project/p1/designer': { status: 200, body: designer },
      'GET /project/p1/stages': { status: 200, body: planned },
      'POST /content': {
        status: 200,
        body: [
          { id: 'c1', name: 'Before the fitters arrive', body: 'Clear the room.', image: null },
        ],
      },
      'GET /content/delivery/d1': {
        status: 200,
        body: { id: 'd1', name: 'Crate 1', image: null, trackingLink: 'https://track.example/1' },
      },
    });
    await renderApp({ url: '/project/p1/dashboard', queryData: [session(casey)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Casey kitchen' })).toBeVisible();
    // The heading comes with the summary; the timeline waits for the stages' own answer.
    const stages = within(await screen.findByRole('region', { name: 'Project timeline' }));
    const items = stages
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL');
    expect(items[3]).toHaveTextContent('Dec 28, 2026 – Jan 31, 2027');
    // The stage label the project lists show (decision 53).
    expect(screen.getByText('Stage:')).toHaveTextContent('Stage: Design');
    expect(await screen.findByText('Before the fitters arrive')).toBeVisible();
    const link = await screen.findByRole('link', { name: /Track your delivery/ });
    expect(link).toHaveAttribute('href', 'https://track.example/1');
    expect(within(items[3]!).getByText('Delivery: Crate 1')).toBeVisible();
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/content',
      body: { contentIds: ['c1'] },
    });
    expect(screen.queryByRole('form', { name: 'Plan the stages' })).not.toBeInTheDocument();
    const yourDesigner = within(screen.getByRole('complementary', { name: 'Your designer' }));
    expect(yourDesigner.getByText('Dana Reyes')).toBeVisible();
    expect(yourDesigner.getByRole('link', { name: 'dana@corner.example' })).toHaveAttribute(
      'href',
      'mailto:dana@corner.example',
    );
    expect(yourDesigner.getByRole('link', { name: '+1 415 555 0142' })).toHaveAttribute(
      'href',
      'tel:+14155550142',
    );
  });

  it('shows the reserved spot as a done step before the stages', async () => {
    answerCalls({
      'GET /project/p1/summary': { status: 200, body: { id: 'p1', name: 'Casey kitchen' } },
      'GET /project/p1/meta': { status: 200, body: projectMeta },
      'GET /project/p1/design-sign-offs': { status: 200, body: noSignOff },
      'GET /project/p1/payment-schedule': { status: 200, body: schedule },
      'GET /project/p1/designer': { status: 200, body: null },
      'GET /project/p1/stages': { status: 200, body: { ...reserved, phase: 'delivery' } },
      'POST /content': { status: 200, body: [] },
      'GET /content/delivery/d1': {
        status: 200,
        body: { id: 'd1', name: 'Crate 1', image: null, trackingLink: null },
      },
    });
    await renderApp({ url: '/project/p1/dashboard', queryData: [session(casey)] });
    const step = await screen.findByRole('region', { name: 'Spot reserved' });
    expect(step).toHaveTextContent('Done');
    expect(step).toHaveTextContent('Reserved on Oct 20, 2026 (estimate E-2026-0042)');
    // The answer's stage, whatever the meta's status says (design).
    expect(screen.getByText('Stage:')).toHaveTextContent('Stage: Delivery');
  });

  it('shows a new customer what they asked for and what happens next beside the empty plan', async () => {
    answerCalls({
      'GET /project/p1/summary': { status: 200, body: { id: 'p1', name: 'Kitchen for Ada' } },
      'GET /project/p1/meta': { status: 200, body: projectMeta },
      'GET /project/p1/design-sign-offs': { status: 200, body: noSignOff },
      'GET /project/p1/payment-schedule': { status: 200, body: schedule },
      'GET /project/p1/designer': { status: 200, body: designer },
      'GET /project/p1/stages': { status: 200, body: empty },
      'GET /project/p1/welcome': { status: 200, body: welcome },
    });
    await renderApp({ url: '/project/p1/dashboard', queryData: [session(casey)] });
    const recap = await screen.findByRole('region', { name: 'What you asked us for' });
    // The spec's empty state stays, word for word, with the recap beside it.
    expect(screen.getByRole('heading', { name: 'No stages planned yet' })).toBeVisible();
    expect(recap).toHaveTextContent('Medium kitchen, like Oak galley from the gallery');
    expect(within(recap).getByRole('link', { name: 'Oak galley' })).toHaveAttribute(
      'href',
      '/kitchens/oak-galley',
    );
    expect(recap).toHaveTextContent('United Kingdom, NW1 6XE');
    expect(within(recap).getByText(/An oak kitchen,\s+with an island\./)).toBeVisible();
    expect(within(recap).getByRole('heading', { name: 'What happens next' })).toBeVisible();
    expect(
      within(recap).getByText('Your designer will call within two working days.'),
    ).toBeVisible();
    expect(within(recap).getByText('Then we draw your kitchen.')).toBeVisible();
  });

  it('leaves the recap out when it cannot be loaded, keeping the empty state', async () => {
    expectConsoleErrors();
    answerCalls({
      'GET /project/p1/summary': { status: 200, body: { id: 'p1', name: 'Casey kitchen' } },
      'GET /project/p1/meta': { status: 200, body: projectMeta },
      'GET /project/p1/design-sign-offs': { status: 200, body: noSignOff },
      'GET /project/p1/payment-schedule': { status: 200, body: schedule },
      'GET /project/p1/designer': { status: 200, body: null },
      'GET /project/p1/stages': { status: 200, body: empty },
      'GET /project/p1/welcome': { status: 500, body: { code: 'INTERNAL', error: 'down' } },
    });
    await renderApp({ url: '/project/p1/dashboard', queryData: [session(casey)] });
    expect(await screen.findByText('No stages planned yet')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'What you asked us for' })).toBeNull();
  });

  it("shows a customer the template's stages without asking for its designer", async () => {
    answerCalls({
      'GET /project/p1/summary': { status: 200, body: { id: 'p1', name: 'Template' } },
      'GET /project/p1/meta': { status: 200, body: { ...projectMeta, isDemo: true } },
      'GET /project/p1/stages': { status: 200, body: planned },
      'POST /content': { status: 200, body: [] },
      'GET /content/delivery/d1': {
        status: 200,
        body: { id: 'd1', name: 'Crate 1', image: null, trackingLink: null },
      },
    });
    await renderApp({ url: '/project/p1/dashboard', queryData: [session(casey)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Template' })).toBeVisible();
    await waitFor(() =>
      expect(calls).toContainEqual(expect.objectContaining({ path: '/project/p1/meta' })),
    );
    // The template's designer is answered to staff only (decision 48): not asked, not shown.
    expect(calls).not.toContainEqual(expect.objectContaining({ path: '/project/p1/designer' }));
    expect(screen.queryByRole('complementary', { name: 'Your designer' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    // The template has no design to sign off: nothing asked, production waits for nothing.
    expect(await screen.findByRole('region', { name: 'Project timeline' })).toBeVisible();
    expect(calls).not.toContainEqual(
      expect.objectContaining({ path: '/project/p1/design-sign-offs' }),
    );
    expect(screen.queryByText(designSignOffTexts.productionWaits)).toBeNull();
    expect(screen.queryByRole('region', { name: designSignOffTexts.title })).toBeNull();
  });

  it('shows staff the template designer', async () => {
    answerCalls({
      'GET /project/p1/summary': { status: 200, body: { id: 'p1', name: 'Template' } },
      'GET /project/p1/meta': { status: 200, body: { ...projectMeta, isDemo: true } },
      'GET /project/p1/designer': { status: 200, body: designer },
      'GET /project/p1/stages': { status: 200, body: empty },
      'GET /project/p1/welcome': { status: 200, body: null },
    });
    await renderApp({ url: '/project/p1/dashboard', queryData: [session(dana)] });
    const yourDesigner = await screen.findByRole('complementary', { name: 'Your designer' });
    expect(within(yourDesigner).getByText('Dana Reyes')).toBeVisible();
  });

  it('shows the design waiting for sign-off above the timeline, and that production waits for it', async () => {
    answerCalls({
      'GET /project/p1/summary': { status: 200, body: { id: 'p1', name: 'Casey kitchen' } },
      'GET /project/p1/meta': { status: 200, body: projectMeta },
      'GET /project/p1/design-sign-offs': { status: 200, body: waitingSignOff },
      'GET /project/p1/payment-schedule': { status: 200, body: schedule },
      'GET /project/p1/designer': { status: 200, body: null },
      'GET /project/p1/stages': { status: 200, body: comingUp },
    });
    await renderApp({ url: '/project/p1/dashboard', queryData: [session(casey)] });
    const signOff = await screen.findByRole('region', { name: designSignOffTexts.title });
    // Shown with the plan, before it: nothing moves in above the timeline afterwards.
    const timeline = screen.getByRole('region', { name: 'Project timeline' });
    expect(
      signOff.compareDocumentPosition(timeline) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(within(signOff).getByText(designSignOffTexts.ready('Oak & Brass'))).toBeVisible();
    expect(within(signOff).getByRole('button', { name: 'Approve the design' })).toBeVisible();
    const items = within(timeline)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL');
    expect(items[1]).toHaveTextContent('Production');
    expect(within(items[1]!).getByText(designSignOffTexts.productionWaits)).toBeVisible();
    expect(screen.getAllByText(designSignOffTexts.productionWaits)).toHaveLength(1);
  });

  it('says nothing about waiting once the design is signed off', async () => {
    answerCalls({
      'GET /project/p1/summary': { status: 200, body: { id: 'p1', name: 'Casey kitchen' } },
      'GET /project/p1/meta': { status: 200, body: projectMeta },
      'GET /project/p1/design-sign-offs': { status: 200, body: noSignOff },
      'GET /project/p1/payment-schedule': { status: 200, body: schedule },
      'GET /project/p1/designer': { status: 200, body: null },
      'GET /project/p1/stages': {
        status: 200,
        body: { ...comingUp, designSignedOffAt: '2026-10-30T09:00:00.000Z' },
      },
    });
    await renderApp({ url: '/project/p1/dashboard', queryData: [session(casey)] });
    expect(await screen.findByRole('region', { name: 'Project timeline' })).toBeVisible();
    expect(screen.queryByText(designSignOffTexts.productionWaits)).toBeNull();
    expect(screen.queryByRole('region', { name: designSignOffTexts.title })).toBeNull();
  });

  it('says nothing about waiting on a production that started under a plan stored before', async () => {
    answerCalls({
      'GET /project/p1/summary': { status: 200, body: { id: 'p1', name: 'Casey kitchen' } },
      'GET /project/p1/meta': { status: 200, body: projectMeta },
      'GET /project/p1/design-sign-offs': { status: 200, body: noSignOff },
      'GET /project/p1/payment-schedule': { status: 200, body: schedule },
      'GET /project/p1/designer': { status: 200, body: null },
      'GET /project/p1/stages': { status: 200, body: unplanned },
    });
    await renderApp({ url: '/project/p1/dashboard', queryData: [session(casey)] });
    expect(await screen.findByRole('region', { name: 'Project timeline' })).toBeVisible();
    expect(screen.queryByText(designSignOffTexts.productionWaits)).toBeNull();
  });

  it('lets staff create the stages from a start date, complexity and delivery method', async () => {
    answerCalls({
      'GET /project/p1/summary': { status: 200, body: { id: 'p1', name: 'Casey kitchen' } },
      'GET /project/p1/meta': { status: 200, body: projectMeta },
      'GET /project/p1/design-sign-offs': { status: 200, body: noSignOff },
      'GET /project/p1/payment-schedule': { status: 200, body: schedule },
      'GET /project/p1/designer': { status: 200, body: null },
      'GET /project/p1/stages': [
        { status: 200, body: empty },
        {
          status: 200,
          body: {
            ...planned,
            stages: planned.stages.map((s) => ({ ...s, contentIds: [], deliveryId: null })),
          },
        },
      ],
      'POST /project/p1/create-substages': { status: 200, body: [] },
      'GET /project/p1/welcome': { status: 200, body: null },
    });
    const { user } = await renderApp({ url: '/project/p1/dashboard', queryData: [session(dana)] });
    expect(await screen.findByText('No stages planned yet')).toBeVisible();
    const form = screen.getByRole('form', { name: 'Plan the stages' });
    fireEvent.change(within(form).getByLabelText('Start date'), {
      target: { value: '2026-11-02' },
    });
    await user.selectOptions(within(form).getByLabelText('Delivery method'), 'air freight');
    await user.click(within(form).getByRole('button', { name: 'Create stages' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/project/p1/create-substages',
        body: {
          startDate: '2026-11-02',
          productionComplexity: 'standard',
          deliveryType: 'air freight',
        },
      }),
    );
    expect(await screen.findByText('Nov 2, 2026 – Nov 8, 2026')).toBeVisible();
  });

  it('shows the payments: paid and due amounts, the next step and each state', async () => {
    answerCalls({
      ...paymentsReads(),
    });
    await renderApp({ url: '/project/p1/dashboard', queryData: [session(casey)] });
    const payments = within(await screen.findByRole('region', { name: 'Payments' }));
    expect(
      await payments.findByText(
        'Next payment: Before production, $7,407.36 (Before production · pay by Apr 30, 2025)',
      ),
    ).toBeVisible();
    expect(payments.getByText('Total').nextSibling).toHaveTextContent('$12,345.60');
    expect(payments.getByText('Paid').nextSibling).toHaveTextContent('$500.00');
    expect(payments.getByText('Left to pay').nextSibling).toHaveTextContent('$11,845.60');
    const rows = payments.getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Paid on Mar 5, 2025');
    expect(rows[1]).toHaveTextContent('60 % of the total');
    expect(rows[1]).toHaveTextContent('Due');
    expect(rows[2]).toHaveTextContent('On delivery · Date set when the project is planned');
    expect(rows[2]).toHaveTextContent('Upcoming');
  });

  it('says nothing is due before an estimate is accepted', async () => {
    answerCalls(
      paymentsReads(
        makePaymentSchedule({
          stored: false,
          accepted: null,
          currency: null,
          paidTotal: 0,
          outstanding: null,
          next: 0,
          payments: schedule.payments.map((payment) => ({
            ...payment,
            id: null,
            reference: null,
            amount: null,
            state: 'upcoming',
            paid: null,
            payBy: null,
            dueFrom: null,
          })),
        }),
      ),
    );
    await renderApp({ url: '/project/p1/dashboard', queryData: [session(casey)] });
    const payments = within(await screen.findByRole('region', { name: 'Payments' }));
    expect(
      await payments.findByText('No payments are due before you accept an estimate.'),
    ).toBeVisible();
    expect(payments.getAllByText('Set when you accept an estimate')).toHaveLength(3);
    expect(payments.queryByText('Left to pay')).toBeNull();
  });

  it('sends the customer to pay the next payment, and says why when it cannot be paid', async () => {
    expectConsoleErrors();
    const leave = vi.spyOn(leavePage, 'for').mockImplementation(() => undefined);
    answerCalls({
      ...paymentsReads(),
      'POST /project/p1/payment-schedule/sp2/checkout': [
        { status: 409, body: { error: 'Pay Deposit first', code: 'CONFLICT' } },
        { status: 200, body: { url: 'https://checkout.fake/cs_1' } },
      ],
    });
    await renderApp({ url: '/project/p1/dashboard', queryData: [session(casey)] });
    const payments = within(await screen.findByRole('region', { name: 'Payments' }));
    const pay = await payments.findByRole('button', { name: 'Pay $7,407.36: Before production' });
    expect(payments.getAllByRole('button')).toHaveLength(1);
    fireEvent.click(pay);
    expect(await payments.findByText('Error: Pay Deposit first')).toBeVisible();
    fireEvent.click(pay);
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://checkout.fake/cs_1'));
    leave.mockRestore();
  });

  it('offers staff no payment button', async () => {
    answerCalls({
      ...paymentsReads(),
    });
    await renderApp({ url: '/project/p1/dashboard', queryData: [session(dana)] });
    const payments = within(await screen.findByRole('region', { name: 'Payments' }));
    expect(await payments.findByText(/^Next payment: Before production/)).toBeVisible();
    expect(payments.queryByRole('button')).toBeNull();
  });
});

import type { PaymentSchedule } from '@corner/contracts';
import { scheduleTexts } from '@corner/contracts/display';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerCalls, type Answer, type Call } from '@/testing/answer-calls';
import { makePaymentSchedule } from '@/testing/fixtures';
import { expectConsoleErrors, renderApp } from '@/testing/test-utils';
import { ProjectPaymentSchedule } from './components/project-payment-schedule';
import { projectId } from './testing';

/* 'Payment schedule' on the back office project page: the payments, and changing them. */

const schedulePath = `/project/${projectId}/payment-schedule`;

const answer = (overrides: Partial<PaymentSchedule> = {}): Answer => ({
  status: 200,
  body: makePaymentSchedule(overrides),
});

async function renderSection(answers: Record<string, Answer | Answer[]>) {
  const calls: Call[] = [];
  answerCalls(answers, { calls });
  const rendered = await renderApp({
    url: '/',
    routes: [{ path: '/', element: <ProjectPaymentSchedule projectId={projectId} /> }],
  });
  await screen.findByRole('heading', { name: 'Payment schedule' });
  return { ...rendered, calls };
}

const openDialog = async (user: Awaited<ReturnType<typeof renderSection>>['user']) => {
  await user.click(screen.getByRole('button', { name: 'Change the schedule' }));
  return within(screen.getByRole('dialog', { name: 'Change the payment schedule' }));
};

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the payment schedule on the back office project page', () => {
  it('shows the payments with their amounts and states, and the totals', async () => {
    await renderSection({ [`GET ${schedulePath}`]: answer() });
    const payments = screen.getAllByRole('listitem');
    expect(payments.map((payment) => payment.textContent)).toEqual([
      expect.stringMatching(/^DepositThe deposit.*\$500\.00Paid on /),
      expect.stringMatching(
        /^Before production60 % of the totalBefore production.*\$7,407\.36Due$/,
      ),
      expect.stringMatching(/^On deliveryThe rest of the totalOn delivery.*\$4,438\.24Upcoming$/),
    ]);
    const totals = screen.getByText('Left to pay').closest('dl');
    expect(totals).toHaveTextContent('Total$12,345.60Paid$500.00Left to pay$11,845.60');
    expect(screen.getByRole('button', { name: 'Change the schedule' })).toBeVisible();
    expect(screen.queryByText(scheduleTexts.companyDefault)).toBeNull();
    expect(screen.queryByText(scheduleTexts.locked)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says when the project follows the company's schedule", async () => {
    await renderSection({ [`GET ${schedulePath}`]: answer({ stored: false }) });
    expect(screen.getByText(scheduleTexts.companyDefault)).toBeVisible();
  });

  it('says why the amounts cannot be worked out', async () => {
    await renderSection({
      [`GET ${schedulePath}`]: answer({ problem: 'The percentages come to 90 %, not 100 %' }),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The percentages come to 90 %, not 100 %');
  });

  it('says the schedule is locked once a payment of it was paid, with no way to change it', async () => {
    await renderSection({ [`GET ${schedulePath}`]: answer({ editable: false }) });
    expect(screen.getByText(scheduleTexts.locked)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Change the schedule' })).toBeNull();
  });

  it('changes a share, adds a payment before the rest, and sends exactly what was entered', async () => {
    const saved = makePaymentSchedule({
      payments: [
        ...makePaymentSchedule().payments.slice(0, 2),
        {
          ...makePaymentSchedule().payments[2]!,
          id: 'sp4',
          label: 'Before fitting',
          share: { kind: 'amount', value: '1200.00' },
          due: { kind: 'date', date: '2027-06-01' },
        },
        makePaymentSchedule().payments[2]!,
      ],
    });
    const { user, calls } = await renderSection({
      [`GET ${schedulePath}`]: answer(),
      [`PUT ${schedulePath}`]: { status: 200, body: saved },
    });
    const dialog = await openDialog(user);
    const payment = (n: number) => within(dialog.getByRole('group', { name: `Payment ${n}` }));

    // The deposit is offered for the first payment only, the rest for the last only.
    expect(optionsOf(payment(1).getByLabelText('How much'))).toEqual([
      'The deposit',
      'A percentage of the total',
      'A fixed amount',
    ]);
    expect(optionsOf(payment(2).getByLabelText('How much'))).toEqual([
      'A percentage of the total',
      'A fixed amount',
    ]);
    expect(optionsOf(payment(3).getByLabelText('How much'))).toEqual([
      'A percentage of the total',
      'A fixed amount',
      'The rest of the total',
    ]);
    expect(payment(1).getByRole('button', { name: 'Remove payment 1' })).toBeVisible();

    await user.clear(payment(2).getByLabelText('Percentage'));
    await user.type(payment(2).getByLabelText('Percentage'), '33.333');
    expect(payment(2).getByLabelText('Percentage')).toHaveValue('33.33');

    await user.click(dialog.getByRole('button', { name: 'Add a payment' }));
    expect(dialog.getAllByRole('group')).toHaveLength(4);
    expect(payment(3).getByLabelText('Label')).toHaveFocus();
    expect(payment(4).getByLabelText('Label')).toHaveValue('On delivery');
    await user.type(payment(3).getByLabelText('Label'), 'Before fitting');
    await user.selectOptions(payment(3).getByLabelText('How much'), 'A fixed amount');
    await user.type(payment(3).getByLabelText('Amount'), '1200.00');
    await user.selectOptions(payment(3).getByLabelText('When it is due'), 'On a date');
    await user.type(payment(3).getByLabelText('Date'), '2027-06-01');

    await user.click(dialog.getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: schedulePath,
        body: {
          payments: [
            { label: 'Deposit', share: { kind: 'deposit' }, due: { kind: 'acceptance' } },
            {
              label: 'Before production',
              share: { kind: 'percent', value: '33.33' },
              due: { kind: 'production' },
            },
            {
              label: 'Before fitting',
              share: { kind: 'amount', value: '1200.00' },
              due: { kind: 'date', date: '2027-06-01' },
            },
            { label: 'On delivery', share: { kind: 'rest' }, due: { kind: 'delivery' } },
          ],
        },
      },
    ]);
    // The answer is the schedule shown: no second read.
    expect(screen.getByRole('status')).toHaveTextContent(scheduleTexts.saved);
    expect(screen.getByText('Before fitting')).toBeVisible();
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(1);
  });

  it('sends nothing while a payment is incomplete, and says what is missing', async () => {
    const { user, calls } = await renderSection({ [`GET ${schedulePath}`]: answer() });
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('button', { name: 'Add a payment' }));
    await user.click(dialog.getByRole('button', { name: 'Save schedule' }));
    const added = within(dialog.getByRole('group', { name: 'Payment 3' }));
    expect(added.getByLabelText('Label')).toHaveFocus();
    expect(added.getByLabelText('Label')).toHaveAccessibleDescription('This field is required');

    await user.type(added.getByLabelText('Label'), 'Before fitting');
    await user.click(dialog.getByRole('button', { name: 'Save schedule' }));
    expect(added.getByLabelText('Percentage')).toHaveFocus();
    expect(added.getByLabelText('Percentage')).toHaveAccessibleDescription(
      /^Of the accepted total, e\.g\. 33\.33 This field is required$/,
    );
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await user.click(dialog.getByRole('button', { name: 'Remove payment 3' }));
    expect(dialog.getAllByRole('group')).toHaveLength(3);
    await waitFor(() =>
      expect(
        within(dialog.getByRole('group', { name: 'Payment 2' })).getByLabelText('Label'),
      ).toHaveFocus(),
    );
  });

  it("shows the API's reason when the shares do not work out, and stays open", async () => {
    const logged = expectConsoleErrors();
    const { user, calls } = await renderSection({
      [`GET ${schedulePath}`]: answer(),
      [`PUT ${schedulePath}`]: {
        status: 400,
        body: { error: 'The percentages come to 90 %, not 100 %' },
      },
    });
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('button', { name: 'Save schedule' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Error: The percentages come to 90 %, not 100 %',
    );
    expect(screen.getByRole('dialog', { name: 'Change the payment schedule' })).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(logged).toHaveBeenCalledTimes(1);
  });
});

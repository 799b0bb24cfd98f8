import { companyPaymentSchedule } from '@corner/contracts';
import { describe, expect, it } from 'vitest';
import { scheduleOn, type PlannedPayment, type ScheduleFacts } from './schedule-states.js';

const company = companyPaymentSchedule.map((plan, index): PlannedPayment => ({
  ...plan,
  id: `p${index}`,
  reference: `P-000000000${index}`,
  paid: null,
  refundedAt: null,
}));

const facts = (overrides: Partial<ScheduleFacts> = {}): ScheduleFacts => ({
  stored: true,
  payments: company,
  accepted: {
    reference: 'E-2026-0007',
    total: 10_000.01,
    currency: 'usd',
    acceptedOn: '2027-01-04',
  },
  reservation: null,
  depositIn: () => 500,
  signedOffOn: null,
  productionStarts: '2027-03-01',
  deliveryEnds: '2027-05-10',
  today: '2027-01-04',
  ...overrides,
});

describe('scheduleOn', () => {
  it('works out the amounts to the cent: the deposit, 60 % and the rest', () => {
    const schedule = scheduleOn(facts());
    expect(schedule.payments.map((payment) => payment.amount)).toEqual([500, 6000.01, 3500]);
    expect(schedule.outstanding).toBe(10_000.01);
    expect(schedule.paidTotal).toBe(0);
    expect(schedule.problem).toBeNull();
  });

  it('dates each payment from its event and says which are due', () => {
    const [deposit, production, delivery] = scheduleOn(facts()).payments;
    expect(deposit).toMatchObject({ dueFrom: '2027-01-04', payBy: '2027-01-18', state: 'due' });
    expect(production).toMatchObject({ payBy: '2027-02-28', dueFrom: '2027-02-14' });
    expect(production!.state).toBe('upcoming');
    expect(delivery).toMatchObject({ payBy: '2027-05-10', state: 'upcoming' });
    const later = scheduleOn(facts({ today: '2027-03-01' })).payments;
    expect(later.map((payment) => payment.state)).toEqual(['overdue', 'overdue', 'upcoming']);
  });

  it('dates a payment due on the design sign-off from the day it is signed off', () => {
    const onSignOff: PlannedPayment = {
      ...company[1]!,
      label: 'On sign-off',
      due: { kind: 'sign-off' },
    };
    const payments = [company[0]!, onSignOff, company[2]!];
    const waiting = scheduleOn(facts({ payments })).payments[1];
    expect(waiting).toMatchObject({ payBy: null, dueFrom: null, state: 'upcoming' });
    const signed = scheduleOn(facts({ payments, signedOffOn: '2027-02-01', today: '2027-02-02' }));
    expect(signed.payments[1]).toMatchObject({
      dueFrom: '2027-02-01',
      payBy: '2027-02-15',
      state: 'due',
    });
  });

  it('counts the reservation as the paid deposit, with the amount it paid', () => {
    const schedule = scheduleOn(
      facts({
        reservation: {
          at: new Date('2026-12-20T10:00:00Z'),
          amount: 400,
          currency: 'usd',
          refunded: false,
        },
      }),
    );
    expect(schedule.payments[0]).toMatchObject({ state: 'paid', amount: 400 });
    expect(schedule.payments[0]!.paid).toEqual({ at: '2026-12-20T10:00:00.000Z', amount: 400 });
    expect(schedule.payments[2]!.amount).toBe(3600);
    expect(schedule.paidTotal).toBe(400);
    expect(schedule.outstanding).toBe(9600.01);
    expect(schedule.next).toBe(1);
    expect(schedule.editable).toBe(true);
  });

  it('says a refunded deposit is refunded, not paid', () => {
    const schedule = scheduleOn(
      facts({
        reservation: {
          at: new Date('2026-12-20T10:00:00Z'),
          amount: 500,
          currency: 'usd',
          refunded: true,
        },
      }),
    );
    expect(schedule.payments[0]!.state).toBe('refunded');
    expect(schedule.paidTotal).toBe(0);
  });

  it('leaves amounts and due states for after the acceptance', () => {
    const schedule = scheduleOn(facts({ accepted: null, today: '2027-02-20' }));
    expect(schedule.payments.map((payment) => payment.amount)).toEqual([null, null, null]);
    expect(schedule.payments.map((payment) => payment.state)).toEqual([
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(schedule.outstanding).toBeNull();
    expect(schedule.currency).toBeNull();
  });

  it('says why amounts that do not add up cannot be worked out', () => {
    const schedule = scheduleOn(
      facts({
        payments: [
          { ...company[1]!, share: { kind: 'percent', value: '50' } },
          { ...company[2]!, share: { kind: 'percent', value: '40' } },
        ],
      }),
    );
    expect(schedule.problem).toBe('The percentages come to 90 %, not 100 %');
    expect(schedule.payments.every((payment) => payment.amount === null)).toBe(true);
  });

  it('locks the schedule once a payment of its own is paid', () => {
    const paid = { at: new Date('2027-02-01T09:00:00Z'), amount: 6000.01 };
    const schedule = scheduleOn(
      facts({ payments: [company[0]!, { ...company[1]!, paid }, company[2]!] }),
    );
    expect(schedule.editable).toBe(false);
    expect(schedule.payments[1]!.state).toBe('paid');
    expect(schedule.next).toBe(0);
  });
});

/*
 * A project's payment schedule in words (issue 38, decision 63): what each payment's share and
 * due event are called, the states, the company default and the sentences the API and both
 * screens use. No zod here: the web app reads it through `display`.
 */

/** When a payment falls due: a date staff set, or an event of the project. */
export const scheduleDueKinds = [
  'acceptance',
  'sign-off',
  'production',
  'delivery',
  'date',
] as const;
export type ScheduleDueKind = (typeof scheduleDueKinds)[number];

export const scheduleDueKindLabels: Readonly<Record<ScheduleDueKind, string>> = {
  acceptance: 'On acceptance',
  'sign-off': 'On design sign-off',
  production: 'Before production',
  delivery: 'On delivery',
  date: 'On a date',
};

/**
 * How much: the deposit of the price list (first payment only; once a reservation paid it, the
 * amount paid), a percentage of the accepted total, a fixed amount, or the rest (last only).
 */
export const scheduleShareKinds = ['deposit', 'percent', 'amount', 'rest'] as const;
export type ScheduleShareKind = (typeof scheduleShareKinds)[number];

export const scheduleShareKindLabels: Readonly<Record<ScheduleShareKind, string>> = {
  deposit: 'The deposit',
  percent: 'A percentage of the total',
  amount: 'A fixed amount',
  rest: 'The rest of the total',
};

export const scheduledPaymentStates = ['upcoming', 'due', 'paid', 'overdue', 'refunded'] as const;
export type ScheduledPaymentState = (typeof scheduledPaymentStates)[number];

export const scheduledPaymentStateLabels: Readonly<Record<ScheduledPaymentState, string>> = {
  upcoming: 'Upcoming',
  due: 'Due',
  paid: 'Paid',
  overdue: 'Overdue',
  refunded: 'Refunded',
};

/**
 * A payment falls due this many days before its pay-by date and is overdue the day after it.
 * On acceptance, the pay-by date is this many days after the acceptance.
 */
export const paymentTermDays = 14;

export const scheduleLimits = { payments: 6, label: 60 } as const;

export interface ScheduledPaymentPlan {
  label: string;
  share:
    | { kind: 'deposit' }
    | { kind: 'percent'; value: string }
    | { kind: 'amount'; value: string }
    | { kind: 'rest' };
  due: { kind: Exclude<ScheduleDueKind, 'date'> } | { kind: 'date'; date: string };
}

/** The company's schedule, every project's until staff save one of its own. */
export const companyPaymentSchedule: readonly ScheduledPaymentPlan[] = [
  { label: 'Deposit', share: { kind: 'deposit' }, due: { kind: 'acceptance' } },
  {
    label: 'Before production',
    share: { kind: 'percent', value: '60' },
    due: { kind: 'production' },
  },
  { label: 'On delivery', share: { kind: 'rest' }, due: { kind: 'delivery' } },
];

export const scheduleTexts = {
  heading: 'Payments',
  empty: 'No payments are due before you accept an estimate.',
  amountLater: 'Set when you accept an estimate',
  dateLater: 'Date set when the project is planned',
  paid: 'Paid',
  due: 'Due',
  next: 'Next payment',
  allPaid: 'Everything is paid. Thank you.',
  locked: 'The schedule cannot change after a payment of it was paid',
  depositFirst: 'Only the first payment can be the deposit',
  saved: 'Schedule saved',
  companyDefault: "The company's schedule: save it to set this project's own.",
} as const;

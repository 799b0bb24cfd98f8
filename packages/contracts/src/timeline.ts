/*
 * The stages of a kitchen project on the calendar (PRODUCT.md section 6): each stage starts the
 * day after the previous one ends, from the project's start date. Dates are calendar dates
 * ("2026-01-05"), computed in UTC so a stage is the same days wherever it is read. Shared by
 * the API (create-substages) and the web app (dashboard, template timeline). No zod here.
 */

export const productionComplexities = ['simple', 'standard', 'complex'] as const;
export type ProductionComplexity = (typeof productionComplexities)[number];

export const deliveryMethods = ['shipping', 'air freight'] as const;
export type DeliveryMethod = (typeof deliveryMethods)[number];

export const stageKeys = [
  'design-approval',
  'production',
  'quality-control',
  'delivery',
  'installation',
] as const;
export type StageKey = (typeof stageKeys)[number];

export const stageNames: Readonly<Record<StageKey, string>> = {
  'design-approval': 'Design approval',
  production: 'Production',
  'quality-control': 'Quality control and packing',
  delivery: 'Delivery',
  installation: 'Installation',
};

const productionDays: Readonly<Record<ProductionComplexity, number>> = {
  simple: 28,
  standard: 42,
  complex: 56,
};
const deliveryDays: Readonly<Record<DeliveryMethod, number>> = {
  shipping: 35,
  'air freight': 7,
};

export interface PlannedStage {
  key: StageKey;
  name: string;
  days: number;
  /** First day of the stage. */
  startDate: string;
  /** Last day of the stage (inclusive). */
  endDate: string;
}

export type StageStatus = 'done' | 'current' | 'upcoming';

export interface TimelineOptions {
  startDate: string;
  productionComplexity: ProductionComplexity;
  deliveryMethod: DeliveryMethod;
}

const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayMs = 86_400_000;

function toUtcDay(date: string): number {
  const match = calendarDate.exec(date);
  const day = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (Number.isNaN(day) || new Date(day).toISOString().slice(0, 10) !== date) {
    throw new RangeError(`Not a calendar date: ${date}`);
  }
  return day;
}

const fromUtcDay = (day: number) => new Date(day).toISOString().slice(0, 10);

/** Adds whole days to a calendar date, across months and years. */
export function addDays(date: string, days: number): string {
  return fromUtcDay(toUtcDay(date) + days * dayMs);
}

export function stageLengths(
  options: Omit<TimelineOptions, 'startDate'>,
): Record<StageKey, number> {
  return {
    'design-approval': 7,
    production: productionDays[options.productionComplexity],
    'quality-control': 7,
    delivery: deliveryDays[options.deliveryMethod],
    installation: 5,
  };
}

/** The five stages, back to back from the start date. */
export function planStages(options: TimelineOptions): PlannedStage[] {
  const lengths = stageLengths(options);
  let startDate = options.startDate;
  return stageKeys.map((key) => {
    const days = lengths[key];
    const stage = {
      key,
      name: stageNames[key],
      days,
      startDate,
      endDate: addDays(startDate, days - 1),
    };
    startDate = addDays(startDate, days);
    return stage;
  });
}

/** Where a stage stands on a given day (today, as a calendar date). */
export function stageStatus(stage: Pick<PlannedStage, 'startDate' | 'endDate'>, today: string) {
  if (today > stage.endDate) return 'done' satisfies StageStatus;
  if (today >= stage.startDate) return 'current' satisfies StageStatus;
  return 'upcoming' satisfies StageStatus;
}

import { describe, expect, it } from 'vitest';
import { addDays, planStages, stageStatus } from './timeline.js';

describe('addDays', () => {
  it('crosses month, leap-day and year boundaries', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-29', 7)).toBe('2026-04-05');
  });

  it('refuses a date that does not exist', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('26-1-1', 1)).toThrow(RangeError);
  });
});

describe('planStages', () => {
  it('puts the five stages back to back with the lengths of PRODUCT.md', () => {
    const stages = planStages({
      startDate: '2026-11-02',
      productionComplexity: 'standard',
      deliveryMethod: 'shipping',
    });
    expect(stages.map((stage) => [stage.name, stage.startDate, stage.endDate])).toEqual([
      ['Design approval', '2026-11-02', '2026-11-08'],
      ['Production', '2026-11-09', '2026-12-20'],
      ['Quality control and packing', '2026-12-21', '2026-12-27'],
      ['Delivery', '2026-12-28', '2027-01-31'],
      ['Installation', '2027-02-01', '2027-02-05'],
    ]);
  });

  it('follows the complexity and the delivery method', () => {
    const days = (complexity: 'simple' | 'complex', method: 'shipping' | 'air freight') =>
      planStages({
        startDate: '2026-01-01',
        productionComplexity: complexity,
        deliveryMethod: method,
      }).map((stage) => stage.days);
    expect(days('simple', 'air freight')).toEqual([7, 28, 7, 7, 5]);
    expect(days('complex', 'shipping')).toEqual([7, 56, 7, 35, 5]);
  });

  it('ends complex shipped projects started late in the year in the next year', () => {
    const stages = planStages({
      startDate: '2026-12-15',
      productionComplexity: 'complex',
      deliveryMethod: 'shipping',
    });
    expect(stages.at(-1)?.endDate).toBe('2027-04-03'); // 110 days: Dec 15 + 109;
  });
});

describe('stageStatus', () => {
  const stage = { startDate: '2026-11-09', endDate: '2026-12-20' };
  it('is upcoming before, current on its first and last day, done after', () => {
    expect(stageStatus(stage, '2026-11-08')).toBe('upcoming');
    expect(stageStatus(stage, '2026-11-09')).toBe('current');
    expect(stageStatus(stage, '2026-12-20')).toBe('current');
    expect(stageStatus(stage, '2026-12-21')).toBe('done');
  });
});

describe('stages at month and year boundaries', () => {
  it('starts each stage the day after the last one ends, from Jan 31 in a leap year', () => {
    const stages = planStages({
      startDate: '2028-01-31',
      productionComplexity: 'simple',
      deliveryMethod: 'air freight',
    });
    expect(stages.map((stage) => [stage.startDate, stage.endDate])).toEqual([
      ['2028-01-31', '2028-02-06'],
      ['2028-02-07', '2028-03-05'], // 28 days across Feb 29
      ['2028-03-06', '2028-03-12'],
      ['2028-03-13', '2028-03-19'],
      ['2028-03-20', '2028-03-24'],
    ]);
  });

  it('reads the status across the year end', () => {
    const [design, production] = planStages({
      startDate: '2026-12-28',
      productionComplexity: 'standard',
      deliveryMethod: 'shipping',
    });
    expect(design).toMatchObject({ startDate: '2026-12-28', endDate: '2027-01-03' });
    expect(stageStatus(design!, '2026-12-31')).toBe('current');
    expect(stageStatus(design!, '2027-01-04')).toBe('done');
    expect(stageStatus(production!, '2027-01-03')).toBe('upcoming');
    expect(stageStatus(production!, '2027-01-04')).toBe('current');
  });
});

import { describe, expect, it } from 'vitest';
import { projectPhase, type ProjectPhaseFacts } from './project-phase.js';
import { planStages } from './timeline.js';

// Standard production, shipping: design approval 1–7 Jan, production 8 Jan–18 Feb, quality
// control 19–25 Feb, delivery 26 Feb–1 Apr, installation 2–6 Apr 2026.
const stages = planStages({
  startDate: '2026-01-01',
  productionComplexity: 'standard',
  deliveryMethod: 'shipping',
});

const facts = (over: Partial<ProjectPhaseFacts>): ProjectPhaseFacts => ({
  status: 'estimation',
  stages: [],
  hasDelivery: false,
  reserved: false,
  today: '2025-12-01',
  ...over,
});

describe('projectPhase', () => {
  it('is the status while nothing else is known', () => {
    expect(projectPhase(facts({}))).toBe('estimation');
    expect(projectPhase(facts({ status: 'design' }))).toBe('design');
  });

  it('keeps the status before the first stage starts', () => {
    expect(projectPhase(facts({ stages }))).toBe('estimation');
    expect(projectPhase(facts({ stages, status: 'design' }))).toBe('design');
  });

  it('puts a reserved project in design at least', () => {
    expect(projectPhase(facts({ reserved: true }))).toBe('design');
  });

  it("follows the plan's stage today, whatever the status says", () => {
    const on = (today: string) => projectPhase(facts({ stages, today }));
    expect(on('2026-01-01')).toBe('design');
    expect(on('2026-01-07')).toBe('design');
    expect(on('2026-01-08')).toBe('production');
    expect(on('2026-02-20')).toBe('production'); // quality control and packing
    expect(on('2026-02-26')).toBe('delivery');
    expect(on('2026-04-03')).toBe('delivery'); // installation
    expect(on('2026-04-06')).toBe('delivery');
    expect(on('2026-04-07')).toBe('done');
  });

  it('is in delivery once a delivery is on record', () => {
    expect(projectPhase(facts({ hasDelivery: true }))).toBe('delivery');
    expect(projectPhase(facts({ stages, today: '2026-01-10', hasDelivery: true }))).toBe(
      'delivery',
    );
    // A delivery does not hold back a finished project.
    expect(projectPhase(facts({ stages, today: '2026-05-01', hasDelivery: true }))).toBe('done');
  });

  it('Walker Garden Studio (demo): design by status, delivery by its plan and parcel', () => {
    // Started 66 days ago with standard production and shipping: day 67 is in delivery.
    const start = '2026-01-01';
    const today = '2026-03-08';
    expect(
      projectPhase(
        facts({
          status: 'design',
          stages: planStages({
            startDate: start,
            productionComplexity: 'standard',
            deliveryMethod: 'shipping',
          }),
          reserved: true,
          hasDelivery: true,
          today,
        }),
      ),
    ).toBe('delivery');
  });

  it('reads stored stages with a gap between them', () => {
    const gapped = [
      { key: 'design-approval' as const, startDate: '2026-01-01', endDate: '2026-01-07' },
      { key: 'production' as const, startDate: '2026-01-08', endDate: '2026-01-31' },
      { key: 'quality-control' as const, startDate: '2026-02-10', endDate: '2026-02-16' },
    ];
    expect(projectPhase(facts({ stages: gapped, today: '2026-02-05' }))).toBe('production');
  });
});

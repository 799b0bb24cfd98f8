import type { EstimateLine } from '@corner/contracts';
import { describe, expect, it } from 'vitest';
import { makeEstimate } from '@/testing/fixtures';
import { compareVersions, lineIdentity, type ComparedVersion } from './compare-versions';

function line(overrides: Partial<EstimateLine> & Pick<EstimateLine, 'name'>): EstimateLine {
  return {
    id: `line-${overrides.name}`,
    category: 'front',
    image: null,
    catalogItemId: null,
    publicPath: null,
    quantity: 1,
    unit: 'piece',
    unitPrice: 10,
    price: 10,
    ...overrides,
  };
}

function version(
  n: number,
  costs: Partial<ReturnType<typeof makeEstimate>>,
  lines: EstimateLine[] = [],
): ComparedVersion {
  return { versionId: `v${n}`, estimate: makeEstimate({ id: `e${n}`, ...costs }), lines };
}

const amountsOf = (columns: ReturnType<typeof compareVersions>, index: number) =>
  Object.fromEntries(
    (columns[index]?.amounts ?? []).map(({ field, standing }) => [field, standing]),
  );

describe('compareVersions: summary lines', () => {
  it('gives each line its difference to the cheapest version of that line', () => {
    const columns = compareVersions([
      version(1, { totalCost: 25000, materialsCost: 12000, componentsCost: 6000 }),
      version(2, { totalCost: 23760, materialsCost: 13240.5, componentsCost: 5000.25 }),
    ]);
    expect(amountsOf(columns, 0).totalCost).toEqual({ kind: 'above', difference: 1240 });
    expect(amountsOf(columns, 1).totalCost).toEqual({ kind: 'lowest' });
    expect(amountsOf(columns, 0).materialsCost).toEqual({ kind: 'lowest' });
    expect(amountsOf(columns, 1).materialsCost).toEqual({ kind: 'above', difference: 1240.5 });
    // Rounded to cents, never 999.7499999.
    expect(amountsOf(columns, 0).componentsCost).toEqual({ kind: 'above', difference: 999.75 });
  });

  it('shows the same summary lines in every column: those not zero in some version', () => {
    const columns = compareVersions([
      version(1, { installationCost: 0, measurementsCost: 0, assemblyCost: 0 }),
      version(2, { installationCost: 1450, measurementsCost: 0, assemblyCost: 0 }),
    ]);
    const fields = columns.map((column) => column.amounts.map(({ field }) => field));
    expect(fields[0]).toEqual([
      'totalCost',
      'materialsCost',
      'componentsCost',
      'countertopCost',
      'deliveryCost',
      'installationCost',
    ]);
    expect(fields[1]).toEqual(fields[0]);
    expect(columns[0]?.amounts.at(-1)).toMatchObject({ amount: 0, standing: { kind: 'lowest' } });
  });

  it('marks every tied cheapest version lowest, and says so when all are the same', () => {
    const columns = compareVersions([
      version(1, { totalCost: 100 }),
      version(2, { totalCost: 100 }),
      version(3, { totalCost: 130 }),
    ]);
    expect(columns.map((_, index) => amountsOf(columns, index).totalCost)).toEqual([
      { kind: 'lowest' },
      { kind: 'lowest' },
      { kind: 'above', difference: 30 },
    ]);
    // The fixtures' delivery is the same in all three.
    expect(amountsOf(columns, 2).deliveryCost).toEqual({ kind: 'same' });
  });

  it('compares nothing across currencies or with one version', () => {
    const columns = compareVersions([
      version(1, { totalCost: 100, currency: 'usd' }),
      version(2, { totalCost: 90, currency: 'eur' }),
    ]);
    expect(amountsOf(columns, 0).totalCost).toEqual({ kind: 'none' });
    expect(amountsOf(compareVersions([version(1, {})]), 0).totalCost).toEqual({ kind: 'none' });
  });
});

describe('compareVersions: item lines', () => {
  const oak = line({ name: 'Oak front', catalogItemId: 'cat-oak', quantity: 11.4 });
  const hinge = line({ name: 'Hinge', category: 'hardware', catalogItemId: 'cat-hinge' });
  const custom = line({ name: 'Custom filler', category: 'accessory', quantity: 2 });

  it('marks lines only in one version and lines whose quantity differs', () => {
    const columns = compareVersions([
      version(1, {}, [oak, hinge, custom]),
      version(2, {}, [{ ...oak, quantity: 12.1 }, hinge]),
    ]);
    const marks = columns.map((column) =>
      column.groups.map(({ group, lines }) => [group.key, lines.map(({ mark }) => mark)]),
    );
    expect(marks[0]).toEqual([
      ['fronts-and-boxes', ['quantity-differs']],
      ['opening-system', [null]],
      ['accessories', ['only-here']],
    ]);
    expect(marks[1]).toEqual([
      ['fronts-and-boxes', ['quantity-differs']],
      ['opening-system', [null]],
      ['accessories', []],
    ]);
  });

  it('knows a line by its catalog item, else by category and name', () => {
    // Renamed in the catalog between two estimates: still the same item.
    const renamed = { ...oak, name: 'Oak veneer front', id: 'other-line' };
    expect(lineIdentity(renamed)).toBe(lineIdentity(oak));
    // Typed by hand: the same name in another category is another item.
    expect(lineIdentity(custom)).not.toBe(lineIdentity({ ...custom, category: 'countertop' }));
    expect(lineIdentity(custom)).toBe(lineIdentity({ ...custom, name: ' custom Filler ' }));
    const columns = compareVersions([
      version(1, {}, [renamed, custom]),
      version(2, {}, [oak, { ...custom, id: 'x' }]),
    ]);
    // Found in the other version, with the same quantity: not 'only here', not 'differs'.
    expect(columns[0]?.groups.flatMap(({ lines }) => lines.map(({ mark }) => mark))).toEqual([
      null,
      null,
    ]);
  });

  it('adds up an item on several lines before comparing quantities', () => {
    const columns = compareVersions([
      version(1, {}, [hinge, { ...hinge, id: 'second' }]),
      version(2, {}, [{ ...hinge, quantity: 2 }]),
    ]);
    expect(columns[1]?.groups[0]?.lines.map(({ mark }) => mark)).toEqual([null]);
  });

  it('marks nothing with one version shown', () => {
    const [column] = compareVersions([version(1, {}, [oak])]);
    expect(column?.groups[0]?.lines[0]?.mark).toBeNull();
  });

  it('is only in this version when a line is in one of three', () => {
    const columns = compareVersions([
      version(1, {}, [oak]),
      version(2, {}, [hinge]),
      version(3, {}, [oak, hinge]),
    ]);
    expect(columns[0]?.groups.map(({ lines }) => lines.map(({ mark }) => mark))).toEqual([
      [null],
      [],
    ]);
    expect(columns[1]?.groups.map(({ lines }) => lines.map(({ mark }) => mark))).toEqual([
      [],
      [null],
    ]);
  });
});

import { priceListOf, priceVariant } from '@corner/pricing';
import { describe, expect, it } from 'vitest';
import { estimateWithOptions } from './testing';
import { choiceDifferences, validChoices, variantPrices } from './variant-prices';

const { estimate, breakdown } = estimateWithOptions();
const options = breakdown.options!;
const priceList = priceListOf({ version: options.priceList.version, rates: options.priceList });
const cents = (amount: number) => Math.round(amount * 100);

function engine(choices: Record<string, string>) {
  const priced = priceVariant(options.base, options.groups, choices, priceList);
  if (priced.kind !== 'priced') throw new Error('not priced');
  return priced.estimate;
}

function priced(choices: Record<string, string>) {
  const variant = variantPrices(options, estimate, breakdown.lines, choices);
  if (variant.kind !== 'priced') throw new Error(variant.reason);
  return variant;
}

describe("a variant's prices", () => {
  it("are the engine's, each summary line with its difference from the estimate", () => {
    const variant = priced({ worktop: 'oak40' });
    const expected = engine({ worktop: 'oak40' });
    expect(variant.total).toBe(expected.totalCost);
    expect(cents(variant.difference)).toBe(cents(expected.totalCost) - cents(estimate.totalCost));
    const countertop = variant.summary.find((line) => line.label === 'Countertop')!;
    expect(countertop.amount).toBe(expected.countertopCost);
    expect(cents(countertop.difference)).toBe(
      cents(expected.countertopCost) - cents(estimate.countertopCost),
    );
    expect(variant.summary.map((line) => line.label)).toEqual([
      'Materials',
      'Components',
      'Countertop',
      'Assembly',
      'Delivery',
    ]);
  });

  it('shows a swapped line under its new name, at its share of the summary line', () => {
    const variant = priced({ worktop: 'oak40' });
    const old = breakdown.lines.find((line) => line.id === 'line-4')!;
    expect(variant.lines).toEqual([
      {
        id: 'line-4',
        kind: 'swapped',
        name: 'Solid Oak Worktop 40 mm',
        before: 'Calacatta Quartz Worktop 20 mm',
        price: engine({ worktop: 'oak40' }).countertopCost,
        difference: (cents(engine({ worktop: 'oak40' }).countertopCost) - cents(old.price)) / 100,
      },
    ]);
  });

  it('marks a dropped line and lists an added item last', () => {
    const variant = priced({ worktop: 'none', pantry: 'pantry3' });
    const old = breakdown.lines.find((line) => line.id === 'line-4')!;
    expect(variant.lines.map((line) => [line.kind, line.name])).toEqual([
      ['added', 'Pull-Out Pantry 300'],
      ['dropped', 'Calacatta Quartz Worktop 20 mm'],
    ]);
    expect(variant.lines[1]!.difference).toBe(-old.price);
    // The countertop line stays listed at zero, with the estimate's amount as its difference.
    const countertop = variant.summary.find((line) => line.label === 'Countertop')!;
    expect(countertop.amount).toBe(0);
    expect(countertop.difference).toBe(-estimate.countertopCost);
    const components = engine({ worktop: 'none', pantry: 'pantry3' }).componentsCost;
    const hardware = breakdown.lines.find((line) => line.id === 'line-3')!.price;
    // Components hold the handles and the pantry: the pantry is what is left of the line.
    expect(cents(variant.lines[0]!.price)).toBe(cents(components) - cents(hardware));
  });

  it("with no choice, each choice's difference is the server's", () => {
    expect(choiceDifferences(options, {})).toEqual(options.differences);
  });

  it("with another choice made, a choice's difference counts it in", () => {
    const differences = choiceDifferences(options, { assembly: 'not-assembled' });
    const expected =
      cents(engine({ assembly: 'not-assembled', worktop: 'oak40' }).totalCost) -
      cents(engine({ assembly: 'not-assembled' }).totalCost);
    expect(cents(differences.worktop!.oak40!)).toBe(expected);
    expect(differences.assembly!.assembled).toBe(0);
  });

  it('ignores unknown groups and keys and the choices the estimate made', () => {
    expect(
      validChoices(options, {
        worktop: 'oak40',
        pantry: 'nope',
        gone: 'x',
        assembly: 'assembled',
      }),
    ).toEqual({ worktop: 'oak40' });
  });
});

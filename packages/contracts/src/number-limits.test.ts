import { describe, expect, it } from 'vitest';
import {
  customLineRequestSchema,
  lineAmountProblem,
  lineQuantityRequestSchema,
} from './admin-projects.js';
import { catalogItemFormRequestSchema } from './admin-catalog.js';
import { updateParametersRequestSchema } from './estimates.js';
import { maxEstimateAmount, maxLineAmount } from './number-limits.js';

/* Issue 21: the bounds hold at their edge and refuse one step past it, with the field's message. */

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('number limits', () => {
  const parameters = { country: 'eu', size: 'small', distance: 'near', currency: 'usd' } as const;

  it('takes measurements and installation up to 10,000,000 USD', () => {
    const at = { ...parameters, measurements: 10_000_000, installation: 10_000_000 };
    expect(updateParametersRequestSchema.safeParse(at).success).toBe(true);
    const past = { ...parameters, measurements: 10_000_000.01, installation: 1e12 };
    expect(messagesOf(updateParametersRequestSchema.safeParse(past))).toEqual([
      'Maximum value is 10000000',
      'Maximum value is 10000000',
    ]);
  });

  it('takes a line up to 1,000,000,000 USD and refuses one cent more', () => {
    const line = { category: 'front', name: 'Gold', unit: 'piece' } as const;
    const at = { ...line, quantity: 100, unitPrice: 10_000_000 };
    expect(customLineRequestSchema.safeParse(at).success).toBe(true);
    expect(lineAmountProblem(100_000, '10000')).toBeUndefined();
    expect(lineAmountProblem(1, maxLineAmount + 0.01)).toBe(
      'Quantity × unit price must be at most 1000000000 USD',
    );
    expect(messagesOf(customLineRequestSchema.safeParse({ ...at, quantity: 100.001 }))).toEqual([
      'Quantity × unit price must be at most 1000000000 USD',
    ]);
    expect(lineAmountProblem('', 'x')).toBeUndefined();
  });

  it('takes quantities up to 100,000 and prices up to 10,000,000', () => {
    expect(lineQuantityRequestSchema.safeParse({ quantity: 100_000 }).success).toBe(true);
    expect(messagesOf(lineQuantityRequestSchema.safeParse({ quantity: 100_000.001 }))).toEqual([
      'Maximum value is 100000',
    ]);
    const item = { category: 'front', name: 'x', unit: 'piece', isPublic: true };
    expect(catalogItemFormRequestSchema.safeParse({ ...item, unitPrice: 1e7 }).success).toBe(true);
    expect(
      messagesOf(catalogItemFormRequestSchema.safeParse({ ...item, unitPrice: 1e12 })),
    ).toEqual(['Maximum value is 10000000']);
  });

  it('keeps the largest estimate amount within numeric(14, 2) and exact as a JSON number', () => {
    expect(maxEstimateAmount).toBeLessThan(1e12);
    expect(Number.isSafeInteger(Math.round(maxEstimateAmount * 100))).toBe(true);
  });
});

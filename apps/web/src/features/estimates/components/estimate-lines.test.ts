import { describe, expect, it } from 'vitest';
import { formatLineQuantity } from './estimate-lines';

/* A line's quantity and unit price as a person reads them (issue 34.6). */

describe('a line’s quantity and unit price', () => {
  it('says "each" for things counted and "per" a measure', () => {
    expect(formatLineQuantity(3, 'piece', '$20.00')).toBe('3 pieces at $20.00 each');
    expect(formatLineQuantity(1, 'pair', '$9.50')).toBe('1 pair at $9.50 each');
    expect(formatLineQuantity(12.8, 'm²', '$342.00')).toBe('12.8 m² at $342.00 per m²');
    expect(formatLineQuantity(7.2, 'm', '$46.00')).toBe('7.2 m at $46.00 per m');
    expect(formatLineQuantity(2.3456, 'm²', '€10,00')).toBe('2.346 m² at €10,00 per m²');
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEstimate } from '@/testing/fixtures';
import { EstimateSummary } from './estimate-summary';

/** The summary's terms and their values, in order, as a person reads them. */
function readLines(): [string, string][] {
  const summary = screen.getByRole('region', { name: 'Kitchen one' });
  return within(summary)
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

describe('EstimateSummary', () => {
  it('shows the total, the validity date and the non-zero lines in US dollars', () => {
    render(<EstimateSummary estimate={makeEstimate()} label="Kitchen one" />);
    expect(readLines()).toEqual([
      ['Total Price:', '$24,126.50'],
      ['The price is valid until', 'Jan 5, 2025'],
      ['Materials', '$12,840.25'],
      ['Components', '$6,120.00'],
      ['Countertop', '$2,366.25'],
      ['Delivery', '$2,800.00'],
    ]);
  });

  it('shows assembly, measurements and installation when they are not zero, in euros', () => {
    const estimate = makeEstimate({
      currency: 'eur',
      totalCost: 11234.5,
      materialsCost: 6000,
      componentsCost: 2000,
      countertopCost: 0,
      assemblyCost: 960,
      deliveryCost: 1274.5,
      measurementsCost: 400,
      installationCost: 600,
      validUntil: '2025-12-31',
    });
    render(<EstimateSummary estimate={estimate} label="Kitchen one" />);
    expect(readLines()).toEqual([
      ['Total Price:', '11.234,50 €'],
      ['The price is valid until', 'Dec 31, 2025'],
      ['Materials', '6.000,00 €'],
      ['Components', '2.000,00 €'],
      ['Assembly', '960,00 €'],
      ['Delivery', '1.274,50 €'],
      ['Measurements', '400,00 €'],
      ['Installation', '600,00 €'],
    ]);
    expect(screen.queryByText('Countertop')).not.toBeInTheDocument();
  });

  it('always shows the total and the date, even when every line is zero', () => {
    const estimate = makeEstimate({
      currency: 'gbp',
      totalCost: 0,
      materialsCost: 0,
      componentsCost: 0,
      countertopCost: 0,
      deliveryCost: 0,
      validUntil: '2026-03-09',
    });
    render(<EstimateSummary estimate={estimate} label="Kitchen one" />);
    expect(readLines()).toEqual([
      ['Total Price:', '£0.00'],
      ['The price is valid until', 'Mar 9, 2026'],
    ]);
    expect(screen.getByText('Mar 9, 2026')).toHaveAttribute('datetime', '2026-03-09');
  });
});

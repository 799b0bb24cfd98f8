import type { ViewStatistics } from '@corner/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ViewStatisticsPanel } from './view-statistics';

const days = (opens: number[]) =>
  opens.map((count, index) => ({
    date: `2026-11-${String(index + 1).padStart(2, '0')}`,
    opens: count,
  }));

function statistics(overrides: Partial<ViewStatistics> = {}): ViewStatistics {
  return {
    opens: 0,
    openDays: 0,
    lastOpenedAt: null,
    reservePresses: 0,
    versionsViewed: [],
    opensPerDay: days(Array.from({ length: 30 }, () => 0)),
    customerEmails: ['casey@corner.test'],
    ...overrides,
  };
}

/** The panel's terms and values, as a person reads them. */
function facts(): Record<string, string> {
  const panel = screen.getByRole('group', { name: 'Views of /casey' });
  return Object.fromEntries(
    within(panel)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

describe('ViewStatisticsPanel', () => {
  it('says plainly that nobody has opened the page yet', () => {
    render(<ViewStatisticsPanel statistics={statistics()} label="Views of /casey" />);
    expect(facts()).toEqual({
      Opens: '0',
      'Days opened': '0',
      'Last opened': 'Never',
      'RESERVE A SPOT presses': '0',
      'Versions viewed': 'None yet',
    });
    expect(
      screen.getByRole('img', { name: 'Opens per day over the last 30 days: 0 in all, 0 today' }),
    ).toBeVisible();
  });

  it('shows the opens, the last open as time ago, the versions seen and today raised', () => {
    const series = Array.from({ length: 30 }, (_, index) =>
      index === 29 ? 3 : index % 7 === 0 ? 1 : 0,
    );
    render(
      <ViewStatisticsPanel
        statistics={statistics({
          opens: 8,
          openDays: 5,
          lastOpenedAt: new Date(Date.now() - 3 * 3_600_000 - 60_000).toISOString(),
          reservePresses: 1,
          versionsViewed: [
            { designVersionId: 'v1', name: 'Oak', views: 4 },
            { designVersionId: 'v2', name: 'Walnut', views: 1 },
          ],
          opensPerDay: days(series),
        })}
        label="Views of /casey"
      />,
    );
    expect(facts()).toEqual({
      Opens: '8',
      'Days opened': '5',
      'Last opened': '3 h ago',
      'RESERVE A SPOT presses': '1',
      'Versions viewed': 'Oak (4 views), Walnut (1 view)',
    });
    const chart = screen.getByRole('img', {
      name: 'Opens per day over the last 30 days: 8 in all, 3 today',
    });
    const today = chart.querySelector('circle')!;
    // Today is the highest point: at the top of the line's box.
    expect(Number(today.getAttribute('cy'))).toBeLessThan(4);
    expect(chart.querySelector('polyline')!.getAttribute('points')!.split(' ')).toHaveLength(30);
  });
});

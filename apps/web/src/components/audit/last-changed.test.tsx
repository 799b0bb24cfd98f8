import { formatDateTime } from '@corner/contracts/display';
import { describe, expect, it, vi } from 'vitest';
import { answerCalls, lastChangeByDana } from '@/testing/answer-calls';
import { renderWithProviders, screen } from '@/testing/test-utils';
import { LastChanged } from './last-changed';

/* Issue 39 point 2: 'Last changed by' where staff work (pages and edit dialogs). */

describe("'Last changed by'", () => {
  it('names who changed the thing last, and when', async () => {
    answerCalls({ 'GET /admin/last-change': lastChangeByDana });
    renderWithProviders(<LastChanged kind="kitchen" id="k1" />);
    expect(
      await screen.findByText(
        `Last changed by dana@corner.test on ${formatDateTime('2026-11-20T09:30:00.000Z')}`,
      ),
    ).toBeVisible();
  });

  it('says nothing when the trail holds no change of it', async () => {
    const calls = answerCalls({ 'GET /admin/last-change': { status: 200, body: null } });
    const { queryClient } = renderWithProviders(<LastChanged kind="kitchen" id="k1" />);
    await vi.waitFor(() => {
      expect(calls).toHaveLength(1);
      expect(queryClient.isFetching()).toBe(0);
    });
    expect(screen.queryByText(/Last changed/)).toBeNull();
  });
});

import { messageTexts } from '@corner/contracts';
import { within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerCalls } from '@/testing/answer-calls';
import { renderWithProviders, screen } from '@/testing/test-utils';
import { InboxPage } from './components/inbox-page';
import { makeInboxThread } from './testing';

/* The staff inbox (issue 36): who is waiting for an answer from us. */

const render = () =>
  renderWithProviders(
    <MemoryRouter>
      <InboxPage />
    </MemoryRouter>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('the staff inbox', () => {
  it('groups the waiting threads: mine, then unassigned, then others, the longest waiting first', async () => {
    const id = (n: number) => `36000000-0000-4000-8000-00000000010${n}`;
    answerCalls({
      'GET /admin/message-inbox': {
        status: 200,
        body: [
          makeInboxThread({ projectId: id(1), projectName: 'Others', assignment: 'others' }),
          makeInboxThread({
            projectId: id(2),
            projectName: 'Mine, recent',
            waitingSince: '2026-11-21T09:00:00.000Z',
          }),
          makeInboxThread({
            projectId: id(3),
            projectName: 'Unassigned',
            assignment: 'unassigned',
            designerName: null,
          }),
          makeInboxThread({
            projectId: id(4),
            projectName: 'Mine, oldest',
            waitingSince: '2026-11-19T09:00:00.000Z',
          }),
        ],
      },
    });
    render();
    const groups = await screen.findAllByRole('region');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      'Your projects',
      'Projects without a designer',
      "Other designers' projects",
    ]);
    const mine = within(groups[0]!).getAllByRole('link');
    expect(mine.map((link) => link.textContent)).toEqual(['Mine, oldest', 'Mine, recent']);
    expect(mine[0]).toHaveAttribute('href', `/project/${id(4)}/messages`);
    const oldest = mine[0]!.closest('li')!;
    expect(oldest).toHaveTextContent(/Waiting for us since Nov 19, 2026/);
    expect(oldest).toHaveTextContent('Casey Walker: Can the countertop be oak?');
    expect(oldest).toHaveTextContent('1 unread');
  });

  it('says when nobody is waiting', async () => {
    answerCalls({ 'GET /admin/message-inbox': { status: 200, body: [] } });
    render();
    expect(await screen.findByText(messageTexts.inboxEmpty)).toBeVisible();
  });
});

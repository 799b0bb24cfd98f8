import type { AuditEvent } from '@corner/contracts';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerCalls, queriesSentTo } from '@/testing/answer-calls';
import { renderWithProviders, screen } from '@/testing/test-utils';
import { ProjectHistory } from './components/project-history';

/* Issue 39 point 2: a project's history on the back office's project page. */

const projectId = '10000000-0000-4000-8000-000000000001';

const event = (id: string, summary: string, overrides: Partial<AuditEvent> = {}): AuditEvent => ({
  id,
  occurredAt: '2026-11-20T09:30:00.000Z',
  actor: { id: null, email: 'dana@corner.test', role: 'designer' },
  requestId: null,
  summary,
  entity: { kind: 'design-version', id: 'v1', label: 'Version A' },
  projectId,
  changes: [],
  ...overrides,
});

const historyPath = `GET /admin/projects/${projectId}/history`;
const kindsAsked = () => queriesSentTo(historyPath.slice(4)).map((query) => query.kind ?? null);

describe("a project's history", () => {
  it('says who did what, newest first, and narrows to one kind', async () => {
    answerCalls({
      [historyPath]: [
        {
          status: 200,
          body: {
            events: [
              event('9', 'changed line Oak front in Version A', {
                changes: [{ field: 'quantity', label: 'Oak front quantity', from: '1', to: '2' }],
              }),
              event('8', 'published estimate page casey-kitchen', {
                entity: { kind: 'estimate-page', id: 'pg', label: 'casey-kitchen' },
              }),
            ],
            nextBefore: null,
          },
        },
        { status: 200, body: { events: [], nextBefore: null } },
      ],
    });
    const { user } = renderWithProviders(<ProjectHistory projectId={projectId} />);
    const list = await screen.findByRole('list', { name: 'Changes of this project' });
    const [newest, older] = within(list).getAllByRole('listitem');
    expect(newest).toHaveTextContent('dana@corner.test changed Oak front quantity 1 → 2');
    expect(older).toHaveTextContent('dana@corner.test published estimate page casey-kitchen');
    const what = screen.getByLabelText('What');
    const options = within(what)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toContain('Design version');
    expect(options).not.toContain('Price list');
    expect(options).not.toContain('User');

    await user.selectOptions(what, 'Estimate page');
    expect(await screen.findByText('Nothing recorded for this project yet.')).toBeVisible();
    expect(kindsAsked()).toEqual([null, 'estimate-page']);
  });
});

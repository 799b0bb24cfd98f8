import type { AcceptanceCheck, PublicReads } from '@corner/contracts';
import { formatDate } from '@corner/contracts/display';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import type { PageReads } from '@/lib/route-data';
import { loader } from './acceptance-record.loader';
import { recordCheckTexts } from '@/features/acceptance-records/components/acceptance-record';
import { answerCalls, type Answer } from '@/testing/answer-calls';
import { expectConsoleErrors, renderApp } from '@/testing/test-utils';

/* The public check of an acceptance record (issue 38). */

const check: AcceptanceCheck = {
  reference: 'E-2025-0042',
  acceptedAt: '2025-03-04T14:30:00.000Z',
  withdrawnAt: null,
  estimate: 'matches',
  terms: 'matches',
  estimateHash: 'a'.repeat(64),
  termsHash: 'b'.repeat(64),
  recordHash: 'c'.repeat(64),
};

async function openRecord(answer: Answer) {
  answerCalls(
    { 'GET /acceptance-records/a1': answer },
    { background: { 'GET /auth/session': { status: 200, body: null } } },
  );
  return renderApp({ url: '/acceptance-records/a1' });
}

const hashes = () =>
  Object.fromEntries(
    screen
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('the acceptance record check', () => {
  it('says that the estimate and the terms match the record, with the hashes', async () => {
    await openRecord({ status: 200, body: check });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acceptance record' }),
    ).toBeVisible();
    expect(
      screen.getByText(`Estimate E-2025-0042, accepted on ${formatDate(check.acceptedAt)}`),
    ).toBeVisible();
    expect(screen.getByText(recordCheckTexts.estimate.matches)).toBeVisible();
    expect(screen.getByText(recordCheckTexts.terms.matches)).toBeVisible();
    expect(screen.queryByText(/does not match|do not match/)).toBeNull();
    expect(screen.queryByText(/was withdrawn/)).toBeNull();
    expect(hashes()).toEqual({
      'Estimate SHA-256': check.estimateHash,
      'Terms SHA-256': check.termsHash,
      'Record PDF SHA-256': check.recordHash,
    });
    expect(screen.getByText(recordCheckTexts.changedCopy)).toBeVisible();
    expect(document.title).toMatch(/^Acceptance record/);
  });

  it('says what no longer matches, marked apart from what does, and when it was withdrawn', async () => {
    await openRecord({
      status: 200,
      body: {
        ...check,
        terms: 'does-not-match',
        withdrawnAt: '2025-03-06T09:00:00.000Z',
      },
    });
    const estimate = await screen.findByText(recordCheckTexts.estimate.matches);
    const terms = screen.getByText(recordCheckTexts.terms['does-not-match']);
    expect(estimate).toHaveTextContent('✓');
    expect(terms).toHaveTextContent('✗');
    expect(terms.className).not.toBe(estimate.className);
    expect(
      screen.getByText(
        `This acceptance was withdrawn on ${formatDate('2025-03-06T09:00:00.000Z')}.`,
      ),
    ).toBeVisible();
  });

  it('says so when there is no such record', async () => {
    expectConsoleErrors();
    await openRecord({ status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Record not found' }),
    ).toBeVisible();
    expect(screen.queryByText(recordCheckTexts.changedCopy)).toBeNull();
  });
});

describe("the record check's server loader", () => {
  const args = { params: { acceptanceId: 'a1' } } as unknown as LoaderFunctionArgs;
  const reads = (answer: AcceptanceCheck | null) =>
    ({
      acceptanceCheck: (id: string) => Promise.resolve(id === 'a1' ? answer : null),
    }) as unknown as PublicReads;
  const reading = (answer: AcceptanceCheck | null): PageReads => ({
    read: (_query, server) => {
      expect(server.path).toBe('/acceptance-records/a1');
      return server.read(reads(answer));
    },
  });

  it("reads the check through the API's reads, with the page's head, never indexed", async () => {
    const load = await loader(args, reading(check));
    expect(load.head.title).toBe('Acceptance record · Corner');
    expect(load.head.noindex).toBe(true);
    expect(load.notFound).toBeUndefined();
  });

  it('answers a 404 with the not-found head for no such record', async () => {
    const load = await loader(args, reading(null));
    expect(load.head.title).toBe('Record not found · Corner');
    expect(load.notFound).toBe(true);
  });
});

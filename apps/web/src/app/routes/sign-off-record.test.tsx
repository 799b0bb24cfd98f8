import type { PublicReads, SignOffCheck } from '@corner/contracts';
import { formatDate } from '@corner/contracts/display';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import type { PageReads } from '@/lib/route-data';
import { loader } from './sign-off-record.loader';
import { recordCheckTexts } from '@/features/acceptance-records/components/record-check';
import { answerCalls, type Answer } from '@/testing/answer-calls';
import { expectConsoleErrors, renderApp } from '@/testing/test-utils';

/* The public check of a design sign-off record (issue 38 point 3). */

const check: SignOffCheck = {
  designVersionName: 'Told oak',
  approvedAt: '2025-03-04T14:30:00.000Z',
  withdrawnAt: null,
  design: 'matches',
  terms: 'matches',
  designHash: 'd'.repeat(64),
  termsHash: 'e'.repeat(64),
  recordHash: 'f'.repeat(64),
};

async function openRecord(answer: Answer) {
  answerCalls(
    { 'GET /sign-off-records/so1': answer },
    { background: { 'GET /auth/session': { status: 200, body: null } } },
  );
  return renderApp({ url: '/sign-off-records/so1' });
}

const hashes = () =>
  Object.fromEntries(
    screen
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('the design sign-off record check', () => {
  it('says that the design and the terms match the record, with the hashes', async () => {
    await openRecord({ status: 200, body: check });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Design sign-off record' }),
    ).toBeVisible();
    expect(
      screen.getByText(`Design Told oak, signed off on ${formatDate(check.approvedAt)}`),
    ).toBeVisible();
    expect(screen.getByText(recordCheckTexts.design.matches)).toBeVisible();
    expect(screen.getByText(recordCheckTexts.terms.matches)).toBeVisible();
    expect(screen.queryByText(/does not match|do not match/)).toBeNull();
    expect(screen.queryByText(/was withdrawn/)).toBeNull();
    expect(hashes()).toEqual({
      'Design SHA-256': check.designHash,
      'Terms SHA-256': check.termsHash,
      'Record PDF SHA-256': check.recordHash,
    });
    expect(screen.getByText(recordCheckTexts.changedCopy)).toBeVisible();
    expect(document.title).toMatch(/^Design sign-off record/);
  });

  it('says what no longer matches, marked apart from what does, and when it was withdrawn', async () => {
    await openRecord({
      status: 200,
      body: {
        ...check,
        design: 'does-not-match',
        withdrawnAt: '2025-03-06T09:00:00.000Z',
      },
    });
    const design = await screen.findByText(recordCheckTexts.design['does-not-match']);
    const terms = screen.getByText(recordCheckTexts.terms.matches);
    expect(design).toHaveTextContent('✗');
    expect(terms).toHaveTextContent('✓');
    expect(design.className).not.toBe(terms.className);
    expect(recordCheckTexts.design['does-not-match']).toBe('The design does not match the record');
    expect(
      screen.getByText(`This sign-off was withdrawn on ${formatDate('2025-03-06T09:00:00.000Z')}.`),
    ).toBeVisible();
  });

  it('says so when there is no such record', async () => {
    expectConsoleErrors();
    await openRecord({ status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Record not found' }),
    ).toBeVisible();
    expect(screen.getByText(/no sign-off record at this address/)).toBeVisible();
    expect(screen.queryByText(recordCheckTexts.changedCopy)).toBeNull();
  });
});

describe("the sign-off record check's server loader", () => {
  const args = { params: { signOffId: 'so1' } } as unknown as LoaderFunctionArgs;
  const reads = (answer: SignOffCheck | null) =>
    ({
      signOffCheck: (id: string) => Promise.resolve(id === 'so1' ? answer : null),
    }) as unknown as PublicReads;
  const reading = (answer: SignOffCheck | null): PageReads => ({
    read: (_query, server) => {
      expect(server.path).toBe('/sign-off-records/so1');
      return server.read(reads(answer));
    },
  });

  it("reads the check through the API's reads, with the page's head, never indexed", async () => {
    const load = await loader(args, reading(check));
    expect(load.head.title).toBe('Design sign-off record · Corner');
    expect(load.head.noindex).toBe(true);
    expect(load.notFound).toBeUndefined();
  });

  it('answers a 404 with the not-found head for no such record', async () => {
    const load = await loader(args, reading(null));
    expect(load.head.title).toBe('Record not found · Corner');
    expect(load.head.noindex).toBe(true);
    expect(load.notFound).toBe(true);
  });
});

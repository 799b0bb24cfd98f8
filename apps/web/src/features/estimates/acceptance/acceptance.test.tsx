import type { ProjectAcceptances, UserProfile } from '@corner/contracts';
import { acceptanceTexts, formatDate } from '@corner/contracts/display';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCalls, type Answer, type Call } from '@/testing/answer-calls';
import { expectConsoleErrors, renderApp } from '@/testing/test-utils';
import type { EstimateSection } from '../estimate-sections';
import AcceptanceSection, { acceptanceSectionTexts } from './components/acceptance-section';
import {
  acceptancesPath,
  customer,
  designer,
  drawSignature,
  makeAcceptance,
  makeAcceptances,
  oak,
  projectId,
  reservationState,
  reservationsPath,
  signaturePads,
  terms,
  walnut,
} from './testing';

/* 'Accept this estimate' on the customer's estimate page (issue 38). */

vi.mock('signature_pad', async () => ({ default: (await import('./testing')).FakeSignaturePad }));

beforeEach(() => {
  signaturePads.length = 0;
  // jsdom has no 2D context; the pad itself is a stand-in.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

interface Options {
  sections?: EstimateSection[];
  user?: UserProfile | null;
  acceptances: Answer | Answer[];
  post?: Answer;
  expired?: string[];
}

async function renderSection(options: Options) {
  const calls: Call[] = [];
  const states = [oak, walnut].map((section) =>
    reservationState(section.estimate.id, {
      expired: options.expired?.includes(section.estimate.id) ?? false,
    }),
  );
  answerCalls(
    {
      [`GET ${acceptancesPath}`]: options.acceptances,
      ...(options.post ? { [`POST ${acceptancesPath}`]: options.post } : {}),
    },
    {
      calls,
      background: {
        'GET /auth/session': { status: 200, body: options.user ?? null },
        [`GET ${reservationsPath}`]: {
          status: 200,
          body: { explainer: null, estimates: states, reservation: null },
        },
      },
    },
  );
  const rendered = await renderApp({
    url: '/',
    routes: [
      {
        path: '/',
        element: <AcceptanceSection projectId={projectId} sections={options.sections ?? [oak]} />,
      },
    ],
  });
  return { ...rendered, calls };
}

const ok = (body: ProjectAcceptances): Answer => ({ status: 200, body });
const acceptButton = (name = 'Accept this estimate') => screen.findByRole('button', { name });
/** The dialog, once its code has loaded. */
const dialog = async () =>
  within(await screen.findByRole('dialog', { name: 'Accept this estimate' }));
const acceptedOn = `Accepted on ${formatDate('2025-03-04T14:30:00.000Z')} by Casey Walker`;

describe('accepting an estimate', () => {
  it('shows the terms in full, what is accepted, and asks for the name and the tick first', async () => {
    const { user, calls } = await renderSection({
      user: customer,
      acceptances: ok(makeAcceptances()),
    });
    await user.click(await acceptButton());
    const form = await dialog();
    const shownTerms = form.getByRole('region', { name: 'Terms' });
    expect(shownTerms.textContent).toBe(terms.text);
    expect(shownTerms).toHaveAttribute('tabindex', '0');
    expect(form.getByText('Oak & Brass')).toBeVisible();
    expect(form.getByText('$12,345.60')).toBeVisible();
    expect(form.getByText('E-2025-0042')).toBeVisible();
    expect(form.getByLabelText('Your full name')).toHaveAttribute('autocomplete', 'name');
    expect(form.getByRole('img', { name: 'Draw your signature (optional)' })).toBeVisible();

    await user.click(form.getByRole('button', { name: 'Accept this estimate' }));
    expect(form.getByText('This field is required')).toBeVisible();
    expect(form.getByText(acceptanceTexts.agreeRequired)).toBeVisible();
    expect(form.getByLabelText('Your full name')).toHaveFocus();
    expect(form.getByLabelText('Your full name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends the name, the terms revision and no signature when none is asked for, then shows the acceptance', async () => {
    const { user, calls } = await renderSection({
      user: customer,
      acceptances: [ok(makeAcceptances()), ok(makeAcceptances({ current: makeAcceptance() }))],
      post: { status: 201, body: makeAcceptance() },
    });
    await user.click(await acceptButton());
    const form = await dialog();
    await user.type(form.getByLabelText('Your full name'), '  Casey Walker ');
    await user.click(form.getByLabelText(acceptanceTexts.agree));
    await user.click(form.getByRole('button', { name: 'Accept this estimate' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      estimateId: 'e1',
      fullName: 'Casey Walker',
      agreed: true,
      termsRevision: 3,
      signature: null,
    });
    expect(screen.getByText(acceptedOn)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('You accepted estimate E-2025-0042.');
    await waitFor(() => expect(screen.getByText(acceptedOn).parentElement).toHaveFocus());
    expect(screen.queryByRole('button', { name: /Accept this estimate/ })).toBeNull();
  });

  it('asks for a drawn signature when the setting requires one, and sends it as a PNG', async () => {
    const { user, calls } = await renderSection({
      user: customer,
      acceptances: [
        ok(makeAcceptances({ signature: 'required' })),
        ok(makeAcceptances({ current: makeAcceptance({ signed: true }) })),
      ],
      post: { status: 201, body: makeAcceptance({ signed: true }) },
    });
    await user.click(await acceptButton());
    const form = await dialog();
    expect(form.getByRole('img', { name: 'Draw your signature' })).toBeVisible();
    await user.type(form.getByLabelText('Your full name'), 'Casey Walker');
    await user.click(form.getByLabelText(acceptanceTexts.agree));
    await user.click(form.getByRole('button', { name: 'Accept this estimate' }));
    expect(form.getByText(acceptanceTexts.signatureRequired)).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    // Drawn, cleared, drawn again: what is on the canvas at the end is sent.
    drawSignature();
    await waitFor(() =>
      expect(form.queryByText(acceptanceTexts.signatureRequired)).not.toBeInTheDocument(),
    );
    await user.click(form.getByRole('button', { name: 'Clear signature' }));
    drawSignature();
    await user.click(form.getByRole('button', { name: 'Accept this estimate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      signature: 'data:image/png;base64,c2lnbmVk',
    });
    expect(signaturePads.at(-1)!.toDataURL).toHaveBeenCalledWith('image/png');
  });

  it("shows the API's refusal in the dialog and the terms as they read now", async () => {
    expectConsoleErrors();
    const sentence = 'The terms changed since you opened them: read them again.';
    const newTerms = { revision: 4, text: 'New terms.' };
    const { user, calls } = await renderSection({
      user: customer,
      acceptances: [ok(makeAcceptances()), ok(makeAcceptances({ terms: newTerms }))],
      post: { status: 409, body: { error: sentence, code: 'CONFLICT' } },
    });
    await user.click(await acceptButton());
    const form = await dialog();
    await user.type(form.getByLabelText('Your full name'), 'Casey Walker');
    await user.click(form.getByLabelText(acceptanceTexts.agree));
    await user.click(form.getByRole('button', { name: 'Accept this estimate' }));
    expect(await form.findByRole('alert')).toHaveTextContent(sentence);
    await waitFor(() =>
      expect(form.getByRole('region', { name: 'Terms' })).toHaveTextContent('New terms.'),
    );
    // Accepting again sends the revision now shown.
    await user.click(form.getByRole('button', { name: 'Accept this estimate' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'POST')[1]?.body).toMatchObject({
      termsRevision: 4,
    });
  });

  it('names the version on each button when there are several, and offers no expired estimate', async () => {
    await renderSection({
      user: customer,
      sections: [oak, walnut],
      acceptances: ok(makeAcceptances()),
      expired: ['e2'],
    });
    expect(await acceptButton('Accept this estimate: Oak & Brass')).toBeVisible();
    expect(screen.getAllByRole('button', { name: /Accept this estimate/ })).toHaveLength(1);

    await renderSection({
      user: customer,
      sections: [oak, walnut],
      acceptances: ok(makeAcceptances()),
    });
    expect(await acceptButton('Accept this estimate: Walnut')).toBeVisible();
  });

  it('says when the terms are not ready, with nothing to accept', async () => {
    await renderSection({ user: customer, acceptances: ok(makeAcceptances({ terms: null })) });
    expect(await screen.findByText(acceptanceSectionTexts.termsNotReady)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Accept this estimate/ })).toBeNull();
  });
});

describe('an accepted estimate', () => {
  const withdrawn = makeAcceptance({
    id: 'a0',
    reference: 'E-2025-0040',
    acceptedAt: '2025-02-01T10:00:00.000Z',
    withdrawn: { at: '2025-02-10T10:00:00.000Z', reason: 'The worktop changed', by: 'Dana' },
  });
  const accepted = ok(makeAcceptances({ current: makeAcceptance(), withdrawn: [withdrawn] }));

  it('says who accepted which estimate and when, with the record, and no other version is offered', async () => {
    await renderSection({ user: customer, sections: [oak, walnut], acceptances: accepted });
    const status = (await screen.findByText(acceptedOn)).parentElement!;
    expect(within(status).getByText('Oak & Brass')).toBeVisible();
    expect(within(status).getByText('Estimate E-2025-0042, $12,345.60')).toBeVisible();
    const record = within(status).getByRole('link', {
      name: 'Download the acceptance record (PDF)',
    });
    expect(record).toHaveAttribute('href', '/api/v1/project/p1/acceptances/a1/record');
    expect(record).toHaveAttribute('download');
    expect(within(status).getByRole('link', { name: 'Check this record' })).toHaveAttribute(
      'href',
      '/acceptance-records/a1',
    );
    expect(screen.getByText(acceptanceSectionTexts.anotherAccepted)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Accept this estimate/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Withdrawn acceptances' })).toBeVisible();
    const list = screen.getByRole('heading', { name: 'Withdrawn acceptances' }).nextElementSibling;
    expect(within(list as HTMLElement).getByRole('listitem')).toHaveTextContent(
      `Estimate E-2025-0040: accepted on ${formatDate('2025-02-01T10:00:00.000Z')}, withdrawn on ${formatDate('2025-02-10T10:00:00.000Z')}: The worktop changed`,
    );
  });

  it('shows staff the state only', async () => {
    await renderSection({ user: designer, sections: [oak, walnut], acceptances: accepted });
    expect(await screen.findByText(acceptedOn)).toBeVisible();
    expect(screen.queryByText(acceptanceSectionTexts.anotherAccepted)).toBeNull();

    await renderSection({ user: designer, acceptances: ok(makeAcceptances()) });
    expect(await screen.findByText(acceptanceSectionTexts.noneYet)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Accept this estimate/ })).toBeNull();
  });
});

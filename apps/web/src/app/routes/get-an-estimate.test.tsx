import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerCalls } from '@/testing/answer-calls';
import { makeKitchenSummary } from '@/testing/fixtures';
import { renderApp } from '@/testing/test-utils';
import { getKitchensQueryOptions } from '@/features/gallery/kitchens/api/get-kitchens';
import { getSessionQueryOptions } from '@/lib/auth/get-session';
import { signInStorage } from '@/lib/auth/sign-in-storage';

const kitchens = [
  makeKitchenSummary({ slug: 'oak-galley', name: 'Oak galley' }),
  makeKitchenSummary({ slug: 'walnut-island', name: 'Walnut island' }),
];
const kitchenList: [readonly unknown[], unknown] = [
  getKitchensQueryOptions({ pageSize: 100 }).queryKey,
  { items: kitchens, page: 1, pageSize: 100, total: 2 },
];

afterEach(() => vi.unstubAllGlobals());

async function openForm(url = '/get-an-estimate?kitchen=walnut-island') {
  const rendered = await renderApp({ url, queryData: [kitchenList] });
  await screen.findByRole('heading', { name: 'Tell us about your kitchen' });
  return rendered;
}

const field = (name: string) => screen.getByLabelText(name);
const problemOf = (name: string) =>
  document.getElementById(field(name).getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')
    ?.textContent;

describe('the enquiry form', () => {
  it("fills in a signed-in customer's name and e-mail, and a designer's not", async () => {
    signInStorage.setEmail('ada@example.test');
    const session = (type: 'customer' | 'designer'): [readonly unknown[], unknown] => [
      getSessionQueryOptions().queryKey,
      { id: 'user-1', email: 'ada@example.test', type, name: 'Ada Lovelace' },
    ];
    const rendered = await renderApp({
      url: '/get-an-estimate',
      queryData: [kitchenList, session('customer')],
    });
    await screen.findByRole('heading', { name: 'Tell us about your kitchen' });
    expect(field('Name')).toHaveValue('Ada Lovelace');
    expect(field('E-mail')).toHaveValue('ada@example.test');
    expect(field('Message')).toHaveValue('');
    rendered.unmount();

    await renderApp({ url: '/get-an-estimate', queryData: [kitchenList, session('designer')] });
    await screen.findByRole('heading', { name: 'Tell us about your kitchen' });
    expect(field('Name')).toHaveValue('');
    expect(field('E-mail')).toHaveValue('');
    signInStorage.clear();
  });

  it('has the kitchen the visitor came from chosen already', async () => {
    await openForm();
    expect(field('A kitchen from our gallery you liked (optional)')).toHaveValue('walnut-island');
  });

  it('refuses bad input field by field with the generic messages, and sends nothing', async () => {
    const calls = answerCalls({});
    const { user } = await openForm();
    await user.type(field('E-mail'), 'not-an-address');
    await user.type(field('Phone (optional)'), 'call me');
    await user.type(field('Postcode'), 'A');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(problemOf('Name')).toBe('This field is required');
    expect(problemOf('E-mail')).toBe('Enter a valid e-mail address');
    expect(problemOf('Phone (optional)')).toBe('Invalid format');
    expect(problemOf('Country')).toBe('This field is required');
    expect(problemOf('Postcode')).toBe('Minimum length is 2 characters');
    expect(problemOf('Kitchen size')).toBe('This field is required');
    expect(problemOf('Message')).toBe('This field is required');
    expect(
      problemOf('I agree that Corner may contact me by e-mail or phone about this enquiry.'),
    ).toBe('This field is required');
    expect(field('Name')).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('sends the enquiry and says so in plain words', async () => {
    const calls = answerCalls({ 'POST /enquiries': { status: 202, body: { message: 'ok' } } });
    const { user } = await openForm();
    await user.type(field('Name'), 'Ada Lovelace');
    await user.type(field('E-mail'), 'Ada@Example.test');
    await user.selectOptions(field('Country'), 'GB');
    await user.type(field('Postcode'), 'NW1 6XE');
    await user.selectOptions(field('Kitchen size'), 'medium');
    await user.type(field('Message'), 'Like this one, with an island.');
    await user.click(
      field('I agree that Corner may contact me by e-mail or phone about this enquiry.'),
    );
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    const done = await screen.findByRole('heading', {
      level: 1,
      name: 'Thank you: we have your enquiry',
    });
    expect(done).toHaveFocus();
    // The thank-you stands on its own: the form and its intro are gone.
    expect(screen.getByText('ada@example.test')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Tell us about your kitchen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send enquiry' })).toBeNull();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/enquiries',
        body: {
          name: 'Ada Lovelace',
          email: 'ada@example.test',
          phone: '',
          country: 'GB',
          postcode: 'NW1 6XE',
          kitchenSize: 'medium',
          kitchen: 'walnut-island',
          message: 'Like this one, with an island.',
          consent: true,
          website: '',
        },
      },
    ]);
  });
});

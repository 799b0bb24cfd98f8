import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { RevealWhenLoaded } from './reveal-when-loaded';

/* Issue 40 point 2: a page rendered in the browser shows whole, so nothing moves as it loads. */

/** A section whose read answers when the test says so; counts how often it is mounted. */
function setUp() {
  const answers: ((text: string) => void)[] = [];
  const mounts = vi.fn();
  function Section({ name }: { name: string }) {
    useEffect(mounts, []);
    const read = useQuery({
      queryKey: ['section', name],
      queryFn: () => new Promise<string>((resolve) => answers.push(resolve)),
    });
    return <p>{read.data ?? `${name} loading`}</p>;
  }
  return { answers, mounts, Section };
}

const busy = () => document.querySelector('[aria-busy="true"]');

afterEach(() => {
  vi.useRealTimers();
});

describe('RevealWhenLoaded', () => {
  it('hides the page under one loading line until every first read has answered', async () => {
    const { answers, mounts, Section } = setUp();
    renderWithProviders(
      <RevealWhenLoaded>
        <Section name="Plan" />
        <Section name="Payments" />
      </RevealWhenLoaded>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(busy()).toContainElement(screen.getByText('Plan loading'));
    await vi.waitFor(() => expect(answers).toHaveLength(2));

    act(() => answers[0]!('The plan'));
    expect(await screen.findByText('The plan')).toBeInTheDocument();
    expect(busy()).not.toBeNull();

    act(() => answers[1]!('The payments'));
    await vi.waitFor(() => expect(busy()).toBeNull());
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('The payments')).toBeInTheDocument();
    // Shown, not made again: each section was mounted once.
    expect(mounts).toHaveBeenCalledTimes(2);
  });

  it('shows the page after four seconds whatever is still loading', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { Section } = setUp();
    renderWithProviders(
      <RevealWhenLoaded>
        <Section name="Slow section" />
      </RevealWhenLoaded>,
    );
    await act(() => vi.advanceTimersByTimeAsync(3900));
    expect(busy()).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(busy()).toBeNull();
    expect(screen.getByText('Slow section loading')).toBeInTheDocument();
  });

  it('shows at once a page that reads nothing', async () => {
    renderWithProviders(
      <RevealWhenLoaded>
        <h1>Account</h1>
      </RevealWhenLoaded>,
    );
    await vi.waitFor(() => expect(busy()).toBeNull());
    expect(screen.getByRole('heading', { name: 'Account' })).toBeInTheDocument();
  });

  it('waits while the caller is busy (the page a redirect leads to, loading its code)', async () => {
    let arrive = () => {};
    function RedirectedPage() {
      const [loading, setLoading] = useState(true);
      arrive = () => setLoading(false);
      return (
        <RevealWhenLoaded busy={loading}>
          <h1>Estimate</h1>
        </RevealWhenLoaded>
      );
    }
    renderWithProviders(<RedirectedPage />);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(busy()).not.toBeNull();
    act(() => arrive());
    await vi.waitFor(() => expect(busy()).toBeNull());
  });
});

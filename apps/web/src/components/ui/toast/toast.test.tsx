import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyToaster } from './lazy-toaster';
import { Toaster } from './toaster';
import { toast, TOAST_DURATION, TOAST_FADE_OUT } from './toast-store';
import { useToast } from './use-toast';

function notifications() {
  return within(screen.getByRole('region', { name: /notifications/i }));
}

function toastItem(title: string) {
  return notifications().getByText(title).closest('li');
}

describe('toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays 3000 ms, fades for 300 ms, then closes', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Batch params saved successfully');
    });

    expect(toastItem('Batch params saved successfully')).toHaveAttribute('data-state', 'open');
    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION - 1));
    expect(toastItem('Batch params saved successfully')).toHaveAttribute('data-state', 'open');

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(toastItem('Batch params saved successfully')).toHaveAttribute('data-state', 'closed');

    await act(() => vi.advanceTimersByTimeAsync(TOAST_FADE_OUT - 1));
    expect(toastItem('Batch params saved successfully')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(notifications().queryByText('Batch params saved successfully')).not.toBeInTheDocument();
  });

  it('has success, error and info types; info by default', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Saved');
      toast.error('Failed to save batch params');
      toast.info('Link copied to clipboard!');
      toast('Plain');
    });
    expect(toastItem('Saved')).toHaveAttribute('data-type', 'success');
    expect(toastItem('Failed to save batch params')).toHaveAttribute('data-type', 'error');
    expect(toastItem('Link copied to clipboard!')).toHaveAttribute('data-type', 'info');
    expect(toastItem('Plain')).toHaveAttribute('data-type', 'info');
  });

  it('takes its own duration, and useToast() gives the same API', async () => {
    let api: ReturnType<typeof useToast> | undefined;
    function Probe() {
      api = useToast();
      return null;
    }
    render(
      <>
        <Probe />
        <Toaster />
      </>,
    );
    act(() => {
      api?.toast({ title: 'Quick', description: 'Gone soon', duration: 1_000 });
    });
    expect(notifications().getByText('Gone soon')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(toastItem('Quick')).toHaveAttribute('data-state', 'closed');
    await act(() => vi.advanceTimersByTimeAsync(TOAST_FADE_OUT));
    expect(notifications().queryByText('Quick')).not.toBeInTheDocument();
  });

  it('closes early with its dismiss button, still fading first', async () => {
    render(<Toaster />);
    act(() => {
      toast.info('Hello');
    });
    act(() => {
      notifications().getByRole('button', { name: 'Dismiss notification' }).click();
    });
    expect(toastItem('Hello')).toHaveAttribute('data-state', 'closed');
    await act(() => vi.advanceTimersByTimeAsync(TOAST_FADE_OUT));
    expect(notifications().queryByText('Hello')).not.toBeInTheDocument();
  });
});

describe('lazy toaster', () => {
  it('loads the toaster with the first toast', async () => {
    render(<LazyToaster />);
    expect(screen.queryByRole('region', { name: /notifications/i })).not.toBeInTheDocument();
    act(() => {
      toast.error('Failed to copy link');
    });
    expect(await screen.findByRole('region', { name: /notifications/i })).toBeInTheDocument();
    expect(await notifications().findByText('Failed to copy link')).toBeVisible();
  });
});

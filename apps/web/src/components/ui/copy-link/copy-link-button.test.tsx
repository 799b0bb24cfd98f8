import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast';
import { renderWithProviders } from '@/testing/test-utils';
import { CopyLinkButton } from './copy-link-button';

const url = 'https://portal.example/estimate/demo-kitchen-estimate';

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

function stubExecCommand(result: boolean | Error) {
  const execCommand = vi.fn(() => {
    if (result instanceof Error) throw result;
    return result;
  });
  Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
  return execCommand;
}

async function findToast(title: string) {
  const region = await screen.findByRole('region', { name: /notifications/i });
  return (await within(region).findByText(title)).closest('li');
}

describe('CopyLinkButton', () => {
  afterEach(() => {
    toastStore.clear();
    vi.restoreAllMocks();
  });

  it('copies with the Clipboard API and says so in an info toast', async () => {
    const { user } = renderWithProviders(<CopyLinkButton url={url} />);
    // user-event installs its own clipboard at setup: stub after it.
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    const execCommand = stubExecCommand(true);

    await user.click(screen.getByRole('button', { name: 'Copy link' }));

    expect(writeText).toHaveBeenCalledWith(url);
    expect(execCommand).not.toHaveBeenCalled();
    expect(await findToast('Link copied to clipboard!')).toHaveAttribute('data-type', 'info');
  });

  it('falls back to the legacy copy when the clipboard refuses', async () => {
    const { user } = renderWithProviders(
      <CopyLinkButton url={url} aria-label="Copy estimate page link">
        ⧉
      </CopyLinkButton>,
    );
    // user-event installs its own clipboard at setup: stub after it.
    stubClipboard(() => Promise.reject(new Error('denied')));
    const execCommand = stubExecCommand(true);

    await user.click(screen.getByRole('button', { name: 'Copy estimate page link' }));

    await waitFor(() => expect(execCommand).toHaveBeenCalledWith('copy'));
    expect(await findToast('Link copied to clipboard!')).toHaveAttribute('data-type', 'info');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('uses the legacy copy when there is no Clipboard API', async () => {
    const { user } = renderWithProviders(<CopyLinkButton url={url} />);
    // user-event installs its own clipboard at setup: stub after it.
    stubClipboard(undefined);
    const execCommand = stubExecCommand(true);

    await user.click(screen.getByRole('button', { name: 'Copy link' }));

    expect(await findToast('Link copied to clipboard!')).toBeInTheDocument();
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it("says 'Failed to copy link' when both ways fail", async () => {
    const { user } = renderWithProviders(<CopyLinkButton url={url} />);
    // user-event installs its own clipboard at setup: stub after it.
    stubClipboard(() => Promise.reject(new Error('denied')));
    stubExecCommand(false);

    await user.click(screen.getByRole('button', { name: 'Copy link' }));

    expect(await findToast('Failed to copy link')).toHaveAttribute('data-type', 'error');
    expect(screen.queryAllByText('Link copied to clipboard!')).toHaveLength(0);
  });

  it("says 'Failed to copy link' when the legacy copy throws", async () => {
    const { user } = renderWithProviders(<CopyLinkButton url={url} />);
    // user-event installs its own clipboard at setup: stub after it.
    stubClipboard(undefined);
    stubExecCommand(new Error('not allowed'));

    await user.click(screen.getByRole('button', { name: 'Copy link' }));

    expect(await findToast('Failed to copy link')).toBeInTheDocument();
  });
});

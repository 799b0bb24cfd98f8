import type { Image } from '@corner/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeUploads } from '@/testing/fake-xhr';
import { expectConsoleErrors, renderWithProviders } from '@/testing/test-utils';
import { ImageUploader } from './image-uploader';

const image = (name: string): Image => ({
  id: `id-${name}`,
  filename: name,
  width: 800,
  height: 600,
  thumbnailsSmall: `/files/${name}-480.webp`,
  thumbnailsLarge: `/files/${name}-800.webp`,
  thumbnailsFull: `/files/${name}-800.webp`,
  placeholderColor: null,
});

const picture = (name: string, size = 2000) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

function setup(onUploaded = vi.fn()) {
  const uploads = fakeUploads();
  const view = renderWithProviders(
    <ImageUploader label="Upload renders" onUploaded={onUploaded} />,
  );
  return { ...view, uploads, onUploaded };
}

describe('ImageUploader', () => {
  it('sends several chosen files at once, each with its own progress', async () => {
    const { user, uploads, onUploaded } = setup();
    await user.upload(screen.getByLabelText('Upload renders'), [
      picture('left.png'),
      picture('right.png'),
    ]);
    expect(uploads).toHaveLength(2);
    expect(uploads[0]!.url).toBe('http://localhost:3000/api/v1/admin/images');
    expect((uploads[0]!.body.get('file') as File).name).toBe('left.png');

    act(() => uploads[0]!.progress(500, 2000));
    act(() => uploads[1]!.progress(1500, 2000));
    expect(screen.getByRole('progressbar', { name: 'Uploading left.png' })).toHaveAttribute(
      'value',
      '25',
    );
    expect(screen.getByRole('progressbar', { name: 'Uploading right.png' })).toHaveAttribute(
      'value',
      '75',
    );
    expect(screen.getByText('25%')).toBeInTheDocument();

    act(() => uploads[1]!.respond(201, image('right.png')));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    expect(onUploaded.mock.calls[0]![0]).toEqual(image('right.png'));
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Uploading right.png' })).toBeNull(),
    );
    expect(screen.getByRole('progressbar', { name: 'Uploading left.png' })).toBeInTheDocument();
  });

  it('shows the server message on the file it refused, and keeps the others going', async () => {
    const logged = expectConsoleErrors();
    const { user, uploads, onUploaded } = setup();
    await user.upload(screen.getByLabelText('Upload renders'), [
      picture('notes.png'),
      picture('ok.png'),
    ]);
    act(() =>
      uploads[0]!.respond(415, {
        error: 'The file is not a picture the portal accepts (JPEG, PNG, WebP, GIF or AVIF)',
        code: 'UNSUPPORTED_MEDIA_TYPE',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'notes.png: The file is not a picture the portal accepts (JPEG, PNG, WebP, GIF or AVIF)',
    );
    act(() => uploads[1]!.respond(201, image('ok.png')));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    expect(logged).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Dismiss notes.png' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('never sends a file over 15 MB', async () => {
    const { user, uploads } = setup();
    await user.upload(
      screen.getByLabelText('Upload renders'),
      picture('huge.png', 16 * 1024 * 1024),
    );
    expect(uploads).toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent('huge.png: The file is larger than 15 MB');
  });

  it('takes dropped files', async () => {
    const { uploads } = setup();
    const zone = screen.getByText('Upload renders').parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [picture('dropped.png')] } });
    expect(uploads).toHaveLength(1);
    expect(
      await screen.findByRole('progressbar', { name: 'Uploading dropped.png' }),
    ).toBeInTheDocument();
  });

  it('shows the message of the step after the upload when it fails', async () => {
    const onUploaded = vi.fn(() => Promise.reject(new Error('Could not attach the render')));
    const { user, uploads } = setup(onUploaded);
    await user.upload(screen.getByLabelText('Upload renders'), picture('a.png'));
    act(() => uploads[0]!.respond(201, image('a.png')));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'a.png: Could not attach the render',
    );
  });

  it('reports a connection failure on the file', async () => {
    expectConsoleErrors();
    const { user, uploads } = setup();
    await user.upload(screen.getByLabelText('Upload renders'), picture('a.png'));
    act(() => uploads[0]!.failNetwork());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'a.png: Network error: could not connect to server',
    );
  });
});

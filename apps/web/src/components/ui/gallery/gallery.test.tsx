import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeImages } from '@/testing/fixtures';
import { Gallery } from './gallery';
import { PRELOAD_IDLE_DELAY, PRELOAD_STAGGER } from './use-gallery-preload';

const shownImage = () => screen.getByRole('img');
const shownSrc = () => shownImage().getAttribute('src');

describe('Gallery', () => {
  it('says so when there are no images', () => {
    render(<Gallery images={[]} label="Renders" />);
    expect(screen.getByText('No images available')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a responsive image with its size, and no controls for one image', () => {
    render(<Gallery images={makeImages(1)} label="Renders of Oak" priority />);
    const image = shownImage();
    expect(image).toHaveAttribute('alt', 'Renders of Oak, image 1 of 1');
    expect(image).toHaveAttribute('width', '2400');
    expect(image).toHaveAttribute('height', '1600');
    expect(image).toHaveAttribute(
      'srcset',
      '/files/render-1-small.jpg 480w, /files/render-1-large.jpg 1280w, /files/render-1-full.jpg 2400w',
    );
    expect(image).toHaveAttribute('loading', 'eager');
    expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
  });

  it('wraps around with previous and next', async () => {
    const user = userEvent.setup();
    render(<Gallery images={makeImages(3)} label="Renders" />);
    expect(shownSrc()).toBe('/files/render-1-large.jpg');

    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(shownSrc()).toBe('/files/render-3-large.jpg');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shownSrc()).toBe('/files/render-1-large.jpg');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shownSrc()).toBe('/files/render-1-large.jpg');
  });

  it('picks an image with its dot and marks the current dot', async () => {
    const user = userEvent.setup();
    render(<Gallery images={makeImages(4)} label="Renders" />);
    const dot = screen.getByRole('button', { name: 'Show image 3 of 4' });
    await user.click(dot);
    expect(shownSrc()).toBe('/files/render-3-large.jpg');
    expect(dot).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show image 1 of 4' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByText('Image 3 of 4')).toBeInTheDocument();
  });

  it('follows the Left and Right arrow keys while it has focus, wrapping around', async () => {
    const user = userEvent.setup();
    render(<Gallery images={makeImages(3)} label="Renders of Oak" />);
    await user.keyboard('{ArrowRight}');
    expect(shownSrc()).toBe('/files/render-1-large.jpg');

    screen.getByRole('region', { name: 'Renders of Oak' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(shownSrc()).toBe('/files/render-2-large.jpg');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shownSrc()).toBe('/files/render-3-large.jpg');
    await user.keyboard('{ArrowRight}');
    expect(shownSrc()).toBe('/files/render-1-large.jpg');
  });

  it('follows a swipe', () => {
    render(<Gallery images={makeImages(3)} label="Renders" />);
    const stage = shownImage().parentElement?.parentElement as HTMLElement;
    fireEvent.touchStart(stage, { touches: [{ clientX: 300, clientY: 100 }] });
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 200, clientY: 110 }] });
    expect(shownSrc()).toBe('/files/render-2-large.jpg');
    fireEvent.touchStart(stage, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 220, clientY: 100 }] });
    expect(shownSrc()).toBe('/files/render-1-large.jpg');
  });
});

describe('Gallery preloading', () => {
  let preloaded: { src: string; fetchPriority: string; sizes: string }[];

  beforeEach(() => {
    vi.useFakeTimers();
    preloaded = [];
    class FakeImage {
      decoding = '';
      fetchPriority = '';
      sizes = '';
      srcset = '';
      set src(value: string) {
        preloaded.push({ src: value, fetchPriority: this.fetchPriority, sizes: this.sizes });
      }
    }
    vi.stubGlobal('Image', FakeImage);
  });
  afterEach(() => vi.useRealTimers());

  const loaded = () => preloaded.map(({ src, fetchPriority }) => `${src} ${fetchPriority}`);

  it('loads the neighbours at once with high priority, the rest after 1 s, 100 ms apart', async () => {
    render(<Gallery images={makeImages(6)} label="Renders" sizes="50vw" />);
    expect(loaded()).toEqual(['/files/render-2-large.jpg high', '/files/render-6-large.jpg high']);
    expect(preloaded[0]?.sizes).toBe('50vw');

    // Index 2 (the third image) is due at 1000 + 2 × 100 ms.
    await act(() => vi.advanceTimersByTimeAsync(PRELOAD_IDLE_DELAY + 2 * PRELOAD_STAGGER - 1));
    expect(preloaded).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(loaded().slice(2)).toEqual(['/files/render-3-large.jpg low']);

    await act(() => vi.advanceTimersByTimeAsync(PRELOAD_STAGGER));
    expect(loaded().slice(3)).toEqual(['/files/render-4-large.jpg low']);
    await act(() => vi.advanceTimersByTimeAsync(PRELOAD_STAGGER));
    expect(loaded().slice(4)).toEqual(['/files/render-5-large.jpg low']);

    // The shown image and its neighbours are not asked for twice.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(preloaded).toHaveLength(5);
  });

  it('preloads the new neighbours when the shown image changes, each image once', async () => {
    render(<Gallery images={makeImages(6)} label="Renders" />);
    act(() => {
      screen.getByRole('button', { name: 'Next image' }).click();
    });
    expect(loaded()).toEqual([
      '/files/render-2-large.jpg high',
      '/files/render-6-large.jpg high',
      '/files/render-3-large.jpg high',
    ]);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(loaded().slice(3)).toEqual([
      '/files/render-4-large.jpg low',
      '/files/render-5-large.jpg low',
    ]);
  });

  it('stops its schedule when it goes away', async () => {
    const { unmount } = render(<Gallery images={makeImages(6)} label="Renders" />);
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(preloaded).toHaveLength(2);
  });
});

describe('Gallery: full size', () => {
  it('opens the shown image full size in a lightbox, and Escape gives focus back', async () => {
    const user = userEvent.setup();
    render(<Gallery images={makeImages(3)} label="Renders of Oak" />);
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    const opener = screen.getByRole('button', { name: 'View full size' });
    await user.click(opener);

    const lightbox = await screen.findByRole('dialog', { name: 'Renders of Oak, full size' });
    const full = within(lightbox).getByRole('img', {
      name: 'Renders of Oak, image 2 of 3, full size',
    });
    expect(full).toHaveAttribute('src', '/files/render-2-full.jpg');
    expect(full.getAttribute('srcset')).toContain('/files/render-2-full.jpg 2400w');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    expect(shownSrc()).toBe('/files/render-2-large.jpg');
  });

  it('leaves the gallery on the image last seen full size', async () => {
    const user = userEvent.setup();
    render(<Gallery images={makeImages(3)} label="Renders" />);
    await user.click(screen.getByRole('button', { name: 'View full size' }));
    const lightbox = await screen.findByRole('dialog');
    await user.click(within(lightbox).getByRole('button', { name: 'Next' }));
    await user.click(within(lightbox).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(shownSrc()).toBe('/files/render-2-large.jpg');
  });
});

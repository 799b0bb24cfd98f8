import type { Image } from '@corner/contracts';
import {
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type KeyboardEvent,
  type TouchEvent,
} from 'react';
import { ResponsiveImage } from '@/components/ui/image/responsive-image';
import styles from './gallery.module.css';
import type { LightboxProps } from './lightbox';
import { useGalleryPreload } from './use-gallery-preload';

export interface GalleryProps {
  images: Image[];
  /** Names the gallery for assistive technology, e.g. "Renders of Oak & Linen". */
  label: string;
  /** CSS width of the gallery, for the browser's choice of thumbnail. */
  sizes?: string;
  /** The first image is above the fold: load it at once. */
  priority?: boolean;
}

const SWIPE_THRESHOLD = 40;

/**
 * An image gallery (spec sections 2 and 4): previous and next wrap around, dots pick an
 * image, Left and Right arrows work while the gallery has focus, a swipe works on touch.
 * 'View full size' opens the images in a lightbox loaded on first use (decision 36).
 */
export function Gallery({
  images,
  label,
  sizes = '(min-width: 72rem) 72rem, 100vw',
  priority = false,
}: GalleryProps) {
  const [index, setIndex] = useState(0);
  // The lightbox and its styles load the first time someone opens an image (decision 36.1).
  const [Lightbox, setLightbox] = useState<ComponentType<LightboxProps>>();
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  const shownIndex = count === 0 ? 0 : Math.min(index, count - 1);
  useGalleryPreload(images, shownIndex, sizes);

  const first = images[0];
  const shown = images[shownIndex];
  if (!first || !shown) {
    return (
      <div className={styles.empty}>
        <p>No images available</p>
      </div>
    );
  }

  const go = (step: number) => setIndex((shownIndex + step + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };

  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch || count < 2) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) < Math.abs(dy)) return;
    go(dx < 0 ? 1 : -1);
  };

  const ratio = { '--ratio': `${first.width} / ${first.height}` } as CSSProperties;

  return (
    <>
      {/* A focusable carousel region, so Left and Right work once it has focus (spec section 2). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <section
        className={styles.gallery}
        aria-roledescription="carousel"
        aria-label={label}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        <div
          className={styles.stage}
          style={ratio}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
        >
          <div
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${shownIndex + 1} of ${count}`}
          >
            <ResponsiveImage
              key={shown.id}
              className={styles.image}
              image={shown}
              alt={`${label}, image ${shownIndex + 1} of ${count}`}
              sizes={sizes}
              priority={priority && shownIndex === 0}
            />
          </div>
          <button
            type="button"
            onClick={() =>
              void import('./lightbox').then((loaded) => setLightbox(() => loaded.default))
            }
          >
            View full size
          </button>
          {count > 1 ? (
            <>
              <button
                type="button"
                className={`${styles.arrow} ${styles.previous}`}
                aria-label="Previous image"
                onClick={() => go(-1)}
              >
                <span aria-hidden="true">‹</span>
              </button>
              <button
                type="button"
                className={`${styles.arrow} ${styles.next}`}
                aria-label="Next image"
                onClick={() => go(1)}
              >
                <span aria-hidden="true">›</span>
              </button>
            </>
          ) : null}
        </div>
        {count > 1 ? (
          <div className={styles.dots}>
            {images.map((image, position) => (
              <button
                key={image.id}
                type="button"
                className={styles.dot}
                aria-label={`Show image ${position + 1} of ${count}`}
                aria-current={position === shownIndex ? 'true' : undefined}
                onClick={() => setIndex(position)}
              />
            ))}
          </div>
        ) : null}
        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          Image {shownIndex + 1} of {count}
        </p>
      </section>
      {/* Outside the carousel: the lightbox's own arrow keys must not move the gallery too. */}
      {Lightbox ? (
        <Lightbox
          images={images}
          index={shownIndex}
          label={label}
          onView={setIndex}
          onClose={() => setLightbox(undefined)}
        />
      ) : null}
    </>
  );
}

import type { Image } from '@corner/contracts';
import { thumbnailWidths } from '@corner/contracts/display';
import { useLayoutEffect, useRef } from 'react';
import YetAnotherLightbox, { type SlideImage } from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import styles from './lightbox.module.css';

/** A picture to show full size: an Image, or a file whose size is not known (a message's). */
export type LightboxImage = Pick<Image, 'thumbnailsFull' | 'thumbnailsLarge'> &
  Partial<Pick<Image, 'width' | 'height'>>;

export interface LightboxProps {
  images: readonly LightboxImage[];
  /** The image it opens at. */
  index: number;
  /** Names the images, e.g. "Renders of Oak & Linen": the slides' alt text starts with it. */
  label: string;
  /** The image now shown, so the gallery behind can follow. */
  onView?: (index: number) => void;
  onClose: () => void;
}

/** An image at full size, its thumbnails as a srcset (capped at the picture's own width). */
function slideOf(image: LightboxImage, alt: string): SlideImage {
  const { width, height } = image;
  if (!width || !height) return { src: image.thumbnailsFull, alt };
  const sources = [
    { src: image.thumbnailsLarge, width: Math.min(thumbnailWidths.large, width) },
    { src: image.thumbnailsFull, width: Math.min(thumbnailWidths.full, width) },
  ];
  return {
    src: image.thumbnailsFull,
    alt,
    width,
    height,
    srcSet: sources.map((source) => ({
      ...source,
      height: Math.round((source.width * height) / width),
    })),
  };
}

/**
 * Images full size over the page (decision 36): yet-another-react-lightbox, with its own arrow
 * keys, swipe, Escape and backdrop click, wrapping around like the gallery. Loaded on first
 * use (lazy-lightbox.tsx), its styles with it. Focus goes back to what opened it.
 */
export default function Lightbox({ images, index, label, onView, onClose }: LightboxProps) {
  const opener = useRef<Element | null>(null);
  // Before the lightbox takes focus (its own effects run after layout effects).
  useLayoutEffect(() => {
    opener.current = document.activeElement;
  }, []);
  const count = images.length;
  const close = () => {
    onClose();
    if (opener.current instanceof HTMLElement) opener.current.focus();
  };
  return (
    <YetAnotherLightbox
      open
      close={close}
      index={index}
      className={styles.lightbox}
      slides={images.map((image, position) =>
        slideOf(image, `${label}, image ${position + 1} of ${count}, full size`),
      )}
      labels={{ Lightbox: `${label}, full size`, 'Photo gallery': label }}
      carousel={{ finite: count < 2 }}
      controller={{ closeOnBackdropClick: true }}
      render={count < 2 ? { buttonPrev: () => null, buttonNext: () => null } : {}}
      on={{ view: ({ index: shown }) => onView?.(shown) }}
    />
  );
}

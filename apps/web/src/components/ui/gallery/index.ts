export { Gallery, type GalleryProps } from './gallery';
export { PRELOAD_IDLE_DELAY, PRELOAD_STAGGER } from './use-gallery-preload';

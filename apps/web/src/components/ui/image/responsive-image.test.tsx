import { describe, expect, it } from 'vitest';
import { makeImage } from '@/testing/fixtures';
import { imageSrcSet } from './responsive-image';

describe('imageSrcSet', () => {
  it('lists the three thumbnails with their widths', () => {
    expect(imageSrcSet(makeImage(1, { width: 3000 }))).toBe(
      '/files/render-1-small.jpg 480w, /files/render-1-large.jpg 1280w, /files/render-1-full.jpg 2400w',
    );
  });

  it('caps the widths at the picture and leaves out repeats', () => {
    expect(imageSrcSet(makeImage(1, { width: 1600 }))).toBe(
      '/files/render-1-small.jpg 480w, /files/render-1-large.jpg 1280w, /files/render-1-full.jpg 1600w',
    );
    expect(imageSrcSet(makeImage(1, { width: 1200 }))).toBe(
      '/files/render-1-small.jpg 480w, /files/render-1-large.jpg 1200w',
    );
    expect(imageSrcSet(makeImage(1, { width: 300 }))).toBe('/files/render-1-small.jpg 300w');
  });
});

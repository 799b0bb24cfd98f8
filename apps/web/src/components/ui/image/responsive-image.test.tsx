import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeImage } from '@/testing/fixtures';
import { imageSrcSet, ResponsiveImage } from './responsive-image';

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

describe('ResponsiveImage', () => {
  it("keeps the picture's space in its own colour until it loads", () => {
    render(
      <ResponsiveImage
        image={makeImage(1, { placeholderColor: '#a0522d' })}
        alt="Oak"
        sizes="100vw"
      />,
    );
    const picture = screen.getByRole('img', { name: 'Oak' });
    expect(picture).toHaveAttribute('width', '2400');
    expect(picture).toHaveAttribute('height', '1600');
    expect(picture).toHaveStyle({ backgroundColor: '#a0522d' });
    expect(picture).toHaveAttribute('loading', 'lazy');
  });

  it('leaves an older picture without a colour to the page background', () => {
    render(
      <ResponsiveImage image={makeImage(1, { placeholderColor: null })} alt="Oak" sizes="100vw" />,
    );
    expect(screen.getByRole('img', { name: 'Oak' })).not.toHaveAttribute('style');
  });
});

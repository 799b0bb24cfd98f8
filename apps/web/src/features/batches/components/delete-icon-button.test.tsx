import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicEstimateUrl } from '../public-estimate-url';
import { DeleteIconButton, deleteButtonSizes } from './delete-icon-button';

describe('DeleteIconButton', () => {
  it('comes in small 32, medium 40 and large 48 px', () => {
    expect(deleteButtonSizes).toEqual({ small: 32, medium: 40, large: 48 });
    render(
      <>
        <DeleteIconButton size="small" label="Delete small" />
        <DeleteIconButton label="Delete medium" />
        <DeleteIconButton size="large" label="Delete large" />
      </>,
    );
    for (const [size, px] of Object.entries(deleteButtonSizes)) {
      const button = screen.getByRole('button', { name: `Delete ${size}` });
      expect(button).toHaveAttribute('data-size', size);
      expect(button.querySelector('svg')).toHaveAttribute('width', String(px / 2));
    }
  });
});

describe('publicEstimateUrl', () => {
  it('is the public origin plus /estimate/{slug}', () => {
    expect(publicEstimateUrl('walker-kitchen', 'https://portal.example/')).toBe(
      'https://portal.example/estimate/walker-kitchen',
    );
    expect(publicEstimateUrl('walker-kitchen')).toBe(
      `${window.location.origin}/estimate/walker-kitchen`,
    );
  });
});

import type { ButtonHTMLAttributes } from 'react';
import styles from './batches.module.css';

/** Spec section 2: small 32, medium 40, large 48 px. */
export const deleteButtonSizes = { small: 32, medium: 40, large: 48 } as const;
export type DeleteButtonSize = keyof typeof deleteButtonSizes;

export interface DeleteIconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  size?: DeleteButtonSize;
  /** The accessible name: the button shows only a bin. */
  label: string;
}

export function DeleteIconButton({
  size = 'medium',
  label,
  className,
  type = 'button',
  ...props
}: DeleteIconButtonProps) {
  const icon = Math.round(deleteButtonSizes[size] / 2);
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      data-size={size}
      className={[styles.iconButton, styles[size], className].filter(Boolean).join(' ')}
      {...props}
    >
      <svg width={icon} height={icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
        />
      </svg>
    </button>
  );
}

import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button/button';
import { toast } from '@/components/ui/toast';
import { copyText } from './copy-text';

export const COPY_SUCCESS_MESSAGE = 'Link copied to clipboard!';
export const COPY_FAILURE_MESSAGE = 'Failed to copy link';

export interface CopyLinkButtonProps {
  /** The address to copy (absolute). */
  url: string;
  /** What the button shows; 'Copy link' by default. */
  children?: ReactNode;
  /** The accessible name when the button shows only an icon. */
  'aria-label'?: string;
  title?: string;
  variant?: ButtonVariant;
  className?: string;
}

/**
 * Copies a link and says so (spec section 4): 'Link copied to clipboard!' as an info toast,
 * the legacy copy when the clipboard refuses, 'Failed to copy link' when both fail.
 */
export function CopyLinkButton({
  url,
  children = 'Copy link',
  variant = 'secondary',
  ...props
}: CopyLinkButtonProps) {
  async function copy() {
    if (await copyText(url)) toast.info(COPY_SUCCESS_MESSAGE);
    else toast.error(COPY_FAILURE_MESSAGE);
  }
  return (
    <Button variant={variant} onClick={() => void copy()} {...props}>
      {children}
    </Button>
  );
}

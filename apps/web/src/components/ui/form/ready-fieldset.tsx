import type { ReactNode } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * The controls of a form on a server-rendered page, disabled until the page's code runs
 * (decision 47): typed before, a value would be lost on hydration, and a press would send the
 * form as a plain GET with its fields in the address. Without JavaScript they stay disabled,
 * and the page says sign-in or sending needs it.
 */
export function ReadyFieldset({
  className,
  children,
}: {
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset className={className} disabled={!useHydrated()}>
      {children}
    </fieldset>
  );
}

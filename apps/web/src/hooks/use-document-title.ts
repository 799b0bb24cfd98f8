import { useEffect } from 'react';

/** A page's title as the tab shows it, e.g. "Kitchens · Corner" (the server's heads use it too). */
export const pageTitle = (title: string) => `${title} · Corner`;

/** Sets the tab's title to `pageTitle(title)`; undefined leaves it as it is. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = pageTitle(title);
  }, [title]);
}

import { useEffect } from 'react';

const site = 'Corner';

/** Sets the tab's title, e.g. "Kitchens · Corner"; undefined leaves it as it is. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} · ${site}`;
  }, [title]);
}

import { notifyManager } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

/**
 * An editor that opens on a row and saves from the revision it opened with (decision 29).
 * Give the editor `key={session}`: `reload` refreshes the row (await `refresh`), then opens
 * the editor afresh on it, so a stale save's notice goes and the latest values show.
 */
export function useEditorSession(refresh: () => Promise<unknown>) {
  const [session, setSession] = useState(0);
  const reload = useCallback(async () => {
    await refresh();
    // Queued after the refreshed query's own notifications, so the editor reopens on the
    // row the parent now has rather than the one it had before the refresh.
    notifyManager.schedule(() => setSession((count) => count + 1));
  }, [refresh]);
  return { session, reload };
}

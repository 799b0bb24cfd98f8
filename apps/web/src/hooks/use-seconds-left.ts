import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `until` (a time in ms), counting down once a second to 0; 0 when
 * there is nothing to wait for. Reads the clock only in effects, so it renders the same on a
 * server.
 */
export function useSecondsLeft(until: number | null): number {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (until === null) {
      setLeft(0);
      return;
    }
    const tick = () => setLeft(Math.max(0, Math.ceil((until - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return left;
}

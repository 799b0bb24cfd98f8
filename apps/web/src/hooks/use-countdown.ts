import { useEffect, useState } from 'react';

/**
 * A countdown in whole seconds: `start(n)` sets it to n, then it drops by one each second to 0.
 * The clock is read only in timers, so it renders the same on a server.
 */
export function useCountdown(): [secondsLeft: number, start: (seconds: number) => void] {
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  return [secondsLeft, setSecondsLeft];
}

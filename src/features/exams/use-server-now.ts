import { useEffect, useState } from 'react';

/**
 * The server's clock as it stands now, ticking every second while `ticking`: the `serverNow` of an answer plus the
 * time since it arrived (`receivedAt`, the browser's clock). Times left are counted on it, so a browser whose clock
 * is off still shows what the server will enforce.
 */
export function useServerNow(serverNow: string | undefined, receivedAt: number | undefined, ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  const offset = serverNow && receivedAt ? new Date(serverNow).getTime() - receivedAt : 0;
  return Math.max(now, receivedAt ?? 0) + offset;
}

/** Seconds from `now` to `deadline` (negative once it has passed). */
export function secondsLeft(deadline: string, now: number): number {
  return Math.floor((new Date(deadline).getTime() - now) / 1000);
}

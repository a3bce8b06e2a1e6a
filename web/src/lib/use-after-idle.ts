// Whether the browser has had an idle moment since the component mounted. What no first paint needs
// (the toast container) waits for it, so its chunk does not compete with the screen's own chunk and
// data. Where there is no requestIdleCallback (jsdom, Safari) it is true at once.
import { useEffect, useState } from 'react';

/** At most this long a busy page keeps waiting. */
const idleTimeoutMs = 2000;

export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(() => typeof window.requestIdleCallback !== 'function');
  useEffect(() => {
    if (idle) return undefined;
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: idleTimeoutMs });
    return () => window.cancelIdleCallback(handle);
  }, [idle]);
  return idle;
}

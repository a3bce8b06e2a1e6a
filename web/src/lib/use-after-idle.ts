// Whether the page has shown its first screen and then had an idle moment. What no first paint needs
// (the toast container) waits for it, so its chunk does not compete with the screen's own chunk and
// data: an idle moment alone comes too early, while the screen's chunk is still on the network.
// Where there is no requestIdleCallback (jsdom, Safari) it is true at once.
import { useEffect, useState } from 'react';
import { useFirstScreenShown } from '#web/lib/first-screen.ts';

/** At most this long a page that never shows a screen (an error page) keeps waiting. */
const screenTimeoutMs = 3000;
/** At most this long a busy page keeps waiting for an idle moment. */
const idleTimeoutMs = 2000;

export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(() => typeof window.requestIdleCallback !== 'function');
  const screenShown = useFirstScreenShown();
  const [gaveUpWaiting, setGaveUpWaiting] = useState(false);

  useEffect(() => {
    if (idle || screenShown) return undefined;
    const timer = window.setTimeout(() => setGaveUpWaiting(true), screenTimeoutMs);
    return () => window.clearTimeout(timer);
  }, [idle, screenShown]);

  useEffect(() => {
    if (idle || !(screenShown || gaveUpWaiting)) return undefined;
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: idleTimeoutMs });
    return () => window.cancelIdleCallback(handle);
  }, [idle, screenShown, gaveUpWaiting]);

  return idle;
}

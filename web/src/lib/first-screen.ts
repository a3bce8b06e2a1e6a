// Whether the first screen of this page load has been shown (the route guard says so). Work no first
// paint needs (the toast container's chunk) waits for it, so that it does not compete with the
// screen's own chunk and data for the network and the main thread.
import { useSyncExternalStore } from 'react';

let shown = false;
const listeners = new Set<() => void>();

export function markFirstScreenShown(): void {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFirstScreenShown(): boolean {
  return useSyncExternalStore(subscribe, () => shown);
}

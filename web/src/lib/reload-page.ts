// A full reload fetches a fresh index.html and with it the current chunk names, which is the cure
// for a chunk that a deploy removed. Its own module so tests can observe it (jsdom cannot reload).
export function reloadPage(): void {
  window.location.reload();
}

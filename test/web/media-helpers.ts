// A window of a given width for the media queries components read through matchMedia (jsdom has no
// layout; the setup's stand-in matches nothing). Only width queries in em or px are evaluated.
const setupMatchMedia = window.matchMedia;

function matchesWidth(query: string, widthPx: number): boolean {
  const conditions = [...query.matchAll(/\((max|min)-width:\s*([\d.]+)(em|px)\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, bound, value, unit]) => {
    const px = Number(value) * (unit === 'em' ? 16 : 1);
    return bound === 'max' ? widthPx <= px : widthPx >= px;
  });
}

/** From now until `restoreWindowWidth`, media queries answer as on a window `widthPx` wide. */
export function setWindowWidth(widthPx: number): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ ...setupMatchMedia(query), matches: matchesWidth(query, widthPx) }),
  });
}

export function restoreWindowWidth(): void {
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: setupMatchMedia });
}

// Hands a file the app fetched (a spreadsheet, a PDF) to the browser's downloads under its name.
import type { Download } from '#web/lib/api-client.ts';

/** How long the blob's address outlives the click: the browser reads it asynchronously. */
const revokeAfterMs = 60_000;

export function saveDownload({ blob, fileName }: Download, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName ?? fallbackName });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), revokeAfterMs);
}

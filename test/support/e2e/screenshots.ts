// Screenshots for a person to look at (docs/adding-a-domain.md §8: each screen at 390 and 1280 px
// before it is called done). Taken only when CAREBOOK_SCREENSHOTS names a directory, so a normal run
// writes nothing: `CAREBOOK_SCREENSHOTS=/tmp/shots npx vitest run test/e2e/payouts.test.ts`.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

export async function screenshotIfAsked(page: Page, name: string): Promise<void> {
  const dir = process.env.CAREBOOK_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

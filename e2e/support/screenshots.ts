import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test, type Page } from '@playwright/test';

/**
 * A screenshot kept with the test's results and, when SCREENSHOT_DIR is set, written there as
 * `<name>.png` for a look by eye. The whole page by default; `fullPage: false` keeps what the
 * window shows (a check of what is on screen when the page opens).
 */
export async function keepScreenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  const body = await page.screenshot({ fullPage });
  await test.info().attach(name, { body, contentType: 'image/png' });
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${name}.png`), body);
  }
}

import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe';
import { keepScreenshot } from './screenshots';

/**
 * The page as it is now at a phone's width and then a desktop's (900 px high): no WCAG 2.1 A/AA
 * violation at either, and a screenshot of each, named `${name}-${width}` (support/screenshots.ts).
 * The page is left at the desktop's width.
 */
export async function expectAccessibleAtEachWidth(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoA11yViolations(page);
    await keepScreenshot(page, `${name}-${width}`);
  }
}

import { expect, type Page } from '@playwright/test';

/** Console errors and answers of 400 or more of a page, from now on: a CSP refusal shows up in both. */
export function pageProblems(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') found.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) found.push(`${response.status()} ${response.url()}`);
  });
  return found;
}

/**
 * Opens the home page and scrolls it to the footer, so every picture and frame loads, and finds
 * nothing wrong: no console error (a CSP refusal is one) and no answer of 400 or more.
 */
export async function expectHomePageWithoutProblems(page: Page): Promise<void> {
  const found = pageProblems(page);
  await page.goto('/');
  await expect(page.getByRole('region', { name: /^Welcome to / })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Photo Gallery' }).getByRole('img').first()).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  // Every picture the browser has asked for has arrived, or failed (then named below); not the
  // network going idle, which a page polling its alerts need not ever be.
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.currentSrc === '' || image.complete)))
    .toBe(true);
  expect(found).toEqual([]);
}

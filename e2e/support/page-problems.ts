import type { Page } from '@playwright/test';

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

import type { Locator, Page } from '@playwright/test';

/**
 * Clicks a link that opens a new tab, and answers the tab and the address it opened. The address
 * is read from the tab's own navigation, not from the tab: the browser under test (Chromium's
 * headless shell) has no PDF viewer, so a PDF opened in a tab is fetched there and kept as a
 * download, and the tab's address stays blank.
 */
export async function openInNewTab(page: Page, link: Locator): Promise<{ tab: Page; address: string }> {
  // A new tab's first request comes before its frame does, so it is told by being a navigation
  // (the link's own page does not navigate: its target is the new tab).
  const navigation = page.context().waitForEvent('request', { predicate: (request) => request.isNavigationRequest() });
  const popup = page.waitForEvent('popup');
  await link.click();
  const [tab, request] = await Promise.all([popup, navigation]);
  return { tab, address: request.url() };
}

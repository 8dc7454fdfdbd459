import type { Page, Route } from '@playwright/test';

/**
 * Holds back every request to `url` until the function it answers is called, so a test sees
 * what the page shows meanwhile (a loading line, disabled controls); then each request goes on
 * to the server, or gets `answer`.
 */
export async function holdRequests(page: Page, url: string, answer: (route: Route) => Promise<void> = (route) => route.continue()): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await answer(route);
  });
  return release;
}

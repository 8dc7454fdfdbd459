import type { Browser, BrowserContext } from '@playwright/test';

/**
 * Every Content-Security-Policy refusal the pages report (the DOM's securitypolicyviolation
 * event), for the suites that run under the production policy (deploy, stack): a picture or style
 * the policy blocks shows under `npm start` and not there, and a screen can still "work" without it.
 */
const violations: string[] = [];
const watched = new WeakSet<Browser>();

declare global {
  interface Window {
    reportCspViolation?: (line: string) => void;
  }
}

async function watchContext(context: BrowserContext): Promise<void> {
  await context.exposeBinding('reportCspViolation', (_source, line: string) => void violations.push(line));
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      window.reportCspViolation?.(`${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} on ${location.href}`),
    ),
  );
}

/**
 * Watches every context `browser` makes from now on, the test runner's own `page` and `context`
 * included (Playwright makes them with browser.newContext, as browser.newPage does).
 */
export function watchCsp(browser: Browser): void {
  if (watched.has(browser)) return;
  watched.add(browser);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchContext(context);
    return context;
  };
}

/** The refusals reported since the last call. */
export const takeCspViolations = (): string[] => violations.splice(0);

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No violation of WCAG 2.1 A or AA rules on the page as it is now (run it after the content
 * has rendered, and again with any dialog open). The report lists each rule and its targets.
 */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  let report = await violations(page);
  // Something that mounted after the wait (a toast whose chunk came late) may have been met
  // mid-entrance: a real violation is still there once that has ended too.
  if (report.length > 0) report = await violations(page);
  expect(report, 'axe found WCAG 2.1 A/AA violations').toEqual([]);
}

async function violations(page: Page) {
  // Colours read halfway through a fade (a toast sliding in) are not the page's colours: the
  // short animations end first. Long or endless ones (a toast's timer bar) are not waited for.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const timing = animation.effect?.getComputedTiming();
      return animation.playState !== 'running' || Number(timing?.endTime ?? Infinity) > 2000;
    }),
  );
  // Legacy mode: axe runs in the page and its frames and reports there, instead of opening a blank
  // page to put the frames' results together, which cost each run about 40 % more. What it gives up
  // is cross-origin frames, and the site's only ones are other sites' (the YouTube and map frames).
  const results = await new AxeBuilder({ page }).setLegacyMode(true).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

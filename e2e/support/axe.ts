import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No violation of WCAG 2.1 A or AA rules on the page as it is now (run it after the content
 * has rendered, and again with any dialog open). The report lists each rule and its targets.
 */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  // Colours read halfway through a fade (a toast sliding in) are not the page's colours: the
  // short animations end first. Long or endless ones (a toast's timer bar) are not waited for.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const timing = animation.effect?.getComputedTiming();
      return animation.playState !== 'running' || Number(timing?.endTime ?? Infinity) > 2000;
    }),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const report = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(report, 'axe found WCAG 2.1 A/AA violations').toEqual([]);
}

import type { Page } from '@playwright/test';

/**
 * Shows the page as a browser with scripts off does, where a test still needs scripts of its own
 * (axe runs in the page, and never ends where they are off: its timers never fire). The page's
 * scripts are refused (and `alsoRefused`: one list for the page, call it once, before the first
 * goto), so nothing brings it to life; after each
 * load, applyScriptsOffRules puts in force what the page's CSS says of itself with scripts off.
 */
export async function refuseScripts(page: Page, alsoRefused: readonly string[] = []): Promise<void> {
  await refuseUrls(page, ['*.js', ...alsoRefused]);
}

/**
 * Refuses the page's requests whose address matches one of `urls` (DevTools' wildcards), in
 * place of any list given before. Through DevTools, not page.route, which would turn the HTTP
 * cache off for every load after.
 */
export async function refuseUrls(page: Page, urls: readonly string[]): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.setBlockedURLs', { urls: [...urls] });
}

/**
 * Puts the page's `(scripting: none)` rules in force, after the rest (Chromium cannot be told to
 * match that media while scripts run), once its style sheets are loaded. Through the CSSOM, which
 * the page's CSP leaves alone. Answers how many such blocks the page has.
 */
export async function applyScriptsOffRules(page: Page): Promise<number> {
  return page.evaluate(() => {
    const SCRIPTS_OFF = /\(\s*scripting\s*:\s*none\s*\)/;
    const rules: string[] = [];
    const collect = (list: CSSRuleList) => {
      for (const rule of Array.from(list)) {
        if (!(rule instanceof CSSMediaRule)) continue;
        if (!SCRIPTS_OFF.test(rule.conditionText)) {
          collect(rule.cssRules);
          continue;
        }
        // "(scripting: none) and (min-width: 1024px)" keeps its other condition.
        const rest = rule.conditionText.replace(SCRIPTS_OFF, '').replace(/^\s*and\s+|\s+and\s*$/g, '').trim();
        const inner = Array.from(rule.cssRules, (one) => one.cssText).join('\n');
        rules.push(rest ? `@media ${rest} {\n${inner}\n}` : inner);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(rules.join('\n'));
    document.adoptedStyleSheets = [sheet];
    return rules.length;
  });
}

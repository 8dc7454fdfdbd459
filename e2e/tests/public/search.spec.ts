import { test, expect } from '../../support/site';
import { expectNoA11yViolations } from '../../support/axe';

/** The site search (issue 15): the header's box, the results page, and the API behind them. */

test('a staff member is found by a Hindi name from the header’s search box, and the result opens the staff page', async ({ page }) => {
  await page.goto('/rti');
  const box = page.getByRole('banner').getByRole('search', { name: 'Site search' });
  await box.getByRole('searchbox', { name: 'Search the site' }).fill('नौटियाल');
  await box.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('1 result for “नौटियाल”.');
  const result = page.getByRole('main').getByRole('listitem');
  await expect(result).toContainText('Staff');
  await expect(result.locator('mark')).toHaveText('नौटियाल');
  const link = result.getByRole('link', { name: 'श्रीमती पूजा नौटियाल' });
  await expect(link).toHaveAttribute('lang', 'hi');
  await link.click();
  await expect(page).toHaveURL(/\/staffDetail$/);
  await expect(page.getByRole('row', { name: /श्रीमती पूजा नौटियाल/ })).toBeVisible();
});

test('an event is found by an English word, the first letters of the last word being enough', async ({ page }) => {
  await page.goto('/search');
  const form = page.getByRole('main').getByRole('search', { name: 'Search this site' });
  await form.getByRole('searchbox', { name: 'Search this site' }).fill('science exhib');
  await form.getByRole('searchbox', { name: 'Search this site' }).press('Enter');

  const first = page.getByRole('main').getByRole('listitem').first();
  await expect(first.getByRole('link', { name: 'Science Exhibition' })).toHaveAttribute('href', '/photos');
  await expect(first).toContainText('Event');
  await expect(first.locator('mark').first()).toHaveText('Science');
  await first.getByRole('link', { name: 'Science Exhibition' }).click();
  await expect(page.getByRole('article', { name: 'Science Exhibition' })).toBeVisible();
});

test('a search that finds nothing says so, and one that is no words is refused with the words kept', async ({ page }) => {
  await page.goto('/search?q=xylophone');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('No results for “xylophone”.');

  const box = page.getByRole('main').getByRole('searchbox', { name: 'Search this site' });
  await box.fill('"*:&!');
  await box.press('Enter');
  await expect(page.getByRole('main').getByText('Search for a word: letters or digits.')).toBeVisible();
  await expect(box).toHaveValue('"*:&!');
  await expect(box).toBeFocused();
  await expect(page).toHaveURL(/\?q=xylophone$/);
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the results page has no WCAG 2.1 A/AA violation', async ({ page }) => {
      await page.goto('/search?q=science');
      await expect(page.getByRole('main').getByRole('link', { name: 'Science Exhibition' })).toBeVisible();
      await expectNoA11yViolations(page);
      await page.goto('/search?q=xylophone');
      await expect(page.getByRole('main').getByRole('status')).toHaveText('No results for “xylophone”.');
      await expectNoA11yViolations(page);
    });
  });
}

test.describe('at 320 px with 200 % text', () => {
  test.use({ viewport: { width: 320, height: 800 } });

  test('the header’s box and the results fit the screen', async ({ page }) => {
    await page.goto('/rti');
    const larger = page.getByRole('group', { name: 'Display settings' }).getByRole('button', { name: 'A+ larger text' });
    while (await larger.isEnabled()) await larger.click();
    await page.goto('/search?q=science');
    await expect(page.getByRole('main').getByRole('link', { name: 'Science Exhibition' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

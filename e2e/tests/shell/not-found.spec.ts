import { test, expect } from '../../support/site';

test('an unknown path shows the 404 page, whose button leads home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
  await expect(page.getByText('Sorry, the page you are looking for does not exist.')).toBeVisible();
  const home = page.getByRole('link', { name: 'Go to Home' });
  await expect(home).toHaveAttribute('href', '/home');
  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#AboutPmShri')).toBeVisible();
});

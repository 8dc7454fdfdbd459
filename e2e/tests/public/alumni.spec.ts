import { test, expect } from '../../support/site';

const cards = (page: import('@playwright/test').Page) => page.getByRole('group', { name: /^Page \d+ of \d+$/ }).getByRole('article');

test('the alumni page shows the API’s alumni as cards with the spec’s fields', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/alumni');
  await expect(page.getByRole('heading', { level: 1, name: 'Our School Alumni' })).toBeVisible();
  await expect(cards(page)).toHaveCount(3);
  const ankit = page.getByRole('article', { name: 'Ankit Rana' });
  await expect(ankit.getByRole('img', { name: 'Ankit Rana' })).toBeVisible();
  await expect(ankit).toContainText('PM SHRI Government Inter College');
  await expect(ankit).toContainText('Pass Out Year: 2016');
  await expect(ankit).toContainText('Born 11 Feb 1998');
  await expect(ankit.getByRole('link', { name: 'ankit.rana@alumni.example' })).toHaveAttribute('href', 'mailto:ankit.rana@alumni.example');
});

for (const [width, perPage] of [
  [375, 1],
  [800, 2],
  [1280, 3],
] as const) {
  test(`at ${width} px a page holds ${perPage} card(s)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/alumni');
    await expect(cards(page)).toHaveCount(perPage);
    await expect(page.getByRole('group', { name: `Page 1 of ${Math.ceil(4 / perPage)}` })).toBeVisible();
  });
}

test('changing the cards per page goes back to the first page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto('/alumni');
  await page.getByRole('button', { name: 'Next alumni' }).click();
  await page.getByRole('button', { name: 'Next alumni' }).click();
  await expect(page.getByRole('group', { name: 'Page 3 of 4' })).toBeVisible();
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(page.getByRole('group', { name: 'Page 1 of 2' })).toBeVisible();
});

test('previous and next wrap around, and the dots jump to a page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/alumni');
  await page.getByRole('button', { name: 'Previous alumni' }).click();
  await expect(page.getByRole('group', { name: 'Page 2 of 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Next alumni' }).click();
  await expect(page.getByRole('group', { name: 'Page 1 of 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('article', { name: 'Neha Thapliyal' })).toBeVisible();
});

test('the carousel advances by itself every five seconds, and Pause stops it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/alumni');
  await expect(page.getByRole('group', { name: 'Page 1 of 2' })).toBeVisible();
  await page.mouse.move(5, 5); // the pointer away from the carousel, which pauses while hovered
  await expect(page.getByRole('group', { name: 'Page 2 of 2' })).toBeVisible({ timeout: 7_000 });
  await page.getByRole('button', { name: 'Pause the alumni carousel' }).click();
  // The pointer and the focus leave the carousel, which would hold it too: only Pause holds it now.
  await page.getByRole('heading', { level: 1, name: 'Our School Alumni' }).click();
  await expect(page.getByRole('button', { name: 'Play the alumni carousel' })).toBeVisible();
  const before = await page.getByRole('group', { name: /^Page \d+ of 2$/ }).getAttribute('aria-label');
  await page.waitForTimeout(6_000); // proving a thing does not happen takes its interval
  await expect(page.getByRole('group', { name: /^Page \d+ of 2$/ })).toHaveAttribute('aria-label', before ?? '');
});

test('a missing or unloadable photo shows the icon instead', async ({ page }) => {
  await page.route('**/uploads/**/alumni/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/alumni');
  await expect(page.getByRole('img', { name: 'No photo of Ankit Rana' })).toBeVisible();
});

test('without alumni the page says No data found', async ({ page }) => {
  await page.route('**/api/School/Alumni/GetAll', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
  await page.goto('/alumni');
  await expect(page.getByText('No data found')).toBeVisible();
});

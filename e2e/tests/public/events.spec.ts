import { test, expect } from '../../support/site';
import { expectNoA11yViolations } from '../../support/axe';

test('the event gallery lists the API’s events with date, description and media', async ({ page }) => {
  await page.goto('/photos');
  await expect(page.getByRole('heading', { level: 1, name: 'Event Gallery' })).toBeVisible();
  const sports = page.getByRole('article', { name: 'Annual Sports Day' });
  await expect(sports).toContainText('17-10-2026');
  await expect(sports).toContainText('Races, relays');
  await expect(sports.getByRole('img')).toHaveCount(4);
  await expect(sports.getByRole('link', { name: /^Play Annual Sports Day: video 1/ })).toBeVisible();
  // Newest first.
  await expect(page.getByRole('article').first()).toHaveAccessibleName('Annual Sports Day');
});

test('an image opens full screen and closes by its button, the backdrop and Escape', async ({ page }) => {
  await page.goto('/photos');
  const photo = page.getByRole('link', { name: 'Science Exhibition: photo 2 of 4' });
  await photo.click();
  const viewer = page.getByRole('dialog', { name: 'Science Exhibition: photo 2 of 4' });
  await expect(viewer.getByRole('img', { name: 'Science Exhibition: photo 2 of 4' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused();
  await expectNoA11yViolations(page);
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();
  await expect(photo).toBeFocused();

  await photo.click();
  await page.mouse.click(5, 400); // the backdrop, beside the picture
  await expect(viewer).toBeHidden();

  await photo.click();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
});

test('a video opens full screen with controls and plays', async ({ page }) => {
  await page.goto('/photos');
  await page.getByRole('link', { name: /^Play Tree Plantation Drive: video 1/ }).click();
  const video = page.getByRole('dialog').locator('video');
  await expect(video).toHaveAttribute('controls', '');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThan(0);
});

test('while events load the page says so, and without events says none were found', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/School/Activity/GetAll', async (route) => {
    await held;
    await route.fulfill({ status: 200, contentType: 'application/json', body: '[]' });
  });
  await page.goto('/photos');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading events...');
  release();
  await expect(page.getByText('No events found.')).toBeVisible();
});

test('a failed event list shows the spec’s error toast', async ({ page }) => {
  await page.route('**/api/School/Activity/GetAll', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/photos');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch events. Please try again.' })).toBeVisible();
});

test('visitors of the public lists see no admin controls and download nothing of the school-admin remote', async ({ page, site }) => {
  const adminRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === String(site.ports.schoolAdmin)) adminRequests.push(request.url());
  });
  const lists = [
    { path: '/photos', add: '+ Add Event', item: page.getByRole('article', { name: 'Annual Sports Day' }) },
    { path: '/staffDetail', add: 'Add Staff', item: page.getByRole('row', { name: /Rajendra Singh Negi/ }) },
    { path: '/alumni', add: 'Add Alumni', item: page.getByRole('article', { name: 'Ankit Rana', exact: true }) },
  ];
  for (const { path, add, item } of lists) {
    await page.goto(path);
    await expect(item).toBeVisible();
    // The list's date comes last (GET /Site/LastChanged, once the list is in).
    await expect(page.getByRole('main').getByText(/^Last updated:/)).toBeVisible();
    await expect(page.getByRole('button', { name: add })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
  }
  expect(adminRequests).toEqual([]);
});

for (const width of [375, 1280]) {
  test(`the event gallery has no WCAG 2.1 A/AA violation at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/photos');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoA11yViolations(page);
  });
}

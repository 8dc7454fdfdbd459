import { test, expect } from '../../support/site';

const SCHOOL_PAGES = ['/Manage-Activity', '/Manage-Staff', '/Manage-Alumni'];
const PROVIDER_PAGES = ['/sgi-admin', '/sgi-admin/schools', '/sgi-admin/users'];

for (const path of SCHOOL_PAGES) {
  test(`${path} without a school session redirects to the school login`, async ({ page, site }) => {
    await page.goto(path);
    await expect(page).toHaveURL(`${site.url}/login`);
    await expect(page.getByRole('heading', { name: 'Login to Your Account' })).toBeVisible();
  });
}

for (const path of PROVIDER_PAGES) {
  test(`${path} without a provider token redirects to the provider login`, async ({ page, site }) => {
    await page.goto(path);
    await expect(page).toHaveURL(`${site.url}/sgi-login`);
    await expect(page.getByRole('heading', { name: 'SGI Login' })).toBeVisible();
  });
}

test('the redirect replaces the guarded page in the history, so Back does not loop', async ({ page, site }) => {
  await page.goto('/rti');
  await expect(page.getByRole('heading', { level: 1, name: 'RTI' })).toBeVisible();
  await page.goto('/Manage-Staff');
  await expect(page).toHaveURL(`${site.url}/login`);
  await page.goBack();
  await expect(page).toHaveURL(`${site.url}/rti`);
  await expect(page.getByRole('heading', { level: 1, name: 'RTI' })).toBeVisible();
});

test('a school token alone opens the school pages, and a provider token alone the provider area', async ({
  page,
  site,
}) => {
  // Only the presence of a token is checked by the guards (docs/product.md#sessions). The server would
  // refuse these made-up tokens, and a refused token ends its session, so here the API
  // answers every call with an empty list.
  await page.route('**/api/**', (route) => route.fulfill({ json: [] }));
  await page.goto('/');
  await page.evaluate(() => sessionStorage.setItem('authToken', 'any'));
  await page.goto('/Manage-Staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Details' })).toBeVisible();
  await expect(page).toHaveURL(`${site.url}/Manage-Staff`);

  // The school token does not open the provider area.
  await page.goto('/sgi-admin/users');
  await expect(page).toHaveURL(`${site.url}/sgi-login`);

  await page.evaluate(() => sessionStorage.setItem('sgiToken', 'any'));
  await page.goto('/sgi-admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Provider administration' })).toBeVisible();
  await expect(page).toHaveURL(`${site.url}/sgi-admin/users`);
});

test('/home redirects to the home page', async ({ page, site }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(`${site.url}/`);
  await expect(page.getByRole('region', { name: 'About the school' })).toBeVisible();
});

import { test, expect } from '../../support/site';
import { logInAsProvider } from '../../support/provider-admin';
import { enterCodeOnScreen } from '../../support/second-factor';

test('the index shows Schools, and the sidebar moves between Schools and Users', async ({ page, site }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAsProvider(page);
  const sidebar = page.getByRole('navigation', { name: 'Provider administration' });
  await expect(sidebar.getByRole('link', { name: 'Schools' })).toHaveAttribute('aria-current', 'page');

  await sidebar.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(`${site.url}/sgi-admin/users`);
  await expect(page.getByRole('heading', { level: 2, name: 'Users' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('link', { name: 'Schools' })).not.toHaveAttribute('aria-current', 'page');

  await sidebar.getByRole('link', { name: 'Schools' }).click();
  await expect(page).toHaveURL(`${site.url}/sgi-admin/schools`);
  await expect(page.getByRole('heading', { level: 2, name: 'Schools' })).toBeVisible();
});

test('the sidebar is open at 1024 px and wider, collapsed below, and the button toggles it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAsProvider(page);
  const sidebar = page.getByRole('navigation', { name: 'Provider administration' });
  const toggle = sidebar.getByRole('button', { name: 'Admin menu' });
  const schoolsLabel = sidebar.getByRole('link', { name: 'Schools' }).getByText('Schools');

  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(schoolsLabel).toBeVisible();
  const open = (await sidebar.boundingBox())!;
  const openWidth = open.width;
  // Every item lies inside it, the longest name ("Alerts to every school") on two lines if need be.
  for (const link of await sidebar.getByRole('link').all()) {
    const box = (await link.boundingBox())!;
    expect(box.x + box.width, await link.innerText()).toBeLessThanOrEqual(open.x + open.width);
  }

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // Collapsed, a rail of icons: the names stay for screen readers only.
  await expect(schoolsLabel).toHaveClass('ui-visually-hidden');
  await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeLessThan(openWidth / 2);

  // Crossing 1024 px decides again.
  await page.setViewportSize({ width: 1023, height: 900 });
  // Media queries are evaluated once per frame: let one pass at 1023 px before widening again.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.setViewportSize({ width: 1024, height: 900 });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.setViewportSize({ width: 1000, height: 900 });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // On a phone it starts collapsed; opened, choosing an item closes it again.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByRole('link', { name: 'Users' }).getByText('Users')).not.toHaveClass('ui-visually-hidden');
  await sidebar.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Users' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('Logout clears all session storage and goes to /sgi-login', async ({ page, site }) => {
  await logInAsProvider(page, '/sgi-admin/users');
  await page.evaluate(() => sessionStorage.setItem('user', '{"role":"x"}'));
  expect(await page.evaluate(() => sessionStorage.length)).toBeGreaterThan(2);

  await page.getByRole('navigation', { name: 'Provider administration' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${site.url}/sgi-login`);
  await expect(page.getByRole('heading', { name: 'SGI Login' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

  // The area is closed again.
  await page.goto('/sgi-admin/schools');
  await expect(page).toHaveURL(`${site.url}/sgi-login`);
});

test('a school admin token does not open the provider calls', async ({ page, site }) => {
  // A school admin logs in; the provider area's guard and the API both refuse it.
  await page.goto('/login');
  await page.getByLabel('Username').fill('schooladmin');
  await page.getByLabel('Password', { exact: true }).fill('e2e-school-pass');
  await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
  await enterCodeOnScreen(page, 'schooladmin');
  await expect(page).toHaveURL(`${site.url}/`);
  await page.goto('/sgi-admin');
  await expect(page).toHaveURL(`${site.url}/sgi-login`);

  const token = await page.evaluate(() => sessionStorage.getItem('authToken'));
  const answer = await page.request.post(`${site.apiUrl}/School/GetAll`, { data: { active: true }, headers: { Authorization: `Bearer ${token}` } });
  expect([401, 403]).toContain(answer.status());
});

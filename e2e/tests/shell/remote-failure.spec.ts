import { test, expect } from '../../support/site';

const RTI_COLUMNS = ['Name', 'Designation', 'Date Of Joining', 'Date Of Present Post', 'Subject', 'Employee Code'];

test('with the content remote down the shell still works and Retry loads the page once it is back', async ({
  page,
  site,
}) => {
  // The worker's other tests share this server: it must run again whatever happens here.
  await site.stop('content');
  let restarted = false;
  try {
    await page.goto('/rti');

    const problem = page.getByRole('alert').filter({ hasText: 'This part of the site could not be loaded' });
    await expect(problem).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This part of the site could not be loaded' })).toBeVisible();
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'RTI' })).toHaveCount(0);

    // Header, menu and footer come from the host and still show, and the menu still works.
    await expect(page.getByRole('banner').getByText('School Code: 83181')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Faqs' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Quick Links' })).toBeVisible();
    await nav.getByRole('button', { name: 'About Us' }).hover();
    await expect(nav.getByRole('link', { name: 'School History' })).toBeVisible();
    await page.getByRole('banner').getByText('Affiliation No.').hover();

    await site.start('content');
    restarted = true;
    await retry.click();

    await expect(page.getByRole('heading', { level: 1, name: 'RTI' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(RTI_COLUMNS);
    await expect(table.getByRole('row')).toHaveCount(5);
    await expect(problem).toHaveCount(0);
    await expect(page).toHaveURL(`${site.url}/rti`);
  } finally {
    if (!restarted) await site.start('content');
  }
});

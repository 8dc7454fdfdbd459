import type { Page } from '@playwright/test';
import { test, expect } from '../../support/site';
import { logInAsSchoolAdmin } from '../../support/school-admin';

interface MenuLink {
  label: string;
  to: string;
}
const link = (label: string, to: string): MenuLink => ({ label, to });
/** A group: a button that opens its sub-menu of `children`. */
const group = (label: string, ...children: MenuLink[]) => ({ label, children });

/** The navigation menu of docs/product.md#site-shell while logged out, in its order. */
const MENU: readonly { label: string; to?: string; children?: readonly MenuLink[] }[] = [
  link('Home', '/'),
  group('About Us', link('School History', '/schoolHistory'), link("Principal's Message", '/principalMessage')),
  link('About the martyr', '/aboutSahid'),
  link('Staff Details', '/staffDetail'),
  group('Gallery', link('Photo Gallery', '/photos')),
  group(
    'Mandatory Disclosure',
    link('Mandatory Public Disclosure', '/mandatory-public-disclosure'),
    link('Academics', '/academics'),
    link('Certifications/Approvals', '/certificates_&_Approvals'),
  ),
  link('Alumni', '/alumni'),
  link('Faqs', '/faqs'),
  link('Notices', '/notices'),
  link('Login', '/login'),
];

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Moves the pointer off the menu, onto the header above it, where no sub-menu can drop. */
async function pointAway(page: Page) {
  await page.getByRole('banner').getByText('Affiliation No.').hover();
}

test.describe('on a large screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'About the school' })).toBeVisible();
  });

  test('the menu bar shows every entry of the spec in order, without a Menu toggle', async ({ page }) => {
    const nav = mainMenu(page);
    await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden();
    // Closed sub-menus are hidden, so the visible list items are the bar's own entries.
    await expect(nav.getByRole('listitem')).toHaveText(
      MENU.map((item) => item.label),
      { useInnerText: true },
    );
  });

  test('every menu link leads to the path of the spec', async ({ page }) => {
    const nav = mainMenu(page);
    for (const item of MENU) {
      if (item.to) {
        const link = nav.getByRole('link', { name: item.label, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', item.to);
        continue;
      }
      await nav.getByRole('button', { name: item.label }).hover();
      for (const child of item.children ?? []) {
        const link = nav.getByRole('link', { name: child.label, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', child.to);
      }
      await pointAway(page);
    }
  });

  test('the relative menu paths still lead to the root paths from a deeper page', async ({ page }) => {
    await page.goto('/rti');
    await expect(page.getByRole('heading', { level: 1, name: 'RTI' })).toBeVisible();
    const nav = mainMenu(page);
    await expect(nav.getByRole('link', { name: 'About the martyr' })).toHaveAttribute('href', '/aboutSahid');
    await expect(nav.getByRole('link', { name: 'Alumni', exact: true })).toHaveAttribute('href', '/alumni');
  });

  test('hovering About Us shows its sub-menu and moving away hides it', async ({ page }) => {
    const nav = mainMenu(page);
    const history = nav.getByRole('link', { name: 'School History' });
    const message = nav.getByRole('link', { name: "Principal's Message" });
    await expect(history).toBeHidden();
    await expect(message).toBeHidden();

    await nav.getByRole('button', { name: 'About Us' }).hover();
    await expect(history).toBeVisible();
    await expect(message).toBeVisible();
    // Only the hovered group opens.
    await expect(nav.getByRole('link', { name: 'Academics' })).toBeHidden();

    await pointAway(page);
    await expect(history).toBeHidden();
    await expect(message).toBeHidden();
  });

  test('a sub-menu opened by hover stays open when the page moves under the pointer', async ({ page, site }) => {
    const nav = mainMenu(page);
    await nav.getByRole('button', { name: 'About Us' }).hover();
    await expect(nav.getByRole('link', { name: "Principal's Message" })).toBeVisible();
    // Something arrives above the menu (an alert, a late picture) and pushes it down, so the
    // pointer is no longer over it: the sub-menu must wait long enough to be reached.
    await page.evaluate(() => {
      const arrival = document.createElement('div');
      arrival.style.height = '120px';
      document.body.prepend(arrival);
    });
    await nav.getByRole('link', { name: "Principal's Message" }).click();
    await expect(page).toHaveURL(`${site.url}/principalMessage`);
  });

  test('clicking a sub-menu link navigates to its page', async ({ page, site }) => {
    const nav = mainMenu(page);
    await nav.getByRole('button', { name: 'About Us' }).hover();
    await nav.getByRole('link', { name: "Principal's Message" }).click();
    await expect(page).toHaveURL(`${site.url}/principalMessage`);
    await expect(page.getByRole('heading', { level: 1, name: "Principal's Message" })).toBeVisible();

    await nav.getByRole('button', { name: 'Mandatory Disclosure' }).hover();
    await nav.getByRole('link', { name: 'Certifications/Approvals' }).click();
    await expect(page).toHaveURL(`${site.url}/certificates_&_Approvals`);
  });

  test('there is no Admin group while logged out', async ({ page }) => {
    const nav = mainMenu(page);
    await expect(nav.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Admin' })).toHaveCount(0);
    for (const label of ['Activity', 'Staff']) {
      await expect(nav.getByRole('link', { name: label, exact: true, includeHidden: true })).toHaveCount(0);
    }
    await expect(nav.getByRole('link', { name: 'Alumni', exact: true, includeHidden: true })).toHaveCount(1);
  });

  test("the Admin group's sub-menu opens inside the window at the bar's right end, and following its link closes it under the still pointer", async ({
    page,
    site,
  }) => {
    await logInAsSchoolAdmin(page, site.url);
    const nav = mainMenu(page);
    const admin = nav.getByRole('button', { name: 'Admin' });
    const settings = nav.getByRole('link', { name: 'Settings', exact: true });
    // At 1024 px the bar wraps and Admin starts the second row; at 1280 px it ends the first.
    // Sticking out past the window, the sub-menu made the page scroll sideways (and jump back as it closed).
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await admin.click();
      await expect(settings).toBeVisible();
      const box = (await settings.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (width === 1024) {
        await page.keyboard.press('Escape');
        await expect(settings).toBeHidden();
      }
    }

    // The pointer stays on the link it followed: the sub-menu must not come back under it.
    await nav.getByRole('link', { name: 'Feedback', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Show' })).toBeVisible();
    await expect(settings).toBeHidden();
  });
});

test.describe('on a small screen', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

  test('the menu list stays hidden until the Menu toggle is pressed', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'About the school' })).toBeVisible();
    const nav = mainMenu(page);
    const toggle = nav.getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('list')).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeHidden();

    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const item of MENU) {
      const entry = item.to
        ? nav.getByRole('link', { name: item.label, exact: true })
        : nav.getByRole('button', { name: item.label });
      await expect(entry).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'School History' })).toBeHidden();

    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeHidden();
  });

  test('tapping a group expands it and collapses the other, and following a link closes the menu', async ({
    page,
    site,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'About the school' })).toBeVisible();
    const nav = mainMenu(page);
    const toggle = nav.getByRole('button', { name: 'Menu' });
    await toggle.tap();

    const aboutUs = nav.getByRole('button', { name: 'About Us' });
    const disclosure = nav.getByRole('button', { name: 'Mandatory Disclosure' });
    await expect(aboutUs).toHaveAttribute('aria-expanded', 'false');
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');

    await aboutUs.tap();
    await expect(aboutUs).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'School History' })).toBeVisible();
    await expect(nav.getByRole('link', { name: "Principal's Message" })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Academics' })).toBeHidden();

    await disclosure.tap();
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    await expect(aboutUs).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Academics' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Certifications/Approvals' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'School History' })).toBeHidden();

    await nav.getByRole('link', { name: 'Academics' }).tap();
    await expect(page).toHaveURL(`${site.url}/academics`);
    await expect(page.getByRole('heading', { level: 1, name: 'Mandatory Disclosure: Academics' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('list')).toBeHidden();

    // Opened again, the menu starts with every group collapsed.
    await toggle.tap();
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Academics' })).toBeHidden();
  });
});

import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../../support/site';
import { logInAsSchoolAdmin } from '../../support/school-admin';
import { expectValuesByLabel, fillByLabel } from '../../support/forms';
import {
  TEST_NAME,
  consoleErrors,
  expectNotAPictureRefused,
  expectPictureLoaded,
  expectModalKeyboardWalk,
  multipartField,
  picture,
  recordPosts,
  removeLeftovers,
} from '../../fixtures/people/people';
import { alumniCard as card, alumniDialog as dialog, openAddAlumni, showAlumniCard as showCard } from '../../fixtures/people/alumni';

/** No page of the carousel shows the alumnus. */
async function expectNoCard(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('group', { name: /^Page \d+ of \d+$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Pause' }).click();
  const pages = await page.getByRole('button', { name: /^Page \d+$/ }).count();
  for (let index = 1; index <= pages; index += 1) {
    await page.getByRole('button', { name: `Page ${index}`, exact: true }).click();
    await expect(card(page, name)).toHaveCount(0);
  }
}

/** Clicks and waits for the whole page to load again (docs/product.md#record-screens: alumni saves and deletes reload it). */
async function clickAndWaitForReload(page: Page, target: Locator): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __notReloaded: true }));
  const loaded = page.waitForEvent('load');
  await target.click();
  await loaded;
  expect(await page.evaluate(() => (window as { __notReloaded?: boolean }).__notReloaded)).toBeUndefined();
}


test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test.afterEach(async ({ page, site }) => {
  await removeLeftovers(page, site.apiUrl, 'alumni');
});

test('a school admin adds, edits and deletes an alumnus with a photo, and visitors see each change', async ({ page, site, browser }) => {
  test.setTimeout(90_000);
  const name = `${TEST_NAME}Asha Bisht`;
  const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await logInAsSchoolAdmin(page, site.url, '/Manage-Alumni');

  // Add, with a photo.
  const form = await openAddAlumni(page);
  await expect(form.getByLabel('Pass Out Year')).toHaveAttribute('placeholder', '2021');
  await form.getByLabel('Photo').setInputFiles(await picture('asha.png', { width: 150, height: 150 }, 'png'));
  await expect(form.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();
  const typed = {
    Name: name,
    Email: 'asha.bisht@alumni.example',
    'Date of Birth': '1999-02-11',
    'Pass Out Year': '2017',
    Description: 'Civil engineer building mountain roads in the district.',
    'Phone Number': '9012345678',
  };
  await fillByLabel(form, typed);
  await clickAndWaitForReload(page, form.getByRole('button', { name: 'Add Alumni' }));

  let shown = await showCard(page, name);
  await expectPictureLoaded(shown.getByRole('img', { name }), 150);
  await expect(shown).toContainText('Pass Out Year: 2017');
  await expect(shown).toContainText('Born 11 Feb 1999');
  await expect(shown).toContainText('Civil engineer building mountain roads in the district.');
  await expect(shown.getByRole('link', { name: 'asha.bisht@alumni.example' })).toBeVisible();
  await expect(shown.getByRole('link', { name: '9012345678' })).toBeVisible();

  await visitor.goto(`${site.url}/alumni`);
  await expectPictureLoaded((await showCard(visitor, name)).getByRole('img', { name }), 150);

  // Edit: prefilled from the by-id call; the photo is replaced.
  await shown.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = dialog(page, 'Edit Alumni');
  await expectValuesByLabel(edit, typed);
  await expect(edit.getByRole('img', { name: 'Current photo' })).toBeVisible();
  await edit.getByLabel('Photo').setInputFiles(await picture('asha-new.jpg', { width: 180, height: 120 }, 'jpeg'));
  await edit.getByLabel('Pass Out Year').fill('2018');
  await clickAndWaitForReload(page, edit.getByRole('button', { name: 'Update Alumni' }));

  shown = await showCard(page, name);
  await expect(shown).toContainText('Pass Out Year: 2018');
  await expectPictureLoaded(shown.getByRole('img', { name }), 180);
  await visitor.reload();
  const seen = await showCard(visitor, name);
  await expect(seen).toContainText('Pass Out Year: 2018');
  await expectPictureLoaded(seen.getByRole('img', { name }), 180);

  // Delete: no confirmation, the page reloads without the card.
  await clickAndWaitForReload(page, shown.getByRole('button', { name: `Delete ${name}` }));
  await expectNoCard(page, name);
  await visitor.reload();
  await expectNoCard(visitor, name);
  await visitor.close();
});

test('the alumni form says what is missing or wrong, refuses a non-image before upload, and loses nothing typed', async ({ page, site }) => {
  const name = `${TEST_NAME}Vikram Negi`;
  const adds = recordPosts(page, '/School/Alumni/Add');
  const updates = recordPosts(page, '/School/Alumni/Update');
  await logInAsSchoolAdmin(page, site.url, '/Manage-Alumni');
  const form = await openAddAlumni(page);

  await form.getByLabel('Email').fill('vikram@');
  await form.getByLabel('Pass Out Year').fill('2012');
  await form.getByRole('button', { name: 'Add Alumni' }).click();
  await expect(form.getByLabel('Name')).toHaveAccessibleDescription('Name is required');
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Enter a valid email address');

  await expectNotAPictureRefused(form, form.getByLabel('Photo'), adds);
  await expect(form.getByLabel('Email')).toHaveValue('vikram@');
  await expect(form.getByLabel('Pass Out Year')).toHaveValue('2012');

  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('');
  await clickAndWaitForReload(page, form.getByRole('button', { name: 'Add Alumni' }));
  // The multipart form of docs/product.md#api-calls.
  expect(adds.count()).toBe(1);
  const added = adds.last();
  expect(added).not.toContain('notes.txt');
  expect(multipartField(added, 'AlumniName')).toBe(name);
  expect(multipartField(added, 'PassOutYear')).toBe('2012');
  expect(multipartField(added, 'CreatedBy')).toBe('1');
  expect(multipartField(added, 'SchoolCode')).toBe('83181');
  expect(multipartField(added, 'SchoolId')).toMatch(/^\d+$/);
  for (const field of ['AlumniId', 'Active', 'photo', 'file']) expect(multipartField(added, field)).toBeNull();

  // An update also sends AlumniId, Active (always true) and the photo, '/photo' for none.
  const shown = await showCard(page, name);
  await expect(shown.getByRole('img', { name: `No photo of ${name}` })).toBeVisible();
  await shown.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = dialog(page, 'Edit Alumni');
  await edit.getByLabel('Name').fill('');
  await edit.getByRole('button', { name: 'Update Alumni' }).click();
  await expect(edit.getByText('Name is required')).toBeVisible();
  await edit.getByLabel('Name').fill(name);
  await clickAndWaitForReload(page, edit.getByRole('button', { name: 'Update Alumni' }));
  const updated = updates.last();
  expect(multipartField(updated, 'AlumniId')).toMatch(/^\d+$/);
  expect(multipartField(updated, 'Active')).toBe('true');
  expect(multipartField(updated, 'photo')).toBe('/photo');
});

test('a failed alumni save is only logged: the modal stays open with everything typed and the page stays', async ({ page, site }) => {
  const errors = consoleErrors(page);
  await page.route('**/api/School/Alumni/Add', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Disk full' }) }),
  );
  await logInAsSchoolAdmin(page, site.url, '/Manage-Alumni');
  await page.evaluate(() => Object.assign(window, { __notReloaded: true }));
  const form = await openAddAlumni(page);
  await form.getByLabel('Name').fill(`${TEST_NAME}Lost Cause`);
  await form.getByLabel('Description').fill('Typed with care.');
  await form.getByRole('button', { name: 'Add Alumni' }).click();

  await expect.poll(() => errors.some((error) => error.includes('Failed to save alumni'))).toBe(true);
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue(`${TEST_NAME}Lost Cause`);
  await expect(form.getByLabel('Description')).toHaveValue('Typed with care.');
  await expect(form.getByRole('button', { name: 'Add Alumni' })).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
});

test('a click on the backdrop closes the alumni modal, a click inside it does not', async ({ page, site }) => {
  await logInAsSchoolAdmin(page, site.url, '/Manage-Alumni');
  const form = await openAddAlumni(page);
  await form.getByLabel('Name').click(); // inside the panel
  await form.getByRole('heading', { name: 'Add Alumni' }).click();
  await expect(form).toBeVisible();
  await page.mouse.click(8, 450); // the backdrop, left of the panel
  await expect(form).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add Alumni' })).toBeFocused();

  // Opened again, it starts empty.
  await page.getByRole('button', { name: 'Add Alumni' }).click();
  await expect(form.getByLabel('Name')).toHaveValue('');
});

test('the alumni modal is usable with the keyboard alone, and focus returns to what opened it', async ({ page, site }) => {
  await logInAsSchoolAdmin(page, site.url, '/Manage-Alumni');
  const addButton = page.getByRole('button', { name: 'Add Alumni' });
  await addButton.focus();
  const form = dialog(page, 'Add Alumni');
  await expectModalKeyboardWalk(page, addButton, form, ['Photo', 'Name', 'Email', 'Date of Birth', 'Pass Out Year', 'Description', 'Phone Number'], 'Add Alumni');

  // A card's edit button: the modal opens prefilled; Escape returns focus to the button.
  await showCard(page, 'Ankit Rana');
  const editButton = card(page, 'Ankit Rana').getByRole('button', { name: 'Edit Ankit Rana' });
  await editButton.focus();
  await page.keyboard.press('Enter');
  const edit = dialog(page, 'Edit Alumni');
  await expect(edit.getByLabel('Name')).toHaveValue('Ankit Rana');
  await expect(edit.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  await expect(editButton).toBeFocused();
});

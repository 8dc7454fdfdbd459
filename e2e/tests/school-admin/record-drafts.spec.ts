import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect, type Site } from '../../support/site';
import { keepScreenshot } from '../../support/screenshots';
import { submitLogin, userWithOwnPassword } from '../../support/accounts';
import { expectNoA11yViolations } from '../../support/axe';
import { addOnTeamScreen, firstLogin } from '../../support/team';
import { TEST_NAME, expectPictureLoaded, picture, removeLeftovers } from '../../fixtures/people/people';
import { staffDialog, staffRow, staffTable } from '../../fixtures/people/staff';
import { createEvent } from '../../fixtures/events/events-api';
import { PHOTOS } from '../../fixtures/events/event-files';

/**
 * Drafts of records (decision 013): an editor's Add and Edit of a staff member or an event is a
 * draft that visitors do not see until a publisher (here the school admin) publishes it.
 */
const screenshot = (page: Page, name: string, options?: { fullPage?: boolean }) => keepScreenshot(page, `record-drafts-${name}`, options);

/** The school admin, logged in on `page`, with an editor of their own added on the Team screen and logged in a browser of their own. */
async function adminAndEditor(page: Page, { browser, request, site }: { browser: Browser; request: APIRequestContext; site: Site }) {
  const admin = await userWithOwnPassword(request, site);
  await submitLogin(page, '/login', admin);
  await expect(page).toHaveURL(`${site.url}/`);
  await page.goto('/Manage-Team');
  const editorName = await addOnTeamScreen(page, 'Smt. Record Editor', 'Editor');
  return firstLogin(browser, site.url, editorName);
}

/** Publishes the draft open on `page`, after its confirmation. */
async function publish(page: Page, siteUrl: string) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(`${siteUrl}/Manage-Drafts`);
}

test.afterEach(async ({ page, site }) => {
  await removeLeftovers(page, site.apiUrl, 'staff');
});

test('an editor’s new staff member with a picture is a draft until it is published', async ({ page, browser, request, site }) => {
  test.setTimeout(150_000);
  const name = `${TEST_NAME}Sunita Rawat`;
  const editor = await adminAndEditor(page, { browser, request, site });

  // The editor reaches the Staff screen from the Admin menu; it offers Edit but no Delete.
  await editor.getByRole('button', { name: 'Admin' }).click();
  await editor.getByRole('link', { name: 'Staff', exact: true }).click();
  await expect(editor).toHaveURL(`${site.url}/Manage-Staff`);
  // The pointer leaves the menu, as a person's does. Left on the Staff entry, it can keep the Admin
  // sub-menu open (seen once in CI: open by hover after the page came), and the sub-menu lies
  // over the page's toolbar, where Add Staff is, so the click would land on it.
  await editor.mouse.move(640, 700);
  await expect(editor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff', exact: true })).toBeHidden();
  await expect(staffTable(editor).getByRole('button', { name: /^Edit / }).first()).toBeVisible();
  await expect(staffTable(editor).getByRole('button', { name: /^Delete / })).toHaveCount(0);

  await editor.getByRole('button', { name: 'Add Staff' }).click();
  const form = staffDialog(editor, 'Add Staff');
  await form.getByLabel('Profile Picture').setInputFiles(await picture('sunita.png', { width: 240, height: 240 }, 'png'));
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Designation').fill('PRT (Music)');
  await expect(form.getByRole('img', { name: 'Preview of the chosen picture' })).toBeVisible();
  const save = form.getByRole('button', { name: 'Save draft' });
  // What the window shows, its Save draft in view (a whole-page shot draws the fixed modal over the top only).
  for (const width of [1280, 375]) {
    await editor.setViewportSize({ width, height: 800 });
    await save.scrollIntoViewIfNeeded();
    await screenshot(editor, `editor-dialog-${width}`, { fullPage: false });
  }
  await editor.setViewportSize({ width: 1280, height: 800 });
  await save.click();
  await expect(form).toBeHidden();
  await expect(editor.getByRole('alert').filter({ hasText: `Your change to “${name}” is saved as a draft.` })).toBeVisible();
  // The list is what visitors see: no draft in it.
  await expect(staffRow(editor, name)).toHaveCount(0);

  await editor.goto('/Manage-Drafts');
  await editor.getByRole('link', { name: `New staff member: ${name}` }).click();
  await expect(editor.getByRole('img', { name: `Profile picture of ${name}` })).toBeVisible();
  await editor.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(editor.getByText('Waiting for a publisher to publish it or send it back.')).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(`${site.url}/staffDetail`);
  await expect(staffTable(visitor)).toBeVisible();
  await expect(staffRow(visitor, name)).toHaveCount(0);

  // The admin reviews it beside nothing (it is new), at both widths, and publishes it.
  await page.goto('/Manage-Drafts');
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Smt. Record Editor (Editor)');
  await page.getByRole('link', { name: `New staff member: ${name}` }).click();
  await expect(page.getByText('Visitors see nothing of it yet: this is a new staff member.')).toBeVisible();
  const drafted = page.getByRole('region', { name: 'This draft' });
  await expect(drafted.getByRole('term')).toHaveText(['Profile Picture', 'Full Name', 'Designation', 'Qualification', 'Date of Birth', 'Email', 'Phone', 'Category', 'Active']);
  await expect(drafted.getByRole('definition').nth(2)).toHaveText('PRT (Music)');
  await expectPictureLoaded(drafted.getByRole('img', { name: `Profile picture of ${name}` }), 240);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoA11yViolations(page);
    await screenshot(page, `review-staff-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await publish(page, site.url);

  await visitor.reload();
  await expectPictureLoaded(staffRow(visitor, name).getByRole('img', { name }), 240);
  await expect(staffRow(visitor, name).getByRole('cell').nth(1)).toHaveText('PRT (Music)');
  await visitor.close();
});

test('an editor’s change of an event is sent back, changed on its review page, submitted again and published', async ({ page, browser, request, site }) => {
  test.setTimeout(150_000);
  const editor = await adminAndEditor(page, { browser, request, site });
  const event = await createEvent(page, site.apiUrl, { title: `Science fair ${Date.now().toString(36)}`, images: PHOTOS.slice(0, 3) });
  const token = await page.evaluate(() => sessionStorage.getItem('authToken'));
  try {
    await editor.goto('/Manage-Activity');
    const card = editor.getByRole('article', { name: event.title });
    await expect(card.getByRole('button', { name: `Delete ${event.title}` })).toHaveCount(0);
    await card.getByRole('button', { name: `Edit ${event.title}` }).click();
    const form = editor.getByRole('dialog', { name: 'Edit Event' });
    await form.getByLabel('Description', { exact: true }).fill('Models by classes 6 to 8.');
    await form.getByRole('button', { name: 'Save draft' }).click();
    await expect(form).toBeHidden();
    await expect(card.getByText(`About ${event.title}`)).toBeVisible(); // visitors' text stays

    // Edit again opens the editor's draft, not the stored event.
    await card.getByRole('button', { name: `Edit ${event.title}` }).click();
    await expect(form.getByLabel('Description', { exact: true })).toHaveValue('Models by classes 6 to 8.');
    await form.getByRole('button', { name: 'Cancel' }).click();

    await editor.goto('/Manage-Drafts');
    await editor.getByRole('link', { name: event.title }).click();
    await editor.getByRole('button', { name: 'Submit for approval' }).click();
    await expect(editor.getByText('Waiting for a publisher to publish it or send it back.')).toBeVisible();

    // The admin sees what changes beside what visitors see now, and sends it back.
    await page.goto('/Manage-Drafts');
    await page.getByRole('link', { name: event.title }).click();
    await expect(page.getByRole('region', { name: 'Description: What visitors see now' })).toContainText(`About ${event.title}`);
    await expect(page.getByRole('region', { name: 'Description: This draft' })).toContainText('Models by classes 6 to 8.');
    await expect(page.getByRole('list', { name: 'Fields that differ: 1' })).toBeVisible();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoA11yViolations(page);
      await screenshot(page, `review-event-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Send back' }).click();
    const sendBack = page.getByRole('dialog', { name: 'Send the draft back' });
    await sendBack.getByLabel('Comment for its author').fill('Name the classes’ teachers too.');
    await sendBack.getByRole('button', { name: 'Send back' }).click();
    await expect(page).toHaveURL(`${site.url}/Manage-Drafts`);

    // The editor reads the comment and changes the draft in the event's own dialog.
    await editor.reload();
    await expect(editor.getByText('Name the classes’ teachers too.')).toBeVisible();
    await editor.getByRole('button', { name: 'Edit the draft' }).click();
    const edit = editor.getByRole('dialog', { name: 'Edit Event' });
    const description = edit.getByLabel('Description', { exact: true });
    await expect(description).toHaveValue('Models by classes 6 to 8.');
    await expect(edit.getByRole('list', { name: 'Images chosen' }).getByRole('listitem')).toHaveCount(3);
    await description.fill('Models by classes 6 to 8, with Mrs. Das and Mr. Iyer.');
    await edit.getByRole('button', { name: 'Save draft' }).click();
    await expect(edit).toBeHidden();
    await expect(editor.getByRole('region', { name: 'Description: This draft' })).toContainText('with Mrs. Das and Mr. Iyer.');
    await editor.getByRole('button', { name: 'Submit for approval' }).click();
    await expect(editor.getByText('Waiting for a publisher to publish it or send it back.')).toBeVisible();

    await page.getByRole('link', { name: event.title }).click();
    await publish(page, site.url);

    const visitor = await browser.newPage();
    await visitor.goto(`${site.url}/photos`);
    const shown = visitor.getByRole('article', { name: event.title });
    await expect(shown).toContainText('Models by classes 6 to 8, with Mrs. Das and Mr. Iyer.');
    await expect(shown.getByRole('img')).toHaveCount(3);
    await visitor.close();
  } finally {
    await page.request.post(`${site.apiUrl}/School/Activity/Delete`, { data: { activityGalleryid: event.id }, headers: { Authorization: `Bearer ${token}` } });
  }
});

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page, Request } from '@playwright/test';
import { test, expect } from '../../support/site';
import { logInAsSchoolAdmin } from '../../support/school-admin';
import { expectNoA11yViolations } from '../../support/axe';
import { holdRequests } from '../../support/held-requests';
import { GIF, MOV, PHOTOS, TEXT, VIDEO, WEBM_VIDEO, oversizedVideoPath, pngPhoto } from '../../fixtures/events/event-files';
import { createEvent } from '../../fixtures/events/events-api';

const MESSAGES = {
  title: 'Title is required',
  date: 'Date is required',
  description: 'Description is required',
  imageType: 'Only JPEG, PNG, or WebP images are allowed.',
  tooManyImages: 'You can only upload up to 6 images.',
  tooFewImages: 'Please upload at least 3 image(s).',
  badVideo: 'Only MP4 or WebM videos are allowed, and each must be less than 100MB.',
  tooManyVideos: 'You can only upload up to 2 videos.',
} as const;

/** Each test's own event title, so tests never meet each other's events in the shared database. */
const uniqueTitle = (what: string) => `${what} ${Date.now().toString(36)}`;

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** The event form's controls, found as a person finds them. */
function eventDialog(page: Page, name: 'Add New Event' | 'Edit Event') {
  const dialog = page.getByRole('dialog', { name });
  return {
    dialog,
    title: dialog.getByLabel('Title', { exact: true }),
    date: dialog.getByLabel('Date', { exact: true }),
    description: dialog.getByLabel('Description', { exact: true }),
    images: dialog.getByLabel('Images', { exact: true }),
    videos: dialog.getByLabel('Videos', { exact: true }),
    submit: dialog.getByRole('button', { name: name === 'Add New Event' ? 'Submit' : 'Update' }),
    cancel: dialog.getByRole('button', { name: 'Cancel' }),
    close: dialog.getByRole('button', { name: 'Close' }),
  };
}

async function openAddDialog(page: Page) {
  await page.getByRole('button', { name: '+ Add Event' }).click();
  const form = eventDialog(page, 'Add New Event');
  await expect(form.dialog).toBeVisible();
  return form;
}

/** Records the event saves the page sends (Add, Update), to prove none left. */
function recordSaves(page: Page): Request[] {
  const saves: Request[] = [];
  page.on('request', (request) => {
    if (/\/api\/School\/Activity\/(Add|Update)$/.test(request.url())) saves.push(request);
  });
  return saves;
}

/** The sources of an event card's pictures, as the gallery shows them. */
const pictureSources = (card: Locator) => card.getByRole('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));

test.describe('a school admin on Manage-Activity', () => {
  test.beforeEach(async ({ page, site }) => {
    await logInAsSchoolAdmin(page, site.url, '/Manage-Activity');
    await expect(page.getByRole('heading', { level: 1, name: 'Event Gallery' })).toBeVisible();
  });

  test('adds an event with three photos and a video and sees it in the gallery', async ({ page }) => {
    const title = uniqueTitle('Science Fair');
    const form = await openAddDialog(page);
    await form.title.fill(title);
    await form.date.fill('2026-03-14');
    await form.description.fill('Models, experiments and a quiz.');
    await form.images.setInputFiles([PHOTOS[0]!, PHOTOS[2]!, await pngPhoto()]);
    await form.videos.setInputFiles([VIDEO]);
    // What will be uploaded is listed, each removable; photos with a preview.
    const chosenImages = form.dialog.getByRole('list', { name: 'Images chosen' });
    await expect(chosenImages.getByRole('listitem')).toHaveCount(3);
    await expect(chosenImages.getByRole('button', { name: 'Remove banner.png' })).toBeVisible();
    await expect
      .poll(() => chosenImages.locator('img').evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length))
      .toBe(3);
    await expect(form.dialog.getByRole('list', { name: 'Videos chosen' }).getByRole('button', { name: 'Remove assembly.mp4' })).toBeVisible();

    await form.submit.click();
    await expect(toast(page, 'Event added successfully!')).toBeVisible();
    await expect(form.dialog).toBeHidden();

    const card = page.getByRole('article', { name: title });
    await expect(card).toContainText('14-03-2026');
    await expect(card).toContainText('Models, experiments and a quiz.');
    await expect(card.getByRole('img')).toHaveCount(3);
    for (const image of await card.getByRole('img').all()) {
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
    }
    await expect(card.getByRole('link', { name: new RegExp(`^Play ${title}: video 1 of 1`) })).toBeVisible();

    // The form starts afresh next time.
    const again = await openAddDialog(page);
    await expect(again.title).toHaveValue('');
    await expect(again.dialog.getByRole('list', { name: 'Images chosen' })).toHaveCount(0);
  });

  test('edits an event: keeps its photos unless removed, and adds a new one', async ({ page, site }) => {
    const event = await createEvent(page, site.apiUrl, { title: uniqueTitle('Art Week'), images: PHOTOS.slice(0, 3) });
    await page.reload();
    const card = page.getByRole('article', { name: event.title });
    await expect(card.getByRole('img')).toHaveCount(3);
    const before = await pictureSources(card);
    expect(before).toHaveLength(3);

    await card.getByRole('button', { name: `Edit ${event.title}` }).click();
    const form = eventDialog(page, 'Edit Event');
    await expect(form.title).toHaveValue(event.title);
    await expect(form.date).toHaveValue('2026-02-10');
    await expect(form.description).toHaveValue(`About ${event.title}`);
    const chosen = form.dialog.getByRole('list', { name: 'Images chosen' });
    await expect(chosen.getByRole('listitem')).toHaveCount(3);

    await chosen.getByRole('button', { name: 'Remove Saved image 2' }).click();
    await form.images.setInputFiles([PHOTOS[4]!]);
    await form.title.fill(`${event.title} (updated)`);
    await form.submit.click();
    await expect(toast(page, 'Event updated successfully!')).toBeVisible();
    await expect(form.dialog).toBeHidden();

    const updated = page.getByRole('article', { name: `${event.title} (updated)` });
    await expect(updated.getByRole('img')).toHaveCount(3);
    const after = await pictureSources(updated);
    expect(after.slice(0, 2)).toEqual([before[0], before[2]]); // kept, in order
    expect(before).not.toContain(after[2]); // the new photo
    await expect.poll(() => updated.getByRole('img').nth(2).evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  });

  test('deletes an event only after the confirmation', async ({ page, site }) => {
    const event = await createEvent(page, site.apiUrl, { title: uniqueTitle('Old Notice'), images: PHOTOS.slice(0, 3) });
    await page.reload();
    const card = page.getByRole('article', { name: event.title });
    const remove = card.getByRole('button', { name: `Delete ${event.title}` });

    const question = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this event?' });
    await remove.click();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await page.reload();
    await expect(card).toBeVisible();

    await remove.click();
    await question.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Event deleted successfully!')).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test('submitted empty, the form names every missing field and keeps what was typed', async ({ page }) => {
    const saves = recordSaves(page);
    const form = await openAddDialog(page);
    await form.submit.click();
    for (const message of [MESSAGES.title, MESSAGES.date, MESSAGES.description, MESSAGES.tooFewImages]) {
      await expect(form.dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.title).toHaveAttribute('aria-invalid', 'true');
    await expect(form.title).toBeFocused();
    // Each message is linked to its field, so a screen reader reads them together.
    await expect(form.title).toHaveAccessibleDescription(MESSAGES.title);

    await form.title.fill('Half typed');
    await form.images.setInputFiles(PHOTOS.slice(0, 2));
    await form.submit.click();
    await expect(form.dialog.getByText(MESSAGES.title)).toHaveCount(0);
    await expect(form.dialog.getByText(MESSAGES.tooFewImages)).toBeVisible();
    await expect(form.title).toHaveValue('Half typed');
    await expect(form.dialog.getByRole('list', { name: 'Images chosen' }).getByRole('listitem')).toHaveCount(2);
    expect(saves).toEqual([]);
  });

  test('a photo of the wrong type is refused at once, and nothing is sent', async ({ page }) => {
    const saves = recordSaves(page);
    const form = await openAddDialog(page);
    await form.title.fill('Refused upload');
    await form.date.fill('2026-04-01');
    await form.description.fill('A GIF among the photos.');
    await form.images.setInputFiles([...PHOTOS.slice(0, 3), GIF]);
    // Said aloud at once (role alert): the focus stays on the file input.
    await expect(form.dialog.getByRole('alert').filter({ hasText: MESSAGES.imageType })).toBeVisible();
    await expect(form.images).toHaveAccessibleDescription(new RegExp(MESSAGES.imageType.replace(/\./g, '\\.')));

    await form.submit.click();
    await expect(form.dialog).toBeVisible();
    await expect(form.dialog.getByText(MESSAGES.imageType)).toBeVisible();
    await form.images.setInputFiles([TEXT]);
    await expect(form.dialog.getByText(MESSAGES.imageType)).toBeVisible();
    expect(saves).toEqual([]);

    // Removing the refused files clears the message; nothing typed was lost.
    await form.dialog.getByRole('button', { name: 'Remove animation.gif' }).click();
    await form.dialog.getByRole('button', { name: 'Remove notes.txt' }).click();
    await expect(form.dialog.getByText(MESSAGES.imageType)).toHaveCount(0);
    await expect(form.title).toHaveValue('Refused upload');
    expect(saves).toEqual([]);
  });

  test('more than 6 photos are refused, counting the saved ones when editing, where 3 are not required', async ({ page, site }) => {
    const form = await openAddDialog(page);
    await form.images.setInputFiles([...PHOTOS, await pngPhoto()]);
    await expect(form.dialog.getByText(MESSAGES.tooManyImages, { exact: true })).toBeVisible();
    await form.dialog.getByRole('button', { name: 'Remove banner.png' }).click();
    await expect(form.dialog.getByText(MESSAGES.tooManyImages)).toHaveCount(0);
    await form.cancel.click();

    const event = await createEvent(page, site.apiUrl, { title: uniqueTitle('Sports Meet'), images: PHOTOS.slice(0, 3) });
    await page.reload();
    await page.getByRole('button', { name: `Edit ${event.title}` }).click();
    const edit = eventDialog(page, 'Edit Event');
    await edit.images.setInputFiles(PHOTOS.slice(3, 6).concat(await pngPhoto()));
    await expect(edit.dialog.getByText(MESSAGES.tooManyImages, { exact: true })).toBeVisible();
    await edit.dialog.getByRole('button', { name: 'Remove banner.png' }).click();
    await expect(edit.dialog.getByText(MESSAGES.tooManyImages)).toHaveCount(0);

    // Down to one photo: allowed when editing.
    for (const name of ['sports-4.jpg', 'science-3.jpg', 'plantation-1.webp', 'Saved image 3', 'Saved image 2']) {
      await edit.dialog.getByRole('button', { name: `Remove ${name}` }).click();
    }
    await edit.submit.click();
    await expect(toast(page, 'Event updated successfully!')).toBeVisible();
    await expect(page.getByRole('article', { name: event.title }).getByRole('img')).toHaveCount(1);
  });

  test('videos: another type, one over 100 MB, or more than 2 are refused', async ({ page }) => {
    const saves = recordSaves(page);
    const form = await openAddDialog(page);
    const message = form.dialog.getByText(MESSAGES.badVideo, { exact: true });

    await form.videos.setInputFiles([MOV]);
    await expect(message).toBeVisible();
    await form.dialog.getByRole('button', { name: 'Remove clip.mov' }).click();
    await expect(message).toHaveCount(0);

    await form.videos.setInputFiles(oversizedVideoPath());
    await expect(message).toBeVisible();
    await form.dialog.getByRole('button', { name: 'Remove too-big.mp4' }).click();
    await expect(message).toHaveCount(0);

    await form.videos.setInputFiles([VIDEO, WEBM_VIDEO]);
    await expect(form.dialog.getByText(MESSAGES.tooManyVideos)).toHaveCount(0);
    await form.videos.setInputFiles([VIDEO]);
    await expect(form.dialog.getByText(MESSAGES.tooManyVideos, { exact: true })).toBeVisible();
    expect(saves).toEqual([]);
  });

  test('while saving, every control is disabled, Submit reads Submitting... and the upload shows its progress', async ({ page }) => {
    const release = await holdRequests(page, '**/api/School/Activity/Add');
    const title = uniqueTitle('Slow Upload');
    const form = await openAddDialog(page);
    await form.title.fill(title);
    await form.date.fill('2026-05-05');
    await form.description.fill('Saved slowly.');
    await form.images.setInputFiles(PHOTOS.slice(0, 3));
    await form.videos.setInputFiles([VIDEO]);
    await form.submit.click();

    const submitting = form.dialog.getByRole('button', { name: 'Submitting...' });
    await expect(submitting).toBeDisabled();
    for (const control of [form.title, form.date, form.description, form.images, form.videos, form.cancel, form.close]) {
      await expect(control).toBeDisabled();
    }
    for (const remove of await form.dialog.getByRole('button', { name: /^Remove / }).all()) await expect(remove).toBeDisabled();
    await expect(form.dialog.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(form.dialog).toBeVisible();

    release();
    await expect(toast(page, 'Event added successfully!')).toBeVisible();
    await expect(form.dialog).toBeHidden();
    await expect(page.getByRole('article', { name: title })).toBeVisible();
  });

  test('a refused save shows the server’s message and keeps the dialog and its input', async ({ page }) => {
    let answer = { status: 500, body: JSON.stringify({ Message: 'The media store is full' }) };
    await page.route('**/api/School/Activity/Add', (route) => route.fulfill({ ...answer, contentType: 'application/json' }));
    const form = await openAddDialog(page);
    await form.title.fill('Kept on failure');
    await form.date.fill('2026-06-01');
    await form.description.fill('Still here.');
    await form.images.setInputFiles(PHOTOS.slice(0, 3));
    await form.submit.click();
    await expect(toast(page, 'The media store is full')).toBeVisible();
    await expect(form.dialog).toBeVisible();
    await expect(form.title).toHaveValue('Kept on failure');
    await expect(form.submit).toBeEnabled();

    answer = { status: 500, body: '' };
    await form.submit.click();
    await expect(toast(page, 'Failed to save event')).toBeVisible();
  });

  test('Edit and Delete say so when the server fails them', async ({ page, site }) => {
    const event = await createEvent(page, site.apiUrl, { title: uniqueTitle('Fragile'), images: PHOTOS.slice(0, 3) });
    await page.reload();
    await page.route('**/api/School/Activity/GetById', (route) => route.fulfill({ status: 500, body: '' }));
    await page.route('**/api/School/Activity/Delete', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('button', { name: `Edit ${event.title}` }).click();
    await expect(toast(page, 'Failed to fetch event details. Please try again.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Edit Event' })).toHaveCount(0);

    await page.getByRole('button', { name: `Delete ${event.title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Failed to delete event. Please try again.')).toBeVisible();
    await expect(page.getByRole('article', { name: event.title })).toBeVisible();
  });

  test('the dialog works with the keyboard alone, and focus returns to the button that opened it', async ({ page, site }) => {
    const add = page.getByRole('button', { name: '+ Add Event' });
    await add.focus();
    await page.keyboard.press('Enter');
    const form = eventDialog(page, 'Add New Event');
    await expect(form.dialog).toBeVisible();
    await expect(form.close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.title).toBeFocused();
    await page.keyboard.type('Typed, not clicked');
    // Focus stays inside the dialog: Tab past the last control wraps round.
    for (let step = 0; step < 20; step += 1) await page.keyboard.press('Tab');
    expect(await form.dialog.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(form.dialog).toBeHidden();
    await expect(add).toBeFocused();

    // Cancel by keyboard.
    await page.keyboard.press('Enter');
    await expect(form.dialog).toBeVisible();
    await form.cancel.focus();
    await page.keyboard.press('Enter');
    await expect(form.dialog).toBeHidden();
    await expect(add).toBeFocused();

    // A whole edit, keyboard only. The pictures field is a native file input, which the browser
    // opens from the keyboard itself; what the chooser then picks is set directly, because
    // Chromium's chooser on a key press inside a modal dialog now and then never reaches the test.
    const event = await createEvent(page, site.apiUrl, { title: uniqueTitle('Keyboard'), images: PHOTOS.slice(0, 3) });
    await page.reload();
    const editButton = page.getByRole('button', { name: `Edit ${event.title}` });
    await editButton.focus();
    await page.keyboard.press('Enter');
    const edit = eventDialog(page, 'Edit Event');
    await expect(edit.dialog).toBeVisible();
    await edit.title.focus();
    await page.keyboard.press('End');
    await page.keyboard.type(' edited');
    await edit.images.focus();
    await expect(edit.images).toBeFocused();
    await expect(edit.images).toHaveAttribute('type', 'file');
    await edit.images.setInputFiles([PHOTOS[5]!]);
    await edit.submit.focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Event updated successfully!')).toBeVisible();
    await expect(edit.dialog).toBeHidden();
    const card = page.getByRole('article', { name: `${event.title} edited` });
    await expect(card.getByRole('img')).toHaveCount(4);
    await expect(card.getByRole('button', { name: `Edit ${event.title} edited` })).toBeFocused();
  });

  for (const width of [375, 1280]) {
    test(`the open dialogs have no WCAG 2.1 A/AA violation at ${width} px, errors shown`, async ({ page, site }) => {
      await page.setViewportSize({ width, height: 900 });
      const form = await openAddDialog(page);
      await form.images.setInputFiles([PHOTOS[0]!, GIF]);
      await form.videos.setInputFiles([VIDEO]);
      await form.submit.click();
      await expect(form.dialog.getByText(MESSAGES.title)).toBeVisible();
      await expect(form.dialog.getByText(MESSAGES.imageType)).toBeVisible();
      await expectNoA11yViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `add-${width}`);
      await form.cancel.click();

      const event = await createEvent(page, site.apiUrl, { title: uniqueTitle('Axe check'), images: PHOTOS.slice(0, 3) });
      await page.reload();
      await page.getByRole('button', { name: `Edit ${event.title}` }).click();
      const edit = eventDialog(page, 'Edit Event');
      await edit.title.fill('');
      await edit.images.setInputFiles(PHOTOS.slice(0, 4));
      await edit.submit.click();
      await expect(edit.dialog.getByText(MESSAGES.title)).toBeVisible();
      await expect(edit.dialog.getByText(MESSAGES.tooManyImages)).toBeVisible();
      await expectNoA11yViolations(page);
      await screenshot(page, `edit-${width}`);
    });
  }
});

test('the admin controls also sit on the public gallery at /photos for a school admin', async ({ page, site }) => {
  await logInAsSchoolAdmin(page, site.url, '/photos');
  await expect(page.getByRole('button', { name: '+ Add Event' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Annual Sports Day' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete Annual Sports Day' })).toBeVisible();
});

/**
 * The open dialog from its top and from its end (it scrolls on small screens), kept with the
 * test's results and, when SCREENSHOT_DIR is set, written there for a look by eye.
 */
async function screenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) mkdirSync(dir, { recursive: true });
  for (const end of ['top', 'bottom'] as const) {
    await page.getByRole('dialog').evaluate((dialog, to) => dialog.scrollTo(0, to === 'top' ? 0 : dialog.scrollHeight), end);
    const body = await page.screenshot();
    await test.info().attach(`${name}-${end}`, { body, contentType: 'image/png' });
    if (dir) writeFileSync(path.join(dir, `event-dialog-${name}-${end}.png`), body);
  }
}

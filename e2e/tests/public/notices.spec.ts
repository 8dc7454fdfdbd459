import type { Page } from '@playwright/test';
import { test, expect, ACCOUNTS } from '../../support/site';
import { localIn } from '../../support/local-time';
import { expectNoA11yViolations } from '../../support/axe';
import { logInAsSchoolAdmin } from '../../support/school-admin';
import { answerNextDialog, unique } from '../../support/provider-admin';

// The admin's browser is not in India: the forms still read typed times on the school's clock.
test.use({ timezoneId: 'America/New_York' });

/**
 * Notices and circulars: a school admin's notice with a PDF is not shown while scheduled, shows
 * on the home page's board and /notices once its "Publish from" is now, and moves to
 * /notices/archive at its "Expire on"; circulars published in a year are numbered one after another, a number shown
 * read-only; axe finds nothing on the notices' pages at 375 and 1280 px in English and Hindi.
 * Each test deletes what it made (the API keeps data across a worker's tests).
 */

/** A small, well-formed PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

const dialog = (page: Page, name: 'Add notice' | 'Edit notice') => page.getByRole('dialog', { name });
const row = (page: Page, title: string) => page.getByRole('table', { name: 'Notices and circulars' }).getByRole('row').filter({ hasText: title });
const doneLine = (page: Page) => page.locator('.ui-done');
const board = (page: Page) => page.getByRole('region', { name: 'Notice Board' });
/** Once a list or the board has its answer: its loading line has gone. */
const loaded = (scope: Page | ReturnType<typeof board>, language: 'en' | 'hi' = 'en') =>
  expect(scope.getByText(language === 'en' ? 'Loading the notices…' : 'सूचनाएँ लोड हो रही हैं…')).toHaveCount(0);

/** The notice is neither on /notices nor on the home page's board (each checked once loaded). */
async function expectNotListed(visitor: Page, title: string) {
  await visitor.goto('/notices');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
  await loaded(visitor);
  await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);
  await visitor.goto('/');
  await expect(board(visitor)).toBeVisible();
  await loaded(board(visitor));
  await expect(board(visitor).getByRole('link', { name: title })).toHaveCount(0);
}

interface NewNotice {
  title: string;
  category?: 'Notice' | 'Circular' | 'Tender' | 'Result' | 'Admission';
  publishIn?: number;
  expireIn?: number;
  pdf?: string;
}

/** Adds a draft through the admin's form and publishes it; answers what Publish said (the circular's number, if any). */
async function addAndPublish(page: Page, { title, category = 'Notice', publishIn = 0, expireIn, pdf }: NewNotice): Promise<string> {
  await page.getByRole('button', { name: 'Add notice' }).click();
  const form = dialog(page, 'Add notice');
  await form.getByLabel(/^Category/).selectOption({ label: category });
  await form.getByLabel(/^Title \(English\)/).fill(title);
  await form.getByLabel('Text (English)').fill(`About ${title}.`);
  if (pdf) {
    await form.getByLabel('Add a file').setInputFiles({ name: `${pdf}.pdf`, mimeType: 'application/pdf', buffer: PDF });
    await form.getByLabel('Title of attachment 1 (English)').fill(pdf);
  }
  await form.getByLabel(/^Publish from/).fill(localIn(publishIn));
  if (expireIn !== undefined) await form.getByLabel('Expire on').fill(localIn(expireIn));
  await form.getByRole('button', { name: 'Save as draft' }).click();
  await expect(form).toBeHidden();
  await expect(doneLine(page)).toContainText(`“${title}” is saved as a draft.`);
  const question = answerNextDialog(page, true);
  await row(page, title).getByRole('button', { name: `Publish ${title}` }).click();
  expect(await question).toContain(`Publish “${title}”?`);
  await expect(doneLine(page)).toContainText(`“${title}” is published`);
  return (await doneLine(page).textContent()) ?? '';
}

async function deleteNotice(page: Page, title: string): Promise<void> {
  void answerNextDialog(page, true);
  await row(page, title).getByRole('button', { name: `Delete ${title}` }).click();
  await expect(doneLine(page)).toHaveText(`“${title}” is deleted.`);
}

test('a notice with a PDF is absent while scheduled; moved to now it is on the home page and /notices at once, then in the archive after its expiry', async ({ page, browser, site }) => {
  test.setTimeout(120_000);
  const title = unique('Parent teacher meeting ');
  await logInAsSchoolAdmin(page, site.url, '/Manage-Notices');
  await expect(page.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
  await addAndPublish(page, { title, publishIn: 3_600, pdf: 'Meeting agenda' });
  await expect(row(page, title)).toContainText('Scheduled');

  const visitor = await (await browser.newContext({ baseURL: site.url })).newPage();
  await expectNotListed(visitor, title);

  // Its times moved, typed in the browser's clock as the form reads them: from now, expiring
  // 20 s on. (The API's tests walk the clock over both moments; this is the form's wiring.)
  await row(page, title).getByRole('button', { name: `Edit ${title}` }).click();
  const form = dialog(page, 'Edit notice');
  const publishedAt = Date.now();
  await form.getByLabel(/^Publish from/).fill(localIn(0));
  await form.getByLabel('Expire on').fill(localIn(20));
  await form.getByRole('button', { name: 'Save notice' }).click();
  await expect(form).toBeHidden();

  // At once: on the home page's board, marked New, and on /notices with its PDF.
  await visitor.goto('/');
  await expect(board(visitor).getByRole('link', { name: title })).toBeVisible();
  await expect(board(visitor).getByRole('listitem').filter({ hasText: title }).getByText('New')).toBeVisible();

  await visitor.goto('/notices');
  const notice = visitor.getByRole('article', { name: title });
  await expect(notice).toBeVisible();
  // The list is dated by the notice's coming, with no write then: the day it came, in India
  // (either side of midnight there, should the test straddle it).
  const indianDay = (time: number) => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(time);
  const days = [...new Set([indianDay(publishedAt - 120_000), indianDay(Date.now())])];
  await expect(visitor.getByText(/^Last updated:/)).toHaveText(new RegExp(`^Last updated: (${days.join('|')})$`));
  const attachment = notice.getByRole('link', { name: /^Meeting agenda \(PDF, \d+ KB\)/ });
  await expect(attachment).toHaveAttribute('target', '_blank');
  const file = await visitor.request.get(await attachment.evaluate((anchor: HTMLAnchorElement) => anchor.href));
  expect(file.status()).toBe(200);
  expect((await file.body()).toString('latin1').startsWith('%PDF-')).toBe(true);
  await notice.getByRole('link', { name: title }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // After its expiry: in the archive, no longer on /notices nor the board.
  await expect(async () => {
    await visitor.goto('/notices/archive');
    await expect(visitor.getByRole('article', { name: title })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 45_000, intervals: [1_000] });
  expect(Date.now()).toBeGreaterThanOrEqual(publishedAt + 18_000);
  await expectNotListed(visitor, title);
  await visitor.context().close();

  await page.reload();
  await expect(row(page, title)).toContainText('Archived');
  await deleteNotice(page, title);
});

test('circulars published one after another get the next numbers of the year, which cannot be edited', async ({ page, site }) => {
  test.setTimeout(120_000);
  await logInAsSchoolAdmin(page, site.url, '/Manage-Notices');
  await expect(page.getByRole('table', { name: 'Notices and circulars' })).toBeVisible();
  const titles = [unique('Circular one '), unique('Circular two '), unique('Circular three ')];
  const numbers: { number: number; year: number }[] = [];
  for (const title of titles) {
    const said = await addAndPublish(page, { title, category: 'Circular' });
    const [, number, year] = /Circular No\. (\d+)\/(\d{4})/.exec(said) ?? [];
    expect(number, said).toBeDefined();
    numbers.push({ number: Number(number), year: Number(year) });
  }
  // Relative to those the school had: the next three of the year.
  const [first] = numbers;
  expect(numbers).toEqual([0, 1, 2].map((step) => ({ number: first!.number + step, year: first!.year })));
  for (const [index, title] of titles.entries()) await expect(row(page, title)).toContainText(`${numbers[index]!.number}/${numbers[index]!.year}`);

  // The number shows read-only in the form, and a circular stays one.
  await row(page, titles[1]!).getByRole('button', { name: `Edit ${titles[1]}` }).click();
  const form = dialog(page, 'Edit notice');
  await expect(form.getByLabel('Circular No.')).toHaveValue(`${numbers[1]!.number}/${numbers[1]!.year}`);
  await expect(form.getByLabel('Circular No.')).not.toBeEditable();
  await expect(form.getByLabel('Category')).not.toBeEditable();
  await form.getByLabel(/^Title \(English\)/).fill(`${titles[1]} (revised)`);
  await form.getByRole('button', { name: 'Save notice' }).click();
  await expect(form).toBeHidden();
  await expect(row(page, `${titles[1]} (revised)`)).toContainText(`${numbers[1]!.number}/${numbers[1]!.year}`);

  // On /notices, each with its number.
  const visitor = page.context();
  const publicPage = await visitor.newPage();
  await publicPage.goto(`${site.url}/notices?category=circular`);
  await expect(publicPage.getByRole('article', { name: titles[0] })).toContainText(`Circular No. ${numbers[0]!.number}/${numbers[0]!.year}`);
  await publicPage.close();

  for (const title of [titles[0]!, `${titles[1]} (revised)`, titles[2]!]) await deleteNotice(page, title);

  // The audit log has the publishing and the deletions, each with the admin who did it.
  await page.goto(`${site.url}/Manage-Audit`);
  const ours = page.getByRole('table', { name: 'Audit log entries' }).getByRole('row').filter({ hasText: ACCOUNTS.school.username }).filter({ hasText: 'Notice' });
  await expect(ours.filter({ hasText: 'publish' }).first()).toBeVisible();
  for (const title of [titles[0]!, titles[2]!]) await expect(ours.filter({ hasText: 'delete' }).filter({ hasText: title })).toHaveCount(1);
});

test.describe('accessibility', () => {
  const title = unique('Annual day ');
  let id = '';

  test.beforeAll(async ({ browser, site }) => {
    const page = await browser.newPage({ baseURL: site.url });
    await logInAsSchoolAdmin(page, site.url, '/Manage-Notices');
    await addAndPublish(page, { title, category: 'Admission', pdf: 'Programme' });
    await page.goto('/notices');
    id = ((await page.getByRole('link', { name: title }).getAttribute('href')) ?? '').replace(/^\/notices\//, '');
    expect(id).toMatch(/^\d+$/);
    await page.close();
  });

  test.afterAll(async ({ browser, site }) => {
    const page = await browser.newPage({ baseURL: site.url });
    await logInAsSchoolAdmin(page, site.url, '/Manage-Notices');
    await deleteNotice(page, title);
    await page.close();
  });

  const pages = [
    { path: '/notices', heading: { en: 'Notices', hi: 'सूचनाएँ' } },
    { path: '/notices/archive', heading: { en: 'Notices archive', hi: 'सूचनाओं का संग्रह' } },
    { path: '/notices/:id', heading: { en: title, hi: title } },
  ];
  for (const language of ['en', 'hi'] as const) {
    for (const { path, heading } of pages) {
      test(`${path} has no WCAG 2.1 A/AA violation at 375 or 1280 px in ${language === 'en' ? 'English' : 'Hindi'}`, async ({ page }) => {
        await page.setViewportSize({ width: 375, height: 900 });
        const address = path.replace(':id', id);
        await page.goto(language === 'en' ? address : `${address}?lang=hi`);
        await expect(page.getByRole('heading', { level: 1, name: heading[language] })).toBeVisible();
        await loaded(page, language);
        await expectNoA11yViolations(page);
        await page.setViewportSize({ width: 1280, height: 900 });
        await expectNoA11yViolations(page);
      });
    }
  }

  test('a notice that is not public is the site’s 404 page', async ({ page }) => {
    await page.goto('/notices/2147480000');
    await expect(page.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
  });
});

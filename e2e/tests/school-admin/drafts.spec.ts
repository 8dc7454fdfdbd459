import type { Page } from '@playwright/test';
import { test, expect } from '../../support/site';
import { keepScreenshot } from '../../support/screenshots';
import { submitLogin, userWithOwnPassword, withToken } from '../../support/accounts';
import { unique } from '../../support/provider-admin';
import { addOnTeamScreen, firstLogin } from '../../support/team';
import { expectNoA11yViolations } from '../../support/axe';
import { savePageByApi } from '../../support/school-admin';

/**
 * Drafts and approval (decision 013), as issue 31's "done when" has them: an editor drafts, a
 * visitor sees only what a publisher published, a publisher sends back or publishes, and a
 * restore from the history puts the old text back.
 */
const principalContent = async (page: Page, apiUrl: string) => (await (await page.request.get(`${apiUrl}/Site/Page/principal?school=83181`)).json()).content;

/** A screenshot of the page as it is now (support/screenshots.ts). */
const screenshot = (page: Page, name: string) => keepScreenshot(page, `drafts-${name}`);

test('an editor drafts, a publisher sends back and publishes, and a restore brings the old message back', async ({ page, browser, request, site }) => {
  test.setTimeout(120_000);
  const admin = await userWithOwnPassword(request, site);
  await submitLogin(page, '/login', admin);
  await expect(page).toHaveURL(`${site.url}/`);
  const seeded = await principalContent(page, site.apiUrl);
  const newMessage = `A new message to parents, ${unique('draft')}.`;
  const noticeTitle = `Exam timetable ${unique('n')}`;
  try {
    await page.goto('/Manage-Team');
    const editorName = await addOnTeamScreen(page, 'Smt. Editor Test', 'Editor');
    const publisherName = await addOnTeamScreen(page, 'Sh. Publisher Test', 'Publisher');

    // The editor drafts a change to the principal's message and submits it.
    const editor = await firstLogin(browser, site.url, editorName);
    await editor.goto('/Manage-Pages/principal');
    await editor.getByLabel('Message (English)', { exact: true }).fill(newMessage);
    await editor.getByRole('button', { name: 'Save draft' }).click();
    const status = editor.getByRole('region', { name: 'Your draft' });
    await expect(status).toContainText('Your draft: Not submitted.');
    await screenshot(editor, 'editor-page-1280');
    await status.getByRole('button', { name: 'Submit for approval' }).click();
    await expect(status).toContainText('Your draft: Waiting for approval.');

    // …and a notice, which is a draft too.
    await editor.goto('/Manage-Notices');
    await editor.getByRole('button', { name: 'Add notice' }).click();
    const dialog = editor.getByRole('dialog', { name: 'Add notice' });
    await dialog.getByRole('textbox', { name: /^Title \(English\)/ }).fill(noticeTitle);
    await dialog.getByRole('button', { name: /^Save/ }).click();
    await expect(editor.getByRole('status').filter({ hasText: `Your change to “${noticeTitle}” is saved as a draft.` })).toBeVisible();
    await editor.goto('/Manage-Drafts');
    await editor.getByRole('link', { name: `New notice: ${noticeTitle}` }).click();
    await editor.getByRole('button', { name: 'Submit for approval' }).click();
    await expect(editor.getByText('Waiting for a publisher to publish it or send it back.')).toBeVisible();

    // A visitor still sees the old versions.
    const visitor = await browser.newPage();
    await visitor.goto(`${site.url}/principalMessage`);
    await expect(visitor.getByRole('main')).toContainText(seeded.message.en.slice(0, 40));
    await expect(visitor.getByRole('main')).not.toContainText(newMessage);
    await visitor.goto(`${site.url}/notices`);
    await expect(visitor.getByRole('main')).not.toContainText(noticeTitle);

    // The publisher sends the notice back with a comment, and publishes the message.
    const publisher = await firstLogin(browser, site.url, publisherName);
    await publisher.goto('/Manage-Drafts');
    await expect(publisher.getByRole('row', { name: new RegExp(noticeTitle) })).toContainText('Smt. Editor Test (Editor)');
    await publisher.getByRole('link', { name: `New notice: ${noticeTitle}` }).click();
    await expect(publisher.getByRole('region', { name: 'This draft' })).toContainText(noticeTitle);
    await publisher.getByRole('button', { name: 'Send back' }).click();
    const sendBack = publisher.getByRole('dialog', { name: 'Send the draft back' });
    await sendBack.getByRole('button', { name: 'Send back' }).click();
    await expect(sendBack.getByText('Say what should change, so its author knows')).toBeVisible();
    await sendBack.getByLabel('Comment for its author').fill('Add the room numbers, please.');
    await sendBack.getByRole('button', { name: 'Send back' }).click();
    await expect(publisher).toHaveURL(`${site.url}/Manage-Drafts`);

    await publisher.getByRole('link', { name: 'Principal’s Message' }).click();
    await expect(publisher.getByRole('region', { name: 'Message: This draft' })).toContainText(newMessage);
    await expectNoA11yViolations(publisher);
    // What visitors would see: the public page drawn with the draft, under a banner, in this tab only.
    await publisher.getByRole('button', { name: 'Preview what visitors would see' }).click();
    await expect(publisher).toHaveURL(`${site.url}/principalMessage`);
    const preview = publisher.getByRole('region', { name: 'Draft preview' });
    await expect(preview).toContainText('visitors do not see until it is published');
    await expect(publisher.getByRole('main')).toContainText(newMessage);
    await expectNoA11yViolations(publisher);
    await screenshot(publisher, 'preview-1280');
    await preview.getByRole('link', { name: 'Back to the draft' }).click();
    await expect(preview).toBeHidden();
    await publisher.getByRole('button', { name: 'Publish' }).click();
    await publisher.getByRole('alertdialog').getByRole('button', { name: 'Publish' }).click();
    await expect(publisher).toHaveURL(`${site.url}/Manage-Drafts`);

    await visitor.goto(`${site.url}/principalMessage`);
    await expect(visitor.getByRole('main')).toContainText(newMessage);

    // The editor reads the comment on the notice sent back.
    await editor.goto('/Manage-Drafts');
    await expect(editor.getByRole('row', { name: new RegExp(noticeTitle) })).toContainText('Sent back');
    await editor.getByRole('link', { name: `New notice: ${noticeTitle}` }).click();
    await expect(editor.getByText('Add the room numbers, please.')).toBeVisible();
    // …changes it in the notices' own form, and can submit it again.
    await editor.getByRole('button', { name: 'Edit the draft' }).click();
    const edit = editor.getByRole('dialog', { name: 'Edit the draft' });
    const title = edit.getByRole('textbox', { name: /^Title \(English\)/ });
    await expect(title).toHaveValue(noticeTitle);
    await title.fill(`${noticeTitle}, with rooms`);
    await edit.getByRole('button', { name: /^Save/ }).click();
    await expect(editor.getByRole('region', { name: 'This draft' })).toContainText(`${noticeTitle}, with rooms`);
    await expect(editor.getByRole('button', { name: 'Submit for approval' })).toBeVisible();

    // The publisher restores the previous version from the history; the visitor sees it again.
    await publisher.goto('/Manage-Pages/principal/history');
    const rows = publisher.getByRole('table', { name: 'Versions, newest first' }).getByRole('row');
    const newest = Number((await rows.nth(1).getByRole('rowheader').textContent())!.match(/\d+/)![0]);
    await rows.nth(2).getByRole('button', { name: `Restore version ${newest - 1}` }).click();
    await publisher.getByRole('alertdialog', { name: `Restore version ${newest - 1}?` }).getByRole('button', { name: 'Restore' }).click();
    await expect(publisher.getByText(`Version ${newest - 1} is restored: it is published as version ${newest + 1}.`)).toBeVisible();
    await visitor.goto(`${site.url}/principalMessage`);
    await expect(visitor.getByRole('main')).toContainText(seeded.message.en.slice(0, 40));
    await expect(visitor.getByRole('main')).not.toContainText(newMessage);
  } finally {
    await savePageByApi(page, site.apiUrl, 'principal', seeded);
  }
});

for (const width of [375, 1280]) {
  test(`the Drafts screens have no WCAG 2.1 A/AA violation at ${width} px`, async ({ page, request, site }) => {
    await page.setViewportSize({ width, height: 800 });
    const admin = await userWithOwnPassword(request, site);
    await submitLogin(page, '/login', admin);
    await expect(page).toHaveURL(`${site.url}/`);
    // A draft of the admin's own, submitted: the list shows it, and its review offers every step.
    const token = await page.evaluate(() => sessionStorage.getItem('authToken'));
    const title = `Sports meet ${unique('a11y')}`;
    const notice = { category: 'notice', title: { en: title, hi: 'खेल प्रतियोगिता' }, date: '2026-11-26', publishFrom: new Date().toISOString(), expireOn: null };
    const saved = await withToken(request, site, token, '/School/Draft/Save', { change: { type: 'notice', noticeId: null, notice } });
    expect(saved.status()).toBe(200);
    const { id } = (await saved.json()) as { id: number };
    expect((await withToken(request, site, token, '/School/Draft/Submit', { id })).status()).toBe(200);
    try {
      await page.goto('/Manage-Drafts');
      await expect(page.getByRole('heading', { level: 1, name: 'Drafts' })).toBeVisible();
      await expect(page.getByRole('link', { name: `New notice: ${title}` })).toBeVisible();
      await expectNoA11yViolations(page);
      await screenshot(page, `list-${width}`);
      await page.getByRole('link', { name: `New notice: ${title}` }).click();
      await expect(page.getByRole('region', { name: 'This draft' })).toContainText(title);
      await expectNoA11yViolations(page);
      await screenshot(page, `review-${width}`);
      await page.getByRole('button', { name: 'Send back' }).click();
      await page.getByRole('dialog', { name: 'Send the draft back' }).getByRole('button', { name: 'Send back' }).click();
      await expect(page.getByText('Say what should change, so its author knows')).toBeVisible();
      await expectNoA11yViolations(page);
      await screenshot(page, `send-back-${width}`);
    } finally {
      await withToken(request, site, token, '/School/Draft/Discard', { id });
    }
    await page.goto('/Manage-Team');
    await expect(page.getByRole('checkbox', { name: /An editor’s draft waits for a publisher/ })).toBeChecked();
    await expectNoA11yViolations(page);
    await screenshot(page, `team-${width}`);
  });
}

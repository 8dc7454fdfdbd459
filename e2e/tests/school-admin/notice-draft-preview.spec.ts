import { test, expect } from '../../support/site';
import { keepScreenshot } from '../../support/screenshots';
import { apiLogin, submitLogin, underCipher, userWithOwnPassword, withToken } from '../../support/accounts';
import { unique } from '../../support/provider-admin';
import { expectNoA11yViolations } from '../../support/axe';

/**
 * A notice's draft previewed as visitors would see it (decision 013): the public notice page,
 * drawn by the public site with the draft's notice, and its place in the notices list, under
 * the draft banner, in the previewing tab only. Another tab, and a visitor, see no such notice.
 */

/** A small but whole PDF: the upload checks what it receives. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');

test('an editor’s new notice previewed: its page and its place in the list, in that tab only', async ({ page, browser, context, request, site }) => {
  test.setTimeout(90_000);
  // The school's admin adds an editor, who sets their own password (through the API: the Team screen has its own test).
  const admin = await userWithOwnPassword(request, site);
  const { token: adminToken } = (await (await apiLogin(request, site, admin.username, admin.password, 'School', admin.totpSecret)).json()) as { token: string };
  const editor = { username: unique('editor').toLowerCase(), password: 'Own-choice-pass-1' };
  const added = await withToken(request, site, adminToken, '/School/Team/Add', {
    fullName: 'Smt. Preview Editor',
    userName: editor.username,
    password: await underCipher(request, site, 'Given-by-admin-1'),
    role: 'editor',
  });
  expect(added.status()).toBe(201);
  const { token: first } = (await (await apiLogin(request, site, editor.username, 'Given-by-admin-1')).json()) as { token: string };
  const changed = await withToken(request, site, first, '/Auth/Admin/ChangePassword', {
    currentPassword: await underCipher(request, site, 'Given-by-admin-1'),
    newPassword: await underCipher(request, site, editor.password),
  });
  expect(changed.status()).toBe(200);
  const { token } = (await changed.json()) as { token: string };

  // The editor's draft of a new notice, with a document uploaded for it.
  const uploaded = await request.post(`${site.apiUrl}/School/Page/Upload`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { document: { name: 'timetable.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(uploaded.status()).toBe(201);
  const { path } = (await uploaded.json()) as { path: string };
  const title = `Exam timetable ${unique('p')}`;
  const text = 'The half-yearly examinations begin on Monday; the timetable is attached.';
  const notice = {
    category: 'notice',
    title: { en: title, hi: 'परीक्षा समय सारणी' },
    body: { en: text, hi: '' },
    date: new Date().toISOString().slice(0, 10),
    publishFrom: new Date(Date.now() - 60_000).toISOString(),
    expireOn: null,
    attachments: [{ title: { en: 'Timetable', hi: '' }, path }],
  };
  const saved = await withToken(request, site, token, '/School/Draft/Save', { change: { type: 'notice', noticeId: null, notice } });
  expect(saved.status()).toBe(200);
  const { id } = (await saved.json()) as { id: number };

  try {
    await submitLogin(page, '/login', editor);
    await expect(page).toHaveURL(`${site.url}/`);
    await page.goto(`/Manage-Drafts/${id}`);
    await page.getByRole('button', { name: 'Preview what visitors would see' }).click();

    // The public notice page, with the draft's title and text, under the banner.
    await expect(page).toHaveURL(`${site.url}/notices/0`);
    const banner = page.getByRole('region', { name: 'Draft preview' });
    await expect(banner).toContainText('visitors do not see until it is published');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main).toContainText(text);
    await expect(main.getByRole('link', { name: /^Timetable \(PDF, 1 KB\)/ })).toBeVisible();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectNoA11yViolations(page);
      await keepScreenshot(page, `notice-draft-preview-${width}`);
    }

    // Its place in the list, where visitors meet it: the newest, first.
    await main.getByRole('link', { name: 'All notices' }).click();
    await expect(page).toHaveURL(`${site.url}/notices`);
    await expect(banner).toBeVisible();
    await expect(main.getByRole('article').first().getByRole('link', { name: title })).toBeVisible();
    await expectNoA11yViolations(page);
    await keepScreenshot(page, 'notice-draft-preview-list-1280');

    // Another tab of the same browser, and a visitor, see no such notice.
    const other = await context.newPage();
    await other.goto('/notices/0');
    await expect(other.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
    await other.goto('/notices');
    await expect(other.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
    await expect(other.getByRole('main')).not.toContainText(title);
    await expect(other.getByRole('region', { name: 'Draft preview' })).toHaveCount(0);
    const visitor = await browser.newPage();
    await visitor.goto(`${site.url}/notices`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
    await expect(visitor.getByRole('main')).not.toContainText(title);

    // Back to the draft ends the preview: the list is the published one again.
    await banner.getByRole('link', { name: 'Back to the draft' }).click();
    await expect(page).toHaveURL(`${site.url}/Manage-Drafts/${id}`);
    await expect(banner).toHaveCount(0);
    await page.goto('/notices');
    await expect(page.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(title);
  } finally {
    await withToken(request, site, token, '/School/Draft/Discard', { id });
  }
});

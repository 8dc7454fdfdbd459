import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { ACCOUNTS, expect, test, type Site } from '../../support/site';
import { apiLogin, withToken } from '../../support/accounts';
import { logInAsSchoolAdmin } from '../../support/school-admin';
import { logInAsProvider } from '../../support/provider-admin';
import { expectAccessibleAtEachWidth } from '../../support/widths';

/**
 * Site health in the browser (issue 50): each kind of finding planted in the demo school shows on
 * the health screen with its fix, and goes once fixed; the provider's overview lists both demo
 * schools. The site is this spec's own, with the checks on, a "night" every 4 s, and leave to
 * try links on this machine (a local server stands for another site, answering 404, then 200).
 */
test.use({ siteName: 'health', apiSettings: { HEALTH_CHECKS: '1', HEALTH_NIGHT_SECONDS: '4', HEALTH_PRIVATE_LINKS: '1' } });
test.describe.configure({ mode: 'serial' });

let outside: Server;
let outsideAnswer = 404;
let outsideUrl = '';

test.beforeAll(async () => {
  outside = createServer((request, response) => response.writeHead(request.url === '/circular' ? outsideAnswer : 200).end());
  await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
  outsideUrl = `http://127.0.0.1:${(outside.address() as AddressInfo).port}/circular`;
});
test.afterAll(() => outside.close());

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A PDF that is only a picture of its page: a scan. */
async function scannedPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([300, 300]).drawImage(await document.embedPng(PNG), { x: 0, y: 0, width: 300, height: 300 });
  return Buffer.from(await document.save());
}

/** The school admin's calls, for planting and mending what the screens then show. */
async function schoolApi(request: APIRequestContext, site: Site) {
  const token = ((await (await apiLogin(request, site, ACCOUNTS.school.username, ACCOUNTS.school.password)).json()) as { token: string }).token;
  const call = async (path: string, data: unknown) => {
    const answer = await withToken(request, site, token, path, data);
    expect(answer.status(), `${path}: ${await answer.text()}`).toBeLessThan(300);
    return answer.json() as Promise<Record<string, unknown>>;
  };
  const page = async (kind: string) => (await call('/School/Page/Get', { kind })) as { version: number; content: unknown };
  return {
    call,
    page,
    /** Saves a page changed from what it holds now (the content's shape is the page kind's). */
    async save<Content>(kind: string, change: (content: Content) => unknown) {
      const { version, content } = await page(kind);
      await call('/School/Page/Update', { kind, content: change(structuredClone(content) as Content), baseVersion: version });
    },
    async upload(name: string, bytes: Buffer, type: string) {
      const answer = await request.post(`${site.apiUrl}/School/Page/Upload`, { headers: { Authorization: `Bearer ${token}` }, multipart: { document: { name, mimeType: type, buffer: bytes } } });
      expect(answer.status()).toBe(201);
      return ((await answer.json()) as { path: string }).path;
    },
  };
}

/** A finding on the health screen: the article named by its check's title, holding `where`. */
const findingOf = (page: Page, title: string, where: RegExp | string): Locator => page.getByRole('article', { name: title }).filter({ hasText: where });

/** Asks for a check and waits for it to have run. */
async function checkNow(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Check now' }).click();
  await expect(page.getByRole('button', { name: 'Check now' })).toBeEnabled({ timeout: 30_000 });
}

let noticeId = 0;

test('each planted finding shows with its fix, a broken outside link after two nights, and all go once fixed', async ({ page, request, site }) => {
  test.setTimeout(120_000);
  const school = await schoolApi(request, site);
  const scan = await school.upload('scan.pdf', await scannedPdf(), 'application/pdf');
  await school.save('help', () => ({ sections: [{ heading: { en: 'Rules', hi: 'नियम' }, text: { en: 'Read them.', hi: 'इन्हें पढ़ें।' }, links: [{ label: { en: 'Our rules', hi: 'हमारे नियम' }, url: '/no-such-page' }] }] }));
  await school.save('links', () => ({ links: [{ label: { en: 'Board circular', hi: 'बोर्ड परिपत्र' }, url: outsideUrl, logo: { path: '', width: 0, height: 0, alt: { en: '', hi: '' } } }] }));
  await school.save('disclosureDocuments', (content: Record<string, { validUntil?: string; document?: string }>) => ({ ...content, fireSafety: { ...content.fireSafety, validUntil: '2026-01-31' }, deo: { document: scan, issuedOn: '2025-06-01' } }));
  await school.save('gallery', (content: { pictures: { alt: { en: string } }[] }) => ({ pictures: content.pictures.map((picture, index) => (index === 0 ? { ...picture, alt: { ...picture.alt, en: '' } } : picture)) }));
  // The message in both languages, then its English changed alone.
  await school.save('principal', (content: object) => ({ ...content, message: { en: 'Welcome to our school.', hi: 'हमारे विद्यालय में आपका स्वागत है।' } }));
  await school.save('principal', (content: { message: { hi: string } }) => ({ ...content, message: { ...content.message, en: 'Welcome to our school: its doors are open to every child.' } }));
  const notice = await school.call('/School/Notice/Add', { category: 'notice', title: { en: 'Annual day rehearsal', hi: 'वार्षिक दिवस पूर्वाभ्यास' }, body: { en: '', hi: '' }, date: '2025-01-10', publishFrom: new Date(Date.now() - 60_000).toISOString(), expireOn: null });
  noticeId = notice.id as number;
  await school.call('/School/Notice/Publish', { id: noticeId });

  await logInAsSchoolAdmin(page, site.url, '/Manage-Health');
  await expect(page.getByRole('heading', { level: 1, name: 'Site health' })).toBeVisible();
  await checkNow(page);
  const planted: [title: string, where: string | RegExp, fix: string][] = [
    ['Broken link inside the site', 'Help › Sections › Section 1 › Links › Link 1 › Address', '/Manage-Pages/help?field=sections.0.links.0.url'],
    ['Certificate out of date', /fire safety certificate .* Valid until/, '/Manage-Pages/disclosureDocuments?field=fireSafety.validUntil'],
    ['Scanned PDF without text', /DEO certificate/, '/Manage-Pages/disclosureDocuments?field=deo.document'],
    ['Picture without a description', 'Home: Photo gallery › Pictures › Picture 1', '/Manage-Pages/gallery?field=pictures.0.alt.en'],
    ['Language versions differ', /Principal’s Message › Message.*English changed on/, '/Manage-Pages/principal?field=message.hi'],
    ['Old notice still current', 'Notice “Annual day rehearsal”', `/Manage-Notices?edit=${noticeId}`],
  ];
  for (const [title, where, fix] of planted) {
    await expect(findingOf(page, title, where).getByRole('link', { name: /^Fix this/ }), title).toHaveAttribute('href', fix);
  }
  // An outside link is broken only after failing on two nights in a row (a night here is 4 s).
  await expect(async () => {
    await checkNow(page);
    await expect(findingOf(page, 'Broken link to another site', outsideUrl)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 40_000 });
  await expectAccessibleAtEachWidth(page, 'site-health');

  // Fix this leads to the field: the certificate's last day, renewed on the editor's own screen.
  await findingOf(page, 'Certificate out of date', /fire safety/).getByRole('link', { name: /^Fix this/ }).click();
  const validUntil = page.getByRole('group', { name: /fire safety certificate/ }).getByLabel('Valid until');
  await expect(validUntil).toBeFocused();
  await validUntil.fill('2031-03-31');
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'saved' })).toBeVisible();

  // The rest mended: the outside site answers again, and each page is put right.
  outsideAnswer = 200;
  await school.save('help', (content: { sections: { links: { url: string }[] }[] }) => ({ sections: content.sections.map((section) => ({ ...section, links: section.links.map((link) => ({ ...link, url: '/contact' })) })) }));
  const typed = await school.upload('typed.pdf', Buffer.from(await typedPdf()), 'application/pdf');
  await school.save('disclosureDocuments', (content: Record<string, object>) => ({ ...content, deo: { document: typed, issuedOn: '2025-06-01' } }));
  await school.save('gallery', (content: { pictures: object[] }) => ({ pictures: content.pictures.map((picture) => ({ ...picture, alt: { en: 'The school’s front gate', hi: 'विद्यालय का मुख्य द्वार' } })) }));
  await school.save('principal', (content: { message: { en: string } }) => ({ ...content, message: { ...content.message, hi: 'हमारे विद्यालय में आपका स्वागत है: इसके द्वार हर बच्चे के लिए खुले हैं।' } }));
  await page.goto(`${site.url}/Manage-Health`);
  await expect(async () => {
    await checkNow(page);
    for (const [title, where] of [...planted.filter(([title]) => title !== 'Old notice still current'), ['Broken link to another site', outsideUrl] as const]) {
      await expect(findingOf(page, title, where), title).toHaveCount(0, { timeout: 1000 });
    }
  }).toPass({ timeout: 40_000 });
});

async function typedPdf(): Promise<Uint8Array> {
  const { StandardFonts } = await import('pdf-lib');
  const document = await PDFDocument.create();
  document.addPage([300, 300]).drawText('DEO certificate', { font: await document.embedFont(StandardFonts.Helvetica), x: 20, y: 150, size: 14 });
  return document.save();
}

test('the old notice goes once it is given an end on its own screen, through Fix this', async ({ page, site }) => {
  await logInAsSchoolAdmin(page, site.url, '/Manage-Health');
  await findingOf(page, 'Old notice still current', 'Annual day rehearsal').getByRole('link', { name: /^Fix this/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // It was published a minute ago: it leaves the current list tomorrow (India's clock, as the form reads it).
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000 + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 16);
  await dialog.getByLabel('Expire on').fill(tomorrow);
  await dialog.getByRole('button', { name: 'Save notice' }).click();
  await expect(dialog).toBeHidden();
  await page.goto(`${site.url}/Manage-Health`);
  await expect(async () => {
    await checkNow(page);
    await expect(findingOf(page, 'Old notice still current', 'Annual day rehearsal')).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
});

test('a finding accepted with a reason leaves the open list and is shown apart with its reason', async ({ page, site }) => {
  await logInAsSchoolAdmin(page, site.url, '/Manage-Health');
  const open = page.getByRole('region', { name: 'Medium' }).getByRole('article', { name: 'Language versions differ' });
  await expect(open.first()).toBeVisible();
  const before = await open.count();
  await open.first().getByRole('button', { name: /^Accept/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept this finding' });
  await dialog.getByRole('button', { name: 'Accept finding' }).click();
  await expect(dialog.getByText('Say why the school accepts this finding')).toBeVisible();
  await dialog.getByLabel('Why the school accepts it').fill('The Hindi version comes with the new session');
  await expectAccessibleAtEachWidth(page, 'site-health-accept');
  await dialog.getByRole('button', { name: 'Accept finding' }).click();
  await expect(dialog).toBeHidden();
  await expect(open).toHaveCount(before - 1);
  const accepted = page.getByRole('region', { name: 'Accepted findings' });
  await accepted.getByText(/^Show the/).click();
  await expect(accepted).toContainText('Reason: The Hindi version comes with the new session');
});

test('the provider’s overview lists both demo schools with their scores, sorts, and exports them', async ({ page }) => {
  await logInAsProvider(page, '/sgi-admin/health');
  const table = page.getByRole('table', { name: 'Site health of every school' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
  await expect(rows).toHaveCount(2);
  // Both demo schools, each with its score (the cells after the number: code, score, high …) and worst findings; the lowest score first.
  const rowOfSchool = (name: string) => rows.filter({ has: page.getByRole('rowheader', { name }) });
  await expect(rowOfSchool('Government Girls Inter College').getByRole('cell').nth(1)).toHaveText('83190');
  await expect(rowOfSchool('Government Girls Inter College')).toContainText('Disclosure item missing');
  await expect(rowOfSchool('PM SHRI Government Inter College').getByRole('cell').nth(1)).toHaveText('83181');
  const score = async (row: Locator) => Number(await row.getByRole('cell').nth(2).textContent());
  for (const index of [0, 1]) expect(await score(rows.nth(index))).toBeGreaterThan(0);
  expect(await score(rows.nth(0))).toBeLessThanOrEqual(await score(rows.nth(1)));
  await table.getByRole('button', { name: 'Score' }).click();
  await expect(table.getByRole('columnheader', { name: 'Score' })).toHaveAttribute('aria-sort', 'descending');
  expect(await score(rows.nth(0))).toBeGreaterThanOrEqual(await score(rows.nth(1)));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await (await (await download).createReadStream()).toArray();
  const text = Buffer.concat(csv).toString('utf8');
  expect(text).toContain('83181');
  expect(text).toContain('83190');
  await expectAccessibleAtEachWidth(page, 'provider-site-health');
});

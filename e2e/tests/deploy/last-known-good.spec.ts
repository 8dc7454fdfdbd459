import { test, expect } from '../../support/nginx-site';
import { logInAsSchoolAdmin } from '../../support/school-admin';
import { keepScreenshot } from '../../support/screenshots';
import { SAVED_COPY_NOTE, cachedAddresses, expectVersionKept, serviceWorkerReady } from '../../support/service-worker';

// The remotes' last known good (issue 33, docs/decisions/015-remote-releases.md): the host's
// service worker keeps the remote versions that rendered, and answers with them when a remote's
// server does not answer. The suite blocks service workers elsewhere; these tests are about one.
test.use({ serviceWorkers: 'allow' });

const HINDI_NOTE = 'आप साइट के इस भाग की सहेजी हुई प्रति देख रहे हैं: अभी इस तक पहुँचा नहीं जा सका।';

test('with the content remote’s server stopped, a visitor who saw the site before still gets its pages, with a note that they are a saved copy', async ({
  page,
  nginxSite,
}) => {
  test.setTimeout(120_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const note = page.getByRole('status').filter({ hasText: SAVED_COPY_NOTE });

  await page.goto('/');
  await expect(page.getByRole('region', { name: /^Welcome to / })).toBeVisible();
  await serviceWorkerReady(page);
  await page.goto('/rti');
  await expect(page.getByRole('heading', { level: 1, name: 'RTI' })).toBeVisible();
  // The version that rendered is kept whole: the pages the visitor has not opened yet too.
  await expectVersionKept(page, `${nginxSite.remotes.content}/mf-manifest.json`);
  await expect(note).toHaveCount(0);

  await nginxSite.stopRemote('content');
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'RTI' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(0);
    await expect(note).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);

    // On to a page never opened, in the browser, and to the home page by a full load.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Faqs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(note).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('region', { name: /^Welcome to / })).toBeVisible();
    await expect(note).toBeVisible();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await keepScreenshot(page, `saved-copy-note-${width}`, { fullPage: false });
    }

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/rti?lang=hi');
    await expect(page.getByRole('status').filter({ hasText: HINDI_NOTE })).toBeVisible();
    await keepScreenshot(page, 'saved-copy-note-hi-375', { fullPage: false });
    expect(pageErrors).toEqual([]);
  } finally {
    await nginxSite.startRemote('content');
  }

  // Back: the remote answers again, and the note is gone at the next load.
  await page.goto('/rti');
  await expect(page.getByRole('heading', { level: 1, name: 'RTI' })).toBeVisible();
  await expect(note).toHaveCount(0);
});

test('a school admin’s session through the service worker: only the remotes’ files are kept, no answer of the API', async ({ page, nginxSite }) => {
  await page.goto('/');
  await serviceWorkerReady(page);
  // Controlled from here on: the admin's API calls pass the worker's origin filter.
  await logInAsSchoolAdmin(page, nginxSite.url, '/staffDetail');
  await expect(page.getByRole('button', { name: /^Add/ }).first()).toBeVisible();
  await expect
    .poll(async () => Object.keys(await cachedAddresses(page)).filter((name) => name.startsWith('remote-files/')).sort())
    .toEqual([expect.stringMatching(/^remote-files\/content\//), expect.stringMatching(/^remote-files\/schoolAdmin\//)]);

  const kept = Object.values(await cachedAddresses(page)).flat();
  const remoteOrigins = Object.values(nginxSite.remotes);
  expect(kept.filter((url) => url.startsWith(nginxSite.apiOrigin))).toEqual([]);
  // Every address kept is a remote's file, but the worker's own list of what it keeps.
  expect(kept.filter((url) => !remoteOrigins.some((origin) => url.startsWith(`${origin}/`)))).toEqual([`${nginxSite.url}/remote-files.json`]);
});

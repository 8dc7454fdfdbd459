import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '@school/tooling/site-config';
import { test, expect } from '../../support/nginx-site';
import { copyRemote } from '../../support/remote-copy';

const ORIGINAL_INTRO = 'Officers to contact for information under the Right to Information Act, 2005.';

test('a remote released alone on nginx: open pages keep working, a reload shows it, a rollback restores the old one', async ({
  page,
  nginxSite,
}) => {
  test.setTimeout(300_000);
  const release = (...args: string[]) =>
    execFileSync(process.execPath, [
      path.join(ROOT, 'scripts/release-remote.mjs'),
      'content',
      ...args,
      '--releases',
      path.join(nginxSite.roots.content, 'releases'),
      '--config',
      nginxSite.configFile,
    ]);
  const failures: string[] = [];
  const contentFiles: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    if (response.url().startsWith(nginxSite.remotes.content)) contentFiles.push(new URL(response.url()).pathname);
  });
  // A reload aborts what the page was still loading (its pictures, on a busy machine): no failure.
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') failures.push(`failed ${request.url()}: ${request.failure()?.errorText}`);
  });
  const loadedSince = (mark: number) => contentFiles.slice(mark);

  release('v1');
  await page.goto('/');
  await expect(page.getByRole('region', { name: /^Welcome to / })).toBeVisible();
  expect(contentFiles).toContain('/releases/v1/mf-manifest.json');
  expect(contentFiles.filter((file) => !file.startsWith('/releases/v1/'))).toEqual([]);

  const newIntro = `Released alone on nginx: RTI officers, release ${Date.now()}.`;
  const copy = await copyRemote('remote-content');
  try {
    await copy.edit('src/i18n/content-strings.ts', ORIGINAL_INTRO, newIntro);
    await copy.build();
    release('v2', '--from', copy.dist);
  } finally {
    await copy.remove();
  }

  // The page opened before the release goes on to a page it has not loaded yet, in the
  // browser (no reload): that page's lazy chunk comes from v1, which is still there.
  let mark = contentFiles.length;
  await page.evaluate(() => {
    history.pushState(null, '', '/rti');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByText(ORIGINAL_INTRO)).toBeVisible();
  expect(loadedSince(mark).some((file) => /^\/releases\/v1\/chunks\/.*rti.*\.js$/.test(file))).toBe(true);

  mark = contentFiles.length;
  await page.reload();
  await expect(page.getByText(newIntro)).toBeVisible();
  expect(loadedSince(mark)).toContain('/releases/v2/mf-manifest.json');

  release('--rollback');
  await page.reload();
  await expect(page.getByText(ORIGINAL_INTRO)).toBeVisible();
  await expect(page.getByText(newIntro)).toHaveCount(0);

  // Back to the build the image was made with.
  release('--rollback');
  mark = contentFiles.length;
  await page.reload();
  await expect(page.getByText(ORIGINAL_INTRO)).toBeVisible();
  expect(loadedSince(mark)).toContain('/mf-manifest.json');

  expect(failures).toEqual([]);
});

import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from '@school/tooling/site-config';
import { test, expect } from '../../support/site';
import { copyRemote } from '../../support/remote-copy';

const ORIGINAL_INTRO = 'Officers to contact for information under the Right to Information Act, 2005.';

const hostMain = path.join(ROOT, 'host', 'dist', 'main.js');
const fingerprint = async (file: string) => createHash('sha256').update(await readFile(file)).digest('hex');

test('a content remote rebuilt and redeployed alone shows its change in the host without rebuilding the host', async ({
  page,
  site,
}) => {
  test.setTimeout(240_000);
  const newIntro = `Redeployed on its own: RTI officers, release ${Date.now()}.`;
  const hostBefore = await fingerprint(hostMain);

  await page.goto('/rti');
  await expect(page.getByRole('heading', { level: 1, name: 'RTI' })).toBeVisible();
  await expect(page.getByText(ORIGINAL_INTRO)).toBeVisible();

  const copy = await copyRemote('remote-content');
  let replaced = false;
  try {
    await copy.edit('src/features/staff-roster/roster-strings.ts', ORIGINAL_INTRO, newIntro);
    await copy.build();

    await site.stop('content');
    replaced = true;
    await site.start('content', copy.dist);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'RTI' })).toBeVisible();
    await expect(page.getByText(newIntro)).toBeVisible();
    await expect(page.getByText(ORIGINAL_INTRO)).toHaveCount(0);
    await expect(page.getByRole('table').getByRole('columnheader', { name: 'Employee Code' })).toBeVisible();

    // The host was neither rebuilt nor restarted: its main.js is byte for byte the same.
    expect(await fingerprint(hostMain)).toBe(hostBefore);
  } finally {
    if (replaced) {
      await site.stop('content');
      await site.start('content');
    }
    await copy.remove();
  }

  // The original release serves again.
  await page.reload();
  await expect(page.getByText(ORIGINAL_INTRO)).toBeVisible();
});

import { test, expect } from '../../support/site';
import { expectPicturesLoaded } from '../../support/pictures';
import { openBeforeEach } from '../../support/public-page';

const LABS = [
  { name: 'Chemistry Lab', text: /salt analysis, titrations/ },
  { name: 'Physics Lab', text: /optics, electricity and magnetism/ },
  { name: 'Biology Lab', text: /compound microscopes/ },
];

openBeforeEach('/scienceLab', 'Science Labs');

test('a banner, then the chemistry, physics and biology labs, each described with its picture', async ({ page }) => {
  const labs = page.getByRole('article');
  await expectPicturesLoaded(labs, 1 + LABS.length);
  const banner = labs.locator('picture img').first();
  const title = page.getByRole('heading', { level: 1 });
  expect((await banner.boundingBox())!.y).toBeLessThan((await title.boundingBox())!.y);

  await expect(labs.getByRole('heading', { level: 2 })).toHaveText(LABS.map((lab) => lab.name));
  for (const lab of LABS) {
    const section = page.getByRole('region', { name: lab.name });
    await expect(section).toContainText(lab.text);
    await expectPicturesLoaded(section, 1);
  }
});

import { test, expect } from '../../support/site';
import { expectPicturesLoaded } from '../../support/pictures';
import { openBeforeEach } from '../../support/public-page';

openBeforeEach('/sports', 'Sports');

test('a banner, a paragraph naming football, basketball, cricket and badminton, and six gallery pictures', async ({
  page,
}) => {
  const sports = page.getByRole('article');
  await expectPicturesLoaded(sports, 7);
  const text = sports.getByRole('paragraph');
  await expect(text).toHaveCount(1);
  for (const game of ['football', 'basketball', 'cricket', 'badminton']) await expect(text).toContainText(game);

  const gallery = page.getByRole('region', { name: 'Sports Gallery' });
  await expect(gallery.getByRole('listitem')).toHaveCount(6);
  await expectPicturesLoaded(gallery, 6);
  const names = await gallery.getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
  expect(new Set(names).size).toBe(6);
});

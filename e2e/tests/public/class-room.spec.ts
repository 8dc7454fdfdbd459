import { test, expect } from '../../support/site';
import { expectPicturesLoaded } from '../../support/pictures';
import { openBeforeEach } from '../../support/public-page';

openBeforeEach('/classRoom', 'Classrooms');

test('the Classrooms page has four paragraphs and a picture', async ({ page }) => {
  const classrooms = page.getByRole('article');
  await expect(classrooms.getByRole('paragraph')).toHaveCount(4);
  await expect(classrooms.getByRole('paragraph').nth(1)).toContainText('Smart classrooms');
  await expectPicturesLoaded(classrooms, 1);
});

import { test, expect } from '../../support/site';
import { expectPicturesLoaded } from '../../support/pictures';
import { openBeforeEach } from '../../support/public-page';

openBeforeEach('/principalMessage', "Principal's Message");

test("the Principal's message has a salutation, six paragraphs, and the photo, name and designation", async ({ page }) => {
  const message = page.getByRole('article');
  const paragraphs = message.getByRole('paragraph');
  await expect(paragraphs).toHaveCount(1 + 6);
  const [salutation, ...body] = await paragraphs.all();
  await expect(salutation!).toHaveText('Dear Students, Parents and Well-wishers,');
  for (const paragraph of body) await expect(paragraph).toHaveText(/^\S.{150,}[.!]$/);

  await expectPicturesLoaded(message, 1);
  const signature = message.getByRole('figure');
  await expect(signature.getByRole('img', { name: 'Sh. Rajendra Singh Negi, Principal' })).toBeVisible();
  await expect(signature.getByText('Sh. Rajendra Singh Negi', { exact: true })).toBeVisible();
  await expect(signature.getByText('Principal', { exact: true })).toBeVisible();
});

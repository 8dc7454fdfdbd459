import { test, expect } from '../../support/site';
import { expectPicturesLoaded } from '../../support/pictures';
import { openBeforeEach } from '../../support/public-page';

openBeforeEach('/schoolHistory', 'School History');

test('the history has a featured picture and one long paragraph with the milestones of the spec', async ({ page }) => {
  const history = page.getByRole('article');
  await expectPicturesLoaded(history, 1);
  const paragraphs = history.getByRole('paragraph');
  await expect(paragraphs).toHaveCount(1);
  const text = paragraphs.first();
  for (const fact of [
    /began in 1944-45/,
    /upgraded to a high school in 1961/,
    /intermediate college in 1980/,
    /again in 1988/,
    /In 2021 the college was affiliated to the Central Board of Secondary Education \(CBSE\) and selected as an Atal Utkrisht Vidyalaya/,
    /in 2024 it was selected in the second phase of the PM SHRI scheme/,
    /named after Shaheed Naik Pratap Singh Butola/,
  ]) {
    await expect(text).toContainText(fact);
  }
});

test('the martyr the history names is the one the martyr page is about', async ({ page }) => {
  await page.goto('/aboutSahid');
  await expect(page.getByRole('heading', { level: 1, name: 'Shaheed Naik Pratap Singh Butola' })).toBeVisible();
});

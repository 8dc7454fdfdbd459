import type { Page } from '@playwright/test';
import { test, expect } from '../../support/site';
import { expectNoA11yViolations } from '../../support/axe';
import { expectPicturesLoaded } from '../../support/pictures';
import { openBeforeEach } from '../../support/public-page';

// The biography's own choice of language (the header's switch is a navigation landmark).
const language = (page: Page) => page.getByRole('combobox', { name: /Language/ });
const biography = (page: Page) => page.getByRole('article');

openBeforeEach('/aboutSahid', 'Shaheed Naik Pratap Singh Butola');

test('the biography opens in English: intro, the operation of 24 August 1998, photo and biodata', async ({ page }) => {
  await expect(language(page)).toHaveValue('en');
  await expect(language(page).getByRole('option')).toHaveText(['English', 'Hindi']);
  await expect(biography(page)).toHaveAttribute('lang', 'en');
  await expect(biography(page)).toContainText('born into a farming family in Kandai');
  await expect(page.getByRole('heading', { level: 2, name: 'The Operation of 24 August 1998' })).toBeVisible();
  await expect(biography(page)).toContainText('At first light on 24 August 1998');
  await expectPicturesLoaded(biography(page), 1);
  await expect(page.getByRole('img', { name: 'Portrait of Naik Pratap Singh Butola in uniform' })).toBeVisible();

  const biodata = page.getByRole('complementary', { name: 'Biodata' });
  await expect(biodata.getByRole('heading', { name: 'Biodata' })).toBeVisible();
  for (const [term, value] of [
    ['Service Number', '4190735K'],
    ['Place of Birth', 'Village Kandai, Uttarakhand'],
    ['Service', 'Indian Army (The Garhwal Rifles)'],
    ['Last Rank', 'Naik'],
  ]) {
    await expect(biodata.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) })).toBeVisible();
    await expect(biodata.getByRole('definition').filter({ hasText: value })).toBeVisible();
  }
});

test('choosing Hindi switches every text of the biography to Hindi, marked lang="hi", and back', async ({ page }) => {
  await language(page).selectOption({ label: 'Hindi' });
  await expect(language(page)).toHaveValue('hi');
  await expect(biography(page)).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'शहीद नायक प्रताप सिंह बुटोला' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '24 अगस्त 1998 का ऑपरेशन' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'वर्दी में नायक प्रताप सिंह बुटोला का चित्र' })).toBeVisible();
  const biodata = page.getByRole('complementary', { name: 'जीवन परिचय' });
  for (const term of ['सेवा संख्या', 'जन्म स्थान', 'सेवा', 'अंतिम रैंक']) {
    await expect(biodata.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) })).toBeVisible();
  }
  await expect(biodata.getByRole('definition').filter({ hasText: 'नायक' }).first()).toBeVisible();

  // No English word is left: apart from figures and the service number, it is all Devanagari.
  const latinWords = await biography(page).evaluate((article) => (article.textContent ?? '').match(/[A-Za-z]{2,}/g) ?? []);
  expect(latinWords).toEqual([]);

  await language(page).selectOption({ label: 'English' });
  await expect(biography(page)).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Shaheed Naik Pratap Singh Butola' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'The Operation of 24 August 1998' })).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`the biography has no WCAG 2.1 A/AA violation at ${width} px, in English and in Hindi`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await expectNoA11yViolations(page);
    await language(page).selectOption('hi');
    await expect(biography(page)).toHaveAttribute('lang', 'hi');
    await expectNoA11yViolations(page);
  });
}

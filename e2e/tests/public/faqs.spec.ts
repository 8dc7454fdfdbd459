import type { Page } from '@playwright/test';
import { test, expect } from '../../support/site';
import { expectNoA11yViolations } from '../../support/axe';
import { expectPicturesLoaded } from '../../support/pictures';
import { openBeforeEach } from '../../support/public-page';

const questions = (page: Page) => page.getByRole('main').getByRole('button');
const expanded = (page: Page) => page.getByRole('main').getByRole('button', { expanded: true });

/** The answer a question button controls, found through its aria-controls. */
async function answerOf(page: Page, index: number) {
  const id = await questions(page).nth(index).getAttribute('aria-controls');
  expect(id).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

openBeforeEach('/faqs', 'Frequently Asked Questions');

test('the FAQ page shows its banner and ten questions, all closed at first', async ({ page }) => {
  await expectPicturesLoaded(page.getByRole('main'), 1);
  await expect(questions(page)).toHaveCount(10);
  await expect(expanded(page)).toHaveCount(0);
  for (const button of await questions(page).all()) {
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 2, name: await button.innerText() })).toBeVisible();
  }
  await expect(page.getByRole('main').getByRole('region')).toHaveCount(0);
});

test('one answer is open at a time: opening another closes the first, and a second click closes it', async ({ page }) => {
  const first = questions(page).nth(0);
  const fifth = questions(page).nth(4);
  const icon = (index: number) => questions(page).nth(index).locator('svg path');

  await expect(icon(0)).toHaveCount(2); // a plus while closed
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(await answerOf(page, 0)).toBeVisible();
  await expect(await answerOf(page, 0)).toHaveRole('region');
  await expect(await answerOf(page, 0)).toHaveAccessibleName('What is PM SHRI?');
  await expect(icon(0)).toHaveCount(1); // a minus while open

  await fifth.click();
  await expect(fifth).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(await answerOf(page, 0)).toBeHidden();
  await expect(await answerOf(page, 4)).toBeVisible();
  await expect(expanded(page)).toHaveCount(1);
  await expect(icon(0)).toHaveCount(2);

  await fifth.click();
  await expect(fifth).toHaveAttribute('aria-expanded', 'false');
  await expect(await answerOf(page, 4)).toBeHidden();
  await expect(expanded(page)).toHaveCount(0);
});

test('the questions work from the keyboard', async ({ page }) => {
  const second = questions(page).nth(1);
  await second.focus();
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(questions(page).nth(2)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(questions(page).nth(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(second).toHaveAttribute('aria-expanded', 'false');
});

test('the answers carry the scheme facts of the spec', async ({ page }) => {
  const facts: [number, RegExp][] = [
    [0, /PM SHRI stands for PM Schools for Rising India/],
    [1, /launched on 7 September 2022/],
    [2, /more than 14,500 schools .*by 2026-27/],
    [3, /As of March 2025, over 12,000 schools/],
    [4, /Challenge Mode/],
    [5, /About 20 lakh students/],
    [7, /inclusive|every child/i],
    [8, /support/i],
    [9, /impact|learning outcomes/i],
  ];
  for (const [index, fact] of facts) {
    await questions(page).nth(index).click();
    await expect(await answerOf(page, index)).toContainText(fact);
  }
});

test('a dash-bulleted answer is shown as a real list', async ({ page }) => {
  await page.getByRole('button', { name: 'How are schools selected?' }).click();
  const answer = page.getByRole('region', { name: 'How are schools selected?' });
  await expect(answer.getByRole('paragraph').first()).toContainText('Challenge Mode');
  const items = answer.getByRole('list').getByRole('listitem');
  await expect(items).toHaveCount(4);
  await expect(items.nth(2)).toContainText('at least 70% in urban areas or 60% in rural areas');
  await expect(answer).not.toContainText('- ');
});

for (const width of [375, 1280]) {
  test(`the FAQ page has no WCAG 2.1 A/AA violation at ${width} px, closed and with an answer open`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'What facilities does a PM SHRI school offer?' }).click();
    await expect(page.getByRole('region', { name: 'What facilities does a PM SHRI school offer?' }).getByRole('listitem')).toHaveCount(5);
    await expectNoA11yViolations(page);
  });
}

import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../../support/site';
import { logInAsSchoolAdmin } from '../../support/school-admin';
import { expectNoA11yViolations } from '../../support/axe';
import { NOT_A_PICTURE, shooter } from '../../fixtures/people/people';
import { openAddStaff, staffDialog, staffRow } from '../../fixtures/people/staff';
import { alumniDialog, openAddAlumni, showAlumniCard } from '../../fixtures/people/alumni';

/**
 * The staff and alumni modals, open, with their errors shown and in edit mode: axe finds no
 * WCAG 2.1 A/AA violation at a phone's width or a desktop's, and the modal fits the screen.
 * (The events dialog has its own, in events.spec.ts: its form differs.)
 */
interface RecordModal {
  kind: 'staff' | 'alumni';
  screen: string;
  openAdd(page: Page): Promise<Locator>;
  submit: string;
  picture: string;
  required: string;
  openEdit(page: Page): Promise<Locator>;
  currentPicture: string;
}

const MODALS: RecordModal[] = [
  {
    kind: 'staff',
    screen: '/Manage-Staff',
    openAdd: openAddStaff,
    submit: 'Submit',
    picture: 'Profile Picture',
    required: 'Full name is required',
    async openEdit(page) {
      await staffRow(page, 'Rajendra Singh Negi').getByRole('button', { name: /^Edit / }).click();
      return staffDialog(page, 'Edit Staff');
    },
    currentPicture: 'Current picture',
  },
  {
    kind: 'alumni',
    screen: '/Manage-Alumni',
    openAdd: openAddAlumni,
    submit: 'Add Alumni',
    picture: 'Photo',
    required: 'Name is required',
    async openEdit(page) {
      await (await showAlumniCard(page, 'Ankit Rana')).getByRole('button', { name: 'Edit Ankit Rana' }).click();
      return alumniDialog(page, 'Edit Alumni');
    },
    currentPicture: 'Current photo',
  },
];

for (const modal of MODALS) {
  for (const width of [375, 1280]) {
    test(`the open ${modal.kind} modals have no WCAG 2.1 A/AA violation at ${width} px`, async ({ page, site }) => {
      await page.setViewportSize({ width, height: 900 });
      await logInAsSchoolAdmin(page, site.url, modal.screen);
      const shoot = shooter(page, modal.kind, width);

      const form = await modal.openAdd(page);
      await expectNoA11yViolations(page);
      await shoot('add');
      await form.getByLabel('Email').fill('not-an-address');
      await form.getByRole('button', { name: modal.submit }).click();
      await expect(form.getByText(modal.required)).toBeVisible();
      await form.getByLabel(modal.picture).setInputFiles(NOT_A_PICTURE);
      await expect(form.getByText('Only JPEG, PNG, or WebP images are allowed.')).toBeVisible();
      await expectNoA11yViolations(page);
      await shoot('add-errors');
      await form.getByRole('button', { name: 'Close' }).click();

      const edit = await modal.openEdit(page);
      await expect(edit.getByRole('img', { name: modal.currentPicture })).toBeVisible();
      await expectNoA11yViolations(page);
      await shoot('edit');
      // The modal fits the screen: nothing sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });
  }
}

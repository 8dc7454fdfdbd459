import { test, expect } from '../../support/site';
import { logInAsSchoolAdmin } from '../../support/school-admin';
import { expectValuesByLabel, fillByLabel } from '../../support/forms';
import { holdRequests } from '../../support/held-requests';
import {
  TEST_NAME,
  consoleErrors,
  expectModalKeyboardWalk,
  expectNotAPictureRefused,
  expectPictureLoaded,
  multipartField,
  picture,
  recordPosts,
  removeLeftovers,
} from '../../fixtures/people/people';
import { addStaff, openAddStaff, staffDialog as dialog, staffRow, staffTable } from '../../fixtures/people/staff';

test.afterEach(async ({ page, site }) => {
  await removeLeftovers(page, site.apiUrl, 'staff');
});

test('a school admin adds, edits and deletes a staff member with a photo, and visitors see each change', async ({ page, site, browser }) => {
  test.setTimeout(90_000);
  const visitor = await browser.newPage(); // another tab: no session, the public list
  const name = `${TEST_NAME}Jane Doe`;
  await logInAsSchoolAdmin(page, site.url, '/Manage-Staff');
  await expect(staffTable(page)).toBeVisible();

  // Add, with a picture.
  const form = await openAddStaff(page);
  await expect(form.getByLabel('Active')).toBeChecked(); // checked by default (docs/product.md#record-screens)
  await form.getByLabel('Profile Picture').setInputFiles(await picture('jane.png', { width: 240, height: 240 }, 'png'));
  await expect(form.getByRole('img', { name: 'Preview of the chosen picture' })).toBeVisible();
  const typed = {
    'Full Name': name,
    Designation: 'TGT (Science)',
    Qualification: 'M.Sc., B.Ed.',
    'Date of Birth': '1988-04-09',
    Email: 'jane.doe@school.example',
    Phone: '9876543210',
  };
  await fillByLabel(form, typed);
  const added = new Date();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toBeHidden();

  const row = staffRow(page, name);
  await expect(row.getByRole('cell')).toHaveText(['', 'TGT (Science)', 'M.Sc., B.Ed.', 'jane.doe@school.example', '9876543210', '09/04/1988', /Edit.*Delete/]);
  await expectPictureLoaded(row.getByRole('img', { name }), 240);

  await visitor.goto(`${site.url}/staffDetail`);
  await expectPictureLoaded(staffRow(visitor, name).getByRole('img', { name }), 240);
  await expect(staffRow(visitor, name).getByRole('cell').nth(1)).toHaveText('TGT (Science)');
  // The list's "Last updated" is the day of this change, in India (either side of a midnight passed meanwhile).
  const days = [added, new Date()].map((at) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(at));
  await expect(visitor.getByRole('main').getByText(/^Last updated: /)).toHaveText(new RegExp(`^Last updated: (${days.join('|')})$`));

  // Edit: the modal is prefilled from the by-id call; the picture is replaced.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = dialog(page, 'Edit Staff');
  await expectValuesByLabel(edit, typed);
  await expect(edit.getByLabel('Active')).toBeChecked();
  await expect(edit.getByRole('img', { name: 'Current picture' })).toBeVisible();
  await edit.getByLabel('Profile Picture').setInputFiles(await picture('jane-new.jpg', { width: 320, height: 200 }, 'jpeg'));
  await edit.getByLabel('Designation').fill('PGT (Physics)');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByRole('cell').nth(1)).toHaveText('PGT (Physics)');
  await expectPictureLoaded(row.getByRole('img', { name }), 320);

  await visitor.reload();
  await expect(staffRow(visitor, name).getByRole('cell').nth(1)).toHaveText('PGT (Physics)');
  await expectPictureLoaded(staffRow(visitor, name).getByRole('img', { name }), 320);

  // Delete: no confirmation.
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Staff member deleted successfully!' })).toBeVisible();
  await expect(staffRow(page, name)).toHaveCount(0);
  await visitor.reload();
  await expect(staffTable(visitor)).toBeVisible();
  await expect(staffRow(visitor, name)).toHaveCount(0);
  await visitor.close();
});

test('an edit keeps the picture unless it is removed, and then the list shows the placeholder', async ({ page, site }) => {
  const name = `${TEST_NAME}Ravi Kumar`;
  const updates = recordPosts(page, '/School/Staff/Update');
  await logInAsSchoolAdmin(page, site.url, '/Manage-Staff');
  await addStaff(page, name, 'Librarian', await picture('ravi.webp', { width: 200, height: 200 }, 'webp'));
  await expectPictureLoaded(staffRow(page, name).getByRole('img', { name }), 200);

  // An edit that does not touch the picture sends its stored path back.
  await staffRow(page, name).getByRole('button', { name: `Edit ${name}` }).click();
  const edit = dialog(page, 'Edit Staff');
  await edit.getByLabel('Qualification').fill('B.Lib.');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit).toBeHidden();
  await expect(staffRow(page, name).getByRole('cell').nth(2)).toHaveText('B.Lib.');
  await expectPictureLoaded(staffRow(page, name).getByRole('img', { name }), 200);
  expect(multipartField(updates.last(), 'schoolStaffId')).toMatch(/^\d+$/);
  expect(multipartField(updates.last(), 'profilePicUrl')).toMatch(/staff\/[\w-]+\.webp$/);

  await staffRow(page, name).getByRole('button', { name: `Edit ${name}` }).click();
  await edit.getByRole('button', { name: 'Remove picture' }).click();
  await expect(edit.getByRole('img', { name: 'Current picture' })).toHaveCount(0);
  await expect(edit.getByLabel('Profile Picture')).toBeFocused();
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit).toBeHidden();
  await expect(staffRow(page, name).getByRole('img', { name: `No picture of ${name}` })).toBeVisible();
  expect(multipartField(updates.last(), 'profilePicUrl')).toBeNull();
  expect(updates.last()).not.toContain('name="profilePic"');
});

test('the staff form says what is missing or wrong, refuses a non-image before upload, and loses nothing typed', async ({ page, site }) => {
  const adds = recordPosts(page, '/School/Staff/Add');
  await logInAsSchoolAdmin(page, site.url, '/Manage-Staff');
  const form = await openAddStaff(page);

  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByLabel('Full Name')).toHaveAccessibleDescription('Full name is required');
  await expect(form.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Designation')).toHaveAccessibleDescription('Designation is required');
  await expect(form.getByText('Full name is required')).toBeVisible();
  await expect(form.getByText('Designation is required')).toBeVisible();

  await form.getByLabel('Full Name').fill(`${TEST_NAME}Meena Rawat`);
  await form.getByLabel('Qualification').fill('B.A.');
  await form.getByLabel('Email').fill('meena.school.example');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Full name is required')).toHaveCount(0);
  await expect(form.getByText('Designation is required')).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Enter a valid email address');

  await expectNotAPictureRefused(form, form.getByLabel('Profile Picture'), adds);

  // Everything typed is still there.
  await expect(form.getByLabel('Full Name')).toHaveValue(`${TEST_NAME}Meena Rawat`);
  await expect(form.getByLabel('Qualification')).toHaveValue('B.A.');
  await expect(form.getByLabel('Email')).toHaveValue('meena.school.example');

  // Fixed, it saves.
  await form.getByLabel('Designation').fill('Clerk');
  await form.getByLabel('Email').fill('meena@school.example');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toBeHidden();
  await expect(staffRow(page, `${TEST_NAME}Meena Rawat`)).toBeVisible();
  // The multipart form of docs/product.md#api-calls; the refused file was never sent.
  expect(adds.count()).toBe(1);
  const added = adds.last();
  expect(added).not.toContain('notes.txt');
  expect(multipartField(added, 'fullName')).toBe(`${TEST_NAME}Meena Rawat`);
  expect(multipartField(added, 'designation')).toBe('Clerk');
  expect(multipartField(added, 'qualification')).toBe('B.A.');
  expect(multipartField(added, 'email')).toBe('meena@school.example');
  expect(multipartField(added, 'phone1')).toBe('');
  expect(multipartField(added, 'dob')).toBe('');
  expect(multipartField(added, 'staffType')).toBe('null');
  expect(multipartField(added, 'active')).toBe('true');
  expect(multipartField(added, 'SchoolCode')).toBe('83181');
  expect(multipartField(added, 'schoolId')).toMatch(/^\d+$/);
  expect(multipartField(added, 'schoolStaffId')).toBeNull();
  expect(multipartField(added, 'profilePicUrl')).toBeNull();
});

test('a failed save is only logged: the modal stays open with everything typed', async ({ page, site }) => {
  const errors = consoleErrors(page);
  await page.route('**/api/School/Staff/Add', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Disk full' }) }),
  );
  await logInAsSchoolAdmin(page, site.url, '/Manage-Staff');
  const form = await openAddStaff(page);
  await form.getByLabel('Full Name').fill(`${TEST_NAME}Lost Cause`);
  await form.getByLabel('Designation').fill('Peon');
  await form.getByLabel('Active').uncheck();
  await form.getByRole('button', { name: 'Submit' }).click();

  await expect.poll(() => errors.some((error) => error.includes('Failed to save staff member'))).toBe(true);
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Full Name')).toHaveValue(`${TEST_NAME}Lost Cause`);
  await expect(form.getByLabel('Designation')).toHaveValue('Peon');
  await expect(form.getByLabel('Active')).not.toBeChecked();
  await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await expect(form.getByRole('button', { name: 'Submit' })).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(0); // nothing shown (docs/product.md#record-screens)
});

test('while a save is in flight every control of the modal is disabled', async ({ page, site }) => {
  const release = await holdRequests(page, '**/api/School/Staff/Add');
  await logInAsSchoolAdmin(page, site.url, '/Manage-Staff');
  const form = await openAddStaff(page);
  await form.getByLabel('Full Name').fill(`${TEST_NAME}Slow Save`);
  await form.getByLabel('Designation').fill('Clerk');
  await form.getByRole('button', { name: 'Submit' }).click();

  for (const control of [
    form.getByLabel('Full Name'),
    form.getByLabel('Profile Picture'),
    form.getByLabel('Active'),
    form.getByRole('button', { name: 'Cancel' }),
    form.getByRole('button', { name: 'Submit' }),
    form.getByRole('button', { name: 'Close' }),
  ]) {
    await expect(control).toBeDisabled();
  }
  await page.keyboard.press('Escape'); // ignored while saving
  await expect(form).toBeVisible();
  release();
  await expect(form).toBeHidden();
  await expect(staffRow(page, `${TEST_NAME}Slow Save`)).toBeVisible();
});

test('a failed delete shows the server’s message', async ({ page, site }) => {
  await page.route('**/api/School/Staff/Delete', (route) =>
    route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ message: 'This member cannot be deleted now' }) }),
  );
  await logInAsSchoolAdmin(page, site.url, '/Manage-Staff');
  await staffRow(page, 'Kavita Rawat').getByRole('button', { name: /^Delete .*Kavita Rawat/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This member cannot be deleted now' })).toBeVisible();
  await expect(staffRow(page, 'Kavita Rawat')).toBeVisible();
});

test('the staff modal is usable with the keyboard alone, and focus returns to what opened it', async ({ page, site }) => {
  const name = `${TEST_NAME}Keyboard User`;
  await logInAsSchoolAdmin(page, site.url, '/Manage-Staff');
  const addButton = page.getByRole('button', { name: 'Add Staff' });
  await addButton.focus();
  const form = dialog(page, 'Add Staff');
  await expectModalKeyboardWalk(page, addButton, form, ['Profile Picture', 'Full Name', 'Designation', 'Qualification', 'Date of Birth', 'Email', 'Phone', 'Active'], 'Submit');

  // Typed in and submitted with Enter.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab'); // past Close
  await page.keyboard.press('Tab'); // past the picture
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Sports Teacher');
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  await expect(staffRow(page, name)).toBeVisible();
  await expect(addButton).toBeFocused();

  // Edit by keyboard: Escape returns focus to the row's Edit button.
  const editButton = staffRow(page, name).getByRole('button', { name: `Edit ${name}` });
  await editButton.focus();
  await page.keyboard.press('Enter');
  const edit = dialog(page, 'Edit Staff');
  await expect(edit.getByLabel('Full Name')).toHaveValue(name);
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  await expect(editButton).toBeFocused();

  // After an update the list reloads; focus lands on the same row's Edit button again.
  await page.keyboard.press('Enter');
  await expect(edit.getByLabel('Designation')).toHaveValue('Sports Teacher');
  await edit.getByLabel('Designation').focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Physical Education Teacher');
  await page.keyboard.press('Enter');
  await expect(edit).toBeHidden();
  await expect(staffRow(page, name).getByRole('cell').nth(1)).toHaveText('Physical Education Teacher');
  await expect(staffRow(page, name).getByRole('button', { name: `Edit ${name}` })).toBeFocused();

  // Delete by keyboard: the row goes, focus goes to Add Staff.
  await page.keyboard.press('Tab');
  await expect(staffRow(page, name).getByRole('button', { name: `Delete ${name}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(staffRow(page, name)).toHaveCount(0);
  await expect(addButton).toBeFocused();
});



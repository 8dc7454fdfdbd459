import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCHOOL_CODE_MESSAGE, type SchoolRecord } from '@school/shared/contracts/school';
import { deleteSchool } from '../api/delete-school';
import { getSchool } from '../api/get-school';
import { getSchools } from '../api/get-schools';
import { saveSchool } from '../api/save-school';
import { HILL_SCHOOL } from '../../../test-support/school-sample';
import { openAddForm } from '../../../test-support/record-screen';
import { SchoolsScreen } from './schools-screen';

jest.mock('../api/get-schools', () => ({ getSchools: jest.fn() }));
jest.mock('../api/get-school', () => ({ getSchool: jest.fn() }));
jest.mock('../api/delete-school', () => ({ deleteSchool: jest.fn() }));
jest.mock('../api/save-school', () => ({ saveSchool: jest.fn() }));

const save = jest.mocked(saveSchool);

const field = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });

beforeEach(() => {
  save.mockResolvedValue(HILL_SCHOOL);
  jest.mocked(getSchools).mockResolvedValue([HILL_SCHOOL]);
  jest.mocked(getSchool).mockResolvedValue(HILL_SCHOOL);
});

/** The Schools screen with its Add School form open. */
const openAdd = () => openAddForm(<SchoolsScreen />, /Hill School/, 'Add School');

/** The Schools screen with the Edit School form open on `school`. */
async function openEdit(school: SchoolRecord) {
  jest.mocked(getSchools).mockResolvedValue([school]);
  jest.mocked(getSchool).mockResolvedValue(school);
  render(<SchoolsScreen />);
  await userEvent.click(await screen.findByRole('button', { name: `Edit ${school.schoolName}` }));
  return screen.findByRole('region', { name: 'Edit School' });
}

async function fillRequired() {
  await userEvent.type(field('School Name'), 'Hill School');
  await userEvent.type(field('School Code'), '90001');
  await userEvent.type(field('Contact Person 1'), 'A. Rawat');
  await userEvent.type(field('Contact 1'), '+919812345678');
  await userEvent.type(field('Website URL'), 'https://hill.example');
  for (const date of ['Purchase Date', 'Renew Date', 'Expire Date', 'AMC Start Date', 'AMC End Date']) await userEvent.type(field(date), '2026-04-01');
}

test('a new school is sent with its other addresses as a list and what its site shows as its profile; then the form closes', async () => {
  const form = await openAdd();
  expect(within(form).getByRole('heading', { name: 'Shown on the school’s site' })).toBeInTheDocument();
  await fillRequired();
  await userEvent.type(field('Other addresses (optional)'), ' WWW.hill.example \n\nhill.localhost');
  await userEvent.type(field('Affiliation Number (optional)'), '1234567');
  await userEvent.type(field('Address (optional)'), 'Hill Road{Enter}Tehri');
  await userEvent.type(field('Phone (optional)'), '+91 00000 00003');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

  expect(screen.queryByRole('region', { name: 'Add School' })).not.toBeInTheDocument();
  expect(save).toHaveBeenCalledWith(
    expect.objectContaining({
      otherHostNames: ['www.hill.example', 'hill.localhost'],
      profile: { nameHi: '', affiliationNumber: '1234567', address: { en: 'Hill Road\nTehri', hi: '' }, phone: '+91 00000 00003', email: '' },
    }),
    undefined,
  );
});

test('a wrong address or e-mail is shown under its field and nothing is sent', async () => {
  const form = await openAdd();
  await fillRequired();
  await userEvent.type(field('Other addresses (optional)'), 'http://www.hill.example');
  await userEvent.type(field('Email (optional)'), 'office');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

  const message = 'http://www.hill.example is not a host name: write it as www.example.in, without http://, a port or a path';
  expect(await within(form).findByText(message)).toBeInTheDocument();
  expect(field('Other addresses (optional)')).toHaveAttribute('aria-invalid', 'true');
  expect(field('Other addresses (optional)')).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(within(form).getByText('Enter a valid email address')).toBeInTheDocument();
  expect(field('Email (optional)')).toHaveAttribute('aria-invalid', 'true');
  expect(save).not.toHaveBeenCalled();
});

test('a school code of 300 characters is refused under its field with the contract’s message, and nothing is sent', async () => {
  const form = await openAdd();
  await fillRequired();
  await userEvent.clear(field('School Code'));
  await userEvent.click(field('School Code'));
  await userEvent.paste('8'.repeat(300));
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

  expect(await within(form).findByText(SCHOOL_CODE_MESSAGE)).toBeInTheDocument();
  expect(field('School Code')).toHaveAttribute('aria-invalid', 'true');
  expect(field('School Code')).toHaveAccessibleDescription(expect.stringContaining(SCHOOL_CODE_MESSAGE));
  expect(save).not.toHaveBeenCalled();
});

test('a school whose code predates the code rule is saved with it unchanged', async () => {
  const form = await openEdit({ ...HILL_SCHOOL, schoolCode: '90001.' });
  await userEvent.click(within(form).getByRole('button', { name: 'Update' }));
  expect(save).toHaveBeenCalledWith(expect.objectContaining({ schoolCode: '90001.' }), 7);
});

test('editing a school shows its other addresses one per line, and leaves its profile to the school admin', async () => {
  const form = await openEdit(HILL_SCHOOL);
  expect(field('Other addresses (optional)')).toHaveValue('www.hill.example\nhill.localhost');
  expect(within(form).queryByRole('heading', { name: 'Shown on the school’s site' })).not.toBeInTheDocument();
  expect(within(form).queryByLabelText('Affiliation Number (optional)')).not.toBeInTheDocument();

  await userEvent.type(field('Other addresses (optional)'), '\nhill2.localhost');
  await userEvent.click(within(form).getByRole('button', { name: 'Update' }));
  expect(save).toHaveBeenCalledWith(expect.objectContaining({ otherHostNames: ['www.hill.example', 'hill.localhost', 'hill2.localhost'] }), 7);
  expect(save.mock.calls[0]?.[0]).not.toHaveProperty('profile');
});

test('a save the API refuses keeps the form open with the banner and the server’s reason', async () => {
  save.mockRejectedValue(Object.assign(new Error('Request failed'), { isAxiosError: true, response: { status: 409, data: { message: 'School code 90001 is taken' } } }));
  const form = await openAdd();
  await fillRequired();
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  const banner = await within(form).findByRole('alert');
  expect(banner).toHaveTextContent('Failed to save school. Please try again.');
  expect(banner).toHaveTextContent('School code 90001 is taken');
  expect(field('School Name')).toHaveValue('Hill School');
});

test('Delete asks the spec’s question in the dialog; Cancel keeps the school', async () => {
  render(<SchoolsScreen />);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Hill School' }));
  const question = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this school?' });
  await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
  expect(deleteSchool).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Delete Hill School' }));
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(deleteSchool).toHaveBeenCalledWith(7);
});

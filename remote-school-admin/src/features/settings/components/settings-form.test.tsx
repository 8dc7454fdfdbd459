import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify/unstyled';
import { setSite } from '@school/shared';
import type { UploadedFile } from '@school/shared/contracts/page-values';
import { EMPTY_PROFILE, SchoolProfileSchema, type SchoolProfile } from '@school/shared/contracts/school-profile';
import { uploadPageFile } from '../../../ui/upload-page-file';
import { deferred, photo, saveABadLink, setUpContentFormTests } from '../../../test-support/content-form';
import { saveProfile } from '../api/save-profile';
import { SettingsForm } from './settings-form';

jest.mock('../api/save-profile', () => ({ saveProfile: jest.fn() }));
jest.mock('../../../ui/upload-page-file', () => ({ uploadPageFile: jest.fn() }));
jest.mock('react-toastify/unstyled', () => ({ ...jest.requireActual('react-toastify/unstyled'), toast: { success: jest.fn(), error: jest.fn() } }));

const save = jest.mocked(saveProfile);
const upload = jest.mocked(uploadPageFile);
const onSaved = jest.fn();

const LOGO = 'uploads/83181/pages/0f9eab23-c8ab-46c6-b2d7-ced56a77fe40.webp';
const SLIDE = 'uploads/83181/pages/5b1d3c1e-8f0a-4f57-9d0e-2a7c1b9e4d11.webp';
const profile: SchoolProfile = { ...EMPTY_PROFILE, affiliationNumber: '2134001', phone: '0120 2345678' };

setUpContentFormTests();

beforeEach(() => {
  save.mockImplementation(async (values) => values);
});

test('the logo, the banner pictures and the social links are edited after the school details', () => {
  render(<SettingsForm profile={profile} onSaved={onSaved} />);
  const details = screen.getByRole('group', { name: 'School details' });
  expect(within(details).getByLabelText('Affiliation number')).toHaveValue('2134001');

  const header = screen.getByRole('group', { name: 'Header and home page' });
  const logo = within(header).getByRole('group', { name: 'Logo' });
  expect(within(logo).getByLabelText('Logo')).toHaveAccessibleDescription(/Shown beside the school’s name in the header/);
  expect(within(logo).getByLabelText('What the picture shows (English)')).toBeInTheDocument();
  expect(within(within(header).getByRole('group', { name: 'Banner pictures' })).getByText('None yet.')).toBeInTheDocument();

  const footer = screen.getByRole('group', { name: 'Footer' });
  expect(within(within(footer).getByRole('group', { name: 'Social media' })).getByRole('button', { name: 'Add link' })).toBeInTheDocument();
  // The details come first, the new parts after them, and the one Save button last.
  expect(details.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(header.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('a chosen logo and banner picture are uploaded at once and saved with the profile and its links', async () => {
  const user = userEvent.setup();
  upload.mockResolvedValueOnce({ path: LOGO, width: 512, height: 512 }).mockResolvedValueOnce({ path: SLIDE, width: 1600, height: 500 });
  render(<SettingsForm profile={profile} onSaved={onSaved} />);

  const logo = screen.getByRole('group', { name: 'Logo' });
  const logoFile = photo('logo.jpg');
  await user.upload(within(logo).getByLabelText('Logo'), logoFile);
  expect(upload).toHaveBeenCalledWith('picture', logoFile, expect.any(Function));
  expect(await within(logo).findByRole('img', { name: 'Current picture' })).toBeInTheDocument();
  await user.type(within(logo).getByLabelText('What the picture shows (English)'), 'The school’s emblem');

  await user.click(screen.getByRole('button', { name: 'Add picture' }));
  const slide = screen.getByRole('group', { name: 'Picture 1' });
  await user.upload(within(slide).getByLabelText('Picture'), photo('assembly.jpg'));
  expect(await within(slide).findByRole('img', { name: 'Current picture' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Add link' }));
  const link = screen.getByRole('group', { name: 'Link 1' });
  await user.type(within(link).getByLabelText('Name of the site'), 'Facebook');
  await user.type(within(link).getByLabelText('Address (URL)'), 'https://www.facebook.com/school83181');

  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(save).toHaveBeenCalledTimes(1);
  const saved = SchoolProfileSchema.parse(save.mock.calls[0]![0]);
  expect(saved).toMatchObject({
    affiliationNumber: '2134001',
    phone: '0120 2345678',
    logo: { path: LOGO, width: 512, height: 512, alt: { en: 'The school’s emblem', hi: '' } },
    banner: [{ path: SLIDE, width: 1600, height: 500, alt: { en: '', hi: '' } }],
    social: [{ name: 'Facebook', url: 'https://www.facebook.com/school83181' }],
  });
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
});

test('a failed save keeps every value, the uploaded logo too, and says so', async () => {
  const user = userEvent.setup();
  upload.mockResolvedValue({ path: LOGO, width: 512, height: 512 });
  save.mockRejectedValue(new Error('Network Error'));
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  render(<SettingsForm profile={profile} onSaved={onSaved} />);

  const logo = screen.getByRole('group', { name: 'Logo' });
  await user.upload(within(logo).getByLabelText('Logo'), photo('logo.jpg'));
  await within(logo).findByRole('img', { name: 'Current picture' });
  await user.click(screen.getByRole('button', { name: 'Add link' }));
  await user.type(screen.getByLabelText('Name of the site'), 'YouTube');
  await user.type(screen.getByLabelText('Address (URL)'), 'https://www.youtube.com/@school83181');
  await user.clear(screen.getByLabelText('Phone'));
  await user.type(screen.getByLabelText('Phone'), '9876543210');
  await user.click(screen.getByRole('button', { name: 'Save settings' }));

  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Network Error', expect.anything()));
  expect(logged).toHaveBeenCalled();
  logged.mockRestore();
  expect(onSaved).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Save settings' })).toBeEnabled();
  expect(within(logo).getByRole('img', { name: 'Current picture' })).toHaveAttribute('src', `/${LOGO}`);
  expect(screen.getByLabelText('Name of the site')).toHaveValue('YouTube');
  expect(screen.getByLabelText('Address (URL)')).toHaveValue('https://www.youtube.com/@school83181');
  expect(screen.getByLabelText('Phone')).toHaveValue('9876543210');
});

test('an upload that fails while a Save waits for it saves nothing until the admin has seen why, and keeps every value', async () => {
  const user = userEvent.setup();
  const stored = deferred<UploadedFile>();
  upload.mockReturnValue(stored.promise);
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  render(<SettingsForm profile={profile} onSaved={onSaved} />);

  const logo = screen.getByRole('group', { name: 'Logo' });
  await user.upload(within(logo).getByLabelText('Logo'), photo('logo.jpg'));
  await user.clear(screen.getByLabelText('Phone'));
  await user.type(screen.getByLabelText('Phone'), '9876543210');
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(save).not.toHaveBeenCalled();
  expect(screen.getByRole('status')).toHaveTextContent('Uploading 1 file… then saving.');

  stored.reject(new Error('The picture could not be read.'));
  expect(await within(logo).findByRole('alert')).toHaveTextContent('The picture could not be read.');
  expect(screen.getByRole('status')).toHaveTextContent('A file could not be uploaded, so nothing was saved. Save again to save without it.');
  expect(save).not.toHaveBeenCalled();
  expect(within(logo).queryByRole('img')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Phone')).toHaveValue('9876543210');
  expect(screen.getByLabelText('Affiliation number')).toHaveValue('2134001');
  logged.mockRestore();

  // The admin has seen the failure: a second Save keeps the rest, without the logo.
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  expect(save.mock.calls[0]![0]).toMatchObject({ phone: '9876543210', affiliationNumber: '2134001', logo: { path: '' } });
});

test('a banner picture moved up while it uploads lands in its own place', async () => {
  const user = userEvent.setup();
  const stored = deferred<UploadedFile>();
  upload.mockResolvedValueOnce({ path: LOGO, width: 512, height: 512 }).mockReturnValueOnce(stored.promise);
  render(<SettingsForm profile={profile} onSaved={onSaved} />);
  await user.click(screen.getByRole('button', { name: 'Add picture' }));
  await user.click(screen.getByRole('button', { name: 'Add picture' }));
  await user.upload(within(screen.getByRole('group', { name: 'Picture 1' })).getByLabelText('Picture'), photo('gate.jpg'));
  await within(screen.getByRole('group', { name: 'Picture 1' })).findByRole('img', { name: 'Current picture' });
  await user.upload(within(screen.getByRole('group', { name: 'Picture 2' })).getByLabelText('Picture'), photo('assembly.jpg'));
  await user.click(screen.getByRole('button', { name: 'Move up: Picture 2' }));
  await user.click(screen.getByRole('button', { name: 'Save settings' }));

  stored.resolve({ path: SLIDE, width: 1600, height: 500 });
  await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  expect(save.mock.calls[0]![0].banner.map((picture) => picture.path)).toEqual([SLIDE, LOGO]);
});

test('a social link that is not a web address is shown under its field and nothing is saved', async () => {
  render(<SettingsForm profile={profile} onSaved={onSaved} />);
  await saveABadLink(userEvent.setup(), 'Save settings');
  expect(save).not.toHaveBeenCalled();
});

test('the school’s texts without Hindi are marked and counted: its Hindi name, the header line, the address, a picture’s description', async () => {
  const user = userEvent.setup();
  setSite({ status: 'found', site: { schoolCode: '83181', schoolName: 'Government Inter College Testpur', demoContent: false, profile } });
  render(<SettingsForm profile={{ ...profile, ministry: { en: 'Ministry of Education', hi: '' } }} onSaved={onSaved} />);

  expect(screen.getByText('2 texts have no Hindi yet.')).toBeInTheDocument();
  expect(screen.getByLabelText('School name in Hindi')).toHaveAccessibleDescription('No Hindi yet');
  expect(screen.getByLabelText('Line above the header (Hindi)')).toHaveAccessibleDescription('No Hindi yet');
  expect(screen.getByLabelText('Address (Hindi)')).toHaveAccessibleDescription('One line of the address per line');

  await user.type(screen.getByLabelText('Address (English)'), 'Village Road');
  expect(screen.getByLabelText('Address (Hindi)')).toHaveAccessibleDescription('One line of the address per line No Hindi yet');
  await user.type(within(screen.getByRole('group', { name: 'Logo' })).getByLabelText('What the picture shows (English)'), 'The crest');
  expect(screen.getByText('4 texts have no Hindi yet.')).toBeInTheDocument();

  await user.type(screen.getByLabelText('School name in Hindi'), 'राजकीय इंटर कॉलेज');
  expect(screen.getByLabelText('School name in Hindi')).not.toHaveAccessibleDescription();
  expect(screen.getByText('3 texts have no Hindi yet.')).toBeInTheDocument();
});

test('given a field to focus (the address’s ?field=), the focus goes there once the form is drawn', async () => {
  render(<SettingsForm profile={profile} onSaved={onSaved} focusField="phone" />);
  await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveFocus());
});

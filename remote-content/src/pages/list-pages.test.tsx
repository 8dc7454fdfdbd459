import { act, render, screen, within } from '@testing-library/react';
import { apiPost, MemoryRouter, setConfig, setLanguage, switchLanguage, ToastHost } from '@school/shared';
import type { EventRecord, StaffRecord } from '@school/shared/contracts/records';
import { AlumniPage } from './alumni-page';
import { EventsPage } from './events-page';
import { StaffPage } from './staff-page';

/** The lists of staff, events and alumni (their records, not page documents): in Hindi, and failing. */

jest.mock('@school/shared', () => ({ ...jest.requireActual('@school/shared'), apiPost: jest.fn() }));
const post = jest.mocked(apiPost);

beforeAll(() => setConfig({ API_URL: 'http://api.test/api', SchoolCode: '83181', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } }));
afterEach(() => act(() => setLanguage('en')));

const MEMBER: StaffRecord = {
  schoolStaffId: 1,
  fullName: 'Asha Rawat',
  designation: 'Lecturer',
  qualification: null,
  phone1: null,
  email: null,
  roles: null,
  dob: null,
  staffType: null,
  active: true,
  profilePicUrl: null,
  schoolId: 1,
  category: null,
};

const EVENT = {
  activityGalleryid: 7,
  title: 'Sports Day',
  activityDate: '2026-11-14T00:00:00.000Z',
  description: 'Races and games.',
  img1: 'uploads/83181/events/a.webp',
  img2: 'uploads/83181/events/b.webp',
  video1: 'uploads/83181/events/c.mp4',
} as unknown as EventRecord;

test('Staff Details in Hindi: heading, table name, columns, and NA for what is missing', async () => {
  post.mockResolvedValue([MEMBER]);
  render(<StaffPage />);
  await screen.findByRole('table', { name: 'Staff members' });
  await act(() => switchLanguage('hi'));
  expect(screen.getByRole('heading', { level: 1, name: 'कर्मचारी विवरण' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'कर्मचारी' });
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
    'प्रोफ़ाइल चित्र',
    'नाम',
    'पदनाम',
    'योग्यता',
    'ई-मेल',
    'फ़ोन',
    'जन्म तिथि',
  ]);
  expect(within(table).getByRole('img', { name: 'Asha Rawat का कोई चित्र उपलब्ध नहीं' })).toBeInTheDocument();
  expect(within(table).getAllByText('उपलब्ध नहीं')).toHaveLength(4);
});

test('Staff Details with no one, in Hindi, says so', async () => {
  post.mockResolvedValue([]);
  await act(() => switchLanguage('hi'));
  render(<StaffPage />);
  expect(await screen.findByText('कर्मचारियों का कोई विवरण नहीं मिला।')).toBeInTheDocument();
});

test('the Event Gallery in Hindi: heading, and each photo and video named "N of M" in Hindi', async () => {
  post.mockResolvedValue([EVENT]);
  render(<EventsPage />, { wrapper: MemoryRouter });
  await screen.findByRole('heading', { level: 2, name: 'Sports Day' });
  await act(() => switchLanguage('hi'));
  expect(screen.getByRole('heading', { level: 1, name: 'कार्यक्रम गैलरी' })).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: 'Sports Day: 2 में से फ़ोटो 1' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sports Day: 1 में से वीडियो 1 चलाएँ' })).toBeInTheDocument();
});

describe('a list that fails to load', () => {
  /** A failed call as the client gives it, answered `status` with the house error shape. */
  const refused = (status: number, message: string) =>
    Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response: { status, data: { message } } });
  let logged: jest.SpyInstance;
  beforeEach(() => (logged = jest.spyOn(console, 'error').mockImplementation(() => undefined)));
  afterEach(() => logged.mockRestore());

  test('staff: a toast with the server’s message, and the empty text', async () => {
    post.mockRejectedValue(refused(503, 'Database is down for maintenance'));
    render(<><StaffPage /><ToastHost /></>);
    expect(await screen.findByText('No staff data found.')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down for maintenance');
    expect(post).toHaveBeenCalledWith('/School/Staff/GetAll', { active: true, schoolCode: '83181' }, expect.objectContaining({ auth: 'school' }));
  });

  test('events: the spec’s toast in its own words, whatever the server said, and the empty text', async () => {
    post.mockRejectedValue(refused(500, 'Something went wrong on the server. Please try again.'));
    render(<><EventsPage /><ToastHost /></>, { wrapper: MemoryRouter });
    expect(await screen.findByText('No events found.')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch events. Please try again.');
    expect(post).toHaveBeenCalledWith('/School/Activity/GetAll', { active: true, schoolcode: '83181' }, expect.anything());
  });

  test('alumni: only logged; the page says No data found', async () => {
    const failure = refused(500, 'Something went wrong on the server. Please try again.');
    post.mockRejectedValue(failure);
    render(<><AlumniPage /><ToastHost /></>);
    expect(await screen.findByText('No data found')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(failure);
    // Time for a toast to load and show, had one been sent.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/School/Alumni/GetAll', { active: true, SchoolCode: '83181' }, expect.anything());
  });
});

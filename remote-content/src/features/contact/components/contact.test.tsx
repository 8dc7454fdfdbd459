import { render, screen, within } from '@testing-library/react';
import { loadPage, setConfig, setSite } from '@school/shared';
import { ContactSchema, type PageContent } from '@school/shared/contracts/pages';
import { SchoolProfileSchema } from '@school/shared/contracts/school-profile';
import { CONTENT_STRINGS } from '../../../i18n/content-strings';
import { Contact } from './contact';

const BEING_SET_UP = CONTENT_STRINGS['page.beingSetUp'];

jest.mock('@school/shared', () => ({ ...jest.requireActual('@school/shared'), loadPage: jest.fn() }));
const load = jest.mocked(loadPage);

const en = (text: string) => ({ en: text, hi: '' });
const profile = SchoolProfileSchema.parse({ address: en('Village Road\nDistrict Town'), phone: '+91 00000 00000', email: 'office@school.example' });

beforeAll(() => setConfig({ API_URL: 'http://api.test/api', SchoolCode: '83181', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } }));
beforeEach(() => {
  setSite({ status: 'found', site: { schoolCode: '83181', schoolName: 'A School', demoContent: false, profile } });
});

const showing = async (content: Partial<PageContent<'contact'>>) => {
  load.mockResolvedValue({ kind: 'contact', content: ContactSchema.parse(content), updatedAt: '2026-11-01T00:00:00.000Z' });
  render(<Contact />);
  await screen.findByRole('region', { name: 'Get In Touch' });
};

test('the school’s intro, map, office hours, departments and timings under the page’s headings', async () => {
  await showing({
    intro: en('Visit us.\n\nOr write to us.'),
    officeHours: { en: '', hi: 'सोमवार से शनिवार' },
    mapLatitude: '30.1510',
    mapLongitude: '78.7800',
    departments: [{ name: en('Admission Office'), description: en('Admissions.'), location: en('Ground floor') }],
    timings: [{ label: en('Classes I to V'), time: en('8:30 AM-2:30 PM') }],
    closed: en('Closed on Sundays.'),
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
  expect(screen.getByText('Visit us.')).toBeInTheDocument();
  expect(screen.getByText('Or write to us.')).toBeInTheDocument();
  expect(screen.getByTitle('Map showing the location of the school')).toHaveAttribute('src', expect.stringContaining('marker=30.1510%2C78.7800'));

  const touch = screen.getByRole('region', { name: 'Get In Touch' });
  expect(within(touch).getByText('District Town')).toBeInTheDocument();
  expect(within(touch).getByRole('link', { name: '+91 00000 00000' })).toHaveAttribute('href', 'tel:+910000000000');
  expect(within(touch).getByText('सोमवार से शनिवार')).toHaveAttribute('lang', 'hi');

  const departments = screen.getByRole('region', { name: 'Key Departments' });
  expect(within(departments).getByRole('heading', { level: 3, name: 'Admission Office' })).toBeInTheDocument();
  const timings = screen.getByRole('region', { name: 'School Timings' });
  expect(within(timings).getByRole('term')).toHaveTextContent('Classes I to V');
  expect(within(timings).getByRole('definition')).toHaveTextContent('8:30 AM-2:30 PM');
  expect(within(timings).getByText('Closed on Sundays.')).toBeInTheDocument();
  expect(screen.getByText(/^Last updated:/)).toHaveTextContent('Last updated: 1 November 2026');
});

test('what the school left empty is left out: no map without both coordinates, no empty sections', async () => {
  await showing({ intro: en('Visit us.'), mapLatitude: '30.1510', mapLongitude: '', departments: [{ name: en(''), description: en(''), location: en('') }] });
  expect(screen.queryByTitle('Map showing the location of the school')).toBeNull();
  expect(screen.queryByRole('region', { name: 'Key Departments' })).toBeNull();
  expect(screen.queryByRole('region', { name: 'School Timings' })).toBeNull();
  expect(within(screen.getByRole('region', { name: 'Get In Touch' })).queryByText('Office Hours')).toBeNull();
});

test('a school that has not written its contact page yet still shows how to reach it, from its profile', async () => {
  load.mockResolvedValue({ kind: 'contact', content: ContactSchema.parse({}), updatedAt: '2026-11-01T00:00:00.000Z' });
  render(<Contact />);
  const touch = await screen.findByRole('region', { name: 'Get In Touch' });
  expect(within(touch).getByRole('link', { name: 'office@school.example' })).toBeInTheDocument();
  expect(screen.queryByText(BEING_SET_UP)).not.toBeInTheDocument();
  // The page shows only the profile: no date of the school's words.
  expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument();
});

test('a school with neither a contact page nor contact details: the heading, and that it is being set up', async () => {
  setSite({ status: 'found', site: { schoolCode: '83181', schoolName: 'A School', demoContent: false, profile: SchoolProfileSchema.parse({}) } });
  load.mockResolvedValue({ kind: 'contact', content: ContactSchema.parse({}), updatedAt: null });
  render(<Contact />);
  expect(await screen.findByText(BEING_SET_UP)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
});

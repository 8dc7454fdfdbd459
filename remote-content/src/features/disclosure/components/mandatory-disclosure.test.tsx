import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadDisclosure, setConfig, setLanguage, switchLanguage } from '@school/shared';
import type { Disclosure } from '@school/shared/contracts/disclosure';
import { staffFigures } from '@school/shared/contracts/disclosure';
import { MandatoryDisclosure } from './mandatory-disclosure';
import { CertificatesPage } from '../../../pages/certificates-page';
import { AcademicsPage } from '../../../pages/academics-page';

jest.mock('@school/shared', () => ({ ...jest.requireActual('@school/shared'), loadDisclosure: jest.fn() }));
const load = jest.mocked(loadDisclosure);

beforeAll(() => setConfig({ API_URL: 'http://api.test/api', SchoolCode: '83181', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } }));
afterEach(() => act(() => setLanguage('en')));

const FIRE = 'uploads/83181/pages/0b6f0c1e-4a8e-4c55-9d38-2f5e8d1b7a10.pdf';
const FEES = 'uploads/83181/pages/1b6f0c1e-4a8e-4c55-9d38-2f5e8d1b7a10.pdf';
const none = { status: 'notPublished' } as const;
const en = (text: string) => ({ en: text, hi: '' });

const DISCLOSURE: Disclosure = {
  general: {
    schoolName: { en: 'Hill School', hi: 'हिल स्कूल' },
    affiliationNumber: '1234567',
    schoolCode: '83181',
    address: en('Main Road\nHill Town'),
    pinCode: '249001',
    principalName: 'A. Principal',
    principalQualification: '',
    email: 'office@hill.example',
    phone: '',
  },
  documents: [
    { key: 'affiliation', file: none },
    { key: 'registration', file: none },
    { key: 'noc', file: none },
    { key: 'rte', file: none },
    { key: 'buildingSafety', file: none },
    { key: 'fireSafety', file: { status: 'published', path: FIRE, format: 'PDF', issuedOn: '2025-09-03', validUntil: '2028-09-02' } },
    { key: 'deo', file: none },
    { key: 'waterHealthSanitation', file: none },
  ],
  academics: {
    feeStructure: { status: 'published', path: FEES, format: 'PDF', issuedOn: null },
    academicCalendar: none,
    smc: { file: none, members: [{ name: 'B. Member', role: en('Chairperson') }] },
    pta: { file: none, members: [] },
    classX: [{ year: '2025', registered: 84, passed: 81, passPercentage: 96.43, remarks: en('') }],
    classXII: [],
  },
  staff: staffFigures(['principal', 'pgt', 'tgt', 'prt', 'counsellor'], 2),
  infrastructure: {
    campusArea: 8500,
    classroomCount: 14,
    classroomSize: null,
    labs: [{ name: en('Physics lab'), size: 72 }],
    internet: true,
    girlsToilets: 8,
    boysToilets: null,
    inspectionVideo: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  },
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const rowOf = (table: HTMLElement, header: string) => within(table).getByRole('rowheader', { name: new RegExp(`^${header}`) }).closest('tr')!;

test('shows sections A to E under their headings, each as a table, and when the school last changed it', async () => {
  load.mockResolvedValue(DISCLOSURE);
  render(<MandatoryDisclosure />);
  expect(screen.getByRole('heading', { level: 1, name: 'Mandatory Public Disclosure' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  const headings = await screen.findAllByRole('heading', { level: 2 });
  expect(headings.map((heading) => heading.textContent)).toEqual([
    'A. General information',
    'B. Documents and information',
    'C. Result and academics',
    'D. Staff (teaching)',
    'E. School infrastructure',
  ]);
  const general = screen.getByRole('table', { name: 'A. General information' });
  expect(rowOf(general, 'Complete address with PIN code')).toHaveTextContent('PIN code: 249001');
  expect(within(rowOf(general, 'Contact number')).getByText('Not given yet')).toBeInTheDocument();
  expect(screen.getByText('Last updated:').closest('footer')).toHaveTextContent('20 November 2026');
});

test('a published document is a link with its title, format and date; a missing one says "Not yet published" with no link', async () => {
  load.mockResolvedValue(DISCLOSURE);
  render(<MandatoryDisclosure />);
  const documents = await screen.findByRole('table', { name: 'B. Documents and information' });
  const fire = rowOf(documents, 'Copy of valid fire safety certificate');
  const link = within(fire).getByRole('link', { name: 'View (PDF): Copy of valid fire safety certificate issued by the competent authority (opens in a new tab)' });
  expect(link).toHaveAttribute('href', `/${FIRE}`);
  expect(link).toHaveAttribute('target', '_blank');
  expect(fire).toHaveTextContent('Issued on 3 September 2025');
  expect(fire).toHaveTextContent('Valid until 2 September 2028');
  const deo = rowOf(documents, 'Copy of the DEO certificate');
  expect(within(deo).queryByRole('link')).toBeNull();
  expect(within(deo).getByText('Not yet published')).toBeInTheDocument();
  expect(within(documents).getAllByRole('link')).toHaveLength(1);
});

test('shows the computed figures: pass percentage, staff counts and the teacher–section ratio', async () => {
  load.mockResolvedValue(DISCLOSURE);
  render(<MandatoryDisclosure />);
  const results = await screen.findByRole('table', { name: 'Result of the Class X board examination' });
  expect(within(results).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['S. No.', 'Year', 'Students registered', 'Students passed', 'Pass percentage', 'Remarks']);
  expect(rowOf(results, '2025')).toHaveTextContent('96.43%');
  expect(within(screen.getByRole('table', { name: 'Result of the Class XII board examination' })).getByText('No results published yet.')).toBeInTheDocument();
  const staff = screen.getByRole('table', { name: 'D. Staff (teaching)' });
  expect(within(rowOf(staff, 'Total number of teachers')).getByRole('cell')).toHaveTextContent('3');
  expect(within(rowOf(staff, 'Teacher–section ratio')).getByRole('cell')).toHaveTextContent('1.5');
  const infrastructure = screen.getByRole('table', { name: 'E. School infrastructure' });
  expect(within(rowOf(infrastructure, 'Internet facility')).getByRole('cell')).toHaveTextContent('Yes');
  expect(within(infrastructure).getByRole('link', { name: 'Watch the video on YouTube (opens in a new tab)' })).toHaveAttribute('href', DISCLOSURE.infrastructure.inspectionVideo);
  expect(within(rowOf(infrastructure, 'Number of boys’ toilets')).getByRole('cell')).toHaveTextContent('Not given yet');
});

test('a failed load says so in the page’s language and retries', async () => {
  const user = userEvent.setup();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  load.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(DISCLOSURE);
  render(<MandatoryDisclosure />);
  expect(await screen.findByRole('alert')).toHaveTextContent('The disclosure cannot be loaded now.');
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'A. General information' })).toBeInTheDocument();
});

test('in Hindi, the headings and words are Hindi; the school’s own words stay as written', async () => {
  load.mockResolvedValue(DISCLOSURE);
  render(<MandatoryDisclosure />);
  await screen.findByRole('table', { name: 'B. Documents and information' });
  await act(() => switchLanguage('hi'));
  expect(screen.getByRole('heading', { level: 1, name: 'अनिवार्य सार्वजनिक प्रकटीकरण' })).toBeInTheDocument();
  const documents = screen.getByRole('table', { name: 'ख. दस्तावेज़ एवं सूचनाएँ' });
  expect(within(documents).getAllByText('अभी प्रकाशित नहीं')).toHaveLength(7);
  expect(within(screen.getByRole('table', { name: 'क. सामान्य जानकारी' })).getByText('हिल स्कूल')).toBeInTheDocument();
  expect(screen.getByText('Physics lab')).toHaveAttribute('lang', 'en');
});

test('Certificates & Approvals and Academics show sections B and C with the spec’s columns', async () => {
  load.mockResolvedValue(DISCLOSURE);
  const { unmount } = render(<CertificatesPage />);
  const certificates = await screen.findByRole('table', { name: 'Certificates and approvals' });
  expect(within(certificates).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['SL NO', 'Document Name', 'Links']);
  expect(within(certificates).getByRole('link', { name: /^View Certificate \(PDF\): Copy of valid fire safety certificate/ })).toHaveAttribute('href', `/${FIRE}`);
  expect(within(certificates).getAllByText('Not yet published')).toHaveLength(7);
  unmount();

  render(<AcademicsPage />);
  const academics = await screen.findByRole('table', { name: 'Academic documents' });
  expect(within(academics).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['SL NO', 'Documents/Information', 'Links of Uploaded Documents']);
  expect(within(academics).getByRole('link', { name: /^View Document \(PDF\): Fee structure of the school/ })).toHaveAttribute('href', `/${FEES}`);
  expect(screen.getByRole('table', { name: 'Members of the School Management Committee' })).toHaveTextContent('B. Member');
  expect(screen.getByRole('table', { name: 'Result of the Class X board examination' })).toHaveTextContent('96.43%');
});

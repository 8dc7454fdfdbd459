import { act, render, screen, within } from '@testing-library/react';
import { loadPage, setConfig, setLanguage, switchLanguage } from '@school/shared';
import { DisclosureSchema } from '@school/shared/contracts/pages';
import { ACADEMICS_TEXT, CERTIFICATES_TEXT } from '../disclosure-text';
import { Disclosure } from './disclosure';

jest.mock('@school/shared', () => ({ ...jest.requireActual('@school/shared'), loadPage: jest.fn() }));
const load = jest.mocked(loadPage);

beforeAll(() => setConfig({ API_URL: 'http://api.test/api', SchoolCode: '83181', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } }));

const FIRE = 'uploads/83181/pages/0b6f0c1e-4a8e-4c55-9d38-2f5e8d1b7a10.pdf';

test('each document of the school is a numbered row; its link opens the stored PDF, a row without one says so', async () => {
  const content = DisclosureSchema.parse({
    documents: [
      { title: { en: 'Fire Safety Certificate', hi: '' }, document: FIRE },
      { title: { en: '', hi: 'स्व-प्रमाणन' }, document: '' },
    ],
  });
  load.mockResolvedValue({ kind: 'certificates', content, updatedAt: '2026-11-01T00:00:00.000Z' });
  render(<Disclosure kind="certificates" text={CERTIFICATES_TEXT} />);

  const table = await screen.findByRole('table', { name: 'Certificates and approvals' });
  expect(load).toHaveBeenCalledWith('certificates', expect.anything());
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['SL NO', 'Document Name', 'Links']);
  const [fire, self] = within(table).getAllByRole('row').slice(1);
  expect(within(fire!).getByRole('cell', { name: '1' })).toBeInTheDocument();
  const link = within(fire!).getByRole('link', { name: 'View Certificate: Fire Safety Certificate (opens in a new tab)' });
  expect(link).toHaveAttribute('href', `http://api.test/${FIRE}`);
  expect(link).toHaveAttribute('target', '_blank');
  expect(within(self!).queryByRole('link')).toBeNull();
  expect(within(self!).getByText('Not available')).toBeInTheDocument();
  expect(within(self!).getByText('स्व-प्रमाणन')).toHaveAttribute('lang', 'hi');
});

test('in Hindi, the heading, introduction, table name, columns and links are Hindi; the school’s titles stay as written', async () => {
  const content = DisclosureSchema.parse({ documents: [{ title: { en: 'Fee Structure', hi: 'शुल्क संरचना' }, document: FIRE }, { title: { en: 'PTA Members', hi: '' }, document: '' }] });
  load.mockResolvedValue({ kind: 'academics', content, updatedAt: null });
  render(<Disclosure kind="academics" text={ACADEMICS_TEXT} />);
  await screen.findByRole('table', { name: 'Academic documents' });
  await act(() => switchLanguage('hi'));
  expect(screen.getByRole('heading', { level: 1, name: 'अनिवार्य प्रकटीकरण: शैक्षणिक' })).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'शैक्षणिक दस्तावेज़' });
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['क्रम सं.', 'दस्तावेज़/सूचना', 'अपलोड किए गए दस्तावेज़ों के लिंक']);
  expect(within(table).getByRole('link', { name: 'दस्तावेज़ देखें: शुल्क संरचना (नए टैब में खुलता है)' })).toHaveAttribute('href', `http://api.test/${FIRE}`);
  expect(within(table).getByText('उपलब्ध नहीं')).toBeInTheDocument();
  expect(within(table).getByText('PTA Members')).toHaveAttribute('lang', 'en');
  act(() => setLanguage('en'));
});

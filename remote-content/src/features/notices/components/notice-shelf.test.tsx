import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, setConfig, setLanguage, switchLanguage, useLocation } from '@school/shared';
import type { NoticePage } from '@school/shared/contracts/notices';
import { getNoticePage } from '../api/get-notice-page';
import { aNotice } from '@school/shared/contracts/notice-test-data';
import { NOW } from './notice-test-data';
import { NoticeShelf } from './notice-shelf';

jest.mock('../api/get-notice-page', () => ({ ...jest.requireActual('../api/get-notice-page'), getNoticePage: jest.fn() }));
const load = jest.mocked(getNoticePage);

beforeAll(() => setConfig({ API_URL: 'http://api.test/api', SchoolCode: '83181', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } }));
const answer = (fields: Partial<NoticePage>): NoticePage => ({ items: [], total: 0, page: 1, pageSize: 10, changedAt: null, ...fields });

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

const shelf = (address: string, which: 'current' | 'archive' = 'current') =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="*" element={<NoticeShelf shelf={which} now={NOW} />} />
      </Routes>
      <Address />
    </MemoryRouter>,
  );

test('the filter is in the address: ?category=circular&page=2 asks for that page of circulars, and marks Circular as chosen', async () => {
  load.mockResolvedValue(answer({ items: [aNotice({ id: 4, category: 'circular', circularNumber: 3, circularYear: 2026 })], total: 11, page: 2 }));
  shelf('/notices?category=circular&page=2');
  await screen.findByRole('link', { name: 'Winter timings' });
  expect(load).toHaveBeenCalledWith({ shelf: 'current', category: 'circular', page: 2 }, expect.anything());
  const filter = screen.getByRole('navigation', { name: 'Show' });
  expect(within(filter).getByRole('link', { name: 'Circular' })).toHaveAttribute('aria-current', 'page');
  expect(within(filter).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/notices');
  expect(within(filter).getByRole('link', { name: 'Tender' })).toHaveAttribute('href', '/notices?category=tender');
  expect(screen.getByText('Circular No. 3/2026')).toBeInTheDocument();
});

test('choosing a category loads its first page and shares it in the address', async () => {
  load.mockResolvedValue(answer({ items: [aNotice()], total: 1 }));
  shelf('/notices?page=3');
  await screen.findByRole('link', { name: 'Winter timings' });
  await act(() => screen.getByRole('link', { name: 'Result' }).click());
  expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/notices?category=result');
  await screen.findByRole('link', { name: 'Winter timings' });
  expect(load).toHaveBeenLastCalledWith({ shelf: 'current', category: 'result', page: 1 }, expect.anything());
});

test('pages of ten: "Page 2 of 3" with links to the pages before and after, keeping the filter', async () => {
  load.mockResolvedValue(answer({ items: [aNotice()], total: 25, page: 2 }));
  shelf('/notices/archive?category=tender&page=2', 'archive');
  const pages = await screen.findByRole('navigation', { name: 'Pages of notices' });
  expect(pages).toHaveTextContent('Page 2 of 3');
  expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/notices/archive?category=tender');
  expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/notices/archive?category=tender&page=3');
  expect(load).toHaveBeenCalledWith({ shelf: 'archive', category: 'tender', page: 2 }, expect.anything());
});

test('one page only: no pager; an address the API would refuse is read as the first page of all', async () => {
  load.mockResolvedValue(answer({ items: [aNotice()], total: 1 }));
  shelf('/notices?category=gossip&page=-4');
  await screen.findByRole('link', { name: 'Winter timings' });
  expect(load).toHaveBeenCalledWith({ shelf: 'current', category: null, page: 1 }, expect.anything());
  expect(screen.queryByRole('navigation', { name: 'Pages of notices' })).not.toBeInTheDocument();
});

test('each notice in full: date, category, title linking to it, text and each attachment with its title, format and size', async () => {
  load.mockResolvedValue(
    answer({
      items: [
        aNotice({
          id: 9,
          category: 'admission',
          title: { en: 'Admissions 2027', hi: '' },
          body: { en: 'Forms are at the office.\n\nBring a photograph.', hi: '' },
          attachments: [
            { title: { en: 'Admission schedule', hi: '' }, path: 'uploads/83181/pages/0b6f0c1e-4a8e-4c55-9d38-2f5e8d1b7a10.pdf', format: 'PDF', bytes: 240 * 1024 },
            { title: { en: 'Campus map', hi: '' }, path: 'uploads/83181/pages/1b6f0c1e-4a8e-4c55-9d38-2f5e8d1b7a10.webp', format: 'WebP', bytes: 1_572_864 },
          ],
        }),
      ],
      total: 1,
    }),
  );
  shelf('/notices');
  const notice = await screen.findByRole('article', { name: 'Admissions 2027' });
  expect(within(notice).getByRole('link', { name: 'Admissions 2027' })).toHaveAttribute('href', '/notices/9');
  expect(notice).toHaveTextContent('20 November 2026');
  expect(within(notice).getByText('Forms are at the office.')).toBeInTheDocument();
  expect(within(notice).getByText('Bring a photograph.')).toBeInTheDocument();
  const attachments = within(notice).getByRole('list', { name: 'Attachments' });
  const schedule = within(attachments).getByRole('link', { name: 'Admission schedule (PDF, 240 KB) (opens in a new tab)' });
  expect(schedule).toHaveAttribute('href', '/uploads/83181/pages/0b6f0c1e-4a8e-4c55-9d38-2f5e8d1b7a10.pdf');
  expect(within(attachments).getByRole('link', { name: 'Campus map (WebP, 1.5 MB) (opens in a new tab)' })).toBeInTheDocument();
});

test('the archive says when each notice left the list, and marks none "New"', async () => {
  load.mockResolvedValue(answer({ items: [aNotice({ publishFrom: new Date(NOW - 60_000).toISOString(), expireOn: '2026-11-24T05:00:00.000Z' })], total: 1 }));
  shelf('/notices/archive', 'archive');
  const notice = await screen.findByRole('article', { name: 'Winter timings' });
  expect(notice).toHaveTextContent('Archived on 24 November 2026');
  expect(within(notice).queryByText('New')).not.toBeInTheDocument();
});

test('empty: no current notices, none of a category, none in the archive', async () => {
  load.mockResolvedValue(answer({}));
  const { unmount } = shelf('/notices');
  expect(await screen.findByText('There are no current notices.')).toBeInTheDocument();
  unmount();
  shelf('/notices?category=tender');
  expect(await screen.findByText('There are no current notices of this category.')).toBeInTheDocument();
});

test('a failed load says so; Retry loads again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  load.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(answer({ items: [aNotice()], total: 1 }));
  shelf('/notices');
  expect(await screen.findByRole('alert')).toHaveTextContent('The notices cannot be loaded now.');
  await act(() => screen.getByRole('button', { name: 'Retry' }).click());
  expect(await screen.findByRole('link', { name: 'Winter timings' })).toBeInTheDocument();
});

describe('in Hindi', () => {
  afterEach(() => act(() => setLanguage('en')));

  test('an attachment’s size reads in Hindi, its number as Hindi writes it; the title the school wrote in Hindi shows', async () => {
    await act(() => switchLanguage('hi'));
    load.mockResolvedValue(
      answer({
        items: [
          aNotice({
            attachments: [{ title: { en: 'Fee structure', hi: 'शुल्क संरचना' }, path: 'uploads/83181/pages/0b6f0c1e-4a8e-4c55-9d38-2f5e8d1b7a10.pdf', format: 'PDF', bytes: 1_572_864 }],
          }),
        ],
        total: 1,
      }),
    );
    shelf('/notices?lang=hi');
    expect(await screen.findByRole('link', { name: 'शुल्क संरचना (PDF, 1.5 एमबी) (नए टैब में खुलता है)' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'दिखाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'परिपत्र' })).toHaveAttribute('href', '/notices?category=circular&lang=hi');
  });
});

test('says when the list last changed, from the answer, even when it is empty now; nothing when it never did', async () => {
  load.mockResolvedValue(answer({ items: [aNotice()], total: 1, changedAt: '2026-11-20T05:00:00.000Z' }));
  const { unmount } = shelf('/notices');
  expect(await screen.findByText(/Last updated/)).toHaveTextContent('Last updated: 20 November 2026');
  unmount();

  load.mockResolvedValue(answer({ changedAt: '2026-11-21T05:00:00.000Z' }));
  const empty = shelf('/notices/archive', 'archive');
  expect(await screen.findByText(/Last updated/)).toHaveTextContent('Last updated: 21 November 2026');
  empty.unmount();

  load.mockResolvedValue(answer({}));
  shelf('/notices');
  await screen.findByText('There are no current notices.');
  expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument();
});

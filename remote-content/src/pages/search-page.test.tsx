import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, setConfig, setLanguage, switchLanguage, useLocation } from '@school/shared';
import type { SearchAnswer } from '@school/shared/contracts/search';
import { SearchPage } from './search-page';

const EXHIBITION: SearchAnswer = {
  results: [
    { kind: 'event', title: 'Science Exhibition', snippet: 'Students showed working models at the exhibition.', route: '/photos', lang: 'en' },
    { kind: 'staff', title: 'श्रीमती पूजा नौटियाल', snippet: 'Lecturer, Biology', route: '/staffDetail', lang: 'hi' },
  ],
  more: false,
};

const answer = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body }) as Response;
const fetchMock = jest.fn<Promise<Response>, [string]>();

beforeAll(() => setConfig({ API_URL: 'http://api.test/api', SchoolCode: '83181', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } }));
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function Address() {
  const { pathname, search } = useLocation();
  return <div aria-label="Address">{`${pathname}${search}`}</div>;
}

function renderAt(address: string) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/search" element={<SearchPage />} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <Address />
    </MemoryRouter>,
  );
}

test('the results are links to where each is shown, with its kind and the words found marked, and their count is said', async () => {
  fetchMock.mockResolvedValue(answer(200, EXHIBITION));
  renderAt('/search?q=exhibition');

  expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Searching…');
  expect(await screen.findByText('2 results for “exhibition”.')).toHaveAttribute('role', 'status');
  expect(fetchMock).toHaveBeenCalledWith('http://api.test/api/Site/Search?school=83181&q=exhibition', expect.anything());

  const results = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(results).toHaveLength(2);
  const event = within(results[0]!).getByRole('link', { name: 'Science Exhibition' });
  expect(event).toHaveAttribute('href', '/photos');
  expect(results[0]).toHaveTextContent(/^Event/);
  expect(within(results[0]!).getAllByText('Exhibition', { selector: 'mark' })).toHaveLength(1);
  expect(within(results[0]!).getByText('exhibition', { selector: 'mark' })).toBeInTheDocument();

  const staff = within(results[1]!).getByRole('link', { name: 'श्रीमती पूजा नौटियाल' });
  expect(staff).toHaveAttribute('href', '/staffDetail');
  expect(staff).toHaveAttribute('lang', 'hi');
  expect(screen.getByRole('searchbox', { name: 'Search this site' })).toHaveValue('exhibition');
});

test('a snippet is text: markup in it is shown as it is, never made into elements', async () => {
  fetchMock.mockResolvedValue(answer(200, { results: [{ kind: 'page', title: 'Contact Us', snippet: '<img src=x onerror=alert(1)> office', route: '/contact', lang: 'en' }], more: false }));
  renderAt('/search?q=office');
  const item = await screen.findByRole('listitem');
  expect(item).toHaveTextContent('<img src=x onerror=alert(1)> office');
  expect(item.querySelector('img')).toBeNull();
  expect(within(item).getByText('office', { selector: 'mark' })).toBeInTheDocument();
});

test('a search that finds nothing says so', async () => {
  fetchMock.mockResolvedValue(answer(200, { results: [], more: false }));
  renderAt('/search?q=zebra');
  expect(await screen.findByText('No results for “zebra”.')).toHaveAttribute('role', 'status');
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

test('a failed search says why and Retry searches again', async () => {
  // An answer with no message (a proxy's page, not the API's): what failed, and the status.
  fetchMock.mockResolvedValueOnce(answer(500, null));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderAt('/search?q=exhibition');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The search could not be done (500)');

  fetchMock.mockResolvedValueOnce(answer(200, EXHIBITION));
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: 'Science Exhibition' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('the API’s refusal of a search is shown in its words', async () => {
  fetchMock.mockResolvedValue(answer(400, { message: 'q: Search for at most 10 words.' }));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderAt('/search?q=exhibition');
  expect(await screen.findByRole('alert')).toHaveTextContent('q: Search for at most 10 words.');
});

test('a new search from the form goes to its address and shows its own results, not the last one’s', async () => {
  fetchMock.mockResolvedValueOnce(answer(200, EXHIBITION));
  renderAt('/search?q=exhibition');
  await screen.findByText('2 results for “exhibition”.');

  let finish: (response: Response) => void = () => undefined;
  fetchMock.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
  const box = screen.getByRole('searchbox', { name: 'Search this site' });
  await userEvent.clear(box);
  await userEvent.type(box, 'नौटि{Enter}');
  expect(screen.getByLabelText('Address')).toHaveTextContent(`/search?q=${encodeURIComponent('नौटि')}`);
  expect(screen.getByText('Searching…')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Science Exhibition' })).not.toBeInTheDocument();

  await act(async () => finish(answer(200, { results: [EXHIBITION.results[1]], more: false })));
  expect(await screen.findByText('1 result for “नौटि”.')).toBeInTheDocument();
  expect(screen.getByText('नौटियाल', { selector: 'mark' })).toBeInTheDocument();
});

test('what cannot be searched for is refused by the form, with the words kept to correct', async () => {
  renderAt('/search');
  expect(fetchMock).not.toHaveBeenCalled();
  const box = screen.getByRole('searchbox', { name: 'Search this site' });
  await userEvent.type(box, '*** :::{Enter}');
  expect(screen.getByText('Search for a word: letters or digits.')).toBeInTheDocument();
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(box).toHaveAccessibleDescription('Search for a word: letters or digits.');
  expect(box).toHaveValue('*** :::');
  expect(box).toHaveFocus();
  expect(screen.getByLabelText('Address')).toHaveTextContent(/^\/search$/);
  expect(fetchMock).not.toHaveBeenCalled();
});

test('more results than are shown are counted as such', async () => {
  const many = Array.from({ length: 30 }, (_, index) => ({ kind: 'page' as const, title: `Page ${index}`, snippet: 'school', route: '/', lang: 'en' as const }));
  fetchMock.mockResolvedValue(answer(200, { results: many, more: true }));
  renderAt('/search?q=school');
  expect(await screen.findByText('30+ results for “school”: the first 30 are shown; add a word to find fewer.')).toHaveAttribute('role', 'status');
});

describe('in Hindi', () => {
  afterEach(() => act(() => setLanguage('en')));

  test('the heading, the form, the count and each result’s kind are Hindi', async () => {
    fetchMock.mockResolvedValue(answer(200, EXHIBITION));
    renderAt('/search?q=exhibition');
    await screen.findByText('2 results for “exhibition”.');
    await act(() => switchLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1, name: 'खोज' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'इस साइट में खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('“exhibition” के लिए 2 परिणाम मिले।');
    expect(within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.firstElementChild?.textContent)).toEqual(['कार्यक्रम', 'कर्मचारी']);
  });

  test('a search it cannot take, and a failure, are said in Hindi, with Retry', async () => {
    await act(() => switchLanguage('hi'));
    renderAt('/search?q=%3F%3F');
    expect(await screen.findByRole('alert')).toHaveTextContent('कोई शब्द खोजें: अक्षर या अंक।');
    fetchMock.mockResolvedValue(answer(500, {}));
    renderAt('/search?q=exhibition');
    const failed = (await screen.findByText(/^खोज नहीं की जा सकी।/)).closest('[role="alert"]') as HTMLElement;
    expect(within(failed).getByRole('button', { name: 'पुनः प्रयास करें' })).toBeInTheDocument();
  });
});

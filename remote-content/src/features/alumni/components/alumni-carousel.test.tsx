import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setConfig, setLanguage, switchLanguage } from '@school/shared';
import type { AlumnusRecord } from '@school/shared/contracts/records';
import { fakeMedia, removeFakeMedia } from '../../../ui/carousel/testing';
import { AlumniCarousel } from './alumni-carousel';

const alumnus = (id: number): AlumnusRecord => ({
  alumniId: id,
  alumniName: `Alumnus ${id}`,
  email: null,
  dob: null,
  passOutYear: '2016',
  description: null,
  phone: null,
  photo: null,
  schoolId: 1,
  active: true,
});
const FOUR = [1, 2, 3, 4].map(alumnus);

/** The page on view and its cards' names. */
const pageShown = () => {
  const [page, ...others] = screen.getAllByRole('group');
  expect(others).toEqual([]);
  return [page?.getAttribute('aria-label'), ...screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))];
};
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeAll(() => setConfig({ API_URL: 'http://api.test/api', SchoolCode: '83181', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } }));
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  removeFakeMedia();
});

test.each([
  [375, 1, 4],
  [639, 1, 4],
  [640, 2, 2],
  [1023, 2, 2],
  [1024, 3, 2],
  [1280, 3, 2],
])('at %i px a page holds %i card(s), in %i pages', (width, perPage, pages) => {
  fakeMedia({ width });
  render(<AlumniCarousel alumni={FOUR} reload={() => undefined} />);
  expect(pageShown()).toEqual([`Page 1 of ${pages}`, ...FOUR.slice(0, perPage).map((one) => one.alumniName)]);
  expect(screen.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(pages);
});

test('advances every five seconds and wraps round', () => {
  fakeMedia({ width: 1280 });
  render(<AlumniCarousel alumni={FOUR} reload={() => undefined} />);
  wait(4999);
  expect(pageShown()[0]).toBe('Page 1 of 2');
  wait(1);
  expect(pageShown()).toEqual(['Page 2 of 2', 'Alumnus 4']);
  wait(5000);
  expect(pageShown()[0]).toBe('Page 1 of 2');
});

test('a change of the cards per page goes back to the first page, even when the count of pages stays', async () => {
  const media = fakeMedia({ width: 1280 });
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(<AlumniCarousel alumni={FOUR} reload={() => undefined} />);
  await user.click(screen.getByRole('button', { name: 'Next alumni' }));
  expect(pageShown()[0]).toBe('Page 2 of 2');
  // 3 a page to 2 a page: still two pages.
  act(() => media.setWidth(800));
  expect(pageShown()).toEqual(['Page 1 of 2', 'Alumnus 1', 'Alumnus 2']);
  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  act(() => media.setWidth(500));
  expect(pageShown()).toEqual(['Page 1 of 4', 'Alumnus 1']);
});

test('the Pause button stops the pages turning', async () => {
  fakeMedia({ width: 1280 });
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(
    <>
      <AlumniCarousel alumni={FOUR} reload={() => undefined} />
      <button type="button">Elsewhere</button>
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Pause the alumni carousel' }));
  await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
  wait(20_000);
  expect(pageShown()[0]).toBe('Page 1 of 2');
});

test('without alumni it says No data found', () => {
  fakeMedia();
  render(<AlumniCarousel alumni={[]} reload={() => undefined} />);
  expect(screen.getByText('No data found')).toBeInTheDocument();
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});

test('in Hindi, the pages, the dots, the buttons and each card’s words are Hindi', async () => {
  fakeMedia({ width: 1280 });
  render(<AlumniCarousel alumni={[{ ...alumnus(1), dob: '1998-02-11' }, ...FOUR.slice(1)]} reload={() => undefined} />);
  await act(() => switchLanguage('hi'));
  expect(pageShown()[0]).toBe('2 में से पृष्ठ 1');
  expect(screen.getAllByRole('button', { name: /^पृष्ठ \d+$/ })).toHaveLength(2);
  expect(screen.getByRole('region', { name: 'पूर्व छात्र' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'अगले पूर्व छात्र' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'पूर्व छात्रों का घूमना रोकें' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Alumnus 1 का कोई फ़ोटो उपलब्ध नहीं' })).toBeInTheDocument();
  expect(screen.getAllByText(/^उत्तीर्ण होने का वर्ष:/)[0]).toHaveTextContent('उत्तीर्ण होने का वर्ष: 2016');
  expect(screen.getByText(/^जन्म:/)).toHaveTextContent(/^जन्म: 11 फ़र/);
  act(() => setLanguage('en'));
});

test('with none, it says so in Hindi', async () => {
  render(<AlumniCarousel alumni={[]} reload={() => undefined} />);
  await act(() => switchLanguage('hi'));
  expect(screen.getByText('कोई जानकारी नहीं मिली')).toBeInTheDocument();
  act(() => setLanguage('en'));
});

import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { setConfig, setSite } from '@school/shared';
import { SchoolProfileSchema } from '@school/shared/contracts/school-profile';
import { fakeMedia, removeFakeMedia } from '../../../ui/carousel/testing';
import { HomeBanner } from './home-banner';

const picture = (n: number) => ({ path: `uploads/83181/pages/0000000${n}-0000-4000-8000-000000000000.webp`, width: 1600, height: 900, alt: { en: `Picture ${n}`, hi: '' } });

function showSchool(pictures: number) {
  const profile = SchoolProfileSchema.parse({ banner: Array.from({ length: pictures }, (_, index) => picture(index + 1)) });
  setSite({ status: 'found', site: { schoolCode: '83181', schoolName: 'A School', demoContent: false, profile } });
}

beforeAll(() => setConfig({ API_URL: 'http://api.test/api', SchoolCode: '83181', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } }));
beforeEach(() => {
  jest.useFakeTimers();
  fakeMedia();
});
afterEach(() => {
  jest.useRealTimers();
  removeFakeMedia();
});

test('the first picture renders at once, eagerly and with high priority; the others load lazily', () => {
  showSchool(3);
  render(<HomeBanner />);
  const banner = screen.getByRole('region', { name: 'Welcome to A School' });
  const slides = within(banner).getByRole('region', { name: 'Banner pictures' });
  expect(slides).toHaveAttribute('aria-roledescription', 'carousel');
  const first = within(slides).getByRole('img', { name: 'Picture 1' });
  expect(first).toHaveAttribute('fetchpriority', 'high');
  expect(first).toHaveAttribute('loading', 'eager');
  const pictures = within(slides).getAllByRole('img', { hidden: true });
  expect(pictures).toHaveLength(3);
  pictures.slice(1).forEach((img) => expect(img).toHaveAttribute('loading', 'lazy'));
});

test('a prerendered banner holds its first picture only; the others come once it is hydrated', () => {
  showSchool(3);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<HomeBanner />);
  expect([...container.querySelectorAll('img')].map((img) => img.alt)).toEqual(['Picture 1']);

  const recoverableErrors: unknown[] = [];
  render(<HomeBanner />, { container, hydrate: true, onRecoverableError: (error) => recoverableErrors.push(error) });
  expect(recoverableErrors).toEqual([]);
  expect(within(container).getAllByRole('img', { hidden: true }).map((img) => img.getAttribute('alt'))).toEqual(['Picture 1', 'Picture 2', 'Picture 3']);
});

test('it turns every three seconds, the welcome line staying', () => {
  showSchool(3);
  render(<HomeBanner />);
  expect(screen.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(3000));
  expect(screen.getByRole('group', { name: '2 of 3' })).toContainElement(screen.getByRole('img', { name: 'Picture 2' }));
  expect(screen.queryByRole('img', { name: 'Picture 1' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome to A School' })).toBeInTheDocument();
});

test('one picture stands still, with no controls', () => {
  showSchool(1);
  render(<HomeBanner />);
  expect(screen.getByRole('img', { name: 'Picture 1' })).toHaveAttribute('fetchpriority', 'high');
  expect(screen.queryByRole('region', { name: 'Banner pictures' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

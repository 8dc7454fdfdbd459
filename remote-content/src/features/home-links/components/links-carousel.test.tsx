import { act, render, screen, within } from '@testing-library/react';
import { fakeMedia, removeFakeMedia, slidesOnView } from '../../../ui/carousel/testing';
import { LinksCarousel } from './links-carousel';
import type { UsefulLink } from './link-tile';

const LINKS: UsefulLink[] = [1, 2, 3, 4, 5, 6].map((n) => ({
  label: { en: `Portal ${n}`, hi: '' },
  url: `https://portal${n}.example/`,
  logo: { path: '', width: 0, height: 0, alt: { en: '', hi: '' } },
}));

/** The links a user can see and reach, left to right, by name. */
const linksShown = () => slidesOnView().map((slide) => within(slide).getByRole('link').getAttribute('href')?.replace(/^https:\/\/(\w+)\.example\/$/, '$1'));
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  removeFakeMedia();
});

test('shows as many links side by side as the width allows (spec: 320 and 480 give 2, 768 3, 1024 4, 1280 5), following the window', () => {
  const media = fakeMedia({ width: 300 });
  render(<LinksCarousel links={LINKS} />);
  const counts: Record<number, number> = {};
  for (const width of [300, 320, 480, 767, 768, 1024, 1279, 1280, 1920]) {
    act(() => media.setWidth(width));
    counts[width] = linksShown().length;
  }
  expect(counts).toEqual({ 300: 1, 320: 2, 480: 2, 767: 2, 768: 3, 1024: 4, 1279: 4, 1280: 5, 1920: 5 });
  expect(screen.getByRole('region', { name: 'Links to other websites' })).toHaveAttribute('aria-roledescription', 'carousel');
});

test('turns right to left every two seconds: the link before the first comes in', () => {
  fakeMedia({ width: 1280 });
  render(<LinksCarousel links={LINKS} />);
  expect(linksShown()).toEqual(['portal1', 'portal2', 'portal3', 'portal4', 'portal5']);
  wait(1999);
  expect(linksShown()).toEqual(['portal1', 'portal2', 'portal3', 'portal4', 'portal5']);
  wait(1);
  expect(screen.getByRole('group', { name: '6 of 6' })).toBeInTheDocument();
  expect(linksShown()).toEqual(['portal6', 'portal1', 'portal2', 'portal3', 'portal4']);
  wait(2000);
  expect(linksShown()).toEqual(['portal5', 'portal6', 'portal1', 'portal2', 'portal3']);
});

test('held still (before it is scrolled near), it does not turn', () => {
  fakeMedia({ width: 1280 });
  render(<LinksCarousel links={LINKS} autoplay={false} />);
  wait(10_000);
  expect(linksShown()).toEqual(['portal1', 'portal2', 'portal3', 'portal4', 'portal5']);
  expect(screen.getByRole('button', { name: 'Play the links' })).toBeInTheDocument();
});

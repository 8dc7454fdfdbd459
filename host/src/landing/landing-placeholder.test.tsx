import { render } from '@testing-library/react';
import { LandingPlaceholder, landingShown } from './landing-placeholder';

const BANNER = 'http://api.test/uploads/83181/pages/banner.webp';
const SRCSET = 'http://api.test/uploads/83181/pages/banner-480w.webp 480w, http://api.test/uploads/83181/pages/banner-960w.webp 960w, http://api.test/uploads/83181/pages/banner.webp 1600w';
const SIZES = 'max(min(100vw - 2rem, 1168px), 340px * 3.2)';

/** The head's preload of the banner picture, as GET /Site/Head writes it. */
function preload() {
  document.head.insertAdjacentHTML(
    'beforeend',
    `<link rel="preload" as="image" href="${BANNER}" imagesrcset="${SRCSET}" imagesizes="${SIZES}" fetchpriority="high">`,
  );
}

let decode: jest.Mock;
beforeEach(() => {
  jest.useFakeTimers();
  decode = jest.fn();
  // jsdom decodes no pictures: the browser's HTMLImageElement.decode, as each test answers it.
  Object.defineProperty(HTMLImageElement.prototype, 'decode', { configurable: true, value: decode });
});
afterEach(() => {
  jest.useRealTimers();
  document.head.innerHTML = '';
});

/** Whether landingShown has resolved after the fake clock moved `ms`. */
async function resolvedAfter(shown: Promise<void>, ms: number) {
  let done = false;
  void shown.then(() => (done = true));
  await jest.advanceTimersByTimeAsync(ms);
  return done;
}

test('the placeholder draws the preloaded banner picture with its srcset and sizes, or a plain box when the head names none', () => {
  const { container, unmount } = render(<LandingPlaceholder />);
  expect(container.querySelector('img')).toBeNull();
  unmount();

  preload();
  // The same three as the preload: the browser then shows the file it preloaded.
  const picture = render(<LandingPlaceholder />).container.querySelector('img');
  expect(picture).toHaveAttribute('src', BANNER);
  expect(picture).toHaveAttribute('srcset', SRCSET);
  expect(picture).toHaveAttribute('sizes', SIZES);
});

test('landingShown waits for the picture to be decoded, then a paint', async () => {
  preload();
  let decoded = () => {};
  decode.mockReturnValue(new Promise<void>((resolve) => (decoded = resolve)));
  render(<LandingPlaceholder />);

  const shown = landingShown();
  expect(await resolvedAfter(shown, 500)).toBe(false);
  decoded();
  expect(await resolvedAfter(shown, 50)).toBe(true);
});

test('landingShown goes on when the picture fails, and after a second when it is slow', async () => {
  preload();
  decode.mockRejectedValueOnce(new Error('broken picture'));
  render(<LandingPlaceholder />);
  expect(await resolvedAfter(landingShown(), 50)).toBe(true);

  decode.mockReturnValueOnce(new Promise<void>(() => {}));
  const slow = landingShown();
  expect(await resolvedAfter(slow, 900)).toBe(false);
  expect(await resolvedAfter(slow, 200)).toBe(true);
});

test('landingShown resolves after a frame when there is no picture', async () => {
  render(<LandingPlaceholder />);
  expect(await resolvedAfter(landingShown(), 50)).toBe(true);
  expect(decode).not.toHaveBeenCalled();
});

import { readFileSync } from 'node:fs';
import path from 'node:path';

// The loader a prerendered page carries in place of its script tag (public/after-paint.js).
const LOADER = readFileSync(path.join(__dirname, '../public/after-paint.js'), 'utf8');

const appScript = () => document.head.querySelector('script[src="/main.js"]');

function runLoader() {
  const loader = document.createElement('script');
  loader.setAttribute('data-src', '/main.js');
  loader.textContent = LOADER;
  document.head.appendChild(loader);
}

/** Advances past one frame and the task after it (fake timers run frames every 16 ms). */
function nextFrame() {
  jest.advanceTimersByTime(17);
}

/** Chromium's largest-contentful-paint entries, handed out by the test. */
class FakeLcpObserver {
  static supportedEntryTypes = ['largest-contentful-paint'];
  static last: FakeLcpObserver | null = null;
  disconnected = false;
  constructor(readonly callback: (list: { getEntries: () => { element: Element | null }[] }, observer: FakeLcpObserver) => void) {
    FakeLcpObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  paint(element: Element | null) {
    if (!this.disconnected) this.callback({ getEntries: () => [{ element }] }, this);
  }
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'PerformanceObserver');
  FakeLcpObserver.last = null;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

test('where the browser reports its largest paint, starts the app once the priority picture is painted', () => {
  Object.assign(window, { PerformanceObserver: FakeLcpObserver });
  document.body.innerHTML = '<h1>Welcome</h1><img fetchpriority="high" src="/banner.webp" alt="">';
  runLoader();
  FakeLcpObserver.last?.paint(document.querySelector('h1'));
  nextFrame();
  expect(appScript()).toBeNull();
  FakeLcpObserver.last?.paint(document.querySelector('img'));
  expect(appScript()).not.toBeNull();
  jest.advanceTimersByTime(5000);
  expect(document.head.querySelectorAll('script[src="/main.js"]')).toHaveLength(1);
});

test('a priority picture smaller than the page’s text, never reported, starts the app once decoded and two frames on', async () => {
  Object.assign(window, { PerformanceObserver: FakeLcpObserver });
  document.body.innerHTML = '<p>A long message</p><img fetchpriority="high" src="/principal.webp" alt="">';
  let decoded: () => void = () => undefined;
  Object.assign(document.querySelector('img')!, { decode: () => new Promise<void>((resolve) => (decoded = resolve)) });
  runLoader();
  FakeLcpObserver.last?.paint(document.querySelector('p'));
  nextFrame();
  expect(appScript()).toBeNull();
  decoded();
  await Promise.resolve();
  nextFrame();
  expect(appScript()).toBeNull();
  nextFrame();
  expect(appScript()).not.toBeNull();
});

test('where the browser reports its largest paint, a page without a priority picture starts at its first paint', () => {
  Object.assign(window, { PerformanceObserver: FakeLcpObserver });
  document.body.innerHTML = '<main><h1>RTI</h1></main>';
  runLoader();
  expect(appScript()).toBeNull();
  FakeLcpObserver.last?.paint(document.querySelector('h1'));
  expect(appScript()).not.toBeNull();
});

test('where the browser reports no largest paint, a page without a priority picture starts after its first frame', () => {
  document.body.innerHTML = '<main><h1>RTI</h1></main>';
  runLoader();
  expect(appScript()).toBeNull();
  nextFrame();
  expect(appScript()).not.toBeNull();
});

test('without decode(), waits for the priority picture to load and two frames, then starts the app once', () => {
  document.body.innerHTML = '<img fetchpriority="high" src="/banner.webp" alt="">';
  const picture = document.querySelector('img')!;
  Object.defineProperty(picture, 'complete', { value: false });
  runLoader();
  nextFrame();
  expect(appScript()).toBeNull();
  picture.dispatchEvent(new Event('load'));
  nextFrame();
  expect(appScript()).toBeNull();
  nextFrame();
  expect(document.head.querySelectorAll('script[src="/main.js"]')).toHaveLength(1);
  jest.advanceTimersByTime(5000);
  expect(document.head.querySelectorAll('script[src="/main.js"]')).toHaveLength(1);
});

test('a picture that takes over 3 s does not hold the app back', () => {
  document.body.innerHTML = '<img fetchpriority="high" src="/banner.webp" alt="">';
  Object.defineProperty(document.querySelector('img'), 'complete', { value: false });
  runLoader();
  nextFrame();
  jest.advanceTimersByTime(2900);
  expect(appScript()).toBeNull();
  jest.advanceTimersByTime(200);
  expect(appScript()).not.toBeNull();
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FACES_ATTRIBUTE, FACES_CACHED_KEY } from '@school/shared/devanagari-faces';

// The loader a prerendered page carries in place of its script tag (public/after-paint.js).
const LOADER = readFileSync(path.join(__dirname, '../public/after-paint.js'), 'utf8');

/** The app's start: its code's download (a preload), before the files it reads are in the page. */
const appScript = () => document.head.querySelector('link[rel="preload"][href="/main.js"]');

function runLoader(pageData?: string, siteData?: string) {
  const loader = document.createElement('script');
  loader.setAttribute('data-src', '/main.js');
  if (pageData) loader.setAttribute('data-page-data', pageData);
  if (siteData) loader.setAttribute('data-site-data', siteData);
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
  Reflect.deleteProperty(window, 'fetch');
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
  expect(document.head.querySelectorAll('link[href="/main.js"]')).toHaveLength(1);
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
  expect(document.head.querySelectorAll('link[href="/main.js"]')).toHaveLength(1);
  jest.advanceTimersByTime(5000);
  expect(document.head.querySelectorAll('link[href="/main.js"]')).toHaveLength(1);
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

/** A page's own files as the web server answers them: a path's text, 404 for one not listed, or never. */
function answering(files: Record<string, string | 'never'>): jest.Mock {
  const fetch = jest.fn((url: string) => {
    const text = files[url];
    if (text === 'never') return new Promise(() => undefined);
    return Promise.resolve({ ok: text !== undefined, text: () => Promise.resolve(text ?? 'Not found') });
  });
  Object.assign(window, { fetch });
  return fetch;
}

/** Lets the loader's reads settle (their promises, under fake timers). */
async function settled() {
  for (let step = 0; step < 10; step += 1) await Promise.resolve();
}

const order = () => [...document.head.children].map((element) => element.id || element.getAttribute('src') || element.getAttribute('href') || element.tagName);

test('the configuration and the remotes’ releases are read from the page’s address and put in the page before the app runs', async () => {
  const fetch = answering({ '/config.json': '{"API_URL":"/api"}', '/remotes.json': '{"content":null}' });
  document.body.innerHTML = '<main><h1>RTI</h1></main>';
  runLoader();
  nextFrame();
  expect(document.head.querySelector('script[src="/main.js"]')).toBeNull();
  await settled();
  expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/config.json', '/remotes.json']);
  expect(document.getElementById('runtime-config')?.textContent).toBe('{"API_URL":"/api"}');
  expect(document.getElementById('remote-releases')?.textContent).toBe('{"content":null}');
  expect(document.getElementById('remote-releases')?.getAttribute('type')).toBe('application/json');
  // The blocks first, then the app that reads them.
  expect(order().slice(-3).sort()).toEqual(['/main.js', 'remote-releases', 'runtime-config'].sort());
  expect(order().at(-1)).toBe('/main.js');
  jest.advanceTimersByTime(10_000);
  expect(document.head.querySelectorAll('script[src="/main.js"]')).toHaveLength(1);
});

test('the page’s own data and its school’s, the files the renderer wrote for it, are read too, into the blocks its first render reads', async () => {
  const fetch = answering({ '/config.json': '{}', '/remotes.json': '{}', '/_page-data/AAAAAAAAAAAAAAAAAAAAAA.json': '{"page:rti":{"text":"RTI"}}', '/_page-data/BBBBBBBBBBBBBBBBBBBBBB.json': '{"schoolCode":"1"}' });
  document.body.innerHTML = '<main><h1>RTI</h1></main>';
  runLoader('/_page-data/AAAAAAAAAAAAAAAAAAAAAA.json', '/_page-data/BBBBBBBBBBBBBBBBBBBBBB.json');
  nextFrame();
  await settled();
  expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/config.json', '/remotes.json', '/_page-data/AAAAAAAAAAAAAAAAAAAAAA.json', '/_page-data/BBBBBBBBBBBBBBBBBBBBBB.json']);
  expect(document.getElementById('prerendered-data')?.textContent).toBe('{"page:rti":{"text":"RTI"}}');
  expect(document.getElementById('site-data')?.textContent).toBe('{"schoolCode":"1"}');
  expect(order().at(-1)).toBe('/main.js');
});

test('a file that is not there, or one the page holds already, is left to the app', async () => {
  const fetch = answering({ '/config.json': '{"API_URL":"/api"}' });
  document.head.innerHTML = '<script id="runtime-config" type="application/json">{"API_URL":"/inlined"}</script>';
  runLoader();
  nextFrame();
  await settled();
  expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/remotes.json']);
  expect(document.getElementById('remote-releases')).toBeNull();
  expect(document.getElementById('runtime-config')?.textContent).toBe('{"API_URL":"/inlined"}');
  expect(document.head.querySelector('script[src="/main.js"]')).not.toBeNull();
});

test('a read that never answers holds the app back 5 s at most', async () => {
  answering({ '/config.json': 'never', '/remotes.json': '{"content":null}' });
  runLoader();
  nextFrame();
  await settled();
  expect(document.head.querySelector('script[src="/main.js"]')).toBeNull();
  jest.advanceTimersByTime(5000);
  expect(document.head.querySelector('script[src="/main.js"]')).not.toBeNull();
});

test('the Devanagari faces are shown before the first paint where this browser holds them, and only there', () => {
  runLoader();
  expect(document.documentElement.hasAttribute(FACES_ATTRIBUTE)).toBe(false);
  localStorage.setItem(FACES_CACHED_KEY, '1');
  runLoader();
  expect(document.documentElement.hasAttribute(FACES_ATTRIBUTE)).toBe(true);
  localStorage.clear();
  document.documentElement.removeAttribute(FACES_ATTRIBUTE);
});

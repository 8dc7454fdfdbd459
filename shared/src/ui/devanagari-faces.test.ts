/** The Devanagari faces: fetched once for the pages that come next, shown from a page's start only where the browser holds them. */

type Settle = (ok: boolean) => void;

let settles: Settle[];
let made: FakeFontFace[];
class FakeFontFace {
  constructor(
    readonly family: string,
    readonly source: string,
  ) {
    made.push(this);
  }
  load = jest.fn(() => new Promise<this>((resolve, reject) => settles.push((ok) => (ok ? resolve(this) : reject(new Error('offline'))))));
}

beforeEach(() => {
  settles = [];
  made = [];
  jest.resetModules();
  localStorage.clear();
  document.documentElement.removeAttribute('data-devanagari-faces');
  Object.assign(globalThis, { FontFace: FakeFontFace });
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

test('both faces are fetched once, under a family no text uses, and the browser is then said to hold them', async () => {
  const { cacheDevanagariFaces, FACES_CACHED_KEY } = await import('./devanagari-faces');
  const done = cacheDevanagariFaces();
  void cacheDevanagariFaces();
  expect(made).toHaveLength(2);
  expect(made.every((face) => face.family !== 'Site Devanagari' && /^url\(.+\) format\('woff2'\)$/.test(face.source))).toBe(true);
  settles[0]?.(true);
  await flush();
  expect(localStorage.getItem(FACES_CACHED_KEY)).toBeNull();
  settles[1]?.(true);
  await done;
  expect(localStorage.getItem(FACES_CACHED_KEY)).toBe('1');
  await cacheDevanagariFaces();
  expect(made).toHaveLength(2);
});

test('a face that cannot be fetched leaves the next Hindi page to try again', async () => {
  const { cacheDevanagariFaces, FACES_CACHED_KEY } = await import('./devanagari-faces');
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const done = cacheDevanagariFaces();
  settles[0]?.(false);
  await done;
  expect(localStorage.getItem(FACES_CACHED_KEY)).toBeNull();
  expect(warn).toHaveBeenCalled();
  void cacheDevanagariFaces();
  expect(made).toHaveLength(4);
});

test('a page’s start shows the faces only where the browser holds them', async () => {
  const { showCachedFaces, FACES_ATTRIBUTE, FACES_CACHED_KEY } = await import('./devanagari-faces');
  showCachedFaces();
  expect(document.documentElement.hasAttribute(FACES_ATTRIBUTE)).toBe(false);
  localStorage.setItem(FACES_CACHED_KEY, '1');
  showCachedFaces();
  expect(document.documentElement.hasAttribute(FACES_ATTRIBUTE)).toBe(true);
});

/**
 * @jest-environment node
 */
// The service worker (public/sw.js) run as the browser runs it, with its scope faked: Cache
// Storage in memory, the network a table of answers, the pages a list of messages. Node has the
// Request and Response a worker has.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const WORKER = readFileSync(path.join(__dirname, '../public/sw.js'), 'utf8');

const HOST = 'https://school.example';
const CONTENT = 'https://content.example';
const ADMIN = 'https://admin.example';
const API = 'https://api.example';

class FakeCache {
  readonly files = new Map<string, Response>();
  async match(url: string) {
    return this.files.get(url)?.clone();
  }
  async put(url: string, answer: Response) {
    this.files.set(url, answer);
  }
}

class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();
  async open(name: string) {
    if (!this.caches.has(name)) this.caches.set(name, new FakeCache());
    return this.caches.get(name)!;
  }
  async delete(name: string) {
    return this.caches.delete(name);
  }
  async match(url: string, { cacheName }: { cacheName: string }) {
    return this.caches.get(cacheName)?.match(url);
  }
  /** The URLs each cache holds, but the worker's own index. */
  contents() {
    return Object.fromEntries([...this.caches].filter(([name]) => name !== 'remote-files').map(([name, cache]) => [name, [...cache.files.keys()].sort()]));
  }
  async index() {
    return (await this.match(`${HOST}/remote-files.json`, { cacheName: 'remote-files' }))?.json();
  }
}

type Handler = (event: unknown) => void;

/** A manifest as the federation plugin writes it: its entry, its exposed module's files and a shared module's. */
function manifest(version: string, chunk = 'home') {
  return {
    metaData: { buildInfo: { buildVersion: version }, remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    shared: [{ name: 'react', assets: { js: { sync: ['chunks/react.11111111.js'], async: [] }, css: { sync: [], async: [] } } }],
    exposes: [
      {
        name: 'app',
        assets: {
          js: { sync: [`chunks/app.${version}.js`], async: [`chunks/${chunk}.${version}.js`] },
          css: { sync: [], async: [`chunks/${chunk}.${version}.css`] },
        },
      },
    ],
  };
}

/** Starts the worker with its registration's query, and gives what a test drives and sees. */
function startWorker({ query = `content=${CONTENT}&schoolAdmin=${ADMIN}&api=${API}`, saveData = false } = {}) {
  const handlers = new Map<string, Handler>();
  const caches = new FakeCacheStorage();
  /** What the network answers: a body (200), a Response, 'down', or a promise of a Response (a server that keeps it waiting). */
  const network = new Map<string, string | Response | 'down' | Promise<Response>>();
  const fetched: string[] = [];
  const messages: { client: string; data: unknown }[] = [];
  const scope = {
    location: new URL(`${HOST}/sw.js?${query}`),
    caches,
    navigator: { connection: { saveData } },
    clients: { get: async (id: string) => ({ postMessage: (data: unknown) => messages.push({ client: id, data }) }) },
    skipWaiting: async () => undefined,
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    fetch: async (url: string, init: RequestInit) => {
      expect(init).toEqual({ mode: 'cors', credentials: 'omit' });
      fetched.push(url);
      const answer = network.get(url);
      if (answer === undefined || answer === 'down') throw new TypeError('Failed to fetch');
      if (answer instanceof Promise) return answer;
      return typeof answer === 'string' ? new Response(answer, { status: 200 }) : answer.clone();
    },
  };
  new Function('self', WORKER)(scope);

  /** Runs an event through the worker and waits for everything it waits for. */
  async function dispatch(type: string, fields: Record<string, unknown>) {
    const pending: Promise<unknown>[] = [];
    let answer: Promise<Response> | undefined;
    const event = {
      ...fields,
      respondWith: (promise: Promise<Response>) => (answer = promise),
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
    };
    handlers.get(type)?.(event);
    const result = answer ? await answer.then((value) => value, (error: unknown) => error) : undefined;
    for (let settled = 0; settled < pending.length; settled = pending.length) await Promise.all(pending.slice(settled));
    return result;
  }

  /** The page asks for `url`: the worker's answer (a Response or the error the page gets), or null when it lets the request go. */
  const request = async (url: string, init: RequestInit = {}) =>
    (await dispatch('fetch', { request: new Request(url, init), clientId: 'page-1' })) ?? null;

  const setManifest = (origin: string, version: string, chunk?: string) => network.set(`${origin}/mf-manifest.json`, JSON.stringify(manifest(version, chunk)));
  /** Every file of a version on the network, as its server has it. */
  const serveVersion = (origin: string, version: string, chunk = 'home') => {
    setManifest(origin, version, chunk);
    for (const file of ['remoteEntry.js', `chunks/app.${version}.js`, `chunks/${chunk}.${version}.js`, `chunks/${chunk}.${version}.css`, 'chunks/react.11111111.js']) {
      network.set(`${origin}/${file}`, `${file} of ${version}`);
    }
  };
  const stopServer = (origin: string) => {
    for (const url of network.keys()) if (url.startsWith(`${origin}/`)) network.set(url, 'down');
  };
  return { caches, network, fetched, messages, request, dispatch, serveVersion, stopServer };
}

const text = async (answer: unknown) => (answer instanceof Response ? `${answer.status} ${await answer.text()}` : String(answer));

test('a remote’s manifest that answers keeps its version: its entry and exposed files, not the shared modules the host provides', async () => {
  const worker = startWorker();
  worker.serveVersion(CONTENT, 'v1');
  const answer = await worker.request(`${CONTENT}/mf-manifest.json`);
  expect(JSON.parse(await (answer as Response).text())).toEqual(manifest('v1'));
  expect(worker.caches.contents()).toEqual({
    'remote-files/content/v1': [
      `${CONTENT}/chunks/app.v1.js`,
      `${CONTENT}/chunks/home.v1.css`,
      `${CONTENT}/chunks/home.v1.js`,
      `${CONTENT}/mf-manifest.json`,
      `${CONTENT}/remoteEntry.js`,
    ],
  });
  expect(await worker.caches.index()).toEqual({ content: ['v1'] });
  expect(worker.messages).toEqual([]);
});

test('with the remote’s server down, its files come from the kept version and the page is told it sees a saved copy', async () => {
  const worker = startWorker();
  worker.serveVersion(CONTENT, 'v1');
  await worker.request(`${CONTENT}/mf-manifest.json`);
  worker.stopServer(CONTENT);

  expect(await text(await worker.request(`${CONTENT}/remoteEntry.js`))).toBe('200 remoteEntry.js of v1');
  // A page the visitor never opened comes up too: its chunk was fetched with the version.
  expect(await text(await worker.request(`${CONTENT}/chunks/home.v1.js`))).toBe('200 chunks/home.v1.js of v1');
  expect(worker.messages).toEqual([
    { client: 'page-1', data: { type: 'remote-offline-copy', remote: 'content' } },
    { client: 'page-1', data: { type: 'remote-offline-copy', remote: 'content' } },
  ]);
  // What was never kept fails as it would without the worker.
  expect(await text(await worker.request(`${CONTENT}/chunks/other.v1.js`))).toBe('TypeError: Failed to fetch');
  expect(worker.messages).toHaveLength(2);
});

test('a server error (5xx) is answered with the kept copy; a 404, or a 5xx with no copy, goes to the page as it is', async () => {
  const worker = startWorker();
  worker.serveVersion(CONTENT, 'v1');
  await worker.request(`${CONTENT}/mf-manifest.json`);

  worker.network.set(`${CONTENT}/remoteEntry.js`, new Response('Bad gateway', { status: 502 }));
  expect(await text(await worker.request(`${CONTENT}/remoteEntry.js`))).toBe('200 remoteEntry.js of v1');
  worker.network.set(`${CONTENT}/chunks/home.v1.js`, new Response('Not found', { status: 404 }));
  expect(await text(await worker.request(`${CONTENT}/chunks/home.v1.js`))).toBe('404 Not found');
  worker.network.set(`${CONTENT}/chunks/new.v1.js`, new Response('Unavailable', { status: 503 }));
  expect(await text(await worker.request(`${CONTENT}/chunks/new.v1.js`))).toBe('503 Unavailable');
  expect(worker.messages).toHaveLength(1);
});

describe('a server that keeps a file waiting', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  /** A server's answer that comes only when `send` is called. */
  const later = () => {
    let send!: (body: string) => void;
    const answer = new Promise<Response>((resolve) => (send = (body) => resolve(new Response(body, { status: 200 }))));
    return { answer, send };
  };

  test('is answered with the kept copy after 3 s, and the remote’s next files come from the copy at once for 30 s', async () => {
    const worker = startWorker();
    worker.serveVersion(CONTENT, 'v1');
    await worker.request(`${CONTENT}/mf-manifest.json`);

    const entry = later();
    worker.network.set(`${CONTENT}/remoteEntry.js`, entry.answer);
    const answer = worker.request(`${CONTENT}/remoteEntry.js`);
    await jest.advanceTimersByTimeAsync(2999);
    expect(worker.messages).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(await text(await answer)).toBe('200 remoteEntry.js of v1');
    expect(worker.messages).toEqual([{ client: 'page-1', data: { type: 'remote-offline-copy', remote: 'content' } }]);

    // The next file does not wait: the host gives up on a remote after 10 s in all.
    worker.network.set(`${CONTENT}/chunks/home.v1.js`, later().answer);
    const chunk = worker.request(`${CONTENT}/chunks/home.v1.js`);
    await jest.advanceTimersByTimeAsync(0);
    expect(await text(await chunk)).toBe('200 chunks/home.v1.js of v1');

    // 30 s on, the server has its 3 s again; one that answers in time is what the page gets.
    await jest.advanceTimersByTimeAsync(30_000);
    const fresh = later();
    worker.network.set(`${CONTENT}/chunks/app.v1.js`, fresh.answer);
    const app = worker.request(`${CONTENT}/chunks/app.v1.js`);
    await jest.advanceTimersByTimeAsync(1000);
    fresh.send('app of v1, fresh');
    expect(await text(await app)).toBe('200 app of v1, fresh');
    await jest.advanceTimersByTimeAsync(5000);
    expect(worker.messages).toHaveLength(2);
  });

  test('with no kept copy, the page waits for the server', async () => {
    const worker = startWorker();
    const manifest = later();
    worker.network.set(`${CONTENT}/mf-manifest.json`, manifest.answer);
    const answer = worker.request(`${CONTENT}/mf-manifest.json`);
    await jest.advanceTimersByTimeAsync(8000);
    manifest.send(JSON.stringify({ metaData: {} }));
    expect(await text(await answer)).toBe('200 {"metaData":{}}');
    expect(worker.messages).toEqual([]);
  });
});

test('keeps the two versions that rendered last per remote; a release and a rollback bring the right one back', async () => {
  const worker = startWorker();
  for (const version of ['v1', 'v2', 'v3']) {
    worker.serveVersion(CONTENT, version);
    await worker.request(`${CONTENT}/mf-manifest.json`);
  }
  expect(Object.keys(worker.caches.contents())).toEqual(['remote-files/content/v2', 'remote-files/content/v3']);
  expect(await worker.caches.index()).toEqual({ content: ['v3', 'v2'] });

  // A rollback to v2 makes it the newest: the manifest's address (the same for every version) answers v2's.
  worker.serveVersion(CONTENT, 'v2');
  await worker.request(`${CONTENT}/mf-manifest.json`);
  expect(await worker.caches.index()).toEqual({ content: ['v2', 'v3'] });
  worker.stopServer(CONTENT);
  expect(JSON.parse(await (await worker.request(`${CONTENT}/mf-manifest.json`) as Response).text()).metaData.buildInfo.buildVersion).toBe('v2');
  expect(await text(await worker.request(`${CONTENT}/remoteEntry.js`))).toBe('200 remoteEntry.js of v2');
  // v3's own files are still there for a page on v3.
  expect(await text(await worker.request(`${CONTENT}/chunks/home.v3.js`))).toBe('200 chunks/home.v3.js of v3');
});

test('files a page loads beyond the manifest’s (a picture) are kept under the remote’s newest version', async () => {
  const worker = startWorker();
  worker.serveVersion(CONTENT, 'v1');
  worker.network.set(`${CONTENT}/assets/person.12345678.svg`, '<svg/>');
  // Nothing kept for a remote whose manifest was never seen.
  await worker.request(`${CONTENT}/assets/person.12345678.svg`);
  expect(worker.caches.contents()).toEqual({});
  await worker.request(`${CONTENT}/mf-manifest.json`);
  await worker.request(`${CONTENT}/assets/person.12345678.svg`);
  expect(worker.caches.contents()['remote-files/content/v1']).toContain(`${CONTENT}/assets/person.12345678.svg`);
});

test('handles only GET requests to the remotes: the host’s pages and configuration and the API’s answers are never kept', async () => {
  const worker = startWorker({ query: `content=${CONTENT}&schoolAdmin=${API}&providerAdmin=${HOST}&api=${API}` });
  worker.network.set(`${API}/api/School/Staff`, '[{"name":"A teacher"}]');
  expect(await worker.request(`${API}/api/School/Staff`)).toBeNull();
  expect(await worker.request(`${HOST}/config.json`)).toBeNull();
  expect(await worker.request(`${HOST}/rti`)).toBeNull();
  expect(await worker.request(`${CONTENT}/mf-manifest.json`, { method: 'POST', body: '{}' })).toBeNull();
  expect(await worker.request(`${CONTENT}/video.mp4`, { headers: { Range: 'bytes=0-99' } })).toBeNull();
  expect(worker.fetched).toEqual([]);
  expect(worker.caches.contents()).toEqual({});
});

test('a first visit’s page, which loaded its remotes before the worker was there, names its manifests and their versions are kept', async () => {
  const worker = startWorker();
  worker.serveVersion(CONTENT, 'v1');
  worker.serveVersion(ADMIN, 'a1', 'staff');
  await worker.dispatch('message', {
    data: { type: 'loaded', manifests: [`${CONTENT}/mf-manifest.json`, `${ADMIN}/mf-manifest.json`, `${API}/mf-manifest.json`, `${CONTENT}/elsewhere.json`] },
  });
  expect(Object.keys(worker.caches.contents())).toEqual(['remote-files/content/v1', 'remote-files/schoolAdmin/a1']);
  expect(worker.caches.contents()['remote-files/schoolAdmin/a1']).toContain(`${ADMIN}/chunks/staff.a1.js`);
  expect(worker.fetched).not.toContain(`${API}/mf-manifest.json`);
});

test('a visitor saving data keeps only what the pages loaded, not the rest of a version', async () => {
  const worker = startWorker({ saveData: true });
  worker.serveVersion(CONTENT, 'v1');
  await worker.request(`${CONTENT}/mf-manifest.json`);
  await worker.request(`${CONTENT}/remoteEntry.js`);
  expect(worker.caches.contents()).toEqual({ 'remote-files/content/v1': [`${CONTENT}/mf-manifest.json`, `${CONTENT}/remoteEntry.js`] });
});

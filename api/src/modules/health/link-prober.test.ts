import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { probeLinks, type ProbeOptions } from './link-prober';

/**
 * The link check's manners, against servers on this machine: one request at a time to a host,
 * HEAD first and GET where HEAD is refused, redirects followed, a time-out, and no address on a
 * private network unless allowed (tests only).
 */
let servers: Server[] = [];
const inFlight = new Map<string, number>();
let most = 0;

async function serve(answer: (method: string, path: string) => { status: number; location?: string; delayMs?: number }): Promise<string> {
  const server = createServer((request, response) => {
    const key = String(request.socket.localPort);
    inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
    most = Math.max(most, inFlight.get(key)!);
    const { status, location, delayMs = 0 } = answer(request.method ?? '', request.url ?? '');
    setTimeout(() => {
      inFlight.set(key, inFlight.get(key)! - 1);
      response.writeHead(status, location ? { location } : {}).end();
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(() => {
  for (const server of servers) server.closeAllConnections();
  for (const server of servers) server.close();
  servers = [];
  most = 0;
});

const options = (more: Partial<ProbeOptions> = {}): ProbeOptions => ({ timeoutMs: 2000, hosts: 8, budgetMs: 30_000, allowPrivate: true, ...more });

test('one request at a time to any host, several hosts at once', async () => {
  const hosts = await Promise.all([1, 2, 3].map(() => serve(() => ({ status: 200, delayMs: 30 }))));
  const urls = hosts.flatMap((host) => Array.from({ length: 6 }, (_, index) => `${host}/page-${index}`));
  const started = Date.now();
  const results = await probeLinks(urls, options());
  expect(results).toHaveLength(18);
  expect(results.every((result) => result.ok)).toBe(true);
  expect(most).toBe(1);
  // Three hosts side by side: about six requests' time, not eighteen.
  expect(Date.now() - started).toBeLessThan(18 * 30);
});

test('a redirect to another host waits for that host’s turn: still one request at a time there', async () => {
  const target = await serve(() => ({ status: 200, delayMs: 30 }));
  const redirecting = await serve((_method, path) => ({ status: 301, location: `${target}${path}` }));
  const urls = [...Array.from({ length: 5 }, (_, index) => `${redirecting}/old-${index}`), ...Array.from({ length: 5 }, (_, index) => `${target}/new-${index}`)];
  const results = await probeLinks(urls, options());
  expect(results.filter((result) => result.ok)).toHaveLength(10);
  expect(most).toBe(1);
});

test('HEAD, then GET where HEAD is refused; redirects followed; a 404 is broken', async () => {
  const host = await serve((method, path) => {
    if (path === '/no-head') return { status: method === 'HEAD' ? 405 : 200 };
    if (path === '/moved') return { status: 301, location: '/no-head' };
    return { status: 404 };
  });
  const results = await probeLinks([`${host}/no-head`, `${host}/moved`, `${host}/gone`], options());
  expect(results).toEqual([
    { url: `${host}/no-head`, ok: true, answer: '200' },
    { url: `${host}/moved`, ok: true, answer: '200' },
    { url: `${host}/gone`, ok: false, answer: '404' },
  ]);
});

test('a host that does not answer in time, or at all, is said so', async () => {
  const slow = await serve(() => ({ status: 200, delayMs: 1000 }));
  const closed = await serve(() => ({ status: 200 }));
  servers.pop()!.close();
  const results = await probeLinks([`${slow}/slow`, `${closed}/closed`], options({ timeoutMs: 100 }));
  expect(results).toEqual(
    expect.arrayContaining([
      { url: `${slow}/slow`, ok: false, answer: 'time-out' },
      { url: `${closed}/closed`, ok: false, answer: 'connection refused' },
    ]),
  );
});

test('never an address on this machine or a private network, nor a redirect to one', async () => {
  const host = await serve(() => ({ status: 200 }));
  const redirecting = await serve(() => ({ status: 302, location: 'http://10.0.0.1/' }));
  const results = await probeLinks([`${host}/`, 'http://169.254.169.254/latest/meta-data', 'http://[::1]/', `${redirecting}/`], options({ allowPrivate: false }));
  expect(results.map((result) => result.answer)).toEqual(['not a public address', 'not a public address', 'not a public address', 'not a public address']);
  expect(most).toBe(0);
});

test('what the budget leaves is not tried, and said nothing of', async () => {
  const host = await serve(() => ({ status: 200, delayMs: 50 }));
  const results = await probeLinks([`${host}/1`, `${host}/2`, `${host}/3`], options({ budgetMs: 20 }));
  expect(results.length).toBeLessThan(3);
});

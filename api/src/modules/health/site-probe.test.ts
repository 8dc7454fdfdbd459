import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import selfsigned from 'selfsigned';
import { askSite, entryPointOf } from './site-probe';

/** The site's own checks ask the entry point as a browser would, by the school's name, and read its certificate. */
let servers: Server[] = [];
afterEach(() => {
  for (const server of servers) server.close();
  servers = [];
});

async function entryPoint(status: number, days: number) {
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'school.test' }], { keySize: 2048, algorithm: 'sha256', notAfterDate: new Date(Date.now() + days * 24 * 60 * 60 * 1000) });
  const server = createServer({ key: pems.private, cert: pems.cert }, (request, response) => response.writeHead(request.headers.host === 'school.test' ? status : 421).end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { host: '127.0.0.1', port: (server.address() as AddressInfo).port };
}

test('reads when the certificate served for the school’s name ends, and whether the site answers', async () => {
  const answer = await askSite(await entryPoint(200, 10), 'school.test', 5000);
  expect(answer.failure).toBeNull();
  const days = (Date.parse(answer.certificateEnds!) - Date.now()) / (24 * 60 * 60 * 1000);
  expect(days).toBeGreaterThan(9);
  expect(days).toBeLessThan(11);
  expect((await askSite(await entryPoint(503, 90), 'school.test', 5000)).failure).toBe('Answers 503');
});

test('an entry point that does not answer is said so; a setting that is no host:port is none', async () => {
  const closed = await entryPoint(200, 90);
  servers.pop()!.close();
  expect(await askSite(closed, 'school.test', 2000)).toEqual({ failure: 'Does not answer', certificateEnds: null });
  expect(entryPointOf('caddy:443')).toEqual({ host: 'caddy', port: 443 });
  expect(entryPointOf('')).toBeNull();
  expect(entryPointOf('https://caddy')).toBeNull();
});

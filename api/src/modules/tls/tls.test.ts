import { startTestApi, type TestApi } from '../../test-support/test-api';
import { NOT_OURS } from './routes';

/** The TLS entry point asks before it gets a certificate for a name: only names some school or the platform owns. */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ PLATFORM_ORIGINS: 'https://sites.example,https://api.sites.example:8443' });
});
afterAll(() => api.close());

const ask = async (domain: string) => {
  const response = await fetch(`${api.url}/api/Tls/Ask?domain=${encodeURIComponent(domain)}`);
  return { status: response.status, body: (await response.json()) as unknown };
};

test("a school's addresses and the platform's own names may have certificates", async () => {
  for (const domain of ['localhost', 'school2.localhost', 'sites.example', 'api.sites.example']) {
    expect(await ask(domain)).toEqual({ status: 200, body: { domain } });
  }
});

test('another spelling of an owned name gets none: only the name as it is kept', async () => {
  const spellings = [
    'LOCALHOST', 'Localhost', 'localhost.', 'localhost:1', 'localhost:443', 'http://localhost', 'https://localhost/', '//localhost',
    'evil.example@localhost', 'localhost?x=1', 'localhost#x', 'localhost/', ' localhost', 'localhost ', '%6cocalhost', 'local%68ost',
    '\uff4c\uff4f\uff43\uff41\uff4c\uff48\uff4f\uff53\uff54', 'SCHOOL2.localhost', 'school2.localhost.', 'school2.localhost:8443',
    '2130706433', '0x7f.1', '0x7f000001', '127.1', '0177.0.0.1', 'SITES.example', 'sites.example.', 'api.sites.example:8443', 'https://sites.example',
  ];
  for (const domain of spellings) expect({ domain, ...(await ask(domain)) }).toEqual({ domain, status: 404, body: { message: NOT_OURS } });
});

test('a name nobody here owns gets none, in the house error shape', async () => {
  for (const domain of ['school3.localhost', 'example.com', 'sites.example.evil.test', '', '..', 'a'.repeat(253)]) {
    expect(await ask(domain)).toEqual({ status: 404, body: { message: NOT_OURS } });
  }
  expect((await fetch(`${api.url}/api/Tls/Ask`)).status).toBe(400);
  expect((await fetch(`${api.url}/api/Tls/Ask?domain=${'a'.repeat(254)}`)).status).toBe(400);
});

test('a deactivated school loses its yes', async () => {
  await api.database.db.updateTable('schools').set({ active: 0 }).where('school_code', '=', '83190').execute();
  api.app.hosts.forget();
  try {
    expect((await ask('school2.localhost')).status).toBe(404);
  } finally {
    await api.database.db.updateTable('schools').set({ active: 1 }).where('school_code', '=', '83190').execute();
    api.app.hosts.forget();
  }
});

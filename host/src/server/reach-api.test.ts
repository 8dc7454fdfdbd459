/** @jest-environment node */
import { reachApiAt } from './reach-api';

const realFetch = globalThis.fetch;
afterEach(() => (globalThis.fetch = realFetch));

test('calls to the public API go to the address the renderer reaches it at, a POST whole; others as they are', async () => {
  const seen: { url: string; method: string; body: string; auth: string | null }[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push({ url: request.url, method: request.method, body: await request.text(), auth: request.headers.get('Authorization') });
    return new Response('{}');
  }) as typeof fetch;
  reachApiAt('https://api.school.example/api', 'http://api:4000/api');

  await fetch('https://api.school.example/api/Site?host=a.example');
  await fetch(new Request('https://api.school.example/api/School/Alumni/GetAll', { method: 'POST', body: '{"active":true}', headers: { Authorization: 'Bearer t' } }));
  await fetch(new URL('https://cdn.example/x.png'));
  expect(seen).toEqual([
    { url: 'http://api:4000/api/Site?host=a.example', method: 'GET', body: '', auth: null },
    { url: 'http://api:4000/api/School/Alumni/GetAll', method: 'POST', body: '{"active":true}', auth: 'Bearer t' },
    { url: 'https://cdn.example/x.png', method: 'GET', body: '', auth: null },
  ]);
});

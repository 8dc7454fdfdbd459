/** @jest-environment node */
// In the renderer (Node), a POST goes by fetch, which the renderer points at the API's address inside its network.
import { setConfig } from '../config/runtime-config';
import { apiPost } from './api-client';

test('outside a browser a POST is made with fetch', async () => {
  setConfig({ API_URL: 'https://api.school.example/api', SchoolCode: '83181', remotes: { content: 'x', schoolAdmin: 'x', providerAdmin: 'x' }, PASSWORD_CIPHER: { key: 'k', iv: 'i' } });
  const calls: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL) => {
    calls.push(input instanceof Request ? input.url : String(input));
    return Promise.resolve(new Response(JSON.stringify([{ name: 'A' }]), { headers: { 'Content-Type': 'application/json' } }));
  }) as typeof fetch;
  try {
    expect(await apiPost('/School/Alumni/GetAll', { school: '83181' })).toEqual([{ name: 'A' }]);
    expect(calls).toEqual(['https://api.school.example/api/School/Alumni/GetAll']);
  } finally {
    globalThis.fetch = realFetch;
  }
});

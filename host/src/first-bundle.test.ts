// Every page downloads the host's app and the page-wide singleton (@school/shared) before it
// renders; zod would add about 30 kB of gzipped JavaScript to each. The constants they need
// come from zod-free contracts (page-kinds.ts, account-paths.ts, notice-values.ts); the admin
// screens and the API load the schemas.
jest.mock('zod', () => {
  throw new Error('zod was loaded');
});
jest.mock('zod/mini', () => {
  throw new Error('zod/mini was loaded');
});
// The federation runtime starts only in the browser's entry.
jest.mock('./remotes/federation', () => ({ loadRemoteApp: jest.fn() }));

test('the host’s app and @school/shared load without zod', async () => {
  await expect(import('@school/shared')).resolves.toHaveProperty('loadHome');
  await expect(import('./app')).resolves.toHaveProperty('App');
});

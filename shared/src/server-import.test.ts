/**
 * @jest-environment node
 */
// A server render (decision 014) loads @school/shared where there is no window, document or
// storage: nothing of it may touch them when it loads, only when a browser calls it.

test('@school/shared loads where there is no browser, and a server render sees a visitor’s session', async () => {
  expect(typeof window).toBe('undefined');
  const { session } = await import('./index');
  expect(session.get()).toMatchObject({ schoolToken: null, providerToken: null, schoolRole: null, support: null });
});

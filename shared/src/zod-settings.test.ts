import * as z from 'zod';

test('the shared singleton turns zod’s compiling with new Function off, for every copy of zod in the page', async () => {
  const spy = jest.spyOn(globalThis, 'Function');
  await import('@school/shared');
  expect(z.config().jitless).toBe(true);
  // Making and using an object schema now tries no new Function (which a strict CSP reports).
  expect(z.object({ name: z.string() }).safeParse({ name: 'x' }).success).toBe(true);
  expect(spy).not.toHaveBeenCalled();
});

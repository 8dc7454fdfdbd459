/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { prerender } from 'react-dom/static';
import { collectKeyedLoads } from '@school/shared';
import { lazyPage } from './lazy-page';

test('a server render says which lazy pages it drew, by their requests; nothing is kept outside one', async () => {
  const Rti = lazyPage('./pages/rti-page', () => Promise.resolve(({ title }: { title: string }) => <h1>{title}</h1>));
  const Faqs = lazyPage('./pages/faqs-page', () => Promise.resolve(() => <h1>FAQs</h1>));
  const { result, lazyModules } = await collectKeyedLoads(async () => new Response((await prerender(<Rti title="RTI" />)).prelude).text());
  expect(result).toBe('<h1>RTI</h1>');
  expect(lazyModules).toEqual(['./pages/rti-page']);
  await prerender(<Faqs />);
  expect((await collectKeyedLoads(() => Promise.resolve(null))).lazyModules).toEqual([]);
});

test('each lazy page of the app is named by the request it imports (the renderer finds its style sheets by it)', () => {
  const source = readFileSync(path.join(__dirname, 'app.tsx'), 'utf8');
  const pages = [...source.matchAll(/lazyPage\('([^']+)', \(\) => import\('([^']+)'\)/g)].map(([, named, imported]) => ({ named, imported }));
  expect(pages.length).toBe((source.match(/lazyPage\(/g) ?? []).length);
  expect(pages.length).toBeGreaterThan(20);
  for (const page of pages) expect(page.named).toBe(page.imported);
});

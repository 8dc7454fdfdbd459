/** @jest-environment node */
// A server render (decision 014): no DOM, effects never run, loads are waited for by key.
import { prerender } from 'react-dom/static';
import { collectKeyedLoads, defineCatalog, setLanguage, useCatalog, useLanguage } from '@school/shared';
import { useLoad } from '@school/shared/use-load';

async function html(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

function Page({ load }: { load: () => Promise<{ words: string; at?: Date }> }) {
  const { data, loading } = useLoad(load, { key: 'page:rti' });
  return <p lang={useLanguage()}>{loading ? 'Loading…' : `${data?.words} ${String(data?.at)}`}</p>;
}

test('a keyed load is waited for, rendered, and its answer kept as JSON for the client', async () => {
  const at = new Date('2026-11-26T10:00:00Z');
  const load = jest.fn(() => Promise.resolve({ words: 'Right to information', at }));
  const { result, answers } = await collectKeyedLoads(async () => html((await prerender(<Page load={load} />)).prelude));
  // What the client reads back from JSON: the date as its string, on both sides alike.
  expect(result).toContain('Right to information 2026-11-26T10:00:00.000Z');
  expect(result).not.toContain('Loading');
  expect(answers).toEqual({ 'page:rti': { words: 'Right to information', at: '2026-11-26T10:00:00.000Z' } });
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed load fails the render, so no page is written with it', async () => {
  const onError = jest.fn();
  const load = () => Promise.reject(new Error('The API answered 500'));
  await collectKeyedLoads(async () => html((await prerender(<Page load={load} />, { onError })).prelude)).catch(() => undefined);
  expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'The API answered 500' }), expect.anything());
});

test('the language set for the render is the one rendered', async () => {
  setLanguage('hi');
  const load = () => Promise.resolve({ words: 'सूचना' });
  const { result } = await collectKeyedLoads(async () => html((await prerender(<Page load={load} />)).prelude));
  expect(result).toContain('<p lang="hi">');
  setLanguage('en');
});

test('one render at a time', async () => {
  let finish = () => {};
  const first = collectKeyedLoads(() => new Promise<void>((resolve) => (finish = resolve)));
  await expect(collectKeyedLoads(() => Promise.resolve())).rejects.toThrow('already in progress');
  finish();
  await first;
});

test('a load after strings that suspend first gets its own answer (a Hindi page)', async () => {
  const catalog = defineCatalog('test', { title: 'Notices' }, { hi: () => new Promise((resolve) => setTimeout(() => resolve({ default: { title: 'सूचनाएँ' } }), 5)) });
  function HindiPage() {
    const { t } = useCatalog(catalog);
    const { data } = useLoad(() => Promise.resolve({ words: 'पहली सूचना' }), { key: 'notices:board' });
    return <p>{`${t('title')}: ${data?.words}`}</p>;
  }
  setLanguage('hi');
  const { result } = await collectKeyedLoads(async () => html((await prerender(<HindiPage />)).prelude));
  setLanguage('en');
  expect(result).toContain('सूचनाएँ: पहली सूचना');
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { circularYearOf, type Notice } from '@school/shared/contracts/notices';
import { startWithSchools, type Tokens } from '../test-support/fixtures';
import type { TestApi } from '../test-support/test-api';

let api: TestApi;
let tokens: Tokens;
beforeAll(async () => ({ api, tokens } = await startWithSchools()));
afterAll(() => api.close());

const publicList = async (route: string, school: string) => ((await (await fetch(`${api.url}/api${route}?school=${school}`)).json()) as { items: Notice[] }).items;

test('the demo school has demo notices, each saying so: current ones with a numbered circular and a PDF on disk, one archived, one draft', async () => {
  const all = (await api.post('/School/Notice/GetAll', {}, { token: tokens.schoolA })).body.items as Notice[];
  expect(all.length).toBeGreaterThanOrEqual(4);
  for (const notice of all) expect(notice.title.en).toMatch(/^Demo (notice|circular): /);
  expect(all.some((notice) => notice.status === 'draft')).toBe(true);

  const current = await publicList('/Site/Notices', '83181');
  const circular = current.find((notice) => notice.category === 'circular');
  expect(circular).toMatchObject({ circularNumber: 1, circularYear: circularYearOf(new Date().toISOString()) });
  const pdf = current.flatMap((notice) => notice.attachments).find((attachment) => attachment.format === 'PDF');
  expect(pdf?.path).toMatch(/^uploads\/school\.\d+\/pages\/[0-9a-f-]{36}\.pdf$/);
  const bytes = readFileSync(path.join(api.dataDir, pdf!.path));
  expect(bytes.toString('latin1', 0, 5)).toBe('%PDF-');
  expect(pdf?.bytes).toBe(bytes.length);
  expect((await publicList('/Site/Notices/Archive', '83181')).length).toBe(1);

  // The next circular published this year is number 2.
  const added = await api.post('/School/Notice/Add', { category: 'circular', title: { en: 'Next', hi: '' }, date: '2026-11-24', publishFrom: new Date().toISOString(), expireOn: null }, { token: tokens.schoolA });
  expect((await api.post('/School/Notice/Publish', { id: added.body.id }, { token: tokens.schoolA })).body.circularNumber).toBe(2);
});

test('the second demo school has none', async () => {
  expect((await api.post('/School/Notice/GetAll', {}, { token: tokens.schoolB })).body.items).toEqual([]);
  expect(await publicList('/Site/Notices', '83190')).toEqual([]);
});

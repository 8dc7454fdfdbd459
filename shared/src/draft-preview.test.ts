import { setConfig } from './config/runtime-config';
import { loadHome, loadPage } from './api-client/page-content';
import { draftPreview } from './draft-preview';

/** A draft previewed in this tab stands for its page (docs/decisions/013-school-team.md), and for nothing else. */
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
const realFetch = global.fetch;
const answer = (body: unknown) => ({ ok: true, status: 200, json: async () => body }) as Response;

beforeEach(() => {
  setConfig({ API_URL: 'http://api.test/api', SchoolCode: '83181', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } });
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  draftPreview.end();
});
afterAll(() => {
  global.fetch = realFetch;
  draftPreview.end();
});

const drafted = { message: { en: 'A drafted message.', hi: '' } };

test('the previewed page is the draft’s, without asking the API; another page is the published one', async () => {
  draftPreview.start({ draftId: 7, kind: 'principal', content: drafted });
  await expect(loadPage('principal')).resolves.toEqual({ kind: 'principal', content: drafted, updatedAt: null });
  expect(fetchMock).not.toHaveBeenCalled();
  fetchMock.mockResolvedValue(answer({ kind: 'history', content: { history: { en: 'Published.', hi: '' } }, updatedAt: null }));
  await expect(loadPage('history')).resolves.toMatchObject({ content: { history: { en: 'Published.', hi: '' } } });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('a previewed home section replaces only that section; the preview is kept in the tab’s sessionStorage until it ends', async () => {
  const home = { about: { text: 'Published about.' }, vision: { vision: { en: 'Old', hi: '' } }, updatedAt: '2026-01-01T00:00:00.000Z' };
  fetchMock.mockResolvedValue(answer(home));
  draftPreview.start({ draftId: 8, kind: 'vision', content: { vision: { en: 'New', hi: '' } } });
  expect(JSON.parse(sessionStorage.getItem('draftPreview') ?? 'null')).toMatchObject({ draftId: 8, kind: 'vision' });
  await expect(loadHome()).resolves.toEqual({ ...home, vision: { vision: { en: 'New', hi: '' } } });
  draftPreview.end();
  expect(sessionStorage.getItem('draftPreview')).toBeNull();
  await expect(loadHome()).resolves.toEqual(home);
});

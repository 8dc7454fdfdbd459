import { setConfig } from './config/runtime-config';
import { loadHome, loadPage } from './api-client/page-content';
import { draftPreview, previewedNotice } from './draft-preview';
import type * as DraftPreviewModule from './draft-preview';
import { aNotice } from './contracts/notice-test-data';

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
  draftPreview.start({ draftId: 7, type: 'page', kind: 'principal', content: drafted });
  await expect(loadPage('principal')).resolves.toEqual({ kind: 'principal', content: drafted, updatedAt: null });
  expect(fetchMock).not.toHaveBeenCalled();
  fetchMock.mockResolvedValue(answer({ kind: 'history', content: { history: { en: 'Published.', hi: '' } }, updatedAt: null }));
  await expect(loadPage('history')).resolves.toMatchObject({ content: { history: { en: 'Published.', hi: '' } } });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('a previewed home section replaces only that section; the preview is kept in the tab’s sessionStorage until it ends', async () => {
  const home = { about: { text: 'Published about.' }, vision: { vision: { en: 'Old', hi: '' } }, updatedAt: '2026-01-01T00:00:00.000Z' };
  fetchMock.mockResolvedValue(answer(home));
  draftPreview.start({ draftId: 8, type: 'page', kind: 'vision', content: { vision: { en: 'New', hi: '' } } });
  expect(JSON.parse(sessionStorage.getItem('draftPreview') ?? 'null')).toMatchObject({ draftId: 8, kind: 'vision' });
  await expect(loadHome()).resolves.toEqual({ ...home, vision: { vision: { en: 'New', hi: '' } } });
  draftPreview.end();
  expect(sessionStorage.getItem('draftPreview')).toBeNull();
  await expect(loadHome()).resolves.toEqual(home);
});

test('a notice’s draft previewed is kept in the tab as the notice and the one it changes; no page stands for it', async () => {
  const notice = aNotice({ id: 5, title: { en: 'Drafted timings', hi: '' } });
  const current = aNotice({ id: 5 });
  draftPreview.start({ draftId: 9, type: 'notice', notice, current });
  expect(previewedNotice()).toEqual({ draftId: 9, type: 'notice', notice, current });
  expect(JSON.parse(sessionStorage.getItem('draftPreview') ?? 'null')).toMatchObject({ type: 'notice', notice: { title: { en: 'Drafted timings' } } });
  fetchMock.mockResolvedValue(answer({ kind: 'principal', content: drafted, updatedAt: null }));
  await loadPage('principal');
  expect(fetchMock).toHaveBeenCalledTimes(1);
  // A page's preview is no notice's.
  draftPreview.start({ draftId: 7, type: 'page', kind: 'principal', content: drafted });
  expect(previewedNotice()).toBeNull();
});

describe('a reload of the tab', () => {
  /** The module as a reloaded tab loads it, with `stored` under the key. */
  const reloaded = (stored: unknown) => {
    sessionStorage.setItem('draftPreview', JSON.stringify(stored));
    let module: typeof DraftPreviewModule | undefined;
    jest.isolateModules(() => {
      module = jest.requireActual<typeof DraftPreviewModule>('./draft-preview');
    });
    return module!.draftPreview.get();
  };
  afterEach(() => sessionStorage.clear());

  test('keeps a notice’s preview, a new one’s too', () => {
    const notice = aNotice({ id: 0 });
    expect(reloaded({ draftId: 3, type: 'notice', notice, current: null })).toEqual({ draftId: 3, type: 'notice', notice, current: null });
  });

  test('takes nothing else stored there for a preview: a notice without its title, an unknown category or type, a page of no kind', () => {
    expect(reloaded({ draftId: 3, type: 'notice', notice: { ...aNotice(), title: null }, current: null })).toBeNull();
    expect(reloaded({ draftId: 3, type: 'notice', notice: aNotice({ category: 'gossip' as 'notice' }), current: null })).toBeNull();
    expect(reloaded({ draftId: 3, type: 'notice', notice: aNotice(), current: 'the old one' })).toBeNull();
    expect(reloaded({ draftId: 3, type: 'event', notice: aNotice(), current: null })).toBeNull();
    expect(reloaded({ draftId: 3, type: 'page', kind: 'nowhere', content: {} })).toBeNull();
    expect(reloaded({ draftId: '3', type: 'page', kind: 'principal', content: {} })).toBeNull();
    expect(reloaded({ draftId: 3, type: 'page', kind: 'principal', content: {} })).toMatchObject({ kind: 'principal' });
  });
});

import { draftPreview, setConfig } from '@school/shared';
import { aNotice } from '@school/shared/contracts/notice-test-data';
import type { Notice } from '@school/shared/contracts/notices';
import { NOW } from '../components/notice-test-data';
import { getNotice, NoticeNotFound } from './get-notice';
import { getNoticePage } from './get-notice-page';
import { getNoticeBoard } from './get-notice-board';

/**
 * A notice's draft previewed in this tab (shared/src/draft-preview.ts, decision 013) stands for
 * the notice on its page, in the lists and on the board, as it would once published; without a
 * preview, every answer is the API's.
 */
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
const realFetch = global.fetch;
const answer = (body: unknown) => ({ ok: true, status: 200, json: async () => body }) as Response;
const shelfAnswer = (items: Notice[], total = items.length, page = 1) => answer({ items, total, page, pageSize: 10, changedAt: null });
const ids = (items: Notice[]) => items.map((notice) => notice.id);

const published = aNotice({ id: 5, publishFrom: '2026-11-20T03:30:00.000Z' });
const newer = aNotice({ id: 7, title: { en: 'Sports day', hi: '' }, publishFrom: '2026-11-22T03:30:00.000Z' });
const older = aNotice({ id: 3, title: { en: 'Fee dates', hi: '' }, publishFrom: '2026-11-18T03:30:00.000Z' });
const drafted = { ...published, title: { en: 'Winter timings, from Monday', hi: '' }, body: { en: 'School opens at 10:00.', hi: '' } };
const newOne = aNotice({ id: 0, title: { en: 'Exam timetable', hi: '' }, publishFrom: '2026-11-23T03:30:00.000Z' });

beforeEach(() => {
  setConfig({ API_URL: 'http://api.test/api', SchoolCode: '83181', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } });
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  draftPreview.end();
});
afterAll(() => {
  global.fetch = realFetch;
  draftPreview.end();
});

describe('a notice’s own page', () => {
  test('is the draft’s notice, without asking the API; another notice is the published one', async () => {
    draftPreview.start({ draftId: 2, type: 'notice', notice: drafted, current: published });
    await expect(getNotice(5)).resolves.toEqual(drafted);
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValue(answer(newer));
    await expect(getNotice(7)).resolves.toEqual(newer);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('a new notice’s preview is at number 0, which is no notice’s without one', async () => {
    draftPreview.start({ draftId: 2, type: 'notice', notice: newOne, current: null });
    await expect(getNotice(0)).resolves.toEqual(newOne);
    draftPreview.end();
    await expect(getNotice(0)).rejects.toBeInstanceOf(NoticeNotFound);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the lists', () => {
  const current = { shelf: 'current', category: null, page: 1 } as const;

  test('a changed notice shows in place of the published one, the count unchanged', async () => {
    fetchMock.mockResolvedValue(shelfAnswer([newer, published, older]));
    draftPreview.start({ draftId: 2, type: 'notice', notice: drafted, current: published });
    const page = await getNoticePage(current);
    expect(ids(page.items)).toEqual([7, 5, 3]);
    expect(page.items[1]!.title.en).toBe('Winter timings, from Monday');
    expect(page.total).toBe(3);
  });

  test('a new notice joins the list by its date, and the count; not under another category, nor in the archive', async () => {
    draftPreview.start({ draftId: 2, type: 'notice', notice: newOne, current: null });
    fetchMock.mockResolvedValue(shelfAnswer([newer, published, older]));
    const page = await getNoticePage(current);
    expect(ids(page.items)).toEqual([0, 7, 5, 3]);
    expect(page.total).toBe(4);
    fetchMock.mockResolvedValue(shelfAnswer([]));
    await expect(getNoticePage({ ...current, category: 'tender' })).resolves.toMatchObject({ items: [], total: 0 });
    await expect(getNoticePage({ ...current, shelf: 'archive' })).resolves.toMatchObject({ items: [], total: 0 });
  });

  test('a page it does not fall on keeps its notices, and counts it', async () => {
    draftPreview.start({ draftId: 2, type: 'notice', notice: newOne, current: null });
    const second = Array.from({ length: 10 }, (_, index) => aNotice({ id: 100 + index, publishFrom: `2026-10-${String(20 - index).padStart(2, '0')}T03:30:00.000Z` }));
    fetchMock.mockResolvedValue(shelfAnswer(second, 25, 2));
    const page = await getNoticePage({ ...current, page: 2 });
    expect(ids(page.items)).toEqual(ids(second));
    expect(page.total).toBe(26);
  });

  test('a draft that makes a notice expire takes it from the current list to the archive', async () => {
    const expiring = { ...drafted, expireOn: '2026-11-23T00:00:00.000Z' };
    draftPreview.start({ draftId: 2, type: 'notice', notice: expiring, current: published });
    fetchMock.mockResolvedValue(shelfAnswer([newer, published, older]));
    await expect(getNoticePage(current)).resolves.toMatchObject({ items: [newer, older], total: 2 });
    const gone = aNotice({ id: 9, expireOn: '2026-11-21T00:00:00.000Z' });
    fetchMock.mockResolvedValue(shelfAnswer([gone]));
    const archive = await getNoticePage({ ...current, shelf: 'archive' });
    expect(ids(archive.items)).toEqual([5, 9]);
    expect(archive.total).toBe(2);
  });

  test('without a preview, the list is the API’s', async () => {
    fetchMock.mockResolvedValue(shelfAnswer([newer, published, older]));
    await expect(getNoticePage(current)).resolves.toMatchObject({ items: [newer, published, older], total: 3 });
  });
});

test('the home page’s board has the new notice among the latest, as many as ever', async () => {
  const eight = Array.from({ length: 8 }, (_, index) => aNotice({ id: 20 + index, publishFrom: `2026-11-${String(22 - index).padStart(2, '0')}T03:30:00.000Z` }));
  fetchMock.mockResolvedValue(answer({ items: eight }));
  draftPreview.start({ draftId: 2, type: 'notice', notice: newOne, current: null });
  const board = await getNoticeBoard();
  expect(ids(board.items)).toEqual([0, ...ids(eight).slice(0, 7)]);
});

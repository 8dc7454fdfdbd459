import { setConfig } from '@school/shared';
import { aNotice, aNoticeInput } from '@school/shared/contracts/notice-test-data';
import { noticeAsPublished } from './notice-as-published';

/** The notice a draft would publish, as the public pages draw it in the draft's preview (decision 013). */
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
const realFetch = global.fetch;
const NOW = '2026-11-26T10:00:00.000Z';
const KEPT = 'uploads/83181/pages/0b6f0c1e-4a8e-4c55-9d38-2f5e8d1b7a10.pdf';
const ADDED = 'uploads/83181/pages/5d0e7c4b-1f2a-4b3c-8d9e-0a1b2c3d4e5f.webp';

/** A draft of a circular: its texts and dates differ from aNotice's, which the tests' stored notice keeps. */
const input = aNoticeInput({
  category: 'circular',
  title: { en: 'Winter timings, from Monday', hi: 'शीतकालीन समय' },
  body: { en: 'School opens at 10:00.', hi: '' },
  date: '2026-11-25',
  publishFrom: '2026-11-26T03:30:00.000Z',
  attachments: [
    { title: { en: 'Timetable', hi: '' }, path: KEPT },
    { title: { en: 'Bus routes', hi: '' }, path: ADDED },
  ],
});

beforeEach(() => {
  setConfig({ API_URL: 'http://api.test/api', SchoolCode: '83181', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } });
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterAll(() => (global.fetch = realFetch));

const stored = (bytes: string | null, status = 200) => ({ ok: status < 300, status, headers: new Headers(bytes === null ? {} : { 'content-length': bytes }) }) as Response;

test('a changed notice: the draft’s fields, the circular’s number kept, a kept file’s size from the notice, a new file’s from the stored file', async () => {
  const current = aNotice({ id: 5, category: 'circular', circularNumber: 2, circularYear: 2026, attachments: [{ title: { en: 'Old title', hi: '' }, path: KEPT, format: 'PDF', bytes: 2048 }] });
  fetchMock.mockResolvedValue(stored('30720'));
  const notice = await noticeAsPublished(input, 5, current, NOW);
  expect(notice).toEqual({
    ...input,
    id: 5,
    attachments: [
      { title: { en: 'Timetable', hi: '' }, path: KEPT, format: 'PDF', bytes: 2048 },
      { title: { en: 'Bus routes', hi: '' }, path: ADDED, format: 'WebP', bytes: 30720 },
    ],
    status: 'published',
    circularNumber: 2,
    circularYear: 2026,
    updatedAt: NOW,
    publishedAt: current.publishedAt,
  });
  // Only the file the notice did not have was asked about, at its public address.
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock).toHaveBeenCalledWith(`/${ADDED}`, { method: 'HEAD' });
});

test('a new notice is number 0, published now, and a new circular shows no number before it has one', async () => {
  const notice = await noticeAsPublished({ ...input, attachments: [] }, null, null, NOW);
  expect(notice).toMatchObject({ id: 0, status: 'published', circularNumber: null, circularYear: null, publishedAt: NOW, updatedAt: NOW });
  expect(fetchMock).not.toHaveBeenCalled();
});

test('a file that is no longer stored stops the preview, saying so', async () => {
  fetchMock.mockResolvedValue(stored(null, 404));
  await expect(noticeAsPublished(input, null, null, NOW)).rejects.toThrow('An attachment of the draft could not be found. Upload it again in the draft.');
});

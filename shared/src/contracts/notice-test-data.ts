import type { Notice, NoticeInput } from './notices';

/**
 * A notice as a school admin's form sends it (NoticeInput, the Add and Update calls' input), for
 * the tests of what is done with one: nothing attached, no end; each test says what differs.
 * Test data only: no app's code imports it.
 */
export function aNoticeInput(fields: Partial<NoticeInput> = {}): NoticeInput {
  return {
    category: 'notice',
    title: { en: 'Winter timings', hi: '' },
    body: { en: 'School opens at 9:30.', hi: '' },
    date: '2026-11-20',
    publishFrom: '2026-11-20T03:30:00.000Z',
    expireOn: null,
    attachments: [],
    ...fields,
  };
}

/**
 * A notice as the API answers it, for the tests of every screen that shows notices (the public
 * pages' and the school admin's): aNoticeInput's, published, with nothing attached; each test
 * says what differs. Test data only: no app's code imports it.
 */
export function aNotice(fields: Partial<Notice> = {}): Notice {
  return {
    ...aNoticeInput(),
    id: 1,
    attachments: [],
    status: 'published',
    circularNumber: null,
    circularYear: null,
    updatedAt: '2026-11-20T03:00:00.000Z',
    publishedAt: '2026-11-20T03:00:00.000Z',
    ...fields,
  };
}

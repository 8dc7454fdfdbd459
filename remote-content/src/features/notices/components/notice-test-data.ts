import type { Notice } from '@school/shared/contracts/notices';

/** A published notice as the API answers it; each test says what differs. */
export function aNotice(fields: Partial<Notice> = {}): Notice {
  return {
    id: 1,
    category: 'notice',
    title: { en: 'Winter timings', hi: '' },
    body: { en: 'School opens at 9:30.', hi: '' },
    date: '2026-11-20',
    publishFrom: '2026-11-20T03:30:00.000Z',
    expireOn: null,
    attachments: [],
    status: 'published',
    circularNumber: null,
    circularYear: null,
    updatedAt: '2026-11-20T03:00:00.000Z',
    publishedAt: '2026-11-20T03:00:00.000Z',
    ...fields,
  };
}

export const NOW = Date.parse('2026-11-24T06:00:00.000Z');
export const DAY_MS = 24 * 60 * 60 * 1000;

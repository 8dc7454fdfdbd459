import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { circularYearOf, type Attachment, type NoticeCategory } from '@school/shared/contracts/notices';
import type { Database } from '../db/schema.js';

/**
 * DEMO_CONTENT=1: a few notices of the demo school, each saying it is a demo, dated around the
 * moment of the seed so the board shows them: current ones (one a circular, numbered 1 of its
 * year; one with a PDF from the demo media), one expired (in the archive) and one draft. The
 * second demo school has none.
 */

const DAY = 24 * 60 * 60 * 1000;

interface DemoNotice {
  category: NoticeCategory;
  title: { en: string; hi: string };
  body: { en: string; hi: string };
  /** Days before the seed it was published; negative: later. */
  daysAgo: number;
  /** Days after the seed it expires; null: never. */
  expiresIn: number | null;
  status: 'draft' | 'published';
  /** A PDF of api/seed/media and its title. */
  pdf?: { file: string; title: { en: string; hi: string } };
}

const NOTICES: DemoNotice[] = [
  {
    category: 'notice',
    title: { en: 'Demo notice: Annual sports day', hi: 'डेमो सूचना: वार्षिक खेल दिवस' },
    body: {
      en: 'This is a demo notice. The annual sports day is held on the school ground; parents are welcome.\n\nStudents come in their house colours.',
      hi: 'यह एक डेमो सूचना है। वार्षिक खेल दिवस विद्यालय के मैदान में आयोजित होगा; अभिभावकों का स्वागत है।',
    },
    daysAgo: 2,
    expiresIn: 30,
    status: 'published',
  },
  {
    category: 'circular',
    title: { en: 'Demo circular: Winter school timings', hi: 'डेमो परिपत्र: शीतकालीन विद्यालय समय' },
    body: { en: 'This is a demo circular. From next week the school day starts half an hour later.', hi: '' },
    daysAgo: 1,
    expiresIn: null,
    status: 'published',
  },
  {
    category: 'admission',
    title: { en: 'Demo notice: Admissions for the new session', hi: '' },
    body: { en: 'This is a demo notice. The academic calendar of the session is attached.', hi: '' },
    daysAgo: 10,
    expiresIn: null,
    status: 'published',
    pdf: { file: 'pages/academic-calendar.pdf', title: { en: 'Demo academic calendar', hi: 'डेमो शैक्षणिक कैलेंडर' } },
  },
  {
    category: 'result',
    title: { en: 'Demo notice: Half-yearly examination results', hi: '' },
    body: { en: 'This is a demo notice whose time has passed: it is in the archive.', hi: '' },
    daysAgo: 40,
    expiresIn: -5,
    status: 'published',
  },
  {
    category: 'notice',
    title: { en: 'Demo notice: Parent-teacher meeting (draft)', hi: '' },
    body: { en: 'This is a demo draft: only the school admin sees it.', hi: '' },
    daysAgo: -3,
    expiresIn: null,
    status: 'draft',
  },
];

type PlaceFile = (schoolCode: string, folder: string, file: string, name?: string) => Promise<string>;

/** Writes the demo school's notices, placing their attachments as uploads (uploads/<code>/pages/<uuid>.pdf). */
export async function seedDemoNotices(db: Kysely<Database>, schoolId: number, schoolCode: string, place: PlaceFile, dataDir: string): Promise<void> {
  const now = Date.now();
  const seededAt = new Date(now).toISOString();
  const year = circularYearOf(seededAt);
  let circulars = 0;
  for (const notice of NOTICES) {
    const attachments: Attachment[] = [];
    if (notice.pdf) {
      const stored = await place(schoolCode, 'pages', notice.pdf.file, `${randomUUID()}.pdf`);
      attachments.push({ title: notice.pdf.title, path: stored, format: 'PDF', bytes: (await stat(path.join(dataDir, stored))).size });
    }
    const publishFrom = new Date(now - notice.daysAgo * DAY).toISOString();
    const numbered = notice.category === 'circular' && notice.status === 'published';
    if (numbered) circulars++;
    await db
      .insertInto('notices')
      .values({
        school_id: schoolId,
        category: notice.category,
        title_en: notice.title.en,
        title_hi: notice.title.hi,
        body_en: notice.body.en,
        body_hi: notice.body.hi,
        notice_date: publishFrom.slice(0, 10),
        publish_from: publishFrom,
        expire_on: notice.expiresIn === null ? null : new Date(now + notice.expiresIn * DAY).toISOString(),
        attachments: JSON.stringify(attachments),
        status: notice.status,
        circular_number: numbered ? circulars : null,
        circular_year: numbered ? year : null,
        created_at: seededAt,
        updated_at: seededAt,
        published_at: notice.status === 'published' ? seededAt : null,
      })
      .execute();
  }
  if (circulars) await db.insertInto('notice_circular_counters').values({ school_id: schoolId, year, last_number: circulars }).execute();
}

import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { circularYearOf, type Attachment, type NoticeCategory } from '@school/shared/contracts/notices';
import type { Database } from '../db/schema.js';
import type { FileStore } from '../uploads/file-store.js';

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

type Words = { en: string; hi?: string };

/**
 * A demo notice, its title saying it is a demo ("Demo notice: …", "Demo circular: …", and so in
 * Hindi where it has a Hindi title); published and never expiring unless told.
 */
function demoNotice(category: NoticeCategory, title: Words, body: Words, daysAgo: number, more: Partial<Pick<DemoNotice, 'expiresIn' | 'status' | 'pdf'>> = {}): DemoNotice {
  const label = category === 'circular' ? { en: 'Demo circular', hi: 'डेमो परिपत्र' } : { en: 'Demo notice', hi: 'डेमो सूचना' };
  return {
    category,
    title: { en: `${label.en}: ${title.en}`, hi: title.hi ? `${label.hi}: ${title.hi}` : '' },
    body: { en: body.en, hi: body.hi ?? '' },
    daysAgo,
    expiresIn: null,
    status: 'published',
    ...more,
  };
}

const NOTICES: DemoNotice[] = [
  demoNotice(
    'notice',
    { en: 'Annual sports day', hi: 'वार्षिक खेल दिवस' },
    {
      en: 'This is a demo notice. The annual sports day is held on the school ground; parents are welcome.\n\nStudents come in their house colours.',
      hi: 'यह एक डेमो सूचना है। वार्षिक खेल दिवस विद्यालय के मैदान में आयोजित होगा; अभिभावकों का स्वागत है।',
    },
    2,
    { expiresIn: 30 },
  ),
  demoNotice('circular', { en: 'Winter school timings', hi: 'शीतकालीन विद्यालय समय' }, { en: 'This is a demo circular. From next week the school day starts half an hour later.' }, 1),
  demoNotice('admission', { en: 'Admissions for the new session' }, { en: 'This is a demo notice. The academic calendar of the session is attached.' }, 10, {
    pdf: { file: 'pages/academic-calendar.pdf', title: { en: 'Demo academic calendar', hi: 'डेमो शैक्षणिक कैलेंडर' } },
  }),
  demoNotice('result', { en: 'Half-yearly examination results' }, { en: 'This is a demo notice whose time has passed: it is in the archive.' }, 40, { expiresIn: -5 }),
  demoNotice('notice', { en: 'Parent-teacher meeting (draft)' }, { en: 'This is a demo draft: only the school admin sees it.' }, -3, { status: 'draft' }),
];

type PlaceFile = (schoolCode: string, folder: string, file: string, name?: string) => Promise<string>;

/** Writes the demo school's notices, placing their attachments as uploads (uploads/<code>/pages/<uuid>.pdf). */
export async function seedDemoNotices(db: Kysely<Database>, schoolId: number, schoolCode: string, place: PlaceFile, store: FileStore): Promise<void> {
  const now = Date.now();
  const seededAt = new Date(now).toISOString();
  const year = circularYearOf(seededAt);
  let circulars = 0;
  for (const notice of NOTICES) {
    const attachments: Attachment[] = [];
    if (notice.pdf) {
      const stored = await place(schoolCode, 'pages', notice.pdf.file, `${randomUUID()}.pdf`);
      attachments.push({ title: notice.pdf.title, path: stored, format: 'PDF', bytes: (await store.stat(stored))?.bytes ?? 0 });
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

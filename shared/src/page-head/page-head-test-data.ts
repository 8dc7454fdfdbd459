import { StoredSchoolProfileSchema } from '../contracts/school-profile';
import type { Site } from '../contracts/site';
import type { EventRecord } from '../contracts/records';

/**
 * A school as GET /Site answers it, for the tests of the page head: a full profile, which each
 * test changes where it needs to. Test data only: no app's code imports it.
 */

export const ORIGIN = 'https://kvschool.example.in';
export const API_URL = 'https://api.example.in/api';

export const LOGO_PATH = 'uploads/school.1/pages/11111111-2222-3333-4444-555555555555.webp';
export const BANNER_PATH = 'uploads/school.1/pages/66666666-7777-8888-9999-000000000000.webp';

export function aSite(profile: Record<string, unknown> = {}, fields: Partial<Site> = {}): Site {
  return {
    schoolCode: 'KV001',
    schoolName: 'Kendriya Vidyalaya No. 1',
    demoContent: false,
    profile: StoredSchoolProfileSchema.parse({
      nameHi: 'केन्द्रीय विद्यालय क्रमांक 1',
      address: { en: 'Sector 8, R.K. Puram\nNew Delhi', hi: 'सेक्टर 8, आर.के. पुरम\nनई दिल्ली' },
      pinCode: '110022',
      phone: '011-26171234',
      email: 'kv1@example.in',
      logo: { path: LOGO_PATH, width: 256, height: 256, alt: { en: 'The school’s crest', hi: '' } },
      ...profile,
    }),
    ...fields,
  };
}

export function anEvent(fields: Partial<EventRecord> = {}): EventRecord {
  return {
    activityGalleryid: 7,
    title: 'Annual sports day',
    activityDate: '2026-10-17T09:00:00.000Z',
    description: 'Races and relays on the school ground.',
    img1: 'uploads/school.1/events/a.webp',
    img2: null,
    img3: 'uploads/school.1/events/c.webp',
    img4: null,
    img5: null,
    img6: null,
    img7: null,
    img8: null,
    video1: null,
    video2: null,
    video3: null,
    video4: null,
    active: true,
    schoolId: 1,
    schoolCode: 'KV001',
    createdBy: null,
    lastModifiedBy: null,
    createdDate: '2026-10-17T10:00:00.000Z',
    lastModifiedDate: '2026-10-17T10:00:00.000Z',
    ...fields,
  };
}

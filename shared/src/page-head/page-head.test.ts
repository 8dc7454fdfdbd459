/**
 * @jest-environment node
 */
// The renderer calls pageHead in Node: these tests run where there is no window or document.
import { aNotice } from '../contracts/notice-test-data';
import type { Attachment } from '../contracts/notices';
import { API_URL, BANNER_PATH, LOGO_PATH, ORIGIN, aSite, anEvent } from './page-head-test-data';
import { pageHead, type PageHead, type PageHeadInput } from './page-head';

const PICTURE_PATH = 'uploads/school.1/pages/aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee.webp';
const PDF_PATH = 'uploads/school.1/pages/ffffffff-bbbb-cccc-dddd-eeeeeeeeeeee.pdf';

const attachment = (fields: Partial<Attachment>): Attachment => ({ title: { en: 'Timetable', hi: '' }, path: PDF_PATH, format: 'PDF', bytes: 1000, ...fields });

const headOf = (input: Partial<PageHeadInput> = {}): PageHead =>
  pageHead({ pathname: '/principalMessage', language: 'en', origin: ORIGIN, site: aSite(), heading: "Principal's Message", apiUrl: API_URL, ...input });

const tag = (tags: PageHead['openGraph'], key: string) => tags.find((found) => found.key === key)?.content;
const graph = (head: PageHead) => head.jsonLd['@graph'] as Record<string, unknown>[];
const nodeOf = (head: PageHead, type: string) => graph(head).find((node) => node['@type'] === type);

describe('a notice’s page', () => {
  const winter = aNotice({
    id: 12,
    title: { en: 'Winter timings', hi: 'सर्दियों का समय' },
    attachments: [attachment({}), attachment({ title: { en: 'The new bell times', hi: '' }, path: PICTURE_PATH, format: 'WebP' })],
    updatedAt: '2026-11-21T08:00:00.000Z',
  });
  const noticeHead = (notice = winter, language: 'en' | 'hi' = 'en') => headOf({ pathname: '/notices/12', heading: 'Winter timings', language, data: { kind: 'notice', notice } });

  test('its preview is titled by the notice and shows its first picture, not a PDF before it', () => {
    const head = noticeHead();
    expect(head.title).toBe('Winter timings | Kendriya Vidyalaya No. 1');
    expect(tag(head.openGraph, 'og:title')).toBe('Winter timings');
    expect(tag(head.openGraph, 'og:type')).toBe('article');
    expect(tag(head.openGraph, 'og:image')).toBe(`https://api.example.in/${PICTURE_PATH}`);
    expect(tag(head.openGraph, 'og:image:alt')).toBe('The new bell times');
    expect(tag(head.openGraph, 'og:site_name')).toBe('Kendriya Vidyalaya No. 1');
    expect(tag(head.twitter, 'twitter:card')).toBe('summary_large_image');
    expect(tag(head.twitter, 'twitter:image')).toBe(`https://api.example.in/${PICTURE_PATH}`);
  });

  test('a notice without a picture shows the school’s logo', () => {
    const head = noticeHead(aNotice({ attachments: [attachment({})] }));
    expect(tag(head.openGraph, 'og:image')).toBe(`https://api.example.in/${LOGO_PATH}`);
    expect(tag(head.openGraph, 'og:image:width')).toBe('256');
  });

  test('is an Article of the school, published when the public first saw it and changed when saved later', () => {
    expect(nodeOf(noticeHead(), 'Article')).toEqual({
      '@type': 'Article',
      '@id': `${ORIGIN}/notices/12#article`,
      headline: 'Winter timings',
      inLanguage: 'en-IN',
      url: `${ORIGIN}/notices/12`,
      mainEntityOfPage: `${ORIGIN}/notices/12`,
      datePublished: '2026-11-20T03:30:00.000Z',
      dateModified: '2026-11-21T08:00:00.000Z',
      image: `https://api.example.in/${PICTURE_PATH}`,
      author: { '@id': `${ORIGIN}/#school` },
      publisher: { '@id': `${ORIGIN}/#school` },
    });
    expect(tag(noticeHead().openGraph, 'article:published_time')).toBe('2026-11-20T03:30:00.000Z');
  });

  test('a notice saved only before it went public has no modification date', () => {
    expect(nodeOf(noticeHead(aNotice({ updatedAt: '2026-11-20T03:00:00.000Z' })), 'Article')).not.toHaveProperty('dateModified');
  });

  test('in Hindi it is titled in Hindi, and says the English of a title the school wrote only in English', () => {
    expect(tag(noticeHead(winter, 'hi').openGraph, 'og:title')).toBe('सर्दियों का समय');
    expect(nodeOf(noticeHead(winter, 'hi'), 'Article')).toMatchObject({ headline: 'सर्दियों का समय', inLanguage: 'hi-IN' });
    expect(nodeOf(noticeHead(aNotice(), 'hi'), 'Article')).toMatchObject({ headline: 'Winter timings', inLanguage: 'en-IN' });
  });

  test('is described by the start of its text, plain', () => {
    const head = noticeHead(aNotice({ body: { en: 'From Monday:\n\n- School opens at 9:30.\n- It closes at 3:30.', hi: '' } }));
    expect(head.description).toBe('From Monday: School opens at 9:30. It closes at 3:30.');
    expect(tag(head.openGraph, 'og:description')).toBe(head.description);
  });

  test('a notice without text is described by its title and the school', () => {
    expect(noticeHead(aNotice({ body: { en: '', hi: '' } })).description).toBe('Winter timings, on the website of Kendriya Vidyalaya No. 1, Sector 8, R.K. Puram, New Delhi 110022.');
  });

  test('a long text is cut after a whole word, within 160 characters', () => {
    const body = `${'Parents are requested to '.repeat(6)}collect the report cards.`;
    const { description } = noticeHead(aNotice({ body: { en: body, hi: '' } }));
    expect(Array.from(description).length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/…$/);
    const shown = description.slice(0, -1);
    expect(body.startsWith(shown)).toBe(true);
    // The next character of the text after what is shown is a space: no word was cut in half.
    expect(body[shown.length]).toBe(' ');
  });
});

describe('every page', () => {
  test('a Hindi page’s canonical address says ?lang=hi, and it names both languages, English by default', () => {
    const head = headOf({ language: 'hi', heading: 'प्रधानाचार्य का संदेश' });
    expect(head.canonical).toBe(`${ORIGIN}/principalMessage?lang=hi`);
    expect(head.alternates).toEqual([
      { hreflang: 'en', href: `${ORIGIN}/principalMessage` },
      { hreflang: 'hi', href: `${ORIGIN}/principalMessage?lang=hi` },
      { hreflang: 'x-default', href: `${ORIGIN}/principalMessage` },
    ]);
    expect(tag(head.openGraph, 'og:url')).toBe(head.canonical);
    expect(tag(head.openGraph, 'og:locale')).toBe('hi_IN');
    expect(tag(head.openGraph, 'og:site_name')).toBe('केन्द्रीय विद्यालय क्रमांक 1');
    // The title is the client's, which names the school as the provider's list does.
    expect(head.title).toBe('प्रधानाचार्य का संदेश | Kendriya Vidyalaya No. 1');
  });

  test('an English page’s canonical address is its path alone, even given an origin with a slash', () => {
    const head = headOf({ origin: `${ORIGIN}/` });
    expect(head.canonical).toBe(`${ORIGIN}/principalMessage`);
    expect(tag(head.openGraph, 'og:type')).toBe('website');
    expect(tag(head.openGraph, 'og:locale')).toBe('en_IN');
  });

  test('the canonical address stays on the site’s origin, whatever path it is given', () => {
    expect(headOf({ pathname: 'evil.example/x' }).canonical).toBe(`${ORIGIN}/evil.example/x`);
    expect(headOf({ pathname: '//evil.example/x#top' }).canonical).toBe(`${ORIGIN}/evil.example/x`);
    expect(headOf({ pathname: '/notices', language: 'hi' }).alternates[1]).toEqual({ hreflang: 'hi', href: `${ORIGIN}/notices?lang=hi` });
  });

  test('the heading’s spaces are those the client’s title has', () => {
    expect(headOf({ heading: '  Principal’s\n   Message ' }).title).toBe('Principal’s Message | Kendriya Vidyalaya No. 1');
  });

  test('a page without text of its own is described by the school and where it is', () => {
    expect(headOf().description).toBe("Principal's Message, on the website of Kendriya Vidyalaya No. 1, Sector 8, R.K. Puram, New Delhi 110022.");
    expect(headOf({ pathname: '/', heading: 'मुखपृष्ठ', language: 'hi' }).description).toBe('केन्द्रीय विद्यालय क्रमांक 1, सेक्टर 8, आर.के. पुरम, नई दिल्ली 110022 की वेबसाइट।');
  });

  test('the School has the profile’s address, contact and pages elsewhere', () => {
    const site = aSite({ social: [{ name: 'Facebook', url: 'https://facebook.example/kv1' }] });
    expect(nodeOf(headOf({ site }), 'School')).toEqual({
      '@type': 'School',
      '@id': `${ORIGIN}/#school`,
      name: 'Kendriya Vidyalaya No. 1',
      alternateName: 'केन्द्रीय विद्यालय क्रमांक 1',
      url: `${ORIGIN}/`,
      address: { '@type': 'PostalAddress', streetAddress: 'Sector 8, R.K. Puram, New Delhi', postalCode: '110022', addressCountry: 'IN' },
      telephone: '011-26171234',
      email: 'kv1@example.in',
      logo: { '@type': 'ImageObject', url: `https://api.example.in/${LOGO_PATH}`, width: 256, height: 256, caption: 'The school’s crest' },
      sameAs: ['https://facebook.example/kv1'],
    });
  });

  test('a profile without address, PIN, phone, e-mail or logo leaves them out, never empty or made up', () => {
    const site = aSite({ address: { en: '', hi: '' }, pinCode: '', phone: '', email: '', logo: undefined, nameHi: '' });
    const head = headOf({ site });
    expect(nodeOf(head, 'School')).toEqual({ '@type': 'School', '@id': `${ORIGIN}/#school`, name: 'Kendriya Vidyalaya No. 1', url: `${ORIGIN}/` });
    expect(head.description).toBe("Principal's Message, on the website of Kendriya Vidyalaya No. 1.");
    expect(tag(head.openGraph, 'og:image')).toBeUndefined();
    expect(tag(head.twitter, 'twitter:card')).toBe('summary');
    expect(tag(head.twitter, 'twitter:image')).toBeUndefined();
  });

  test('the home page’s preview shows its first banner picture', () => {
    const site = aSite({ banner: [{ path: '', width: 0, height: 0 }, { path: BANNER_PATH, width: 1600, height: 500, alt: { en: 'The school building', hi: '' } }] });
    const head = headOf({ pathname: '/', heading: 'Home', site });
    expect(head.title).toBe('Home | Kendriya Vidyalaya No. 1');
    expect(tag(head.openGraph, 'og:image')).toBe(`https://api.example.in/${BANNER_PATH}`);
    expect(tag(head.openGraph, 'og:image:alt')).toBe('The school building');
    // Another page of the same school shows the logo.
    expect(tag(headOf({ site }).openGraph, 'og:image')).toBe(`https://api.example.in/${LOGO_PATH}`);
  });

  test('media addressed by a path-only API_URL are on the site’s own origin', () => {
    expect(tag(headOf({ apiUrl: '/api' }).openGraph, 'og:image')).toBe(`${ORIGIN}/${LOGO_PATH}`);
  });

  test('a demo school’s pages ask not to be indexed; a real school’s do not', () => {
    expect(headOf({ site: aSite({}, { demoContent: true }) }).robots).toBe('noindex');
    expect(headOf().robots).toBeNull();
  });
});

test('the photo gallery has an Event, at the school, for each event', () => {
  const head = headOf({ pathname: '/photos', heading: 'Photo Gallery', data: { kind: 'events', events: [anEvent(), anEvent({ activityGalleryid: 8, title: 'Science fair', description: '', img1: null, img3: null })] } });
  const events = graph(head).filter((node) => node['@type'] === 'Event');
  const place = { '@type': 'School', '@id': `${ORIGIN}/#school`, name: 'Kendriya Vidyalaya No. 1', address: nodeOf(head, 'School')?.address };
  expect(events).toEqual([
    {
      '@type': 'Event',
      name: 'Annual sports day',
      description: 'Races and relays on the school ground.',
      startDate: '2026-10-17T09:00:00.000Z',
      location: place,
      organizer: { '@id': `${ORIGIN}/#school` },
      image: ['https://api.example.in/uploads/school.1/events/a.webp', 'https://api.example.in/uploads/school.1/events/c.webp'],
    },
    { '@type': 'Event', name: 'Science fair', startDate: '2026-10-17T09:00:00.000Z', location: place, organizer: { '@id': `${ORIGIN}/#school` } },
  ]);
});

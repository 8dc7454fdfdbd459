import { PAGES, type PageKind } from '@school/shared/contracts/pages';
import { healthScore } from '@school/shared/contracts/health';
import { checkSchool } from './checks';
import { missingPage } from './content-checks';
import { NOTHING_OUTSIDE, type Outside } from './outside';
import type { SchoolData, VersionData } from './school-data';

/** The checks on a school's data alone, each edge once; health.test.ts walks them through the API. */
const NOW = Date.parse('2026-12-05T06:00:00Z');

function school({ pages = {}, versions = {}, notices = [], profile = {} }: { pages?: Partial<Record<PageKind, unknown>>; versions?: Partial<Record<PageKind, unknown[]>>; notices?: SchoolData['notices']; profile?: unknown } = {}): SchoolData {
  const states = new Map(Object.entries(pages).map(([kind, content]) => [kind as PageKind, { updatedAt: '2026-12-01T00:00:00Z', content: PAGES[kind as PageKind].schema.parse(content) as Record<string, unknown>, filled: true }]));
  const history = new Map(Object.entries(versions).map(([kind, bodies]) => [kind as PageKind, bodies!.map((body, index): VersionData => ({ version: index + 1, body, publishedAt: `2026-11-0${index + 1}T00:00:00Z` }))]));
  return { schoolId: 1, hostNames: ['school.example'], pages: states, profile: { content: profile, updatedAt: null }, notices, versions: history };
}

const checks = (data: SchoolData, outside: Outside = NOTHING_OUTSIDE, now = NOW) => checkSchool(data, outside, now).map((found) => `${found.check} ${found.subject}: ${found.detail}`);

test('a link to the site leads to a page, a written optional page, or a published notice', () => {
  const data = school({ pages: { sports: {} }, notices: [{ id: 7, title: 'T', date: '2026-12-01', expireOn: null, attachments: [] }] });
  expect(missingPage('/contact', data)).toBe('');
  expect(missingPage('/Contact/?lang=hi#map', data)).toBe('');
  expect(missingPage('/notices/7', data)).toBe('');
  expect(missingPage('/notices/8', data)).toBe('No published notice has this number');
  expect(missingPage('/aboutSahid', data)).toBe('This page is not written yet');
  expect(missingPage('/search', data)).toBe('');
  expect(missingPage('/nowhere', data)).toBe('No page of this site has this address');
  expect(missingPage('//evil.example/contact', data)).toBe('Not a page of this site');
});

test('a certificate is reported without its last day, within 30 days of it, and after it', () => {
  const document = 'uploads/school.1/pages/00000000-0000-0000-0000-000000000000.pdf';
  const at = (validUntil: string) => checks(school({ pages: { disclosureDocuments: { fireSafety: { document, issuedOn: '2025-01-01', validUntil } } } })).filter((line) => line.includes('fireSafety'));
  expect(at('')).toEqual(['certificateUndated disclosureDocuments:fireSafety.validUntil: No last day of validity given']);
  expect(at('2027-01-05')).toEqual([]);
  expect(at('2027-01-04')).toEqual(['certificateExpiring disclosureDocuments:fireSafety.validUntil: Ends on 2027-01-04']);
  expect(at('2026-12-05')).toEqual(['certificateExpiring disclosureDocuments:fireSafety.validUntil: Ends on 2026-12-05']);
  expect(at('2026-12-04')).toEqual(['certificateExpired disclosureDocuments:fireSafety.validUntil: Ended on 2026-12-04']);
});

test('a notice with no end is reported 90 days after its date; one with an end never', () => {
  const notice = (date: string, expireOn: string | null = null) => ({ id: 1, title: 'Holiday', date, expireOn, attachments: [] });
  expect(checks(school({ notices: [notice('2026-09-06')] })).filter((line) => line.startsWith('notice'))).toEqual([]);
  expect(checks(school({ notices: [notice('2026-09-05')] })).filter((line) => line.startsWith('notice'))).toEqual(['noticeNotArchived notice:1: Dated 2026-09-05, with no end']);
  expect(checks(school({ notices: [notice('2020-01-01', '2020-02-01T00:00:00Z')] })).filter((line) => line.startsWith('notice'))).toEqual([]);
});

test('links’ words, pictures’ descriptions: vague words in either language, a page’s pictures without a description as one finding, a logo beside its name excused', () => {
  const photo = { path: 'uploads/school.1/pages/00000000-0000-0000-0000-000000000001.webp', width: 10, height: 10 };
  const found = checks(
    school({
      pages: {
        links: { links: [{ label: { en: 'SWAYAM', hi: 'यहाँ क्लिक करें' }, url: 'https://swayam.gov.in', logo: { ...photo, alt: { en: '', hi: '' } } }] },
        gallery: { pictures: [{ ...photo, alt: { en: 'Sports day', hi: '' } }, { ...photo, alt: { en: 'Prize day', hi: 'पुरस्कार दिवस' } }, { ...photo, alt: { en: '', hi: '' } }] },
      },
    }),
  );
  expect(found.filter((line) => /^(vague|picture)/.test(line))).toEqual(['vagueLinkText links:links.0.url: “यहाँ क्लिक करें”', 'pictureNoDescription gallery: No description in Hindi (and 1 more pictures on this page)']);
});

test('languages: English changed after its Hindi is reported, a Hindi mended alone is not, a text in one language only is', () => {
  const principal = (en: string, hi: string) => ({ message: { en, hi } });
  const behind = school({ pages: { principal: principal('New', 'पुराना') }, versions: { principal: [principal('Old', 'पुराना'), principal('New', 'पुराना')] } });
  expect(checks(behind).filter((line) => line.startsWith('language'))).toEqual(['languageBehind principal:message: English changed on 2026-11-02; Hindi not since']);
  const mended = school({ pages: { principal: principal('Old', 'नया') }, versions: { principal: [principal('Old', 'पुराना'), principal('Old', 'नया')] } });
  expect(checks(mended).filter((line) => line.startsWith('language'))).toEqual([]);
  const together = school({ pages: { principal: principal('New', 'नया') }, versions: { principal: [principal('Old', 'पुराना'), principal('New', 'नया')] } });
  expect(checks(together).filter((line) => line.startsWith('language'))).toEqual([]);
  const english = school({ pages: { principal: principal('Only English', '') } });
  expect(checks(english).filter((line) => line.startsWith('language'))).toEqual(['languageBehind principal: No Hindi yet']);
});

test('the site: an address that does not answer, a certificate ending within 14 days', () => {
  const sites = (certificateEnds: string | null, failure: string | null = null): Outside => ({ ...NOTHING_OUTSIDE, sites: new Map([['school.example', { failure, certificateEnds }]]) });
  expect(checks(school(), sites('2026-12-30T00:00:00Z')).filter((line) => line.startsWith('site'))).toEqual([]);
  expect(checks(school(), sites('2026-12-18T00:00:00Z')).filter((line) => line.startsWith('site'))).toEqual(['siteCertificate school.example: Ends on 2026-12-18T00:00:00Z']);
  expect(checks(school(), sites(null, 'Does not answer')).filter((line) => line.startsWith('site'))).toEqual(['siteAddress school.example: Does not answer']);
});

test('the score takes each check’s weight once, however many findings it has', () => {
  expect(healthScore([])).toBe(100);
  expect(healthScore([{ check: 'internalLink' }, { check: 'internalLink' }, { check: 'pdfNoText' }])).toBe(100 - 15 - 6);
  expect(healthScore(['internalLink', 'externalLink', 'disclosureMissing', 'certificateExpired', 'siteCertificate', 'siteAddress', 'pdfNoText', 'languageBehind'].map((check) => ({ check: check as 'pdfNoText' })))).toBe(0);
});

import { SITE_MAP_PAGES, UNMAPPED_PUBLIC_ROUTES } from '@school/shared/contracts/site-map';
import { isOptionalPage } from '@school/shared/contracts/page-kinds';
import { PAGES } from '@school/shared/contracts/pages';
import { SchoolProfileSchema } from '@school/shared/contracts/school-profile';
import { fieldsIn, objectAt, type FieldAt } from '@school/shared/contracts/page-walk';
import { BROKEN_LINK_NIGHTS } from '@school/shared/contracts/health';
import { fixAt, noticeFix, onePerPage, textOf, type ContentSource, type Found } from './found.js';
import type { SchoolData } from './school-data.js';
import type { Outside } from './outside.js';

/** A field of the school's content with where it is: a page's, or the profile's. */
export interface SourcedField extends FieldAt {
  source: ContentSource;
}

const { logo, banner, social } = SchoolProfileSchema.shape;

/** Every field of the school's published pages and of its profile's pictures and links. */
export function contentFields(data: SchoolData): SourcedField[] {
  const pages = [...data.pages].flatMap(([kind, state]) => (state.content ? fieldsIn(PAGES[kind].schema.shape, state.content).map((field) => ({ ...field, source: kind as ContentSource })) : []));
  const profile = fieldsIn({ logo, banner, social }, data.profile.content).map((field) => ({ ...field, source: 'profile' as const }));
  return [...pages, ...profile];
}

/** A link's address, if the field is a link with one. */
const addressOf = (field: SourcedField): string => (field.info.widget === 'plain' && field.info.link ? textOf(field.value) : '');

const found = (field: SourcedField, check: Found['check'], detail: string, cause = detail): Found => ({
  check,
  subject: `${field.source}:${field.path}`,
  where: `${field.source === 'profile' ? 'Settings' : PAGES[field.source].title} › ${field.label}`,
  detail,
  fix: fixAt(field.source, field.path),
  cause,
});

const ORIGIN = 'https://school.invalid';

/** Why a path of the site shows no page ('' when it shows one): unknown, or an optional page not written. */
export function missingPage(address: string, data: SchoolData): string {
  let path: string;
  try {
    const url = new URL(address, ORIGIN);
    if (url.origin !== ORIGIN) return 'Not a page of this site';
    path = decodeURIComponent(url.pathname).replace(/(.)\/+$/, '$1').toLowerCase();
  } catch {
    return 'Not a page of this site';
  }
  const page = SITE_MAP_PAGES.find((known) => known.path.toLowerCase() === path);
  if (page) {
    const optional = page.kinds.length > 0 && page.kinds.every(isOptionalPage);
    return optional && !page.kinds.some((kind) => data.pages.get(kind)?.filled) ? 'This page is not written yet' : '';
  }
  const notice = /^\/notices\/(\d+)$/.exec(path);
  if (notice) return data.notices.some((published) => published.id === Number(notice[1])) ? '' : 'No published notice has this number';
  return (UNMAPPED_PUBLIC_ROUTES as readonly string[]).includes(path) ? '' : 'No page of this site has this address';
}

/** Words of a link that say nothing of where it leads (GIGW: meaningful link text), in English and Hindi. */
const VAGUE = /^(click here|here|click|read more|more|link|this link|details|go|यहाँ क्लिक करें|यहां क्लिक करें|यहाँ|यहां|क्लिक करें|और पढ़ें|लिंक)$/i;

/** A link's own words: the `label` (or `name`) beside its address in the same item. */
function wordsOfLink(field: SourcedField, byPath: Map<string, SourcedField>): string[] {
  const stem = field.path.replace(/[^.]+$/, '');
  const words = byPath.get(`${field.source}:${stem}label`) ?? byPath.get(`${field.source}:${stem}name`);
  if (!words) return [];
  if (words.info.widget === 'plain') return [textOf(words.value)];
  const { en, hi } = objectAt(words.value);
  return [textOf(en), textOf(hi)];
}

/** The useful links' logos stand beside their names, so the site shows them without a description. */
const decorative = (field: SourcedField) => field.source === 'links' && /\.logo$/.test(field.path);

/** The checks of what staff wrote: links, pictures, documents. */
export function contentChecks(data: SchoolData, outside: Outside): Found[] {
  const fields = contentFields(data);
  const byPath = new Map(fields.map((field) => [`${field.source}:${field.path}`, field]));
  const findings: Found[] = [];
  const undescribed: Found[] = [];
  for (const field of fields) {
    const address = addressOf(field);
    if (address.startsWith('/')) {
      const why = missingPage(address, data);
      if (why) findings.push(found(field, 'internalLink', `${address}: ${why}`, address));
    } else if (address) {
      const state = outside.links.get(address);
      if (state && !state.ok && state.failedNights >= BROKEN_LINK_NIGHTS) findings.push(found(field, 'externalLink', `${address} (${state.answer})`, address));
    }
    if (address) {
      const vague = wordsOfLink(field, byPath).find((words) => VAGUE.test(words));
      if (vague) findings.push(found(field, 'vagueLinkText', `“${vague}”`));
    }
    if (field.info.widget === 'picture' && !decorative(field)) {
      const picture = objectAt(field.value);
      const alt = objectAt(picture.alt);
      const missing = [textOf(alt.en) ? '' : 'English', textOf(alt.hi) ? '' : 'Hindi'].filter(Boolean);
      if (textOf(picture.path) && missing.length > 0) {
        const where = { ...field, path: `${field.path}.alt.${textOf(alt.en) ? 'hi' : 'en'}` };
        undescribed.push({ ...found(where, 'pictureNoDescription', `No description in ${missing.join(' or ')}`, `${textOf(picture.path)}|${missing}`), subject: `${field.source}:${field.path}` });
      }
    }
    if (field.info.widget === 'pdf' && outside.files.get(textOf(field.value)) === false) findings.push(found(field, 'pdfNoText', fileName(textOf(field.value)), textOf(field.value)));
  }
  findings.push(...onePerPage(undescribed, 'pictures'));
  for (const notice of data.notices) {
    for (const [index, attachment] of notice.attachments.entries()) {
      if (outside.files.get(attachment.path) !== false) continue;
      findings.push({
        check: 'pdfNoText',
        subject: `notice:${notice.id}:${index}`,
        where: `Notice “${notice.title}” › Attachment ${index + 1}`,
        detail: attachment.title || fileName(attachment.path),
        fix: noticeFix(notice.id),
        cause: attachment.path,
      });
    }
  }
  return findings;
}

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** Every outside address the school's content links to (the night's link check tries them). */
export function outsideLinks(data: SchoolData): string[] {
  return [...new Set(contentFields(data).map(addressOf).filter((address) => /^https?:\/\//i.test(address)))];
}

/** Every PDF the school publishes (its pages' and its notices'), for the text check. */
export function publishedPdfs(data: SchoolData): string[] {
  const pages = contentFields(data).flatMap((field) => (field.info.widget === 'pdf' && textOf(field.value) ? [textOf(field.value)] : []));
  const notices = data.notices.flatMap((notice) => notice.attachments.map((attachment) => attachment.path).filter((path) => path.endsWith('.pdf')));
  return [...new Set([...pages, ...notices])];
}

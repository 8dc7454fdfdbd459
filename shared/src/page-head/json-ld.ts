import type { Language } from '../i18n/language';
import { say } from '../i18n/say';
import { IMAGE_FIELDS, type EventRecord } from '../contracts/records';
import type { PublicNotice } from '../contracts/notices';
import type { Site } from '../contracts/site';
import { addressLines, schoolNameIn } from './page-text';
import { logoOf, type PagePicture } from './page-picture';

type Node = Record<string, unknown>;

/** The languages as schema.org's inLanguage names them (BCP 47). */
const LANGUAGE_TAGS: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Only what the school has said: a property without a value is left out, never sent empty. */
function known(node: Node): Node {
  return Object.fromEntries(Object.entries(node).filter(([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)));
}

const validTime = (text: string) => (text && !Number.isNaN(Date.parse(text)) ? text : undefined);

/** The School of every page, named by `@id` where another node refers to it. */
export const schoolId = (origin: string) => `${origin}/#school`;

function postalAddress(site: Site, language: Language): Node | undefined {
  const street = addressLines(site, language).join(', ');
  const postalCode = site.profile.pinCode;
  if (!street && !postalCode) return undefined;
  // A PIN code is India's, and the platform is India's government schools' (docs/product.md).
  return known({ '@type': 'PostalAddress', streetAddress: street, postalCode, addressCountry: 'IN' });
}

const imageObject = (picture: PagePicture | null) =>
  picture ? known({ '@type': 'ImageObject', url: picture.url, width: picture.width || undefined, height: picture.height || undefined, caption: picture.alt }) : undefined;

/** The school, as every page presents it: its name, address and contact from its profile. */
export function schoolNode(site: Site, language: Language, origin: string, media: (path: string) => string): Node {
  const name = schoolNameIn(site, language);
  const otherName = name === site.schoolName ? site.profile.nameHi : site.schoolName;
  return known({
    '@type': 'School',
    '@id': schoolId(origin),
    name,
    alternateName: otherName,
    url: `${origin}/`,
    address: postalAddress(site, language),
    telephone: site.profile.phone,
    email: site.profile.email,
    logo: imageObject(logoOf(site, language, media)),
    sameAs: site.profile.social.map((link) => link.url).filter(Boolean),
  });
}

/** A notice's page as an Article of the school: its title, when it was published and changed, its picture. */
export function articleNode(notice: PublicNotice, language: Language, canonical: string, origin: string, picture: PagePicture | null): Node {
  const headline = say(notice.title, language);
  const published = validTime(notice.publishFrom);
  // A notice saved before it went public was not changed after: only a later save is a modification.
  const modified = published && validTime(notice.updatedAt) && Date.parse(notice.updatedAt) > Date.parse(published) ? notice.updatedAt : undefined;
  return known({
    '@type': 'Article',
    '@id': `${canonical}#article`,
    headline: headline.text,
    inLanguage: LANGUAGE_TAGS[headline.lang ?? language],
    url: canonical,
    mainEntityOfPage: canonical,
    datePublished: published,
    dateModified: modified,
    image: picture?.url,
    author: { '@id': schoolId(origin) },
    publisher: { '@id': schoolId(origin) },
  });
}

/**
 * Each event of the gallery, held at the school, with its pictures. The place is the school
 * node's name and address as well as its `@id`, for readers that do not follow references.
 */
export function eventNodes(events: readonly EventRecord[], school: Node, media: (path: string) => string): Node[] {
  const place = known({ '@type': 'School', '@id': school['@id'], name: school.name, address: school.address });
  return events.map((event) =>
    known({
      '@type': 'Event',
      name: event.title,
      description: event.description,
      startDate: validTime(event.activityDate),
      location: place,
      organizer: { '@id': school['@id'] },
      image: IMAGE_FIELDS.map((field) => event[field]?.trim()).filter((path): path is string => Boolean(path)).map(media),
    }),
  );
}

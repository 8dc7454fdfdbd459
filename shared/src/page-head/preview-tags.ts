import type { Language } from '../i18n/language';
import type { MetaTag } from './head';
import type { PagePicture } from './page-picture';

const OG_LOCALES: Record<Language, string> = { en: 'en_IN', hi: 'hi_IN' };

/** What a shared link's preview shows of the page. */
export interface Preview {
  title: string;
  description: string;
  url: string;
  siteName: string;
  language: Language;
  picture: PagePicture | null;
  /** A notice's page is an article, published when the public first saw it. */
  published: string | null;
}

/** The Open Graph tags of a page (WhatsApp's, Facebook's previews): a picture's size and description where known. */
export function openGraphTags({ title, description, url, siteName, language, picture, published }: Preview): MetaTag[] {
  const tags: MetaTag[] = [
    { key: 'og:type', content: published === null ? 'website' : 'article' },
    { key: 'og:title', content: title },
    { key: 'og:description', content: description },
    { key: 'og:url', content: url },
    { key: 'og:site_name', content: siteName },
    { key: 'og:locale', content: OG_LOCALES[language] },
    { key: 'og:locale:alternate', content: OG_LOCALES[language === 'en' ? 'hi' : 'en'] },
  ];
  if (picture) {
    tags.push({ key: 'og:image', content: picture.url });
    if (picture.width && picture.height) tags.push({ key: 'og:image:width', content: String(picture.width) }, { key: 'og:image:height', content: String(picture.height) });
    if (picture.alt) tags.push({ key: 'og:image:alt', content: picture.alt });
  }
  if (published) tags.push({ key: 'article:published_time', content: published });
  return tags;
}

/** The Twitter card of a page: a large picture when it has one. */
export function twitterTags({ title, description, picture }: Preview): MetaTag[] {
  const tags: MetaTag[] = [
    { key: 'twitter:card', content: picture ? 'summary_large_image' : 'summary' },
    { key: 'twitter:title', content: title },
    { key: 'twitter:description', content: description },
  ];
  if (picture) tags.push({ key: 'twitter:image', content: picture.url });
  if (picture?.alt) tags.push({ key: 'twitter:image:alt', content: picture.alt });
  return tags;
}

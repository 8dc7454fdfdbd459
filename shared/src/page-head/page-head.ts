import { say } from '../i18n/say';
import { hindiPath } from '../contracts/site-map';
import type { MetaTag, PageHead, PageHeadInput } from './head';
import { articleNode, eventNodes, schoolNode } from './json-ld';
import { schoolNameIn, schoolSentence, textStart } from './page-text';
import { mediaAddress, pagePicture } from './page-picture';

/*
 * The head of every public page (decision 014): what its title, description, addresses,
 * previews (Open Graph, Twitter) and schema.org data say, from the school's published data only.
 * Pure: the renderer calls it in Node and the host on a client navigation, so it reads no
 * window, document or module state (not even the current language: the input names it).
 */

export type { HeadLink, MetaTag, PageData, PageHead, PageHeadInput } from './head';
export { headHtml } from './head-html';

const OG_LOCALES = { en: 'en_IN', hi: 'hi_IN' } as const;

/** The page's title as use-page-title.ts makes it from the page's heading, so server and client agree. */
const titleOf = (heading: string, schoolName: string) => [heading.replace(/\s+/g, ' ').trim(), schoolName].filter(Boolean).join(' | ');

export function pageHead({ pathname, language, origin: givenOrigin, site, heading, apiUrl, data }: PageHeadInput): PageHead {
  const origin = new URL(givenOrigin).origin;
  const media = (path: string) => mediaAddress(apiUrl, origin, path);
  const notice = data?.kind === 'notice' ? data.notice : null;

  const english = `${origin}${pathname}`;
  const canonical = language === 'hi' ? `${origin}${hindiPath(pathname)}` : english;
  const title = titleOf(heading, site.schoolName);
  const noticeTitle = notice ? say(notice.title, language).text : '';
  const noticeText = notice ? textStart(say(notice.body, language).text) : '';
  const description = noticeText || schoolSentence(site, language, pathname === '/' ? null : noticeTitle || heading.replace(/\s+/g, ' ').trim() || null);
  const picture = pagePicture(site, language, media, pathname, notice);
  const shareTitle = noticeTitle || title;

  const openGraph: MetaTag[] = [
    { key: 'og:type', content: notice ? 'article' : 'website' },
    { key: 'og:title', content: shareTitle },
    { key: 'og:description', content: description },
    { key: 'og:url', content: canonical },
    { key: 'og:site_name', content: schoolNameIn(site, language) },
    { key: 'og:locale', content: OG_LOCALES[language] },
    { key: 'og:locale:alternate', content: OG_LOCALES[language === 'en' ? 'hi' : 'en'] },
  ];
  if (picture) {
    openGraph.push({ key: 'og:image', content: picture.url });
    if (picture.width && picture.height) openGraph.push({ key: 'og:image:width', content: String(picture.width) }, { key: 'og:image:height', content: String(picture.height) });
    if (picture.alt) openGraph.push({ key: 'og:image:alt', content: picture.alt });
  }
  if (notice?.publishFrom) openGraph.push({ key: 'article:published_time', content: notice.publishFrom });

  const twitter: MetaTag[] = [
    { key: 'twitter:card', content: picture ? 'summary_large_image' : 'summary' },
    { key: 'twitter:title', content: shareTitle },
    { key: 'twitter:description', content: description },
  ];
  if (picture) twitter.push({ key: 'twitter:image', content: picture.url });
  if (picture?.alt) twitter.push({ key: 'twitter:image:alt', content: picture.alt });

  const school = schoolNode(site, language, origin, media);
  const graph = [school];
  if (notice) graph.push(articleNode(notice, language, canonical, origin, picture));
  if (data?.kind === 'events') graph.push(...eventNodes(data.events, school, media));

  return {
    title,
    description,
    canonical,
    alternates: [
      { hreflang: 'en', href: english },
      { hreflang: 'hi', href: `${origin}${hindiPath(pathname)}` },
      { hreflang: 'x-default', href: english },
    ],
    openGraph,
    twitter,
    jsonLd: { '@context': 'https://schema.org', '@graph': graph },
    robots: site.demoContent ? 'noindex' : null,
  };
}

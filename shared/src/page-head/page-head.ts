import { say } from '../i18n/say';
import { hindiPath } from '../contracts/site-map';
import type { PageHead, PageHeadInput } from './head';
import { articleNode, eventNodes, schoolNode } from './json-ld';
import { schoolNameIn, schoolSentence, textStart } from './page-text';
import { mediaAddress, pagePicture } from './page-picture';
import { openGraphTags, twitterTags } from './preview-tags';

/*
 * The head of every public page (decision 014): what its title, description, addresses,
 * previews (Open Graph, Twitter) and schema.org data say, from the school's published data only.
 * Pure: the renderer calls it in Node and the host on a client navigation, so it reads no
 * window, document or module state (not even the current language: the input names it).
 */

export type { HeadLink, MetaTag, PageData, PageHead, PageHeadInput } from './head';
export { headHtml } from './head-html';
export { replacePageHead } from './head-dom';

/** The page's name as use-page-title.ts reads it from the page's heading: its spaces as one. */
const pageNameOf = (heading: string) => heading.replace(/\s+/g, ' ').trim();

/**
 * The head of a public page: its title and description, its address in each language, the tags
 * of a shared link's preview, and schema.org JSON-LD, from the school's published data only.
 * Throws on an origin that is no URL.
 */
export function pageHead({ pathname, language, origin: givenOrigin, site, heading, apiUrl, data }: PageHeadInput): PageHead {
  const origin = new URL(givenOrigin).origin;
  // Always a path on this origin: text without its "/" would run into the host name, and a #hash names no other page.
  const path = `/${pathname.split('#')[0]?.replace(/^\/+/, '') ?? ''}`;
  const media = (file: string) => mediaAddress(apiUrl, origin, file);
  const notice = data?.kind === 'notice' ? data.notice : null;

  const english = `${origin}${path}`;
  const hindi = `${origin}${hindiPath(path)}`;
  const canonical = language === 'hi' ? hindi : english;
  const pageName = pageNameOf(heading);
  // The title the client's use-page-title.ts sets, so the server's equals it.
  const title = [pageName, site.schoolName].filter(Boolean).join(' | ');
  const noticeTitle = notice ? say(notice.title, language).text : '';
  const noticeText = notice ? textStart(say(notice.body, language).text) : '';
  const description = noticeText || schoolSentence(site, language, path === '/' ? null : noticeTitle || pageName || null);
  const picture = pagePicture(site, language, media, path, notice);
  const preview = {
    title: noticeTitle || title,
    description,
    url: canonical,
    siteName: schoolNameIn(site, language),
    language,
    picture,
    published: notice ? notice.publishFrom : null,
  };

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
      { hreflang: 'hi', href: hindi },
      { hreflang: 'x-default', href: english },
    ],
    openGraph: openGraphTags(preview),
    twitter: twitterTags(preview),
    jsonLd: { '@context': 'https://schema.org', '@graph': graph },
    robots: site.demoContent ? 'noindex' : null,
  };
}

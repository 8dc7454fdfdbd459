import { NOTICE_CATEGORY_NAMES, noticePath, type Notice } from '@school/shared/contracts/notices';

/** Text made safe for XML, inside an element or a double-quoted attribute; characters XML 1.0 forbids are dropped. */
const xml = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex -- these are exactly what XML 1.0 cannot hold
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** RSS dates are RFC 822 (RFC 1123's form): "Tue, 24 Nov 2026 10:00:00 GMT". */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

/** The first paragraph of a text, at most 500 characters: what a feed reader shows under the title. */
function summary(text: string): string {
  const first = text.trim().split(/\n\s*\n/)[0]?.replace(/\s+/g, ' ').trim() ?? '';
  return first.length > 500 ? `${first.slice(0, 499)}…` : first;
}

export type FeedLanguage = 'en' | 'hi';

const CHANNEL = {
  en: { title: (school: string) => `${school}: Notices`, description: (school: string) => `The current notices and circulars of ${school}.`, language: 'en-IN' },
  hi: { title: (school: string) => `${school}: सूचनाएँ`, description: (school: string) => `${school} की वर्तमान सूचनाएँ और परिपत्र।`, language: 'hi-IN' },
} as const;

/** The school's words in the feed's language, English where it has no Hindi. */
const say = (text: { en: string; hi: string }, language: FeedLanguage) => (language === 'hi' && text.hi.trim() ? text.hi : text.en);

/**
 * The RSS 2.0 feed of one school's site at `origin`: its current notices, newest first, each
 * linking to the notice's own page (noticePath). The Hindi feed (`language` 'hi') links to the
 * Hindi pages (?lang=hi) and says the titles in Hindi, English where the school wrote none.
 */
export function noticesRss(origin: string, schoolName: string, notices: readonly Notice[], language: FeedLanguage): string {
  const channel = CHANNEL[language];
  const address = (path: string) => `${origin}${path}${language === 'hi' ? '?lang=hi' : ''}`;
  const items = notices.map((notice) => {
    const link = address(noticePath(notice.id));
    const description = summary(say(notice.body, language));
    return [
      '<item>',
      `<title>${xml(say(notice.title, language))}</title>`,
      `<link>${xml(link)}</link>`,
      `<guid isPermaLink="true">${xml(link)}</guid>`,
      `<pubDate>${rfc822(notice.publishFrom)}</pubDate>`,
      `<category>${xml(NOTICE_CATEGORY_NAMES[notice.category][language])}</category>`,
      description ? `<description>${xml(description)}</description>` : '',
      '</item>',
    ].join('');
  });
  const latest = notices.reduce<string | null>((last, notice) => (!last || notice.publishFrom > last ? notice.publishFrom : last), null);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${xml(channel.title(schoolName))}</title>`,
    `<link>${xml(address('/notices'))}</link>`,
    `<description>${xml(channel.description(schoolName))}</description>`,
    `<language>${channel.language}</language>`,
    `<atom:link href="${xml(`${origin}/notices.rss${language === 'hi' ? '?lang=hi' : ''}`)}" rel="self" type="application/rss+xml"/>`,
    latest ? `<lastBuildDate>${rfc822(latest)}</lastBuildDate>` : '',
    ...items,
    '</channel>',
    '</rss>',
  ]
    .filter(Boolean)
    .join('\n')
    .concat('\n');
}

import type { Language } from '../i18n/language';
import type { EventRecord } from '../contracts/records';
import type { PublicNotice } from '../contracts/notices';
import type { Site } from '../contracts/site';

/**
 * The data of a page that its head tells about, besides the school: a notice's page
 * (/notices/:id, GET /Site/Notice/<id>) or the events of /photos (POST /School/Activity/GetAll).
 * The home page's picture is the profile's first banner, so it needs none.
 */
export type PageData = { kind: 'notice'; notice: PublicNotice } | { kind: 'events'; events: readonly EventRecord[] };

export interface PageHeadInput {
  /** The route's path, as the address has it: `/`, `/notices/12`. No query: the language is `language`. */
  pathname: string;
  language: Language;
  /** The site's origin, the request's host name: `https://kvschool.example.in` (a trailing slash is dropped). */
  origin: string;
  /** The school, as GET /Site answers it. */
  site: Site;
  /**
   * The page's name as its title shows it: its `<h1>`'s text (use-page-title.ts), or on `/` the
   * host's word for the home page (`title.home` of the host's catalog, in `language`).
   */
  heading: string;
  /**
   * config.json's API_URL: the API serves stored files without its /api, and a preview names
   * them there (page-picture.ts; a relative one is the site's own origin).
   */
  apiUrl: string;
  data?: PageData;
}

/** A tag of Open Graph (`<meta property>`, og:* and article:*) or of a Twitter card (`<meta name>`). */
export interface MetaTag {
  key: string;
  content: string;
}

export interface HeadLink {
  hreflang: 'en' | 'hi' | 'x-default';
  href: string;
}

/** Everything a public page's `<head>` says of it (decision 014, "The head of every public page"). */
export interface PageHead {
  /** `<page> | <school name>`, exactly as the host's use-page-title.ts sets it. */
  title: string;
  description: string;
  canonical: string;
  /** The page in each language, and which one a visitor of neither gets (English). */
  alternates: readonly HeadLink[];
  openGraph: readonly MetaTag[];
  twitter: readonly MetaTag[];
  /** One schema.org document (`@graph`): the School, and an Article or Events where the page has them. */
  jsonLd: Record<string, unknown>;
  /**
   * 'noindex' for a demo school, whose pages are made up. Its `<meta name="robots">` is the one
   * GET /Site/Head's fragment carries (shared/src/contracts/site-head.ts), which every page of the
   * school keeps, so headHtml does not write a second one.
   */
  robots: 'noindex' | null;
}

import type { Language } from '../i18n/language';
import { say } from '../i18n/say';
import type { PublicNotice } from '../contracts/notices';
import { mediaUrl } from '../contracts/media-address';
import type { Site } from '../contracts/site';

/** A picture a preview shows, at its absolute address; size and description where known. */
export interface PagePicture {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

/**
 * A stored file's absolute address on the API host, without its /api, where the API serves it
 * (a page loads it from its own address instead: mediaUrl). Absolute even when config.json
 * names the API by path only, because a preview or a search engine reads it from another site.
 */
export function mediaAddress(apiUrl: string, origin: string, path: string): string {
  return new URL(`${apiUrl.replace(/\/api\/?$/, '')}${mediaUrl(path)}`, `${origin}/`).href;
}

/** The school's logo, when it has one. */
export function logoOf(site: Site, language: Language, media: (path: string) => string): PagePicture | null {
  const { logo } = site.profile;
  if (!logo.path) return null;
  return { url: media(logo.path), alt: say(logo.alt, language).text, width: logo.width, height: logo.height };
}

/**
 * The picture that stands for the page in a preview: a notice's first picture (its first
 * attachment that is no PDF), the home page's first banner picture, else the school's logo;
 * null when the school has none of them.
 */
export function pagePicture(site: Site, language: Language, media: (path: string) => string, pathname: string, notice: PublicNotice | null): PagePicture | null {
  const attached = notice?.attachments.find((attachment) => attachment.format !== 'PDF' && attachment.path);
  if (attached) return { url: media(attached.path), alt: say(attached.title, language).text };
  const banner = pathname === '/' ? site.profile.banner.find((slide) => slide.path) : undefined;
  if (banner) return { url: media(banner.path), alt: say(banner.alt, language).text, width: banner.width, height: banner.height };
  return logoOf(site, language, media);
}

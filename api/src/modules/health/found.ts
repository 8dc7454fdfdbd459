import type { HealthCheck } from '@school/shared/contracts/health';
import type { PageKind } from '@school/shared/contracts/page-kinds';

/** What a check found: one finding of a school, before it is stored (repository.ts keeps its state). */
export interface Found {
  check: HealthCheck;
  /** What it is about, unique within its check for the school: `links:links.1.url`, `notice:12`. */
  subject: string;
  /** Where, as the editor labels it. */
  where: string;
  /** The thing itself: the address, the date, the file, the words. */
  detail: string;
  /** The admin screen (and field) that fixes it; '' where the school cannot (the provider's part). */
  fix: string;
  /** The value at fault: an accepted finding opens again once it changes. */
  cause: string;
}

/** A school's content the checks walk: a page by its kind, or the profile (Settings). */
export type ContentSource = PageKind | 'profile';

/** The screen and field that fix a value of a page or of the profile. */
export function fixAt(source: ContentSource, path: string): string {
  const field = `field=${encodeURIComponent(path)}`;
  return source === 'profile' ? `/Manage-Settings?${field}` : `/Manage-Pages/${source}?${field}`;
}

/** The notices screen, with a notice's editor open. */
export const noticeFix = (id: number) => `/Manage-Notices?edit=${id}`;

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A stored value as trimmed text: '' for anything that is not text (content is read as it is stored). */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Findings of one check on one page as one finding: the first named (its place, its fix), the
 * others counted. A page of forty pictures without a description is one thing to do, not forty
 * lines on the health screen. Accepted, it stays so until any of them changes.
 */
export function onePerPage(findings: readonly Found[], noun: string): Found[] {
  const pages = new Map<string, Found[]>();
  for (const finding of findings) {
    const page = `${finding.check}:${finding.subject.slice(0, finding.subject.indexOf(':'))}`;
    pages.set(page, [...(pages.get(page) ?? []), finding]);
  }
  return [...pages].map(([page, [first, ...others]]) => ({
    ...first!,
    subject: page.slice(page.indexOf(':') + 1),
    detail: others.length === 0 ? first!.detail : `${first!.detail} (and ${others.length} more ${noun} on this page)`,
    cause: [first!, ...others].map((finding) => finding.cause).join('\n'),
  }));
}

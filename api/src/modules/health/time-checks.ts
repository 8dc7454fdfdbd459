import { NOTICE_ARCHIVE_DAYS, REVIEW_DAYS } from '@school/shared/contracts/health';
import { PAGES } from '@school/shared/contracts/pages';
import { isoDay } from '@school/shared/dates';
import { noticeFix, type Found, DAY_MS } from './found.js';
import type { SchoolData } from './school-data.js';

/**
 * GIGW's time-sensitive content: a notice that still shows as current NOTICE_ARCHIVE_DAYS after
 * its date, with no day it ends (the site moves a notice to the archive when it ends), and a
 * page the school has not saved for REVIEW_DAYS, due for a review.
 */
export function timeChecks(data: SchoolData, now: number): Found[] {
  const findings: Found[] = [];
  const archiveBefore = isoDay(now - NOTICE_ARCHIVE_DAYS * DAY_MS);
  for (const notice of data.notices) {
    if (notice.expireOn !== null || notice.date >= archiveBefore) continue;
    findings.push({
      check: 'noticeNotArchived',
      subject: `notice:${notice.id}`,
      where: `Notice “${notice.title}”`,
      detail: `Dated ${notice.date}, with no end`,
      fix: noticeFix(notice.id),
      cause: notice.date,
    });
  }
  const reviewBefore = new Date(now - REVIEW_DAYS * DAY_MS).toISOString();
  for (const [kind, state] of data.pages) {
    if (!state.filled || state.updatedAt >= reviewBefore) continue;
    findings.push({
      check: 'pageNotReviewed',
      subject: `${kind}`,
      where: PAGES[kind].title,
      detail: `Last saved on ${isoDay(state.updatedAt)}`,
      fix: `/Manage-Pages/${kind}`,
      cause: state.updatedAt,
    });
  }
  return findings;
}

import { useState } from 'react';
import { Link, mediaUrl, say, useCatalog, type Translator } from '@school/shared';
import { circularReference, isNewNotice, NOTICE_CATEGORY_NAMES, noticePath } from '@school/shared/contracts/notice-values';
import type { Attachment, Notice } from '@school/shared/contracts/notices';
import { formatDay } from '@school/shared/dates';
import { Line } from '../../../ui/school-text';
import { noticesCatalog, type NOTICES_STRINGS } from '../notices-strings';

const KB = 1024;

/** The time a screen judges its notices by ("New", archived): when it was first drawn, or the one a test gives. */
export function useNow(given?: number): number {
  const [now] = useState(() => given ?? Date.now());
  return now;
}

/** "240 KB", "1.5 MB": a file's size in the language shown (its digits grouped as the language groups them). */
export function fileAmount({ t, formatNumber }: Pick<Translator<typeof NOTICES_STRINGS>, 't' | 'formatNumber'>, bytes: number): string {
  if (bytes < KB * KB) return t('notice.kilobytes', { amount: formatNumber(Math.max(1, Math.round(bytes / KB))) });
  return t('notice.megabytes', { amount: formatNumber(bytes / (KB * KB), { maximumFractionDigits: 1 }) });
}

/** The notice's date, as a <time>. */
export function NoticeDate({ date }: { date: string }) {
  const { locale } = useCatalog(noticesCatalog);
  // A YYYY-MM-DD day, not a moment: e.g. 24 November 2026, the same wherever the visitor is.
  const day = formatDay(date, { locale, month: 'long' });
  return day ? <time dateTime={date}>{day}</time> : null;
}

/**
 * What stands above a notice's title: its date, its category, its circular's number ("Circular
 * No. 3/2026") if it has one, "New" for the last days' notices (on the current lists), and on
 * the archive when it left the list.
 */
export function NoticeMeta({ notice, now, archived = false }: { notice: Notice; now: number; archived?: boolean }) {
  const { t, locale, language } = useCatalog(noticesCatalog);
  const reference = circularReference(notice);
  return (
    <p className="notice-meta">
      <NoticeDate date={notice.date} />
      <span className={`notice-category notice-category-${notice.category}`}>{NOTICE_CATEGORY_NAMES[notice.category][language]}</span>
      {reference && <span className="notice-reference">{t('notice.circular', { reference })}</span>}
      {!archived && isNewNotice(notice, now) && <strong className="notice-new">{t('notice.new')}</strong>}
      {archived && notice.expireOn && (
        <span className="notice-expired-on">{t('notice.expiredOn', { date: formatDay(notice.expireOn, { locale, month: 'long' }) })}</span>
      )}
    </p>
  );
}

/** The notice's title, a link to its own page. */
export function NoticeTitleLink({ notice }: { notice: Notice }) {
  const { text, lang } = say(notice.title);
  return (
    <Link to={noticePath(notice.id)} lang={lang}>
      {text}
    </Link>
  );
}

/** One attachment: a link named with its title, format and size, e.g. "Admission schedule (PDF, 240 KB)", opening in a new tab. */
export function AttachmentLink({ attachment }: { attachment: Attachment }) {
  const catalog = useCatalog(noticesCatalog);
  const { t } = catalog;
  return (
    <a className="notice-attachment" href={mediaUrl(attachment.path)} target="_blank" rel="noopener noreferrer">
      <Line value={attachment.title} /> {t('notice.details', { format: attachment.format, amount: fileAmount(catalog, attachment.bytes) })}
      <span className="ui-visually-hidden"> {t('notice.newTab')}</span>
    </a>
  );
}

/** A notice's attachments, each a link; nothing when it has none. Under its own heading on a notice's page; in a list, a list its name says. */
export function AttachmentList({ attachments, heading = false }: { attachments: Attachment[]; heading?: boolean }) {
  const { t } = useCatalog(noticesCatalog);
  if (attachments.length === 0) return null;
  const list = (
    <ul className="notice-attachment-list" aria-label={heading ? undefined : t('notice.attachments')}>
      {attachments.map((attachment) => (
        <li key={attachment.path}>
          <AttachmentLink attachment={attachment} />
        </li>
      ))}
    </ul>
  );
  if (!heading) return list;
  return (
    <>
      <h2 className="notice-attachments-title">{t('notice.attachments')}</h2>
      {list}
    </>
  );
}

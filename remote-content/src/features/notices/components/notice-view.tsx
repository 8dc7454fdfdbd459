import { useCallback } from 'react';
import { Link, prepareCatalog, say, useCatalog } from '@school/shared';
import { useLoad } from '@school/shared/use-load';
import { LoadFailed } from '@school/shared/ui/load-failed';
import { NotFound } from '@school/shared/ui/not-found';
import { noticeState } from '@school/shared/contracts/notice-values';
import type { Notice } from '@school/shared/contracts/notices';
import { PageArticle } from '../../../ui/page-article';
import { Paragraphs } from '../../../ui/school-text';
import { getNotice, NoticeNotFound } from '../api/get-notice';
import { noticePagesCatalog } from '../notice-pages-strings';
import { noticesCatalog } from '../notices-strings';
import { AttachmentList, NoticeMeta, useNow } from './notice-parts';
import './notices.css';

/**
 * /notices/:id: one notice in full, where the board, the lists and the RSS feed link. One the
 * public may not see (a draft, one not yet published, a deleted one, an address that is no
 * notice's) shows the site's "not found" page; an expired one shows, saying it is archived.
 */
export function NoticeView({ id, now: given }: { id: string; now?: number }) {
  // In Hindi, the strings of each notice shown (notice-parts.tsx, notices-strings.ts) are fetched
  // beside this page's own, not after them.
  void prepareCatalog(noticesCatalog);
  const now = useNow(given);
  // 0: a new notice's draft previewed in this tab (get-notice.ts); no published notice has it.
  const number = /^(0|[1-9]\d{0,9})$/.test(id) ? Number(id) : null;
  const load = useCallback((signal: AbortSignal) => (number === null ? Promise.reject(new NoticeNotFound()) : getNotice(number, signal)), [number]);
  const { data, loading, error, reload } = useLoad(load, { key: `notice:${id}` });
  const { t } = useCatalog(noticePagesCatalog);
  if (data) return <NoticeArticle notice={data} now={now} />;
  if (loading)
    return (
      <p className="page-loading" role="status">
        {t('notice.loading')}
      </p>
    );
  if (error instanceof NoticeNotFound) return <NoticeNotFoundPage />;
  return <LoadFailed message={t('notice.failed')} retry={t('list.retry')} onRetry={reload} />;
}

function NoticeArticle({ notice, now }: { notice: Notice; now: number }) {
  const { t } = useCatalog(noticePagesCatalog);
  const title = say(notice.title);
  const archived = noticeState(notice, now) === 'expired';
  return (
    <PageArticle className="notice-page" title={title.text} titleLang={title.lang} updatedAt={notice.updatedAt} still>
      <NoticeMeta notice={notice} now={now} archived={archived} />
      {archived && <p className="notice-expired">{t('notice.expired')}</p>}
      <Paragraphs value={notice.body} className="notice-body" />
      <AttachmentList attachments={notice.attachments} heading />
      <p className="notice-page-links">
        <Link to="/notices">{t('notice.allNotices')}</Link>
        <Link to="/notices/archive">{t('notice.archive')}</Link>
      </p>
    </PageArticle>
  );
}

/** The site's not-found page, in this remote's words, for a notice that is not public. */
function NoticeNotFoundPage() {
  const { t } = useCatalog(noticePagesCatalog);
  return <NotFound words={{ title: t('notFound.title'), text: t('notFound.text'), home: t('notFound.home') }} homePath="/" />;
}

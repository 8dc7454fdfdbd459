import { NOTICE_CATEGORY_NAMES, type NoticeInput } from '@school/shared/contracts/notices';
import { formatMoment } from '@school/shared/dates';
import '../../../ui/version-sides.css';

/** One notice's fields as a publisher compares them: each text in English and Hindi. */
function NoticeFields({ name, notice }: { name: string; notice: NoticeInput | null }) {
  return (
    <section className="version-side" aria-label={name}>
      <p className="version-side-name">{name}</p>
      {notice ? (
        <dl className="draft-review-meta">
          <dt>Category</dt>
          <dd>{NOTICE_CATEGORY_NAMES[notice.category].en}</dd>
          <dt>Title</dt>
          <dd>
            {notice.title.en}
            {notice.title.hi && <span lang="hi"> / {notice.title.hi}</span>}
          </dd>
          <dt>Date</dt>
          <dd>{notice.date.split('-').reverse().join('-')}</dd>
          <dt>Shown from</dt>
          <dd>{formatMoment(notice.publishFrom)}</dd>
          <dt>Expires</dt>
          <dd>{notice.expireOn ? formatMoment(notice.expireOn) : 'Never'}</dd>
          <dt>Text</dt>
          <dd className="draft-comment">
            {notice.body.en || 'Empty'}
            {notice.body.hi && <span lang="hi">{`\n${notice.body.hi}`}</span>}
          </dd>
          <dt>Attachments</dt>
          <dd>{notice.attachments.length ? notice.attachments.map((attachment) => attachment.title.en).join(', ') : 'None'}</dd>
        </dl>
      ) : (
        <p>Nothing yet: this is a new notice.</p>
      )}
    </section>
  );
}

/** A notice as visitors see it now (none for a new one) beside the draft's. */
export function NoticeSides({ current, drafted }: { current: NoticeInput | null; drafted: NoticeInput }) {
  return (
    <div className="ui-two-columns">
      <NoticeFields name="What visitors see now" notice={current} />
      <NoticeFields name="This draft" notice={drafted} />
    </div>
  );
}

import { NoticeManager } from '../features/notices/components/notice-manager';

/** /Manage-Notices: the school's notices and circulars, drafts and published. */
export function NoticesPage() {
  return (
    <div className="notices-admin-page">
      <h1>Notices</h1>
      <p className="notices-admin-intro">
        Notices and circulars for the site’s notice board, /notices and the RSS feed. A new notice is saved as a draft; Publish shows it to visitors from its “Publish
        from” time until its “Expire on” time, when it moves to the archive. A circular gets the next number of the year when it is published.
      </p>
      <NoticeManager />
    </div>
  );
}

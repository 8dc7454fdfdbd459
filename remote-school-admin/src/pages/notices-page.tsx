import { useSession } from '@school/shared';
import { NoticeManager } from '../features/notices/components/notice-manager';
import { useAddressParam } from '../ui/field-from-address';

/** /Manage-Notices: the school's notices and circulars, drafts and published. */
export function NoticesPage() {
  const editor = useSession().schoolRole === 'editor';
  // /Manage-Notices?edit=<id> (a site health finding's fix) opens that notice's editor.
  const editId = Number(useAddressParam('edit')) || null;
  return (
    <div className="notices-admin-page">
      <h1>Notices</h1>
      <p className="notices-admin-intro">
        Notices and circulars for the site’s notice board, /notices and the RSS feed. A new notice is saved as a draft; Publish shows it to visitors from its “Publish
        from” time until its “Expire on” time, when it moves to the archive. A circular gets the next number of the year when it is published.
        {editor && ' As an editor, what you add or change is saved as your draft: submit it on the Drafts screen, and a publisher publishes it.'}
      </p>
      <NoticeManager editId={editId} />
    </div>
  );
}

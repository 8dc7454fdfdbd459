import { errorMessage, useCatalog } from '@school/shared';
import { ServerHtml } from '@school/shared/ui/server-html';
import { AdminSlot } from '../ui/admin-slot';
import { getStaff } from '../features/staff/api/get-staff';
import { StaffTable } from '../features/staff/components/staff-table';
import { staffCatalog } from '../features/staff/staff-strings';
import { PublicListShown, usePublicList } from '../ui/public-list';
import './page.css';

/** Staff Details, /staffDetail, and with a school session /Manage-Staff (docs/product.md#public-lists). */
export function StaffPage() {
  const { t } = useCatalog(staffCatalog);
  // The spec's toast: the server's message, else the error's, else 'Failed to fetch staff details'.
  const { list: staff, reload } = usePublicList(getStaff, 'staff', (error) => errorMessage(error, t('staff.failed')));
  return (
    <>
      <div className="page-heading-row">
        <h1 className="page-title">{t('staff.title')}</h1>
        <AdminSlot name="staff.toolbar" reload={reload} />
      </div>
      <PublicListShown list={staff} kind="staff" loading={t('staff.loading')}>
        {/* Only read by a visitor (a school admin's controls come with a session, never to a hydrated page). */}
        {(shown) => (
          <ServerHtml>
            <StaffTable staff={shown} reload={reload} />
          </ServerHtml>
        )}
      </PublicListShown>
    </>
  );
}

import { useCallback } from 'react';
import { useCatalog } from '@school/shared';
import { useLoad } from '@school/shared/use-load';
import { AdminSlot } from '../ui/admin-slot';
import { loadStaff } from '../features/staff/api/staff-api';
import { StaffTable } from '../features/staff/components/staff-table';
import { contentCatalog } from '../i18n/content-strings';
import { ListLastUpdated } from '../ui/list-last-updated';
import './page.css';

/** Staff Details, /staffDetail, and with a school session /Manage-Staff (docs/product.md#public-lists). */
export function StaffPage() {
  const { t } = useCatalog(contentCatalog);
  const failed = t('staff.failed');
  // A switch of language loads the list again (its failure's toast in the new language); the
  // table stays on screen meanwhile, as it does while an admin's change reloads it.
  const { data: staff, reload } = useLoad(useCallback(() => loadStaff(failed), [failed]));
  return (
    <>
      <div className="page-heading-row">
        <h1 className="page-title">{t('staff.title')}</h1>
        <AdminSlot name="staff.toolbar" reload={reload} />
      </div>
      {staff ? (
        <StaffTable staff={staff} reload={reload} />
      ) : (
        <p className="page-message" role="status">
          {t('staff.loading')}
        </p>
      )}
      {staff && <ListLastUpdated kind="staff" list={staff} />}
    </>
  );
}

import { Suspense } from 'react';
import { AdminSlot } from '../features/admin-slot/admin-slot';
import { loadStaff } from '../features/staff/staff-api';
import { StaffTable } from '../features/staff/staff-table';
import { useReloadable } from '../hooks/use-reloadable';
import './page.css';

/** Staff Details, /staffDetail, and with a school session /Manage-Staff (spec section 2). */
export default function StaffPage() {
  const [request, reload] = useReloadable(loadStaff);
  return (
    <>
      <div className="page-heading-row">
        <h1 className="page-title">Staff Details</h1>
        <AdminSlot name="staff.toolbar" reload={reload} />
      </div>
      <Suspense
        fallback={
          <p className="staff-loading" role="status">
            Loading staff data...
          </p>
        }
      >
        <StaffTable request={request} reload={reload} />
      </Suspense>
    </>
  );
}

import { AdminSlot } from '../features/admin-slot/components/admin-slot';
import { loadStaff } from '../features/staff/api/staff-api';
import { StaffTable } from '../features/staff/components/staff-table';
import { useLoad } from '@school/shared/use-load';
import './page.css';

/** Staff Details, /staffDetail, and with a school session /Manage-Staff (spec section 2). */
export function StaffPage() {
  const { loading, data: staff, reload } = useLoad(loadStaff);
  return (
    <>
      <div className="page-heading-row">
        <h1 className="page-title">Staff Details</h1>
        <AdminSlot name="staff.toolbar" reload={reload} />
      </div>
      {loading || !staff ? (
        <p className="page-message" role="status">
          Loading staff data...
        </p>
      ) : (
        <StaffTable staff={staff} reload={reload} />
      )}
    </>
  );
}

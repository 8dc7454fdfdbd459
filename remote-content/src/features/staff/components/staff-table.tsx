import { mediaUrl, useCatalog } from '@school/shared';
import type { StaffRecord } from '@school/shared/contracts/records';
import type { DataTableColumn } from '@school/shared/ui/data-table';
import { staffCatalog } from '../staff-strings';
import { AdminSlot, useIsSchoolAdmin } from '../../../ui/admin-slot';
import { PublicTable } from '../../../ui/public-table';
import { formatDob, present } from './staff-format';
import placeholder from '../person-placeholder.svg';
import './staff-table.css';

interface StaffTableProps {
  staff: StaffRecord[];
  reload: () => void;
}

/** The staff list of docs/product.md#public-lists: NA for missing values, a placeholder for a missing picture. */
export function StaffTable({ staff, reload }: StaffTableProps) {
  const { t } = useCatalog(staffCatalog);
  const isAdmin = useIsSchoolAdmin();
  if (staff.length === 0) return <p className="ui-empty">{t('staff.empty')}</p>;

  const orNA = (value: string | number | null | undefined) => present(value) ?? t('staff.none');
  const link = (scheme: 'mailto' | 'tel', value: string | null | undefined) => (value ? <a href={`${scheme}:${value}`}>{value}</a> : t('staff.none'));
  const columns: DataTableColumn<StaffRecord>[] = [
    {
      id: 'picture',
      header: t('staff.picture'),
      cell: (member) => (
        <img
          className="staff-photo"
          src={member.profilePicUrl ? mediaUrl(member.profilePicUrl) : placeholder}
          alt={member.profilePicUrl ? member.fullName : t('staff.noPicture', { name: member.fullName })}
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
        />
      ),
    },
    { id: 'name', header: t('staff.name'), cell: (member) => orNA(member.fullName), rowHeader: true },
    { id: 'designation', header: t('staff.designation'), cell: (member) => orNA(member.designation) },
    { id: 'qualification', header: t('staff.qualification'), cell: (member) => orNA(member.qualification) },
    { id: 'email', header: t('staff.email'), cell: (member) => link('mailto', member.email) },
    { id: 'phone', header: t('staff.phone'), cell: (member) => link('tel', member.phone1) },
    { id: 'dob', header: t('staff.dob'), cell: (member) => formatDob(member.dob) ?? t('staff.none') },
  ];
  if (isAdmin) columns.push({ id: 'action', header: t('staff.action'), cell: (member) => <AdminSlot name="staff.row-actions" item={member} reload={reload} /> });
  return (
    <PublicTable className="staff-table" caption={t('staff.caption')} columns={columns} rows={staff} rowKey={(member) => member.schoolStaffId} />
  );
}

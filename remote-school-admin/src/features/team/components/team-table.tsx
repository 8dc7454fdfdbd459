import type { RowEditor } from '@school/shared/record-editor';
import type { TeamMember } from '@school/shared/contracts/team';
import { DataTable, textColumn, type DataTableColumn } from '@school/shared/ui/data-table';
import { roleLabel } from '../team-form-schema';

interface TeamTableProps {
  members: readonly TeamMember[];
  editor: RowEditor;
}

/** The school's users: name, username, role, status, with Edit. No Delete: a user who leaves is deactivated, so the audit log keeps naming them. */
export function TeamTable({ members, editor }: TeamTableProps) {
  const columns: DataTableColumn<TeamMember>[] = [
    textColumn('name', 'Full Name', (member) => member.fullName, { rowHeader: true }),
    textColumn('userName', 'Username', (member) => member.userName),
    { id: 'role', header: 'Role', cell: (member) => roleLabel(member.role), sortValue: (member) => member.role },
    {
      id: 'status',
      header: 'Status',
      cell: (member) => `${member.active ? 'Active' : 'Inactive'}${member.temporaryCredential ? ' · Temporary password' : ''}`,
      sortValue: (member) => (member.active ? 0 : 1),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (member) => (
        <button type="button" className="ui-button" aria-disabled={editor.pending(member.schoolUserId) !== undefined || undefined} onClick={() => void editor.edit(member.schoolUserId)}>
          Edit<span className="ui-visually-hidden"> {member.fullName}</span>
        </button>
      ),
    },
  ];
  return <DataTable caption="The school’s users" captionHidden columns={columns} rows={members} rowKey={(row) => row.schoolUserId} emptyText="No users yet" />;
}

import { useState } from 'react';
import { errorMessage, session } from '@school/shared';
import { encryptPassword } from '@school/shared/cipher';
import { listedRecord, useRecordEditor } from '@school/shared/record-editor';
import type { TeamMember } from '@school/shared/contracts/team';
import { useLoad } from '@school/shared/use-load';
import { LoadFailed } from '@school/shared/ui/load-failed';
import { DoneLine, LoadedList } from '@school/shared/ui/list-status';
import { RecordDialog } from '@school/shared/ui/record-dialog';
import { listTeam } from '../api/list-team';
import { saveTeamMember } from '../api/save-team-member';
import type { TeamFormOutput } from '../team-form-schema';
import { TeamForm } from './team-form';
import { TeamTable } from './team-table';
import { AddButton } from '../../../ui/add-button';

/**
 * The school's users in the house table. Add and Edit open the form in a RecordDialog; after a
 * save the list loads again and the line above it says what was done.
 */
export function TeamManager() {
  const team = useLoad(listTeam);
  const { data, reload } = team;
  const [done, setDone] = useState('');
  const editor = useRecordEditor<TeamMember>({
    fetch: async (id) => listedRecord(data, id, (member) => member.schoolUserId),
    afterSave: reload,
    fetchFailed: console.error,
  });
  const ownId = session.schoolUserOwnId();

  return (
    <div className="team-manager">
      <AddButton onClick={editor.add}>Add user</AddButton>
      <DoneLine text={done} />
      <LoadedList load={team} loadingText="Loading the school’s users…" failed={(latest) => <LoadFailed what={latest ? 'The latest list of users' : 'The school’s users'} onRetry={reload} />}>
        {(members) => <TeamTable members={members} editor={editor} />}
      </LoadedList>
      <RecordDialog
        editor={editor}
        titles={{ add: 'Add user', edit: 'Edit user' }}
        save={async ({ password, ...values }: TeamFormOutput, member) => {
          const saved = await saveTeamMember({ ...values, password: password ? encryptPassword(password) : '' }, member?.schoolUserId ?? null);
          setDone(member ? `${saved.fullName} is saved.` : `${saved.fullName} is added. Give them their username and password; they choose their own at the first login.`);
        }}
        failure={(failure) => {
          console.error(failure);
          return errorMessage(failure, 'The user could not be saved. Please try again.');
        }}
      >
        {(form) => <TeamForm {...form} ownId={ownId} />}
      </RecordDialog>
    </div>
  );
}

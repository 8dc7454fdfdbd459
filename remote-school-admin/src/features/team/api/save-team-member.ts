import { apiPost } from '@school/shared';
import type { TeamMember, TeamMemberInput } from '@school/shared/contracts/team';

/** POST /School/Team/Add (a new user), or /Update when it has an id: answers the user as stored. The password is already under the login cipher. */
export const saveTeamMember = (input: TeamMemberInput, id: number | null) =>
  id === null
    ? apiPost<TeamMember>('/School/Team/Add', input, { auth: 'school' })
    : apiPost<TeamMember>('/School/Team/Update', { schoolUserId: id, ...input }, { auth: 'school' });

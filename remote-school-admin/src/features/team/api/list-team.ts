import { apiPost } from '@school/shared';
import type { TeamMember } from '@school/shared/contracts/team';

/** POST /School/Team/GetAll: the users of the admin's school, active or not, by name. */
export const listTeam = (signal: AbortSignal) => apiPost<TeamMember[]>('/School/Team/GetAll', {}, { auth: 'school', signal });

import { apiPost } from '@school/shared';
import { HEALTH_CALLS, type AcceptFinding, type SchoolHealth } from '@school/shared/contracts/health';

/** POST /School/Health/Accept: the school accepts an open finding, with its reason; answers the health as it now is. */
export const acceptFinding = (acceptance: AcceptFinding) => apiPost<SchoolHealth>(HEALTH_CALLS.accept, acceptance, { auth: 'school' });

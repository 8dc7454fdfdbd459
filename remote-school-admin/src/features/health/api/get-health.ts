import { apiGet } from '@school/shared';
import { HEALTH_CALLS, type SchoolHealth } from '@school/shared/contracts/health';

/** GET /School/Health: the school's findings, open and accepted, its score and when it was last checked. */
export const getHealth = (signal: AbortSignal) => apiGet<SchoolHealth>(HEALTH_CALLS.school, { auth: 'school', signal });

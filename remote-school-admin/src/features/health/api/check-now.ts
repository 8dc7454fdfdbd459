import { apiPost } from '@school/shared';
import { HEALTH_CALLS, type SchoolHealth } from '@school/shared/contracts/health';

/** POST /School/Health/Check: asks for a check now (202, pending until it has run, within seconds). */
export const checkNow = () => apiPost<SchoolHealth>(HEALTH_CALLS.checkNow, {}, { auth: 'school' });

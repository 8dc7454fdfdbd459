import { apiPost } from '@school/shared';
import { HEALTH_CALLS, type ProviderHealth } from '@school/shared/contracts/health';

/** POST /Provider/Health/GetAll: every school's score, open findings by severity and worst checks. */
export const getHealthOverview = (signal: AbortSignal) => apiPost<ProviderHealth>(HEALTH_CALLS.provider, {}, { auth: 'provider', signal });

import { apiGet } from '@school/shared';
import { HEALTH_CALLS, type ProviderHealth } from '@school/shared/contracts/health';

/** GET /Provider/Health/GetAll: every school's score, open findings by severity and worst checks. */
export const getHealthOverview = (signal: AbortSignal) => apiGet<ProviderHealth>(HEALTH_CALLS.provider, { auth: 'provider', signal });

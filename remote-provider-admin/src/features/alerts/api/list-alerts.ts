import { apiPost } from '@school/shared';
import type { AlertList } from '@school/shared/contracts/alerts';

/** POST /Provider/Alert/GetAll: the alerts to every school, current and scheduled, then the latest ended. */
export const listAlerts = (signal: AbortSignal) => apiPost<AlertList>('/Provider/Alert/GetAll', {}, { auth: 'provider', signal });

import { apiPost } from '@school/shared';
import type { AlertList } from '@school/shared/contracts/alerts';

/** POST /School/Alert/GetAll: the school's alerts, current and scheduled, then the latest ended. */
export const listAlerts = (signal: AbortSignal) => apiPost<AlertList>('/School/Alert/GetAll', {}, { auth: 'school', signal });

import { apiPost } from '@school/shared';
import type { Alert } from '@school/shared/contracts/alerts';

/** POST /School/Alert/End: the alert ends now (a scheduled one never shows). */
export const endAlert = (id: number) => apiPost<Alert>('/School/Alert/End', { id }, { auth: 'school' });

import { apiPost } from '@school/shared';
import type { Alert } from '@school/shared/contracts/alerts';

/** POST /Provider/Alert/End: the alert stops showing now; answers it as ended. */
export const endAlert = (id: number) => apiPost<Alert>('/Provider/Alert/End', { id }, { auth: 'provider' });

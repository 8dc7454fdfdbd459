import { apiPost } from '@school/shared';
import type { PageStatus } from '@school/shared/contracts/pages';

/** POST /School/Page/GetAll: which pages the admin's school has filled in. */
export const pageStatuses = (signal: AbortSignal) => apiPost<PageStatus[]>('/School/Page/GetAll', {}, { auth: 'school', signal });

import { apiPost } from '@school/shared';
import type { StorageUse } from '@school/shared/contracts/storage';

/** POST /School/Storage/Get: what the admin's school's uploads take, and its quota. */
export const getStorageUse = (signal: AbortSignal) => apiPost<StorageUse>('/School/Storage/Get', {}, { auth: 'school', signal });

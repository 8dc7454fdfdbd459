import { apiPost } from '@school/shared';
import { NOTICE_ROUTES } from '@school/shared/contracts/notices';

/** POST /School/Notice/Delete: the notice and its attachments go. */
export const deleteNotice = (id: number) => apiPost<{ id: number }>(NOTICE_ROUTES.admin.delete, { id }, { auth: 'school' });

import { apiPost } from '@school/shared';
import { NOTICE_ROUTES, type Notice } from '@school/shared/contracts/notices';

/** POST /School/Notice/Publish: the draft is published; a circular gets its number then. */
export const publishNotice = (id: number) => apiPost<Notice>(NOTICE_ROUTES.admin.publish, { id }, { auth: 'school' });

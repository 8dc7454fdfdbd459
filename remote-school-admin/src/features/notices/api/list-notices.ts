import { apiPost } from '@school/shared';
import { NOTICE_ROUTES, type NoticeList } from '@school/shared/contracts/notices';

/** POST /School/Notice/GetAll: every notice of the admin's school, drafts too, newest date first. */
export const listNotices = (signal: AbortSignal) => apiPost<NoticeList>(NOTICE_ROUTES.admin.list, {}, { auth: 'school', signal });

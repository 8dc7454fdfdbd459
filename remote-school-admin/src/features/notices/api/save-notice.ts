import { apiPost } from '@school/shared';
import { NOTICE_ROUTES, type Notice, type NoticeInput } from '@school/shared/contracts/notices';

/** POST /School/Notice/Add (a new draft), or /Update when it has an id: answers the notice as stored. */
export const saveNotice = (input: NoticeInput, id: number | null) =>
  id === null ? apiPost<Notice>(NOTICE_ROUTES.admin.add, input, { auth: 'school' }) : apiPost<Notice>(NOTICE_ROUTES.admin.update, { id, ...input }, { auth: 'school' });

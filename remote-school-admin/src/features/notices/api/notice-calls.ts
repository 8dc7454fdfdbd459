import { apiPost } from '@school/shared';
import { NOTICE_ROUTES, type Notice, type NoticeInput, type NoticeList } from '@school/shared/contracts/notices';

const { admin } = NOTICE_ROUTES;

/** POST /School/Notice/GetAll: every notice of the admin's school, drafts too, newest date first. */
export const listNotices = (signal: AbortSignal) => apiPost<NoticeList>(admin.list, {}, { auth: 'school', signal });

/** POST /School/Notice/Add (a new draft), or /Update when it has an id: answers the notice as stored. */
export const saveNotice = (input: NoticeInput, id: number | null) =>
  id === null ? apiPost<Notice>(admin.add, input, { auth: 'school' }) : apiPost<Notice>(admin.update, { id, ...input }, { auth: 'school' });

/** POST /School/Notice/Publish: the draft is published; a circular gets its number then. */
export const publishNotice = (id: number) => apiPost<Notice>(admin.publish, { id }, { auth: 'school' });

export const deleteNotice = (id: number) => apiPost<{ id: number }>(admin.delete, { id }, { auth: 'school' });

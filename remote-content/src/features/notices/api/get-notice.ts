import { failedStatus, getSiteJson } from '@school/shared';
import { NOTICE_ROUTES } from '@school/shared/contracts/notice-values';
import type { PublicNotice } from '@school/shared/contracts/notices';
import { previewedNoticeOf } from './notice-preview';

/** The API answered 404: the notice is not public (a draft, not yet published, deleted, another school's). */
export class NoticeNotFound extends Error {
  constructor() {
    super('Notice not found');
    this.name = 'NoticeNotFound';
  }
}

/** GET /Site/Notice/<id>: one public notice; NoticeNotFound when it is not (or no longer) public. A notice's draft previewed in this tab stands for it. */
export async function getNotice(id: number, signal?: AbortSignal): Promise<PublicNotice> {
  const previewed = previewedNoticeOf(id);
  if (previewed) return previewed;
  // A new notice's preview address: no published notice has it.
  if (id < 1) throw new NoticeNotFound();
  try {
    return await getSiteJson<PublicNotice>(`${NOTICE_ROUTES.one}/${id}`, { signal, failed: 'The notice could not be loaded' });
  } catch (error) {
    throw failedStatus(error) === 404 ? new NoticeNotFound() : error;
  }
}

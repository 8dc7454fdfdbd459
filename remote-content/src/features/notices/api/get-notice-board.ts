import { getSiteJson } from '@school/shared';
import { NOTICE_ROUTES } from '@school/shared/contracts/notice-values';
import type { NoticeBoard } from '@school/shared/contracts/notices';
import { boardWithPreviewedNotice } from './notice-preview';

/** GET /Site/Notices/Board (NOTICE_ROUTES): the home page's board, the latest current notices of this site's school, a notice's draft previewed in this tab among them. */
export const getNoticeBoard = async (signal?: AbortSignal): Promise<NoticeBoard> =>
  boardWithPreviewedNotice(await getSiteJson<NoticeBoard>(NOTICE_ROUTES.board, { signal, failed: 'The notices could not be loaded' }), Date.now());

import { getSiteJson } from '@school/shared';
import { NOTICE_ROUTES } from '@school/shared/contracts/notice-values';
import type { NoticeBoard } from '@school/shared/contracts/notices';

/** GET /Site/Notices/Board (NOTICE_ROUTES): the home page's board, the latest current notices of this site's school. */
export const getNoticeBoard = (signal?: AbortSignal) => getSiteJson<NoticeBoard>(NOTICE_ROUTES.board, { signal, failed: 'The notices could not be loaded' });

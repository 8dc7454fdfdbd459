import { apiPost } from '@school/shared';
import type { PageDocument, PageKind, PageStatus } from '@school/shared/contracts/pages';
import type { UploadedFile } from '@school/shared/contracts/page-values';

/** POST /School/Page/GetAll: which pages the admin's school has filled in. */
export const pageStatuses = (signal: AbortSignal) => apiPost<PageStatus[]>('/School/Page/GetAll', {}, { auth: 'school', signal });

/** POST /School/Page/Update: replaces a page's content; answers it as stored. */
export const savePage = (kind: PageKind, content: unknown) => apiPost<PageDocument>('/School/Page/Update', { kind, content }, { auth: 'school' });

/** POST /School/Page/Upload: stores one picture or PDF for a page, before the page is saved. */
export function uploadPageFile(field: 'picture' | 'document', file: File, onProgress: (percent: number) => void): Promise<UploadedFile> {
  const form = new FormData();
  form.append(field, file);
  return apiPost<UploadedFile>('/School/Page/Upload', form, {
    auth: 'school',
    onUploadProgress: (event) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
  });
}

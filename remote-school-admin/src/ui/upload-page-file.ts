import { apiPost } from '@school/shared';
import type { UploadedFile } from '@school/shared/contracts/page-values';

/**
 * POST /School/Page/Upload: stores one picture or PDF for a page or the school's profile, before
 * either is saved. Here beside the editor that uses it (content-fields.tsx), since two features
 * (pages, settings) draw that editor and features do not import each other.
 */
export function uploadPageFile(field: 'picture' | 'document', file: File, onProgress: (percent: number) => void): Promise<UploadedFile> {
  const form = new FormData();
  form.append(field, file);
  return apiPost<UploadedFile>('/School/Page/Upload', form, {
    auth: 'school',
    onUploadProgress: (event) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
  });
}

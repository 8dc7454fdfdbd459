import { useState } from 'react';
import { errorMessage } from '@school/shared';
import type { UploadedFile } from '@school/shared/contracts/page-values';
import { uploadPageFile } from './upload-page-file';

/**
 * One file of a page or of the school's profile on its way to the API: chosen, checked here
 * against the contract's limit, then uploaded at once with its progress; the page or the
 * profile names it only when it is saved.
 */
export function useFileUpload(field: 'picture' | 'document', limit: { maxBytes: number; refusal: string }, accepts: (file: File) => boolean) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();

  /** Whether the file breaks the contract's limit (the message then says so): refused before any upload. */
  const refuses = (file: File): boolean => {
    const refused = !accepts(file) || file.size > limit.maxBytes;
    setError(refused ? limit.refusal : undefined);
    return refused;
  };

  const upload = async (file: File): Promise<UploadedFile | null> => {
    if (refuses(file)) return null;
    setProgress(0);
    try {
      return await uploadPageFile(field, file, setProgress);
    } catch (failure) {
      console.error(failure);
      setError(errorMessage(failure, 'The file could not be uploaded. Please try again.'));
      return null;
    } finally {
      setProgress(null);
    }
  };
  return { upload, refuses, progress, error };
}

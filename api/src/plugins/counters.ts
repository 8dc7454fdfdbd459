import { Counter } from 'prom-client';

// Counted where they happen (the login throttle, the upload reader), which have no app at hand:
// process-wide, and part of every app's metrics registry (plugins/metrics.ts). Registered in no
// global registry (registers: []). This module imports nothing of the app, so any part may count.

export const loginFailures = new Counter({
  name: 'school_login_failures_total',
  help: 'Failed logins (unknown user or wrong password), as the login throttle counts them.',
  registers: [],
});

export const uploadedFiles = new Counter({ name: 'school_uploaded_files_total', help: 'Files received in full by upload forms, by kind.', labelNames: ['kind'] as const, registers: [] });
export const uploadedBytes = new Counter({ name: 'school_uploaded_bytes_total', help: 'Bytes of the files received in full by upload forms, by kind.', labelNames: ['kind'] as const, registers: [] });

/** One file received in full by an upload form (uploads/multipart-form.ts); `kind` is its rule's (image, video, pdf). */
export function countUpload(kind: string, bytes: number): void {
  uploadedFiles.inc({ kind });
  uploadedBytes.inc({ kind }, bytes);
}

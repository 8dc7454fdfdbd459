import * as z from 'zod';

/**
 * A school's storage: what its uploads take and how much they may (the API's
 * SCHOOL_STORAGE_MB), as POST /School/Storage/Get answers it and Settings shows it; and the
 * messages of an upload refused for the school's quota (413) or the user's hourly rate (429).
 */
export const StorageUseSchema = z.object({ usedBytes: z.number().int().nonnegative(), quotaBytes: z.number().int().positive() });
export type StorageUse = z.infer<typeof StorageUseSchema>;

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

/** One decimal at most, none when it is .0: 1.9 GB, 2 GB, 350 KB. */
const amount = (value: number, unit: number, name: string) => `${Number((value / unit).toFixed(1))} ${name}`;

/** A size as a person reads it (1,024-based, as the file managers of schools' Windows PCs count). */
export function formatBytes(bytes: number): string {
  if (bytes >= GB) return amount(bytes, GB, 'GB');
  if (bytes >= MB) return amount(bytes, MB, 'MB');
  return amount(bytes, KB, 'KB');
}

/** "1.9 GB of 2 GB used": Settings' line, and the start of the quota's refusal. */
export const storageUseText = ({ usedBytes, quotaBytes }: StorageUse) => `${formatBytes(usedBytes)} of ${formatBytes(quotaBytes)} used`;

/** An upload refused because it would take the school over its quota (413). */
export function storageFullMessage(use: StorageUse, incomingBytes: number): string {
  const needs = incomingBytes > 0 ? `, and this upload takes ${formatBytes(incomingBytes)}` : '';
  return `This school’s storage is full: ${storageUseText(use)}${needs}. Remove pictures, videos or documents the site no longer needs, or ask the provider for more space.`;
}

/** An upload refused because its user stored the hour's most already (429, with Retry-After). */
export function uploadRateMessage(limitBytes: number, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `You have uploaded ${formatBytes(limitBytes)} in the last hour, the most one person may. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

import { failedStatus, isHttpError } from '@school/shared';
import { PageConflictSchema, type EditedPage } from '@school/shared/contracts/page-versions';
import { formatMoment } from '@school/shared/dates';

/** The page as it is now, when a save or a restore failed because another was published first (409 with the current version); else null. */
export function conflictOf(error: unknown): EditedPage | null {
  if (failedStatus(error) !== 409 || !isHttpError(error)) return null;
  const answer = PageConflictSchema.safeParse(error.response?.data);
  return answer.success ? answer.data.current : null;
}

/** Who published a version and when, as the screens say it: "Asha Verma, 26 Nov 2026, 10:05" (the time alone when who is not recorded). */
export const publishedByWhen = (by: string | null, at: string | null) => [by, at ? formatMoment(at) : null].filter(Boolean).join(', ');

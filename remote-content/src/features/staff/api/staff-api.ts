import { apiPost, errorMessage, getConfig, notifier } from '@school/shared';
import type { StaffRecord } from '@school/shared/contracts/records';

const toasts = notifier('public');

/**
 * POST /School/Staff/GetAll with the school's code (docs/product.md#api-calls). The call carries the
 * school token when there is one. A failure shows the spec's toast (`failed`, in the language
 * shown, unless the API said why) and leaves the list empty.
 */
export async function loadStaff(failed: string): Promise<StaffRecord[]> {
  try {
    return await apiPost<StaffRecord[]>('/School/Staff/GetAll', { active: true, schoolCode: getConfig().SchoolCode }, { auth: 'school' });
  } catch (error) {
    toasts.error(errorMessage(error, failed));
    return [];
  }
}

import { apiPost } from '@school/shared';
import type { EventRecord } from '@school/shared/contracts/records';

/**
 * POST /School/Activity/GetById with the school token. Null when the answer holds no event,
 * since the dialog opens only when data is returned (docs/product.md#record-screens).
 */
export async function getEvent(activityGalleryid: number): Promise<EventRecord | null> {
  const event = await apiPost<EventRecord | null | ''>('/School/Activity/GetById', { activityGalleryid }, { auth: 'school' });
  return event && typeof event === 'object' ? event : null;
}

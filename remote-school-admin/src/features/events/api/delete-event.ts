import { apiPost } from '@school/shared';

/** POST /School/Activity/Delete: JSON activityGalleryid, with the school token (docs/product.md#api-calls). */
export async function deleteEvent(activityGalleryid: number): Promise<void> {
  await apiPost('/School/Activity/Delete', { activityGalleryid }, { auth: 'school' });
}

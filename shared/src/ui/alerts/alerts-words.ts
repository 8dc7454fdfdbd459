import type { AlertsWords } from './alerts-setup';

/*
 * The alerts screen's words in its two areas, English only (the admin screens are): the school
 * admin's, about this school's site, and the provider's, about every school's. Here beside the
 * screen, so the pages and the screen's test use the very same words.
 */

/** The school admin's /Manage-Alerts. */
export const SCHOOL_ALERTS_WORDS: AlertsWords = {
  loading: 'Loading the alerts…',
  loadFailed: 'The alerts cannot be loaded now.',
  reloadFailed: 'The latest alerts cannot be loaded now.',
  retry: 'Retry',
  empty: 'No alerts yet.',
  add: 'Post an alert',
  newTitle: 'Post an alert',
  editTitle: 'Edit the alert',
  post: 'Post alert',
  update: 'Save alert',
  posted: 'The alert is posted.',
  saved: 'The alert is saved.',
  ended: 'The alert has ended.',
  deleted: 'The alert is deleted.',
  confirmDelete: (alert) => `Delete the alert “${alert.message.en}”?`,
};

/** The provider's /sgi-admin/alerts, worded as the other provider screens are ("Failed to fetch …", "Add …"). */
export const PROVIDER_ALERTS_WORDS: AlertsWords = {
  loading: 'Loading alerts...',
  loadFailed: 'Failed to fetch alerts. Please try again.',
  reloadFailed: 'Failed to fetch alerts. Please try again.',
  retry: 'Try again',
  empty: 'No alerts to every school yet.',
  add: 'Add Alert',
  newTitle: 'Add Alert',
  editTitle: 'Edit Alert',
  post: 'Save',
  update: 'Update',
  posted: 'Alert posted to every school',
  saved: 'Alert updated',
  ended: 'Alert ended',
  deleted: 'Alert deleted successfully',
  confirmDelete: () => 'Are you sure you want to delete this alert?',
};

import { defineCatalog } from '@school/shared';

/**
 * The provider area's interface strings in English and Hindi: the site health overview's (issue
 * 50) for now, the screens before it being English only. English here, Hindi in hi.json, fetched
 * only when Hindi is shown. The checks' names are @school/shared's (ui/health-check-strings.ts).
 */
export const PROVIDER_STRINGS = {
  'health.title': 'Site health',
  'health.intro': 'Each school’s published site as the platform last checked it: its score out of 100, its open findings by severity and the worst of them. The lowest scores come first.',
  'health.caption': 'Site health of every school',
  'health.loading': 'Loading site health...',
  'health.loadFailed': 'Failed to fetch site health. Please try again.',
  'health.retry': 'Try again',
  'health.export': 'Export CSV',
  'health.empty': 'No school yet',
  'health.serial': 'S No',
  'health.name': 'School Name',
  'health.code': 'School Code',
  'health.score': 'Score',
  'health.high': 'High',
  'health.medium': 'Medium',
  'health.low': 'Low',
  'health.worst': 'Worst findings',
  'health.checkedAt': 'Last checked',
  'health.notChecked': 'Not checked yet',
  'health.noScore': 'None',
} as const;

export type ProviderStringId = keyof typeof PROVIDER_STRINGS;

export const providerCatalog = defineCatalog('provider-admin', PROVIDER_STRINGS, {
  hi: () => import(/* webpackChunkName: "provider-admin-hi" */ './hi.json'),
});

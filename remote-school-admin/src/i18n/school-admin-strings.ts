import { defineCatalog } from '@school/shared';
import { HEALTH_MESSAGES, HEALTH_REASON_MAX } from '@school/shared/contracts/health';

/**
 * The school admin's interface strings in English and Hindi: the site health screen's (issue 50)
 * for now, the screens before it being English only. English here, Hindi in hi.json, fetched
 * only when Hindi is shown. The check's names and explanations are @school/shared's
 * (ui/health-check-strings.ts), as the provider's overview shows them too.
 */
export const SCHOOL_ADMIN_STRINGS = {
  'health.title': 'Site health',
  'health.intro':
    'The platform checks your published site against the GIGW guidelines and CBSE’s disclosure rules at every publish and every night. Fix what it finds, or accept a finding and say why.',
  'health.loading': 'Loading the site’s health…',
  'health.loadFailed': 'The site’s health cannot be loaded now.',
  'health.reloadFailed': 'The latest site health cannot be loaded now.',
  'health.retry': 'Retry',
  'health.score': 'Score: {score, number} out of 100',
  'health.checkedAt': 'Last checked {when}',
  'health.notChecked': 'Not checked yet',
  'health.checkNow': 'Check now',
  'health.checking': 'Checking…',
  'health.progress': 'Checking the site. This takes a few seconds.',
  'health.checkFailed': 'The check could not be started. Please try again.',
  'health.none': 'No problems found',
  'health.noneYet': 'The site has not been checked yet. Check now to see how it does.',
  'health.high': 'High',
  'health.medium': 'Medium',
  'health.low': 'Low',
  'health.count': '{count, plural, one {# finding} other {# findings}}',
  'health.where': 'Where',
  'health.detail': 'What',
  'health.fix': 'Fix this',
  'health.which': '({title}, {where})',
  'health.providerFixes': 'The school cannot fix this itself: the platform’s provider looks after it.',
  'health.accept': 'Accept',
  'health.acceptTitle': 'Accept this finding',
  'health.reason': 'Why the school accepts it',
  'health.reasonHint': 'It stays accepted until its cause changes.',
  'health.confirmAccept': 'Accept finding',
  'health.accepting': 'Accepting…',
  'health.cancel': 'Cancel',
  'health.close': 'Close',
  'health.acceptFailed': 'The finding could not be accepted. Please try again.',
  'health.accepted': '“{title}” is accepted.',
  'health.acceptedTitle': 'Accepted findings',
  'health.showAccepted': '{count, plural, one {Show the accepted finding} other {Show the # accepted findings}}',
  'health.acceptedReason': 'Reason: {reason}',
  // The contract's messages (contracts/health.ts), said in the language shown
  'health.reasonRequired': 'Say why the school accepts this finding',
  'health.reasonTooLong': 'A reason cannot exceed {limit} characters',
  'health.notFound': 'This finding is no longer open',
} as const;

export type SchoolAdminStringId = keyof typeof SCHOOL_ADMIN_STRINGS;

export const schoolAdminCatalog = defineCatalog('school-admin', SCHOOL_ADMIN_STRINGS, {
  hi: () => import(/* webpackChunkName: "school-admin-hi" */ './hi.json'),
});

/** The contract's messages by their strings here, with the values they take. */
export const HEALTH_CONTRACT_MESSAGES: ReadonlyMap<string, readonly [SchoolAdminStringId, Record<string, number>?]> = new Map([
  [HEALTH_MESSAGES.reasonRequired, ['health.reasonRequired']],
  [HEALTH_MESSAGES.reasonTooLong, ['health.reasonTooLong', { limit: HEALTH_REASON_MAX }]],
  [HEALTH_MESSAGES.notFound, ['health.notFound']],
]);

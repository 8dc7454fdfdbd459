import { defineCatalog } from '@school/shared';

/**
 * What each check of site health (contracts/health.ts, HEALTH_CHECKS) is called on screen and
 * what it means, in a sentence: `check.<name>` and `check.<name>.why`. The school admin's health
 * screen shows both, the provider's overview the names. In @school/shared, as both admin remotes
 * show them (each bundles it with its health screen); English here, Hindi in health-checks.hi.json.
 */
export const HEALTH_CHECK_STRINGS = {
  'check.internalLink': 'Broken link inside the site',
  'check.internalLink.why': 'A link leads to a page of this site that does not exist, a notice not published or a page not written yet.',
  'check.externalLink': 'Broken link to another site',
  'check.externalLink.why': 'A link to another site did not answer on two nights in a row.',
  'check.disclosureMissing': 'Disclosure item missing',
  'check.disclosureMissing.why': 'CBSE asks every school to publish this item of its mandatory public disclosure.',
  'check.certificateExpired': 'Certificate out of date',
  'check.certificateExpired.why': 'A certificate in the disclosure is past its last day of validity; CBSE asks for valid certificates.',
  'check.certificateExpiring': 'Certificate ending soon',
  'check.certificateExpiring.why': 'A certificate in the disclosure stops being valid within 30 days: renew it and publish the new one.',
  'check.certificateUndated': 'Certificate without its validity',
  'check.certificateUndated.why': 'A certificate that must be valid is published without its last day of validity.',
  'check.noticeNotArchived': 'Old notice still current',
  'check.noticeNotArchived.why': 'A notice long past its date has no end, so it is still on the current list instead of the archive.',
  'check.pageNotReviewed': 'Page not reviewed for a year',
  'check.pageNotReviewed.why': 'Nobody has saved this page for a year: check that what it says is still true, then save it.',
  'check.pictureNoDescription': 'Picture without a description',
  'check.pictureNoDescription.why': 'A picture has no description in one language, so people who cannot see it miss what it shows.',
  'check.pdfNoText': 'Scanned PDF without text',
  'check.pdfNoText.why': 'A PDF is a scan with no text in it, which screen readers and search cannot read.',
  'check.vagueLinkText': 'Link words that say nothing',
  'check.vagueLinkText.why': 'The words of a link, such as “click here”, do not say where it leads.',
  'check.languageBehind': 'Language versions differ',
  'check.languageBehind.why': 'A text was changed in one language and not in the other since, or is written in one language only.',
  'check.siteCertificate': 'Site’s security certificate ending',
  'check.siteCertificate.why': 'The site’s security certificate ends within 14 days or has ended, so browsers may warn visitors.',
  'check.siteAddress': 'Site address not answering',
  'check.siteAddress.why': 'One of the school’s web addresses does not answer, so visitors who use it reach nothing.',
} as const;

export type HealthCheckStringId = keyof typeof HEALTH_CHECK_STRINGS;

export const healthCheckCatalog = defineCatalog('health-checks', HEALTH_CHECK_STRINGS, {
  hi: () => import(/* webpackChunkName: "health-checks-hi" */ './health-checks.hi.json'),
});

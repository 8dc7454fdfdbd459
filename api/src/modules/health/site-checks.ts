import type { Found } from './found.js';
import { DAY_MS } from './found.js';
import type { Outside } from './outside.js';
import type { SchoolData } from './school-data.js';

/** Days before its end that the site's certificate is reported: the entry point renews 30 days before, so 14 means renewal failed. */
export const SITE_CERTIFICATE_DAYS = 14;

/**
 * The site itself, as the entry point serves it (site-probe.ts asked it): each of the school's
 * addresses answers, and its certificate is not about to end. The provider fixes these, so a
 * finding has no screen of the school's to point to.
 */
export function siteChecks(data: SchoolData, outside: Outside, now: number): Found[] {
  const findings: Found[] = [];
  for (const host of data.hostNames) {
    const answer = outside.sites.get(host);
    if (!answer) continue;
    const base = { subject: host, where: `https://${host}/`, fix: '' };
    if (answer.failure) {
      findings.push({ ...base, check: 'siteAddress', detail: answer.failure, cause: answer.failure });
      continue;
    }
    const ends = answer.certificateEnds ? Date.parse(answer.certificateEnds) : NaN;
    if (Number.isFinite(ends) && ends - now < SITE_CERTIFICATE_DAYS * DAY_MS) {
      findings.push({ ...base, check: 'siteCertificate', detail: ends <= now ? `Ended on ${answer.certificateEnds}` : `Ends on ${answer.certificateEnds}`, cause: answer.certificateEnds ?? '' });
    }
  }
  return findings;
}

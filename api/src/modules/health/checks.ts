import { contentChecks } from './content-checks.js';
import { disclosureChecks } from './disclosure-checks.js';
import type { Found } from './found.js';
import { languageChecks } from './language-checks.js';
import type { Outside } from './outside.js';
import type { SchoolData } from './school-data.js';
import { siteChecks } from './site-checks.js';
import { timeChecks } from './time-checks.js';

/** Every check of a school's site, on its data and what was learnt outside it: what is wrong now. */
export function checkSchool(data: SchoolData, outside: Outside, now: number): Found[] {
  return [...contentChecks(data, outside), ...disclosureChecks(data, now), ...timeChecks(data, now), ...languageChecks(data), ...siteChecks(data, outside, now)];
}

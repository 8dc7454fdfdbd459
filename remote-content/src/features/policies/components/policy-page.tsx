import { useSchool } from '@school/shared';
import { isBlank } from '@school/shared/contracts/page-values';
import type { PolicyKind } from '@school/shared/contracts/pages';
import { defaultPolicy } from '@school/shared/contracts/policy-defaults';
import { WEBSITE_PAGES } from '@school/shared/contracts/site-map';
import { SchoolPage } from '../../school-pages/school-page';
import { PolicyText } from './policy-text';
import './policy-page.css';

/** A page's heading: its name in the footer and the sitemap. */
export const policyTitle = (kind: PolicyKind): string => WEBSITE_PAGES.find((page) => page.kinds.includes(kind))?.title ?? kind;

/**
 * A page GIGW asks for (a policy, the accessibility statement, help): the school's own words, or
 * while it has written none, the default text for every school, with its name (never "being
 * set up"). Only the school's own words carry a "Last updated" date (SchoolPage).
 */
export function Policy({ kind }: { kind: PolicyKind }) {
  const schoolName = useSchool()?.schoolName || 'the school';
  return (
    <SchoolPage kind={kind} title={policyTitle(kind)} className="policy-page" shows={() => true}>
      {(content) => <PolicyText content={isBlank(content) ? defaultPolicy(kind, { name: schoolName }) : content} />}
    </SchoolPage>
  );
}

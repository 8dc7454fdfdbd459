import { useSchool, useSiteMapNames } from '@school/shared';
import { isBlank } from '@school/shared/contracts/page-values';
import type { PolicyKind } from '@school/shared/contracts/pages';
import { defaultPolicy } from '@school/shared/contracts/policy-defaults';
import { WEBSITE_PAGES } from '@school/shared/contracts/site-map';
import { SchoolPage } from '../../../ui/school-page';
import { PolicyText } from './policy-text';
import './policy-page.css';

/** The address of each kind's page in the site map: its heading is the page's name, as in the footer. */
const pathOf = (kind: PolicyKind) => WEBSITE_PAGES.find((page) => page.kinds.includes(kind))?.path ?? kind;

/**
 * A page GIGW asks for (a policy, the accessibility statement, help): the school's own words, or
 * while it has written none, the default text for every school, with its name (never "being
 * set up"). Only the school's own words carry a "Last updated" date (SchoolPage).
 */
export function Policy({ kind }: { kind: PolicyKind }) {
  const names = useSiteMapNames();
  // The default text's name for a school without one (only a school's address shows it, so never seen in practice).
  const schoolName = useSchool()?.schoolName || 'the school';
  return (
    <SchoolPage kind={kind} title={names.page(pathOf(kind))} className="policy-page" shows={() => true}>
      {(content) => <PolicyText content={isBlank(content) ? defaultPolicy(kind, { name: schoolName }) : content} />}
    </SchoolPage>
  );
}

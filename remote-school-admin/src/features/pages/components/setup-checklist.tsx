import { Link, useSchool } from '@school/shared';
import type { Loaded } from '@school/shared/use-load';
import { formatDay } from '@school/shared/dates';
import { isPolicyKind, PAGES, type PageKind, type PageStatus } from '@school/shared/contracts/pages';
import './setup-checklist.css';
import { LoadFailed } from '@school/shared/ui/load-failed';
import { noHindiYet } from '../../../ui/hindi-gaps';
import { HindiCounts } from './hindi-counts';
import { disclosureGaps } from './disclosure-gaps';

/**
 * What the school's site still lacks of what GIGW and CBSE ask every school's site to show (its
 * contact details, the principal, the disclosure documents and rosters), each linked to its
 * editor, and how many texts have no Hindi yet; then every page, filled in or not, with its
 * texts without Hindi.
 */
export function SetupChecklist({ statuses, contents }: { statuses: Loaded<PageStatus[]>; contents: Loaded<Partial<Record<PageKind, unknown>>> }) {
  const profile = useSchool()?.profile;
  const { data, loading, error, reload } = statuses;
  if (!data) {
    if (loading) return <p role="status">Loading the pages…</p>;
    return <LoadFailed what="The pages" onRetry={reload} />;
  }

  const contactFilled = Boolean(profile && profile.address.en && profile.phone && profile.email);
  // Once the pages are read, each disclosure document missing has its own line, in place of its page's.
  const documents = contents.data?.disclosureDocuments;
  const missing = [
    ...(contactFilled ? [] : [{ key: 'contact-details', title: 'Contact details: address, phone and e-mail', to: '/Manage-Settings' }]),
    // The GIGW pages are not asked for: while empty they show their default text.
    ...data
      .filter((row) => PAGES[row.kind].required && !row.filled && !isPolicyKind(row.kind) && !(row.kind === 'disclosureDocuments' && documents !== undefined))
      .map((row) => ({ key: row.kind, title: PAGES[row.kind].title, to: `/Manage-Pages/${row.kind}` })),
    ...disclosureGaps(profile, documents),
  ];
  return (
    <>
      <section className="setup-checklist" aria-labelledby="setup-checklist-title">
        <h2 id="setup-checklist-title">Setup checklist</h2>
        {missing.length === 0 ? (
          <p>Everything that GIGW and CBSE ask a school’s site to show is filled in.</p>
        ) : (
          <>
            <p>
              Government school sites must show these (GIGW, CBSE). Still to fill in: {missing.length}.
            </p>
            <ul aria-label="Still to fill in">
              {missing.map((item) => (
                <li key={item.key}>
                  <Link to={item.to}>{item.title}</Link>
                </li>
              ))}
            </ul>
          </>
        )}
        {error && !loading ? <LoadFailed message="The list may be out of date: it could not be refreshed." onRetry={reload} /> : null}
        <HindiCounts statuses={data} />
      </section>
      <section aria-labelledby="all-pages-title">
        <h2 id="all-pages-title">All pages</h2>
        <ul className="page-list">
          {data.map((row) => (
            <li key={row.kind} className="page-list-item">
              <Link to={`/Manage-Pages/${row.kind}`}>{PAGES[row.kind].title}</Link>
              <span className={row.filled ? 'page-status page-status-filled' : 'page-status'}>{row.filled ? 'Filled in' : isPolicyKind(row.kind) ? 'Default text' : 'Empty'}</span>
              {row.updatedAt && <span className="page-saved">Saved {formatDay(row.updatedAt)}</span>}
              {row.withoutHindi > 0 && <span className="page-hindi">{noHindiYet(row.withoutHindi)}</span>}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

import { useId } from 'react';
import { Link, useCatalog } from '@school/shared';
import { contentCatalog } from '../../../i18n/content-strings';
import type { PolicyContent } from '@school/shared/contracts/policy-defaults';
import { OutsideLink } from '@school/shared/ui/outside-link';
import { Paragraphs, say } from '../../../ui/school-text';

type Section = PolicyContent['sections'][number];
type SectionLink = Section['links'][number];

/** A link of a policy: a page of this site in the same tab, another site in a new one, said so (and that it is not the Government's, where it is not). */
function PolicyLink({ link }: { link: SectionLink }) {
  const { t } = useCatalog(contentCatalog);
  const label = say(link.label);
  const words = label.text || link.url;
  if (link.url.startsWith('/')) {
    return (
      <Link to={link.url} lang={label.lang}>
        {words}
      </Link>
    );
  }
  return (
    <OutsideLink href={link.url} words={{ newTab: t('page.newTab'), external: t('page.external'), leaving: t('page.leaving') }}>
      {/* The school's words carry their language; the mark and the sentence after them are the page's. */}
      <span lang={label.lang}>{words}</span>
    </OutsideLink>
  );
}

/** A section under its heading (a region named by it), its words, then its links. */
function PolicySection({ section }: { section: Section }) {
  const headingId = useId();
  const links = section.links.filter((link) => link.url);
  const heading = say(section.heading);
  return (
    <section className="policy-section" aria-labelledby={heading.text ? headingId : undefined}>
      {heading.text && (
        <h2 id={headingId} lang={heading.lang}>
          {heading.text}
        </h2>
      )}
      <Paragraphs value={section.text} />
      {links.length > 0 && (
        <ul className="policy-links">
          {links.map((link, index) => (
            <li key={index}>
              <PolicyLink link={link} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A policy's words: its introduction, then its sections, leaving off what is empty. */
export function PolicyText({ content }: { content: PolicyContent }) {
  return (
    <div className="policy-text">
      <Paragraphs className="policy-intro" value={content.intro} />
      {content.sections.map((section, index) => (
        <PolicySection key={index} section={section} />
      ))}
    </div>
  );
}


import { useId, type ReactNode } from 'react';
import { ServerHtml } from '@school/shared/ui/server-html';
import './home-section.css';

interface HomeSectionProps {
  className: string;
  title: string;
  /** A line under the title: the site's own words, or the school's (a <Line> with its language). */
  intro?: ReactNode;
  /** An anchor other pages link to (#gallery, #AboutPmShri). */
  id?: string;
  children: ReactNode;
  /** Only read (words, pictures, links): a prerendered page keeps it as the server's HTML (ServerHtml). */
  still?: boolean;
}

/** One of the home page's stacked sections: a region its h2 names, with an optional intro. */
export function HomeSection({ className, title, intro, id, children, still = false }: HomeSectionProps) {
  const titleId = useId();
  return (
    <ServerHtml as="section" still={still} id={id} className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className="home-section-title">
        {title}
      </h2>
      {typeof intro === 'string' ? <p className="home-section-intro">{intro}</p> : intro}
      {children}
    </ServerHtml>
  );
}

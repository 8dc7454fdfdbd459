import { useId, type ReactNode } from 'react';
import './home-section.css';

interface HomeSectionProps {
  className: string;
  title: string;
  /** A line under the title: the site's own words, or the school's (a <Line> with its language). */
  intro?: ReactNode;
  /** An anchor other pages link to (#gallery, #AboutPmShri). */
  id?: string;
  children: ReactNode;
}

/** One of the home page's stacked sections: a region its h2 names, with an optional intro. */
export function HomeSection({ className, title, intro, id, children }: HomeSectionProps) {
  const titleId = useId();
  return (
    <section id={id} className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className="home-section-title">
        {title}
      </h2>
      {typeof intro === 'string' ? <p className="home-section-intro">{intro}</p> : intro}
      {children}
    </section>
  );
}

import { useId, type ReactNode } from 'react';

interface PageArticleProps {
  className: string;
  title: string;
  /** What stands above the title, such as the page's banner. */
  banner?: ReactNode;
  children: ReactNode;
}

/** A page of words and pictures: an article that its one h1 names. */
export function PageArticle({ className, title, banner, children }: PageArticleProps) {
  const titleId = useId();
  return (
    <article className={className} aria-labelledby={titleId}>
      {banner}
      <h1 id={titleId} className="page-title">
        {title}
      </h1>
      {children}
    </article>
  );
}

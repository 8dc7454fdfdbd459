import { useId, type ReactNode } from 'react';
import { ServerHtml } from '@school/shared/ui/server-html';
import { LastUpdated } from './last-updated';

interface PageArticleProps {
  className: string;
  title: string;
  /** The title's language when it is not the page's (the school's words in the other language). */
  titleLang?: string;
  /** What stands above the title, such as the page's banner. */
  banner?: ReactNode;
  /** When its content last changed (ISO 8601), said at its foot; nothing while unknown. */
  updatedAt?: string | null;
  children: ReactNode;
  /** Only read (words, pictures, links): a prerendered page keeps it as the server's HTML (ServerHtml). */
  still?: boolean;
}

/** A page of words and pictures: an article that its one h1 names, and when it last changed. */
export function PageArticle({ className, title, titleLang, banner, updatedAt, children, still = false }: PageArticleProps) {
  const titleId = useId();
  return (
    <ServerHtml as="article" still={still} className={className} aria-labelledby={titleId}>
      {banner}
      <h1 id={titleId} className="page-title" lang={titleLang}>
        {title}
      </h1>
      {children}
      <LastUpdated at={updatedAt} />
    </ServerHtml>
  );
}

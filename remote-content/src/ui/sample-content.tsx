import type { ReactNode } from 'react';
import { useSchool } from '@school/shared';
import { PageArticle } from './page-article';
import './sample-content.css';

/** What a page whose content is still a compiled-in sample says to a real school's visitors. */
export const BEING_SET_UP = 'This page is being set up: the school has not published it yet.';

/**
 * Content still compiled into the site is made up: a sample of what a school's page holds. It
 * shows only while the site runs on demo content (under the demo notice). At a real school's
 * address the page keeps its title and says it is being set up, and a section is left out,
 * until the school's own content, from its data, replaces the sample.
 */
export function SampleOnly({ page, children }: { page?: string; children: ReactNode }) {
  if (useSchool()?.demoContent) return children;
  if (!page) return null;
  return (
    <PageArticle className="being-set-up" title={page}>
      <p>{BEING_SET_UP}</p>
    </PageArticle>
  );
}

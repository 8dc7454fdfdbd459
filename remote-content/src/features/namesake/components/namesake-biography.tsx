import { useCallback } from 'react';
import { loadPage, useCatalog } from '@school/shared';
import { useLoad } from '@school/shared/use-load';
import type { PageContent } from '@school/shared/contracts/pages';
import { isBlank, type Bilingual } from '@school/shared/contracts/page-values';
import { contentCatalog } from '../../../i18n/content-strings';
import { useWordsIn } from '../words-in';
import { PageArticle } from '../../../ui/page-article';
import { PageNotReady } from '../../../ui/page-not-ready';
import { LastUpdated } from '../../../ui/last-updated';
import { Paragraphs, say } from '../../../ui/school-text';
import { LanguagePicker, useBiographyLanguage } from './biography-language';
import { NamesakeAside } from './namesake-aside';
import '../../../ui/being-set-up.css';
import './namesake-biography.css';

/**
 * The biography of the school's namesake in English or Hindi (the spec's dropdown,
 * useBiographyLanguage): the dropdown swaps the school's texts, and the article carries the
 * language they are in, so screen readers and fonts treat it as such, with the headings the
 * school does not write. A text the school wrote in one language only shows in that one, marked
 * as such.
 */
export function Biography({ namesake, updatedAt }: { namesake: PageContent<'namesake'>; updatedAt?: string | null }) {
  const [language, choose] = useBiographyLanguage();
  const shown = (value: Bilingual) => say(value, language);
  // The headings the school does not write, in the language shown.
  const words = useWordsIn(language);
  const name = shown(namesake.name);
  const subtitle = shown(namesake.subtitle);
  const storyHeading = shown(namesake.storyHeading);
  const hasStory = [namesake.introduction, namesake.storyHeading, namesake.story].some((text) => shown(text).text);

  return (
    <div className="namesake">
      <LanguagePicker language={language} onChoose={choose} />
      <article className="namesake-article" lang={language}>
        <header className="namesake-header">
          <h1 className="page-title" lang={name.lang}>
            {name.text || words('namesake.title')}
          </h1>
          {subtitle.text && (
            <p className="namesake-subtitle" lang={subtitle.lang}>
              {subtitle.text}
            </p>
          )}
        </header>
        <div className="namesake-layout">
          {hasStory && (
            <div className="namesake-story">
              <Paragraphs value={namesake.introduction} language={language} />
              {storyHeading.text && <h2 lang={storyHeading.lang}>{storyHeading.text}</h2>}
              <Paragraphs value={namesake.story} language={language} />
            </div>
          )}
          <NamesakeAside namesake={namesake} language={language} />
        </div>
      </article>
      {/* Outside the article, which carries the language chosen: these words are the site's. */}
      <LastUpdated at={updatedAt} />
    </div>
  );
}

/**
 * The page about the martyr after whom the school is named (GET /Site/Page/namesake). Not a
 * SchoolPage: its heading is the namesake's name in the language chosen, and the dropdown stands
 * outside the article; while loading, on failure and while the school has written nothing, it
 * says so as every school page does.
 */
export function NamesakeBiography() {
  const load = useCallback((signal: AbortSignal) => loadPage('namesake', signal), []);
  const { data, loading, error, reload } = useLoad(load, { key: 'page:namesake' });
  const { t } = useCatalog(contentCatalog);
  const namesake = data?.content;
  if (namesake && !isBlank(namesake)) return <Biography namesake={namesake} updatedAt={data?.updatedAt} />;
  return (
    <PageArticle className="namesake being-set-up" title={t('namesake.title')}>
      <PageNotReady loading={loading} error={error} reload={reload} />
    </PageArticle>
  );
}

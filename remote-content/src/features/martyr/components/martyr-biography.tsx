import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { loadPage, LANGUAGES, useCatalog } from '@school/shared';
import { useLoad } from '@school/shared/use-load';
import type { PageContent } from '@school/shared/contracts/pages';
import { isBlank, type Bilingual } from '@school/shared/contracts/page-values';
import { contentCatalog } from '../../../i18n/content-strings';
import { PageLoading } from '../../../ui/page-loading';
import { prepareWords, useWordsIn } from '../words-in';
import { PageArticle } from '../../../ui/page-article';
import { LastUpdated } from '../../../ui/last-updated';
import { Paragraphs, say, type Language } from '../../../ui/school-text';
import { MARTYR_SIZES } from '../../../ui/picture-sizes';
import { SchoolPicture } from '../../../ui/school-picture';
import '../../../ui/being-set-up.css';
import './martyr-biography.css';
import { LoadFailed } from '@school/shared/ui/load-failed';

type Martyr = PageContent<'namesake'>;

const isLanguage = (value: string): value is Language => value === 'en' || value === 'hi';

/**
 * The martyr's biography in English or Hindi (the spec's dropdown): it starts in the site's
 * language, and again at each switch of the site's language; the dropdown swaps the school's
 * texts, and the article carries the language they are in, so screen readers and fonts treat it
 * as such, with the headings the school does not write. A text the school wrote in one language
 * only shows in that one, marked as such. The dropdown itself speaks the site's language.
 */
export function Biography({ martyr, updatedAt }: { martyr: Martyr; updatedAt?: string | null }) {
  const { t, language: site } = useCatalog(contentCatalog);
  const [language, setLanguage] = useState<Language>(site);
  // A switch of the site's language starts the biography over in it (set while rendering, as
  // React advises for state that follows a prop).
  const [startedIn, setStartedIn] = useState(site);
  if (startedIn !== site) {
    setStartedIn(site);
    setLanguage(site);
  }
  // The last choice: an earlier one whose words arrive late does not undo it.
  const wanted = useRef(language);
  const selectId = useId();
  const shown = (value: Bilingual) => say(value, language);
  // The headings the school does not write, in the language shown.
  const words = useWordsIn(language);
  const name = shown(martyr.name);
  const subtitle = shown(martyr.subtitle);
  const storyHeading = shown(martyr.storyHeading);
  const caption = shown(martyr.photoCaption);
  const biodata = martyr.biodata.map((row) => ({ label: shown(row.label), value: shown(row.value) })).filter((row) => row.label.text || row.value.text);
  // The picture's description in the language shown: the only one SchoolPicture is given.
  const alt = shown(martyr.photo.alt);
  const altLanguage = alt.lang ?? language;
  const photo = { ...martyr.photo, alt: { en: altLanguage === 'en' ? alt.text : '', hi: altLanguage === 'hi' ? alt.text : '' } };
  const hasStory = [martyr.introduction, martyr.storyHeading, martyr.story].some((text) => shown(text).text);
  const hasFigure = Boolean(martyr.photo.path || caption.text);

  return (
    <div className="martyr">
      <div className="martyr-language">
        <label htmlFor={selectId}>{t('martyr.language')}</label>
        <select
          id={selectId}
          value={language}
          onChange={(event) => {
            const value = event.target.value;
            // The page changes in one step, once its words in that language are there.
            if (!isLanguage(value)) return;
            wanted.current = value;
            void prepareWords(value).then(() => {
              if (wanted.current === value) setLanguage(value);
            });
          }}
        >
          {LANGUAGES.map((option) => (
            <option key={option} value={option}>
              {t(`martyr.${option}`)}
            </option>
          ))}
        </select>
      </div>

      <article className="martyr-article" lang={language}>
        <header className="martyr-header">
          <h1 className="page-title" lang={name.lang}>
            {name.text || words('martyr.title')}
          </h1>
          {subtitle.text && (
            <p className="martyr-subtitle" lang={subtitle.lang}>
              {subtitle.text}
            </p>
          )}
        </header>
        <div className="martyr-layout">
          {hasStory && (
            <div className="martyr-story">
              <Paragraphs value={martyr.introduction} language={language} />
              {storyHeading.text && <h2 lang={storyHeading.lang}>{storyHeading.text}</h2>}
              <Paragraphs value={martyr.story} language={language} />
            </div>
          )}
          {(hasFigure || biodata.length > 0) && (
            <aside className="martyr-aside" aria-label={words('martyr.biodata')}>
              {hasFigure && (
                <figure className="martyr-photo">
                  <SchoolPicture picture={photo} sizes={MARTYR_SIZES} />
                  {caption.text && <figcaption lang={caption.lang}>{caption.text}</figcaption>}
                </figure>
              )}
              {biodata.length > 0 && (
                <>
                  <h2>{words('martyr.biodata')}</h2>
                  <dl className="martyr-biodata">
                    {biodata.map((row, index) => (
                      <div key={index}>
                        <dt lang={row.label.lang}>{row.label.text}</dt>
                        <dd lang={row.value.lang}>{row.value.text}</dd>
                      </div>
                    ))}
                  </dl>
                </>
              )}
            </aside>
          )}
        </div>
      </article>
      {/* Outside the article, which carries the language chosen: these words are the site's. */}
      <LastUpdated at={updatedAt} />
    </div>
  );
}

/**
 * The page about the martyr after whom the school is named (GET /Site/Page/namesake). Not a
 * SchoolPage: its heading is the martyr's name in the language chosen, and the dropdown stands
 * outside the article; while loading, on failure and while the school has written nothing, it
 * says so as every school page does.
 */
export function MartyrBiography() {
  const load = useCallback((signal: AbortSignal) => loadPage('namesake', signal), []);
  const { data, loading, error, reload } = useLoad(load);
  const { t } = useCatalog(contentCatalog);
  const martyr = data?.content;
  if (martyr && !isBlank(martyr)) return <Biography martyr={martyr} updatedAt={data?.updatedAt} />;
  let state: ReactNode;
  if (loading) state = <PageLoading />;
  else if (error)
    state = (
      <LoadFailed message={t('page.failed')} retry={t('page.retry')} onRetry={reload} />
    );
  else state = <p>{t('page.beingSetUp')}</p>;
  return (
    <PageArticle className="martyr being-set-up" title={t('martyr.title')}>
      {state}
    </PageArticle>
  );
}

import { useCallback, useId, useState, type ReactNode } from 'react';
import { loadPage } from '@school/shared';
import { useLoad } from '@school/shared/use-load';
import type { PageContent } from '@school/shared/contracts/pages';
import { isBlank, type Bilingual } from '@school/shared/contracts/page-values';
import { BEING_SET_UP } from '../../school-pages/school-page';
import { PageArticle } from '../../../ui/page-article';
import { LastUpdated } from '../../../ui/last-updated';
import { Paragraphs, say, type Language } from '../../../ui/school-text';
import { MARTYR_SIZES } from '../../../ui/picture-sizes';
import { SchoolPicture } from '../../../ui/school-picture';
import '../../../ui/being-set-up.css';
import './martyr-biography.css';
import { LoadFailed } from '@school/shared/ui/load-failed';

type Martyr = PageContent<'namesake'>;

/** The page's own words, in both languages: the dropdown, and the headings the school does not write. */
const WORDS = {
  en: { title: 'About the martyr', biodata: 'Biodata' },
  hi: { title: 'शहीद के बारे में', biodata: 'जीवन परिचय' },
} as const satisfies Record<Language, { title: string; biodata: string }>;
/** The dropdown's label reads in both scripts, so either reader finds it. */
const LANGUAGE_LABEL = { en: 'Language', hi: 'भाषा' } as const;
const LANGUAGES: readonly { value: Language; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'hi', label: 'Hindi' },
];

const isLanguage = (value: string): value is Language => value === 'en' || value === 'hi';

/**
 * The martyr's biography in English or Hindi: the dropdown swaps every text of the page, and
 * the article carries the language shown, so screen readers and fonts treat it as such. A text
 * the school wrote in one language only shows in that one, marked as such.
 */
export function Biography({ martyr, updatedAt }: { martyr: Martyr; updatedAt?: string | null }) {
  const [language, setLanguage] = useState<Language>('en');
  const selectId = useId();
  const shown = (value: Bilingual) => say(value, language);
  const words = WORDS[language];
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
        <label htmlFor={selectId}>
          <span lang="en">{LANGUAGE_LABEL.en}</span> / <span lang="hi">{LANGUAGE_LABEL.hi}</span>
        </label>
        <select
          id={selectId}
          value={language}
          onChange={(event) => {
            if (isLanguage(event.target.value)) setLanguage(event.target.value);
          }}
        >
          {LANGUAGES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>

      <article className="martyr-article" lang={language}>
        <header className="martyr-header">
          <h1 className="page-title" lang={name.lang}>
            {name.text || words.title}
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
            <aside className="martyr-aside" aria-label={words.biodata}>
              {hasFigure && (
                <figure className="martyr-photo">
                  <SchoolPicture picture={photo} sizes={MARTYR_SIZES} />
                  {caption.text && <figcaption lang={caption.lang}>{caption.text}</figcaption>}
                </figure>
              )}
              {biodata.length > 0 && (
                <>
                  <h2>{words.biodata}</h2>
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
      {/* Outside the article, which carries the language chosen: these words are English. */}
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
  const martyr = data?.content;
  if (martyr && !isBlank(martyr)) return <Biography martyr={martyr} updatedAt={data?.updatedAt} />;
  let state: ReactNode;
  if (loading) state = <p role="status">Loading…</p>;
  else if (error)
    state = (
      <LoadFailed what="This page" onRetry={reload} />
    );
  else state = <p>{BEING_SET_UP}</p>;
  return (
    <PageArticle className="martyr being-set-up" title={WORDS.en.title}>
      {state}
    </PageArticle>
  );
}

import type { PageContent } from '@school/shared/contracts/pages';
import type { Bilingual } from '@school/shared/contracts/page-values';
import { say, type Language } from '../../../ui/school-text';
import { NAMESAKE_SIZES } from '../../../ui/picture-sizes';
import { SchoolPicture } from '../../../ui/school-picture';
import { useWordsIn } from '../words-in';

/**
 * Beside the story: the namesake's photo with its caption, and the biodata, in `language`; each
 * text the school wrote in one language only is marked as such. Nothing when there is neither.
 */
export function NamesakeAside({ namesake, language }: { namesake: PageContent<'namesake'>; language: Language }) {
  const words = useWordsIn(language);
  const shown = (value: Bilingual) => say(value, language);
  const caption = shown(namesake.photoCaption);
  const biodata = namesake.biodata.map((row) => ({ label: shown(row.label), value: shown(row.value) })).filter((row) => row.label.text || row.value.text);
  // The picture's description in the language shown: the only one SchoolPicture is given.
  const alt = shown(namesake.photo.alt);
  const altLanguage = alt.lang ?? language;
  const photo = { ...namesake.photo, alt: { en: altLanguage === 'en' ? alt.text : '', hi: altLanguage === 'hi' ? alt.text : '' } };
  const hasFigure = Boolean(namesake.photo.path || caption.text);
  if (!hasFigure && biodata.length === 0) return null;

  return (
    <aside className="ui-card namesake-aside" aria-label={words('namesake.biodata')}>
      {hasFigure && (
        <figure className="namesake-photo">
          <SchoolPicture picture={photo} sizes={NAMESAKE_SIZES} />
          {caption.text && <figcaption lang={caption.lang}>{caption.text}</figcaption>}
        </figure>
      )}
      {biodata.length > 0 && (
        <>
          <h2>{words('namesake.biodata')}</h2>
          <dl className="namesake-biodata">
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
  );
}

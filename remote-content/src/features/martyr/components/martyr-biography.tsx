import { useId, useState } from 'react';
import { IMAGES } from '../../../../public-images/page-images';
import { Picture } from '../../../ui/picture';
import { LANGUAGE_PICKER, MARTYR_TEXT, type MartyrLanguage } from '../martyr-content';
import './martyr-biography.css';

const isLanguage = (value: string): value is MartyrLanguage => value in MARTYR_TEXT;

/**
 * The martyr's biography in English or Hindi: the dropdown swaps every text of the page, and
 * the Hindi text carries lang="hi" so screen readers and fonts treat it as Hindi.
 */
export function MartyrBiography() {
  const [language, setLanguage] = useState<MartyrLanguage>('en');
  const selectId = useId();
  const text = MARTYR_TEXT[language];

  return (
    <div className="martyr">
      <div className="martyr-language">
        <label htmlFor={selectId}>
          <span lang="en">{LANGUAGE_PICKER.label.en}</span> / <span lang="hi">{LANGUAGE_PICKER.label.hi}</span>
        </label>
        <select
          id={selectId}
          value={language}
          onChange={(event) => {
            if (isLanguage(event.target.value)) setLanguage(event.target.value);
          }}
        >
          {LANGUAGE_PICKER.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>

      <article className="martyr-article" lang={language}>
        <header className="martyr-header">
          <h1 className="page-title">{text.title}</h1>
          <p className="martyr-subtitle">{text.subtitle}</p>
        </header>
        <div className="martyr-layout">
          <div className="martyr-story">
            {text.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <h2>{text.operationHeading}</h2>
            {text.operation.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <aside className="martyr-aside" aria-label={text.biodataHeading}>
            <figure className="martyr-photo">
              <Picture image={IMAGES.martyr} alt={text.photoAlt} sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 90vw" />
              <figcaption>{text.photoCaption}</figcaption>
            </figure>
            <h2>{text.biodataHeading}</h2>
            <dl className="martyr-biodata">
              {text.biodata.map((row) => (
                <div key={row.label}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          </aside>
        </div>
      </article>
    </div>
  );
}

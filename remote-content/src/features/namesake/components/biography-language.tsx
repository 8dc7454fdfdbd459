import { useId, useRef, useState } from 'react';
import { LANGUAGES, useCatalog } from '@school/shared';
import { contentCatalog } from '../../../i18n/content-strings';
import type { Language } from '../../../ui/school-text';
import { prepareWords } from '../words-in';
import { Options } from '@school/shared/ui/form-field';

const isLanguage = (value: string): value is Language => value === 'en' || value === 'hi';

/**
 * The language the biography is shown in (the spec's dropdown): the site's at first, and again
 * at each switch of the site's language. A choice takes effect in one step, once the page's own
 * words in that language are there; a later choice wins over an earlier one whose words arrive late.
 */
export function useBiographyLanguage(): [Language, (language: string) => void] {
  const { language: site } = useCatalog(contentCatalog);
  const [language, setLanguage] = useState<Language>(site);
  // Set while rendering, as React advises for state that follows a prop.
  const [startedIn, setStartedIn] = useState(site);
  if (startedIn !== site) {
    setStartedIn(site);
    setLanguage(site);
  }
  const wanted = useRef(language);
  const choose = (value: string) => {
    if (!isLanguage(value)) return;
    wanted.current = value;
    void prepareWords(value).then(() => {
      if (wanted.current === value) setLanguage(value);
    });
  };
  return [language, choose];
}

/** The dropdown of the biography's language; it speaks the site's language. */
export function LanguagePicker({ language, onChoose }: { language: Language; onChoose: (language: string) => void }) {
  const { t } = useCatalog(contentCatalog);
  const selectId = useId();
  return (
    <div className="namesake-language">
      <label htmlFor={selectId}>{t('namesake.language')}</label>
      <select id={selectId} className="ui-input" value={language} onChange={(event) => onChoose(event.target.value)}>
        <Options values={LANGUAGES} label={(option) => t(`namesake.${option}`)} />
      </select>
    </div>
  );
}

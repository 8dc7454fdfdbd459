import { useFormContext, useWatch } from 'react-hook-form';
import { pageTexts } from '@school/shared/contracts/hindi-gaps';
import type { PageKind } from '@school/shared/contracts/pages';

/** What one language's visitors see of a text whose other language the school changed from the default. */
export type DefaultWordsShown = 'defaultHindi' | 'englishForHindi' | 'defaultEnglish';

export interface DefaultWordsMismatch {
  /** Where the text's value is in the form (`intro`, `sections.1.text`). */
  path: string;
  label: string;
  shown: DefaultWordsShown;
  /** The input to fix it in: the language left as the default (or empty). */
  fix: 'en' | 'hi';
}

const same = (one: string, other: string) => one.trim() === other.trim();

/**
 * The texts of a page with a default (the GIGW pages) where the school changed one language and
 * not the other: its English rewritten while its Hindi is still the default's (Hindi visitors read
 * the default's words, which no longer say what the English says) or empty (they read the
 * English); or its Hindi rewritten while its English is still the default's. Texts are compared
 * with the default's at the same place; a text the default does not have is the school's own.
 */
export function defaultWordsMismatches(kind: PageKind, values: unknown, defaults: unknown): DefaultWordsMismatch[] {
  const byPath = new Map(pageTexts(kind, defaults).map((text) => [text.path, text]));
  return pageTexts(kind, values).flatMap(({ path, label, en, hi }): DefaultWordsMismatch[] => {
    const original = byPath.get(path);
    if (!original || !en.trim()) return [];
    const englishChanged = !same(en, original.en);
    const hindiChanged = !same(hi, original.hi);
    if (englishChanged && !hindiChanged && hi.trim()) return [{ path, label, shown: 'defaultHindi', fix: 'hi' }];
    if (englishChanged && !hi.trim()) return [{ path, label, shown: 'englishForHindi', fix: 'hi' }];
    if (hindiChanged && !englishChanged && hi.trim()) return [{ path, label, shown: 'defaultEnglish', fix: 'en' }];
    return [];
  });
}

const SAYS: Record<DefaultWordsShown, string> = {
  defaultHindi: 'you changed the English; a Hindi visitor still reads the default text’s Hindi, which does not say what your English says.',
  englishForHindi: 'you changed the English and the Hindi is empty; a Hindi visitor reads your English.',
  defaultEnglish: 'you changed the Hindi; an English visitor still reads the default text’s English.',
};

/**
 * Beside a GIGW page's fields: which texts will read differently in English and in Hindi, and
 * what each language's visitors will see there, counted again as the admin types. Each text is a
 * button into the input to write. Not a live region, like the Hindi count above it: said at every
 * keystroke it would talk over the typing.
 */
export function DefaultWordsWarning({ kind, defaults }: { kind: PageKind; defaults: Record<string, unknown> }) {
  const { setFocus } = useFormContext();
  const mismatches = defaultWordsMismatches(kind, useWatch(), defaults);
  if (mismatches.length === 0) return null;
  return (
    <div className="hindi-gaps default-words-warning">
      <p className="default-words-title">
        <strong>English and Hindi differ:</strong>{' '}
        {mismatches.length === 1 ? '1 text was changed in one language only.' : `${mismatches.length} texts were changed in one language only.`}
      </p>
      <ul>
        {mismatches.map((mismatch) => (
          <li key={mismatch.path}>
            <button type="button" className="hindi-gaps-go" onClick={() => setFocus(`${mismatch.path}.${mismatch.fix}`)}>
              {mismatch.label} ({mismatch.fix === 'hi' ? 'Hindi' : 'English'})
            </button>
            : {SAYS[mismatch.shown]}
          </li>
        ))}
      </ul>
      <p>Write the other language to say the same, or empty the Hindi to show Hindi visitors your English.</p>
    </div>
  );
}

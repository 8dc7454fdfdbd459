import { pageTexts, type BilingualText } from '@school/shared/contracts/hindi-gaps';
import { isoDay } from '@school/shared/dates';
import { PAGES } from '@school/shared/contracts/pages';
import { fixAt, onePerPage, type Found } from './found.js';
import type { SchoolData, VersionData } from './school-data.js';

type Language = 'en' | 'hi';
const NAMES: Record<Language, string> = { en: 'English', hi: 'Hindi' };

/** The version (its index) in which each text's language last changed, oldest version first. */
function lastChanges(versions: readonly VersionData[], kind: Parameters<typeof pageTexts>[0]): Map<string, Record<Language, number>> {
  const changes = new Map<string, Record<Language, number>>();
  let before = new Map<string, BilingualText>();
  versions.forEach((version, index) => {
    const now = new Map(pageTexts(kind, version.body).map((text) => [text.path, text]));
    for (const [path, text] of now) {
      const last = changes.get(path) ?? { en: -1, hi: -1 };
      const previous = before.get(path);
      for (const language of ['en', 'hi'] as const) if (text[language] !== (previous?.[language] ?? '')) last[language] = index;
      changes.set(path, last);
    }
    before = now;
  });
  return changes;
}

/**
 * GIGW asks that the language versions be kept up together: a text of a page whose English
 * changed in a later version than its Hindi last did is reported, as is a text written in one
 * language only. Compared over the page's published versions; a text whose languages changed
 * together is in step, and a Hindi mended alone (its English is the source) is too.
 */
export function languageChecks(data: SchoolData): Found[] {
  const findings: Found[] = [];
  const oneLanguage: Found[] = [];
  for (const [kind, state] of data.pages) {
    if (!state.content) continue;
    const versions = data.versions.get(kind) ?? [];
    const changes = lastChanges(versions, kind);
    for (const text of pageTexts(kind, state.content)) {
      const en = text.en.trim();
      const hi = text.hi.trim();
      if (!en && !hi) continue;
      const base = { check: 'languageBehind' as const, subject: `${kind}:${text.path}`, where: `${PAGES[kind].title} › ${text.label}`, cause: `${en}|${hi}` };
      if (!hi || !en) {
        const lacking: Language = hi ? 'en' : 'hi';
        oneLanguage.push({ ...base, detail: `No ${NAMES[lacking]} yet`, fix: fixAt(kind, `${text.path}.${lacking}`) });
        continue;
      }
      const last = changes.get(text.path);
      if (!last || last.en <= last.hi) continue;
      const on = isoDay(versions[last.en]?.publishedAt ?? state.updatedAt);
      findings.push({ ...base, detail: `English changed on ${on}; Hindi not since`, fix: fixAt(kind, `${text.path}.hi`) });
    }
  }
  return [...findings, ...onePerPage(oneLanguage, 'texts in one language')];
}

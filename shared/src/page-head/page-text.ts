import type { Language } from '../i18n/language';
import { say } from '../i18n/say';
import type { Site } from '../contracts/site';

/** What search engines show of a description; a longer one is cut. */
export const DESCRIPTION_MAX = 160;

/**
 * Running text as one plain line: a list item's "- " (answerBlocks in remote-content) and line
 * breaks go, so what a preview shows reads as the page does.
 */
const plainLine = (text: string) =>
  text
    .replace(/^\s*- /gm, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The start of a text, plain, in at most `max` characters: cut after the last whole word that
 * fits, with "…", so no word is shown in half. Counted in code points, so no character is split.
 */
export function textStart(text: string, max = DESCRIPTION_MAX): string {
  const characters = Array.from(plainLine(text));
  if (characters.length <= max) return characters.join('');
  const room = characters.slice(0, max - 1).join('');
  // The cut falls between words when the character after the room is a space.
  const whole = characters[max - 1] === ' ' ? room : room.replace(/\s+\S*$/, '');
  const kept = whole.trim() ? whole : room; // one word longer than the room: cut inside it
  return `${kept.replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** The school's name in the language shown: the Hindi name where the school gave one. */
export const schoolNameIn = (site: Site, language: Language): string =>
  language === 'hi' && site.profile.nameHi ? site.profile.nameHi : site.schoolName;

/** The lines of the school's postal address in the language shown (the other where it has none), without empty ones. */
export const addressLines = (site: Site, language: Language): string[] =>
  say(site.profile.address, language)
    .text.split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Where the school is, from its profile: its address on one line, with the PIN code unless the address holds it. */
export function placeOf(site: Site, language: Language): string {
  const address = addressLines(site, language).join(', ');
  const pin = site.profile.pinCode;
  if (!pin || address.includes(pin)) return address;
  return address ? `${address} ${pin}` : pin;
}

/**
 * A page's description where it has no text of its own: a sentence naming the page, the school
 * and where it is, only from what the school wrote (no place when its profile has none).
 */
export function schoolSentence(site: Site, language: Language, heading: string | null): string {
  const name = schoolNameIn(site, language);
  const place = placeOf(site, language);
  const school = place ? `${name}, ${place}` : name;
  if (language === 'hi') return textStart(heading ? `${school} की वेबसाइट पर ${heading}।` : `${school} की वेबसाइट।`);
  return textStart(heading ? `${heading}, on the website of ${school}.` : `The website of ${school}.`);
}

import { useCatalog } from '@school/shared';
import { FEEDBACK_LIMITS, FEEDBACK_MESSAGES } from '@school/shared/contracts/feedback';
import { INVALID_EMAIL_MESSAGE } from '@school/shared/contracts/field-rules';
import { SEARCH_MAX_LENGTH, SEARCH_MAX_WORDS } from '@school/shared/contracts/search-words';
import { contentCatalog, type ContentStringId } from './content-strings';

type Said = readonly [id: ContentStringId, values?: Record<string, number>];

/**
 * The messages the contracts say in English (a field's rule, a search the API cannot take, the
 * feedback's flood limits, which the API answers in the same words), by their string here, so
 * a Hindi page says them in Hindi. A test keeps each English string equal to the contract's.
 */
export const CONTRACT_MESSAGES: ReadonlyMap<string, Said> = new Map<string, Said>([
  [FEEDBACK_MESSAGES.nameRequired, ['feedback.nameRequired']],
  [FEEDBACK_MESSAGES.nameTooLong, ['feedback.nameTooLong', { limit: FEEDBACK_LIMITS.name }]],
  [FEEDBACK_MESSAGES.emailRequired, ['feedback.emailRequired']],
  [FEEDBACK_MESSAGES.emailTooLong, ['feedback.emailTooLong', { limit: FEEDBACK_LIMITS.email }]],
  [INVALID_EMAIL_MESSAGE, ['feedback.emailInvalid']],
  [FEEDBACK_MESSAGES.messageRequired, ['feedback.messageRequired']],
  [FEEDBACK_MESSAGES.messageTooLong, ['feedback.messageTooLong', { limit: FEEDBACK_LIMITS.message }]],
  [FEEDBACK_MESSAGES.tooManyFromYou, ['feedback.tooManyFromYou']],
  [FEEDBACK_MESSAGES.tooManyFromYourNetwork, ['feedback.tooManyFromYourNetwork']],
  [FEEDBACK_MESSAGES.inboxFull, ['feedback.inboxFull']],
  [FEEDBACK_MESSAGES.tooManyThisHour, ['feedback.tooManyThisHour']],
  [FEEDBACK_MESSAGES.tooManyToday, ['feedback.tooManyToday']],
  ['Type a word to search for.', ['search.empty']],
  [`Search for at most ${SEARCH_MAX_LENGTH} characters.`, ['search.tooLong', { limit: SEARCH_MAX_LENGTH }]],
  ['Search for a word: letters or digits.', ['search.noWord']],
  [`Search for at most ${SEARCH_MAX_WORDS} words.`, ['search.tooManyWords', { limit: SEARCH_MAX_WORDS }]],
]);

/**
 * Says a contract's message in the language shown. One it does not know (an API's own words)
 * stays as it came, unless the page is not in English and `instead` is given: then that.
 */
export function useContractMessage(): (message: string, instead?: string) => string {
  const { t, language } = useCatalog(contentCatalog);
  return (message, instead) => {
    const said = CONTRACT_MESSAGES.get(message);
    if (said) return t(...said);
    return language !== 'en' && instead !== undefined ? instead : message;
  };
}

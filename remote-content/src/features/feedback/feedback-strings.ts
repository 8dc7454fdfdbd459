import { defineCatalog } from '@school/shared';
import { FEEDBACK_LIMITS, FEEDBACK_MESSAGES } from '@school/shared/contracts/feedback';
import { INVALID_EMAIL_MESSAGE } from '@school/shared/contracts/field-rules';
import type { ContractMessages, Said } from '../../i18n/contract-messages';

/**
 * The interface strings of the feedback page (/feedback), and the contract's messages it says
 * (contracts/feedback.ts, field-rules.ts) in the language shown (FEEDBACK_CONTRACT_MESSAGES):
 * English here, Hindi in feedback.hi.json, fetched only when Hindi is shown. A catalog of its own,
 * not the content one (i18n/content-strings.ts), so that its strings come with its page's chunk
 * rather than in the home page's.
 */
export const FEEDBACK_STRINGS = {
  'feedback.title': 'Feedback',
  'feedback.intro':
    'Write to the school: a question, a suggestion, or something on this site that is wrong or hard to use. You will get a reference number; quote it if you contact the school about your message.',
  'feedback.allRequired': 'All fields are required.',
  'feedback.noScript': 'Sending feedback needs JavaScript, which is off in this browser. The school’s address, phone and e-mail are on the Contact Us page.',
  'feedback.name': 'Name',
  'feedback.nameHint': 'At most {limit, number} characters.',
  'feedback.email': 'E-mail',
  'feedback.emailHint': 'So that the school can reply to you.',
  'feedback.message': 'Message',
  'feedback.messageHint': 'At most {limit, number} characters ({used, number} used).',
  'feedback.trap': 'Leave this field empty',
  'feedback.send': 'Send feedback',
  'feedback.sending': 'Sending…',
  'feedback.notSent': 'Your feedback could not be sent. Please check your connection and try again.',
  'feedback.thanks': 'Thank you. Your feedback has reached the school.',
  'feedback.reference': 'Your reference number is',
  'feedback.keepIt': 'Please note it down: quote it if you contact the school about this message.',
  'feedback.another': 'Send another message',
  // The contract's messages (contracts/feedback.ts, field-rules.ts), said in the language shown
  'feedback.nameRequired': 'Name is required',
  'feedback.nameTooLong': 'Name cannot exceed {limit, number} characters',
  'feedback.emailRequired': 'E-mail is required',
  'feedback.emailTooLong': 'E-mail cannot exceed {limit, number} characters',
  'feedback.emailInvalid': 'Enter a valid email address',
  'feedback.messageRequired': 'Message is required',
  'feedback.messageTooLong': 'Message cannot exceed {limit, number} characters',
  'feedback.tooManyFromYou': 'You have sent several messages in the last hour.',
  'feedback.tooManyFromYourNetwork': 'Several messages have come from your network in the last hour.',
  'feedback.inboxFull': 'The school has many messages still to read, and one from you today already.',
  'feedback.tooManyThisHour': 'The school has received a lot of feedback in the last hour.',
  'feedback.tooManyToday': 'The school has received a lot of feedback today.',
} as const;

export type FeedbackStringId = keyof typeof FEEDBACK_STRINGS;

export const feedbackCatalog = defineCatalog('content-feedback', FEEDBACK_STRINGS, {
  hi: () => import(/* webpackChunkName: "content-feedback-hi" */ './feedback.hi.json'),
});

/** The contract's messages by their strings here (i18n/contract-messages.ts). */
export const FEEDBACK_CONTRACT_MESSAGES: ContractMessages<FeedbackStringId> = new Map<string, Said<FeedbackStringId>>([
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
]);

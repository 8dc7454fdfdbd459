import { FEEDBACK_LIMITS } from '@school/shared/contracts/feedback';

const characters = (count: number) => `${count.toLocaleString('en-IN')} characters`;

/** The Feedback page's own words. The field rules and their messages are the contract's (contracts/feedback.ts). */
export const FEEDBACK_TEXT = {
  title: 'Feedback',
  intro:
    'Write to the school: a question, a suggestion, or something on this site that is wrong or hard to use. ' +
    'You will get a reference number; quote it if you contact the school about your message.',
  allRequired: 'All fields are required.',
  name: { label: 'Name', hint: `At most ${characters(FEEDBACK_LIMITS.name)}.` },
  email: { label: 'E-mail', hint: 'So that the school can reply to you.' },
  message: {
    label: 'Message',
    hint: (used: number) => `At most ${characters(FEEDBACK_LIMITS.message)} (${used.toLocaleString('en-IN')} used).`,
  },
  trap: 'Leave this field empty',
  send: 'Send feedback',
  sending: 'Sending…',
  notSent: 'Your feedback could not be sent. Please check your connection and try again.',
  thanks: 'Thank you. Your feedback has reached the school.',
  reference: 'Your reference number is',
  keepIt: 'Please note it down: quote it if you contact the school about this message.',
  another: 'Send another message',
} as const;

/**
 * Support access (docs/decisions/013-school-team.md, "Support access"): a provider user opens a
 * school's admin area in support mode, for a time they choose, under a banner. The words and
 * limits the API and the screens share.
 */

/** The choices of a support session's length, in minutes; the API takes any whole number up to the last. */
export const SUPPORT_MINUTES = [15, 30, 60] as const;
export const SUPPORT_MAX_MINUTES = 60;
export const SUPPORT_MIN_MINUTES = 1;
/** How long the one-time code the provider's screen hands to the school's address is valid. */
export const SUPPORT_CODE_SECONDS = 60;
export const SUPPORT_REASON_MAX = 200;

/** The host's page that exchanges the code (in the address's fragment, never its query) for the session. */
export const SUPPORT_PATH = '/support';

export const SUPPORT_MESSAGES = {
  /** A support session's token on a route that manages users, passwords or the second factor. */
  refused: 'A support session may not manage users, passwords or two-factor sign-in',
  notSupport: 'This is not a support session',
  badCode: 'This support link is not valid, was used already or has expired. Start the support session again from the provider area.',
  schoolInactive: 'This school is deactivated: activate it before opening a support session',
  ended: 'The support session has ended.',
  expired: 'The support session has reached its time limit and has ended.',
} as const;

/** POST /Provider/School/Support/Start's answer: the one-time code and where to use it. */
export interface SupportStart {
  code: string;
  /** When the code stops working (ISO). */
  codeExpiresAt: string;
  /** When the session will end (ISO). */
  endsAt: string;
  /** The school's addresses (host names), its Website URL's first: its admin area is at each. */
  hostNames: string[];
  schoolName: string;
}

/** POST /School/Support/Exchange's answer: the session, as a school login's, and what the banner says. */
export interface SupportSession {
  token: string;
  schoolId: number;
  schoolCode: string;
  schoolName: string;
  /** The provider user's name, who works in the session. */
  providerUserName: string;
  endsAt: string;
}

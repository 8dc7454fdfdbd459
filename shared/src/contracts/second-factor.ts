import * as z from 'zod/mini';

// The account screens' addresses live in account-paths.ts, without zod, for the host's route map.
export { SECURITY_PATH } from './account-paths';

/**
 * Two-factor sign-in (docs/decisions/013-school-team.md, "Second factor"): the texts the API and
 * the screens share, where each kind of user enrols, and the code step's form.
 */
export const SECOND_FACTOR = {
  /** Until enrolment, a required account's token reaches only its own routes (403 with this). */
  mustEnrol: 'You must set up two-factor sign-in before you continue',
  codeNeeded: 'Enter the 6-digit code from your authenticator app',
  wrongCode: 'The code is not correct',
  wrongRecoveryCode: 'The recovery code is not correct or was used already',
  challengeExpired: 'This sign-in has expired. Please log in again.',
  alreadyOn: 'Two-factor sign-in is already on for this account',
  notOn: 'Two-factor sign-in is not on for this account',
  notStarted: 'Start the set-up again: no secret is waiting to be confirmed',
  enrolled: 'Two-factor sign-in is on',
  newCodes: 'New recovery codes made: the old ones no longer work',
  reset: 'Second factor reset: the user sets it up again at the next login',
} as const;

/** A code typed by a person: six digits, spaces allowed (apps show "123 456"). */
export const CODE_PATTERN = /^\s*\d{3}\s?\d{3}\s*$/;

/** A code form's one field: the authenticator's code, or a recovery code instead. */
export const CodeInputSchema = z.object({ value: z.string().check(z.regex(CODE_PATTERN, SECOND_FACTOR.codeNeeded)) });
export const RecoveryInputSchema = z.object({ value: z.string().check(z.minLength(1, 'Enter one of your recovery codes')) });

/** What starting enrolment answers: the secret as text, the otpauth address and the QR code (SVG). */
export interface EnrolmentStart {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

/** The second factor's state for its owner. */
export interface SecondFactorStatus {
  on: boolean;
  required: boolean;
  recoveryCodesLeft: number;
}

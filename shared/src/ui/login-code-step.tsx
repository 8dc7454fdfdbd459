import { useState } from 'react';
import { errorMessage } from '@school/shared';
import { loginCodeStep } from '@school/shared/second-factor';
import type { LoginAnswer } from '@school/shared/contracts/auth';
import { SECOND_FACTOR } from '@school/shared/contracts/second-factor';
import { AuthenticatorCodeForm } from './authenticator-code-form';

interface LoginCodeStepProps {
  /** The password step's challenge. */
  challenge: string;
  /** The login's answer, once the code is right. */
  onAnswer(answer: LoginAnswer): Promise<void>;
  /** The challenge is over (its time or its tries ran out): back to the password. */
  onExpired(): void;
}

/**
 * The login's second step: the authenticator's code, or one of the recovery codes instead
 * (docs/decisions/013-school-team.md). A wrong one is said beside the field; a wait (429) or an
 * expired challenge is a toast, as the password step's failures are, and an expired challenge
 * goes back to the password, which is all that can start a new one.
 */
export function LoginCodeStep({ challenge, onAnswer, onExpired }: LoginCodeStepProps) {
  const [recovery, setRecovery] = useState(false);
  const answer = async (sent: Promise<LoginAnswer>) => {
    try {
      await onAnswer(await sent);
    } catch (error) {
      if (errorMessage(error, '') === SECOND_FACTOR.challengeExpired) onExpired();
      throw error;
    }
  };
  const other = (
    <button type="button" className="ui-password-toggle" onClick={() => setRecovery((shown) => !shown)}>
      {recovery ? 'Use the authenticator app instead' : 'Use a recovery code instead'}
    </button>
  );
  return recovery ? (
    <AuthenticatorCodeForm
      key="recovery"
      kind="recoveryCode"
      label="Recovery code"
      hint="One of the ten codes you kept when you set up two-factor sign-in. Each works once."
      submit="Verify"
      send={(recoveryCode) => answer(loginCodeStep(challenge, { recoveryCode }))}
    >
      {other}
    </AuthenticatorCodeForm>
  ) : (
    <AuthenticatorCodeForm key="code" submit="Verify" send={(code) => answer(loginCodeStep(challenge, { code }))}>
      {other}
    </AuthenticatorCodeForm>
  );
}

import { useState } from 'react';
import { loginCodeStep } from '@school/shared/second-factor';
import type { LoginAnswer } from '@school/shared/contracts/auth';
import { AuthenticatorCodeForm } from './authenticator-code-form';

interface LoginCodeStepProps {
  /** The password step's challenge. */
  challenge: string;
  /** The login's answer, once the code is right. */
  onAnswer(answer: LoginAnswer): Promise<void>;
}

/**
 * The login's second step: the authenticator's code, or one of the recovery codes instead
 * (docs/decisions/013-school-team.md). A wrong one is said beside the field; a wait (429) or an
 * expired challenge is a toast, as the password step's failures are.
 */
export function LoginCodeStep({ challenge, onAnswer }: LoginCodeStepProps) {
  const [recovery, setRecovery] = useState(false);
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
      send={async (recoveryCode) => onAnswer(await loginCodeStep(challenge, { recoveryCode }))}
    >
      {other}
    </AuthenticatorCodeForm>
  ) : (
    <AuthenticatorCodeForm key="code" submit="Verify" send={async (code) => onAnswer(await loginCodeStep(challenge, { code }))}>
      {other}
    </AuthenticatorCodeForm>
  );
}

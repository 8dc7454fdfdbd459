import { useId, useState } from 'react';
import { askToConfirm } from '@school/shared/ui/confirm-dialog';
import { useActions } from '@school/shared/use-actions';
import { resetSecondFactor } from '../api/reset-second-factor';
import './failed-logins.css';

/**
 * The user's two-factor sign-in in the edit form: on or not set up, and the provider's reset for
 * a user who lost their phone and their recovery codes (docs/decisions/013-school-team.md).
 */
export function SecondFactorReset({ schoolUserId, on }: { schoolUserId: number; on: boolean }) {
  const headingId = useId();
  const [isOn, setIsOn] = useState(on);
  const { run, busy: resetting, failure } = useActions({ failures: 'inline' });

  const reset = async () => {
    const yes = await askToConfirm({
      question: 'Reset this user’s second factor?',
      detail: 'Their sessions end now, and they set up two-factor sign-in again at their next login. Do this only when you know it is them asking.',
      action: 'Reset second factor',
    });
    if (!yes) return;
    await run(() => resetSecondFactor(schoolUserId), {
      failed: 'Failed to reset the second factor. Please try again.',
      done: (message) => message,
      then: () => setIsOn(false),
    });
  };

  return (
    <section className="users-failed-logins" aria-labelledby={headingId}>
      <h4 id={headingId}>Two-factor sign-in</h4>
      <p>{isOn ? 'On.' : 'Not set up: the user sets it up at their next login.'}</p>
      {isOn && (
        <button type="button" className="ui-button" disabled={resetting} aria-busy={resetting} onClick={() => void reset()}>
          Reset second factor
        </button>
      )}
      {failure && (
        <p className="users-failed-logins-error" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}

import { useCallback, useState } from 'react';
import { errorMessage, notifier, type SessionKind } from '@school/shared';
import { useLoad } from '@school/shared/use-load';
import { confirmEnrolment, renewRecoveryCodes, secondFactorStatus, startEnrolment } from '@school/shared/second-factor';
import { SECOND_FACTOR, type EnrolmentStart } from '@school/shared/contracts/second-factor';
import { AuthenticatorCodeForm } from './authenticator-code-form';
import { LoadFailed } from './load-failed';
import { QrCode } from './qr-code';
import { RecoveryCodes } from './recovery-codes';
import './second-factor-panel.css';

const toasts = notifier('admin');

interface SecondFactorPanelProps {
  kind: SessionKind;
  /** After enrolment, once the codes are kept: where the screens go next. */
  onEnrolled(): void;
}

/**
 * The signed-in user's two-factor sign-in (docs/decisions/013-school-team.md): whether it is
 * on; setting it up (a QR code and the secret as text, then a code to confirm, then the
 * recovery codes shown once); and new recovery codes. The school admin's and the provider's
 * security screens both show it.
 */
export function SecondFactorPanel({ kind, onEnrolled }: SecondFactorPanelProps) {
  const load = useCallback((signal: AbortSignal) => secondFactorStatus(kind, signal), [kind]);
  const status = useLoad(load);
  const [started, setStarted] = useState<EnrolmentStart | null>(null);
  const [starting, setStarting] = useState(false);
  const [codes, setCodes] = useState<{ list: string[]; after(): void } | null>(null);

  if (codes) return <RecoveryCodes codes={codes.list} onDone={codes.after} />;
  if (status.error && !status.data) return <LoadFailed what="The state of two-factor sign-in" onRetry={status.reload} />;
  if (!status.data) return <p className="ui-empty" role="status">Loading…</p>;

  const start = async () => {
    setStarting(true);
    try {
      setStarted(await startEnrolment(kind));
    } catch (error) {
      toasts.error(errorMessage(error, 'Two-factor sign-in could not be set up now. Please try again.'));
    } finally {
      setStarting(false);
    }
  };

  if (status.data.on) {
    // None left: used up, or never made (the demo's seeded accounts are enrolled without any).
    const none = status.data.recoveryCodesLeft === 0;
    return (
      <div className="ui-second-factor">
        <p className="ui-second-factor-state">
          <strong>{SECOND_FACTOR.enrolled}.</strong>{' '}
          {none ? 'You have no recovery codes.' : `Recovery codes left: ${status.data.recoveryCodesLeft} of 10.`}
        </p>
        <h2>{none ? 'Recovery codes' : 'New recovery codes'}</h2>
        <p>
          {none
            ? 'A recovery code signs you in once when you do not have your phone. Make ten, and keep them somewhere safe.'
            : 'Lost or used up your codes? Make ten new ones: the old ones stop working.'}
        </p>
        {/* Below the state: opening the screen shows it from its heading, not scrolled to this field. */}
        <AuthenticatorCodeForm
          focusOnShow={false}
          submit={none ? 'Make recovery codes' : 'Make new recovery codes'}
          send={async (code) => {
            const list = await renewRecoveryCodes(kind, code);
            toasts.success(SECOND_FACTOR.newCodes);
            setCodes({ list, after: () => (setCodes(null), status.reload()) });
          }}
        />
      </div>
    );
  }

  return (
    <div className="ui-second-factor">
      {status.data.required && (
        <p className="ui-change-password-notice" role="status">
          {SECOND_FACTOR.mustEnrol}.
        </p>
      )}
      <p>
        Two-factor sign-in asks, after your password, for a code from an authenticator app on your phone (such as Google Authenticator, Microsoft
        Authenticator or FreeOTP). A stolen password alone then cannot open this account.
      </p>
      {!started ? (
        <button type="button" className="ui-button ui-button-primary" disabled={starting} aria-busy={starting} onClick={() => void start()}>
          Set up two-factor sign-in
        </button>
      ) : (
        <ol className="ui-second-factor-steps">
          <li>
            <p>Scan this QR code with the authenticator app.</p>
            <QrCode className="ui-second-factor-qr" svg={started.qrSvg} label="QR code for the authenticator app" size={200} />
            <p>
              Or type this key into the app: <code className="ui-second-factor-secret">{started.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
            </p>
          </li>
          <li>
            <AuthenticatorCodeForm
              submit="Turn on two-factor sign-in"
              send={async (code) => {
                const list = await confirmEnrolment(kind, code);
                toasts.success(SECOND_FACTOR.enrolled);
                setCodes({ list, after: onEnrolled });
              }}
            />
          </li>
        </ol>
      )}
    </div>
  );
}

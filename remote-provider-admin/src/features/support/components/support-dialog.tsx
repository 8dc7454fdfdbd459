import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@school/shared';
import type { SchoolRecord } from '@school/shared/contracts/school';
import { SUPPORT_MINUTES, SUPPORT_REASON_MAX, type SupportStart } from '@school/shared/contracts/support';
import { SupportStartFormSchema, type SupportStartInput } from '@school/shared/contracts/support-start';
import { useSchemaForm } from '@school/shared/schema-form';
import { formatClock } from '@school/shared/dates';
import { Field, Options } from '@school/shared/ui/form-field';
import { Modal } from '@school/shared/ui/modal';
import { startSupport, supportAddress } from '../api/start-support';
import './support-dialog.css';

/** The form as it opens: half an hour, no reason yet. */
const START: SupportStartInput = { minutes: 30, reason: '' };

interface SupportDialogProps {
  /** The school asked about; null: the dialog is closed. */
  school: SchoolRecord | null;
  onClose: () => void;
}

/**
 * "Open support session" (decision 013, "Support access"): asks how long and why, starts the
 * session, and gives the link that opens the school's admin area with its one-time code, in a
 * tab of its own (the school's address keeps its own session storage). The link works once,
 * within a minute.
 */
export function SupportDialog({ school, onClose }: SupportDialogProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting: busy },
  } = useSchemaForm(SupportStartFormSchema, { defaultValues: START });
  const [failure, setFailure] = useState<string | null>(null);
  const [started, setStarted] = useState<SupportStart | null>(null);
  const [hostName, setHostName] = useState('');
  const link = useRef<HTMLAnchorElement>(null);
  // The form and its focused button are gone: focus goes to what comes next.
  useEffect(() => {
    if (started) link.current?.focus();
  }, [started]);

  const close = () => {
    reset(START);
    setFailure(null);
    setStarted(null);
    onClose();
  };

  const submit = async ({ minutes, reason }: SupportStartInput) => {
    if (!school) return;
    setFailure(null);
    try {
      const answer = await startSupport(school.schoolId, minutes, reason);
      setHostName(answer.hostNames[0] ?? '');
      setStarted(answer);
    } catch (error) {
      setFailure(errorMessage(error, 'The support session could not be started. Please try again.'));
    }
  };

  const name = school?.schoolName ?? '';
  return (
    <Modal open={school !== null} title={`Open a support session for ${name}?`} onClose={close} busy={busy} alert>
      {started ? (
        <div className="support-dialog">
          <p role="status">
            The support session for {started.schoolName} is ready. Open its admin area within a minute: the link works once. The session ends at{' '}
            {formatClock(started.endsAt)} (India time).
          </p>
          {/* A school may have several addresses (its Website URL's first): one not yet live is not the one to open. */}
          {started.hostNames.length > 1 && (
            <Field label="Address">
              {(control) => (
                <select {...control} value={hostName} onChange={(event) => setHostName(event.target.value)}>
                  <Options values={started.hostNames} />
                </select>
              )}
            </Field>
          )}
          <div className="ui-modal-answers">
            <button type="button" className="ui-button" onClick={close}>
              Close
            </button>
            <a ref={link} className="ui-button ui-button-primary" href={supportAddress(started.code, hostName)} target="_blank" rel="noopener noreferrer">
              Open the admin area of {started.schoolName}
            </a>
          </div>
        </div>
      ) : (
        <form className="support-dialog" onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
          <p className="ui-modal-question">
            You will work in the school’s admin area as its admin, under a banner, until the time you choose. Everything you do there is written to the school’s audit log
            as yours. Its users, passwords and two-factor sign-in stay closed to you.
          </p>
          <Field label="Length">
            {(control) => (
              <select {...control} {...register('minutes', { setValueAs: Number })}>
                <Options values={SUPPORT_MINUTES} label={(choice) => `${choice} minutes`} />
              </select>
            )}
          </Field>
          <Field label="Reason" hint="Written to the school’s audit log." error={errors.reason?.message}>
            {(control) => <textarea {...control} rows={3} maxLength={SUPPORT_REASON_MAX} {...register('reason')} />}
          </Field>
          {failure && <p role="alert" className="support-dialog-failure">{failure}</p>}
          <div className="ui-modal-answers">
            <button type="button" className="ui-button" onClick={close} data-autofocus>
              Cancel
            </button>
            <button type="submit" className="ui-button ui-button-primary" disabled={busy} aria-busy={busy || undefined}>
              Open support session
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

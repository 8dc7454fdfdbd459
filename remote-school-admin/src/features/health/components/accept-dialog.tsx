import { AcceptFindingSchema, type HealthFinding } from '@school/shared/contracts/health';
import { useSchemaForm } from '@school/shared/schema-form';
import { useHealthCheckWords } from '@school/shared/ui/health-checks';
import { Field } from '@school/shared/ui/form-field';
import { Modal } from '@school/shared/ui/modal';
import { useHealthWords } from './use-health-words';
import '../../../ui/admin-form.css';

interface AcceptDialogProps {
  /** The finding to accept; null: closed. */
  finding: HealthFinding | null;
  busy: boolean;
  /** Why the last Accept failed (the API's words, or ours), shown in the dialog. */
  failure: string | null;
  onClose(): void;
  onAccept(id: number, reason: string): Promise<void>;
}

/** Accept asks for the school's reason in a small dialog, checked by the contract's rule (AcceptFindingSchema). */
export function AcceptDialog({ finding, busy, failure, onClose, onAccept }: AcceptDialogProps) {
  const { t } = useHealthWords();
  return (
    <Modal open={finding !== null} title={t('health.acceptTitle')} onClose={onClose} busy={busy} closeLabel={t('health.close')}>
      {finding && <AcceptForm finding={finding} busy={busy} failure={failure} onClose={onClose} onAccept={onAccept} />}
    </Modal>
  );
}

/** The dialog's form: fresh for each opening, as the dialog draws its body only while open. */
function AcceptForm({ finding, busy, failure, onClose, onAccept }: AcceptDialogProps & { finding: HealthFinding }) {
  const { t, sayMessage } = useHealthWords();
  const check = useHealthCheckWords();
  const { register, handleSubmit, formState } = useSchemaForm(AcceptFindingSchema, { defaultValues: { id: finding.id, reason: '' } });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(({ id, reason }) => onAccept(id, reason))(event)}>
      <p className="health-accepting">
        <strong>{check.title(finding.check)}</strong>: {finding.where}
      </p>
      <fieldset className="ui-fieldset" disabled={busy}>
        <Field label={t('health.reason')} hint={t('health.reasonHint')} error={sayMessage(formState.errors.reason?.message)}>
          {(control) => <textarea rows={3} data-autofocus {...control} {...register('reason')} />}
        </Field>
        {failure && (
          <p className="ui-field-error" role="alert">
            {sayMessage(failure)}
          </p>
        )}
        <div className="admin-form-actions">
          <button type="submit" className="ui-button ui-button-primary" aria-busy={busy || undefined}>
            {busy ? t('health.accepting') : t('health.confirmAccept')}
          </button>
          <button type="button" className="ui-button" onClick={onClose}>
            {t('health.cancel')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

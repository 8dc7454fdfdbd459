import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, AuditFilterFormSchema, EMPTY_AUDIT_FORM, type AuditFilterFormValues } from '@school/shared/contracts/audit';
import { Field } from '@school/shared/ui/form-field';
import '../../../ui/admin-form.css';

const resolver = zodResolver(AuditFilterFormSchema);

interface AuditFilterFormProps {
  /** The filter the address holds: the form shows it, and again after Back or Forward. */
  values: AuditFilterFormValues;
  onApply(values: AuditFilterFormValues): void;
}

/** The log's filters: what was done, to what kind of thing, by whom, between which days (India time). */
export function AuditFilterForm({ values, onApply }: AuditFilterFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AuditFilterFormValues>({ resolver, defaultValues: values });
  useEffect(() => reset(values), [values, reset]);

  return (
    <form className="audit-filters" aria-label="Filter the audit log" noValidate onSubmit={(event) => void handleSubmit(onApply)(event)}>
      <div className="audit-filter-grid">
        <Field label="Action" error={errors.action?.message}>
          {(props) => (
            <select {...props} {...register('action')}>
              <option value="">Any action</option>
              {AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {action}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Kind" error={errors.entity?.message}>
          {(props) => (
            <select {...props} {...register('entity')}>
              <option value="">Any kind</option>
              {Object.entries(AUDIT_ENTITIES).map(([entity, label]) => (
                <option key={entity} value={entity}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="User name" hint="Part of it is enough." error={errors.userName?.message}>
          {(props) => <input type="search" autoComplete="off" maxLength={60} {...props} {...register('userName')} />}
        </Field>
        <Field label="From" error={errors.from?.message}>
          {(props) => <input type="date" {...props} {...register('from')} />}
        </Field>
        <Field label="To" error={errors.to?.message}>
          {(props) => <input type="date" {...props} {...register('to')} />}
        </Field>
      </div>
      <div className="admin-form-actions">
        <button type="button" className="ui-button" onClick={() => onApply(EMPTY_AUDIT_FORM)}>
          Clear filters
        </button>
        <button type="submit" className="ui-button ui-button-primary">
          Apply filters
        </button>
      </div>
    </form>
  );
}

import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, AuditFilterFormSchema, EMPTY_AUDIT_FORM, type AuditFilterFormValues } from '@school/shared/contracts/audit';
import type { SchoolRecord } from '@school/shared/contracts/school';
import { Field } from '../form-field';

const resolver = zodResolver(AuditFilterFormSchema);

interface AuditFilterFormProps {
  /** The filter the address holds: the form shows it, and again after Back or Forward. */
  values: AuditFilterFormValues;
  /**
   * Every school's log (the provider's): the schools to choose from, none while they load (the
   * filter still works without). Undefined for a school's own log: no School filter.
   */
  schools?: readonly SchoolRecord[] | undefined;
  /** The class of the buttons' row: the area's own form actions look. */
  actionsClassName: string;
  onApply(values: AuditFilterFormValues): void;
}

/** The log's filters: (which school,) what was done, to what kind of thing, by whom, between which days (India time). */
export function AuditFilterForm({ values, schools, actionsClassName, onApply }: AuditFilterFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AuditFilterFormValues>({ resolver, defaultValues: values });
  // Again once the schools are there: a select keeps a value only among its options.
  useEffect(() => reset(values), [values, schools, reset]);
  const unlisted = schools && values.schoolId && !schools.some((school) => String(school.schoolId) === values.schoolId);

  return (
    <form className="audit-filters" aria-label="Filter the audit log" noValidate onSubmit={(event) => void handleSubmit(onApply)(event)}>
      <div className="audit-filter-grid">
        {schools && (
          <Field label="School" error={errors.schoolId?.message}>
            {(props) => (
              <select {...props} {...register('schoolId')}>
                <option value="">Every school</option>
                {/* A school deleted since keeps its entries: its id is still a choice. */}
                {unlisted && <option value={values.schoolId}>School {values.schoolId}</option>}
                {schools.map((school) => (
                  <option key={school.schoolId} value={String(school.schoolId)}>
                    {school.schoolName}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
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
      <div className={actionsClassName}>
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

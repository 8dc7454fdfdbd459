import { useEffect } from 'react';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, AuditFilterFormSchema, EMPTY_AUDIT_FORM, type AuditFilterFormValues } from '@school/shared/contracts/audit';
import type { SchoolRecord } from '@school/shared/contracts/school';
import { useSchemaForm } from '@school/shared/schema-form';
import { Field } from '../form-field';

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
  } = useSchemaForm(AuditFilterFormSchema, { defaultValues: values });
  // Again once the schools are there: a select keeps a value only among its options.
  useEffect(() => reset(values), [values, schools, reset]);
  // A school deleted since keeps its entries: its id is still a choice.
  const unlisted = schools && values.schoolId && !schools.some((school) => String(school.schoolId) === values.schoolId);

  /** A choice of the filter: "any" first, then each value with its words. */
  const choice = (name: 'schoolId' | 'action' | 'entity', label: string, any: string, options: readonly (readonly [string, string])[]) => (
    <Field label={label} error={errors[name]?.message}>
      {(props) => (
        <select {...props} {...register(name)}>
          <option value="">{any}</option>
          {options.map(([value, words]) => (
            <option key={value} value={value}>
              {words}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <form className="audit-filters" aria-label="Filter the audit log" noValidate onSubmit={(event) => void handleSubmit(onApply)(event)}>
      <div className="audit-filter-grid">
        {schools &&
          choice('schoolId', 'School', 'Every school', [
            ...(unlisted ? [[values.schoolId, `School ${values.schoolId}`] as const] : []),
            ...schools.map((school) => [String(school.schoolId), school.schoolName] as const),
          ])}
        {choice('action', 'Action', 'Any action', AUDIT_ACTIONS.map((action) => [action, action] as const))}
        {choice('entity', 'Kind', 'Any kind', Object.entries(AUDIT_ENTITIES))}
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

import { useState } from 'react';
import { get, useForm, type FieldError, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage, notifier } from '@school/shared';
import type { NewSchool } from '@school/shared/contracts/new-school';
import { CheckboxField, Field } from '@school/shared/ui/form-field';
import { FormPanel } from '../../../ui/form-panel';
import { withHintBelow } from '../../../ui/hint-below';
import { saveSchool } from '../api/save-school';
import { editedSchoolFormSchema, EMPTY_SCHOOL, SchoolFormSchema, type SchoolFormValues } from '../school-form-values';

const toasts = notifier('admin');

interface SchoolFormProps {
  /** The school being edited, with its form values; none when adding. */
  editing?: { schoolId: number; values: SchoolFormValues } | undefined;
  onSaved: () => void;
  onCancel: () => void;
}

interface TextFieldSpec {
  name: Exclude<FieldPath<SchoolFormValues>, 'active' | 'profile' | 'profile.address'>;
  label: string;
  /** A textarea for 'lines', else an input of this type. */
  type?: 'text' | 'tel' | 'email' | 'url' | 'date' | 'lines';
  hint?: string;
  autoComplete?: string;
  lang?: string;
  spellCheck?: boolean;
}

interface FieldGroup {
  title: string;
  fields: TextFieldSpec[];
}

// The School entity's fields (docs/product.md#record-fields) in the order a person fills them in.
const GROUPS: FieldGroup[] = [
  {
    title: 'School',
    fields: [
      { name: 'schoolName', label: 'School Name', autoComplete: 'organization' },
      { name: 'schoolCode', label: 'School Code' },
    ],
  },
  {
    title: 'Contacts',
    fields: [
      { name: 'contactPerson1', label: 'Contact Person 1', autoComplete: 'off' },
      { name: 'contact1', label: 'Contact 1', type: 'tel', hint: 'An optional + and at least 10 digits', autoComplete: 'off' },
      { name: 'contactPerson2', label: 'Contact Person 2 (optional)', autoComplete: 'off' },
      { name: 'contact2', label: 'Contact 2 (optional)', type: 'tel', hint: 'An optional + and at least 10 digits', autoComplete: 'off' },
    ],
  },
  {
    title: 'Website',
    fields: [
      { name: 'schoolWebSiteUrl', label: 'Website URL', type: 'url', hint: 'Starts with http:// or https://' },
      {
        name: 'otherHostNames',
        label: 'Other addresses (optional)',
        type: 'lines',
        hint: 'Other host names this site answers at, one per line, e.g. www.example.in',
        autoComplete: 'off',
        spellCheck: false,
      },
      { name: 'schoolWebSiteDomainName', label: 'Domain Name (optional)' },
      { name: 'schoolWebSiteDomain', label: 'Domain (optional)' },
    ],
  },
  {
    title: 'Domain and AMC dates',
    fields: [
      { name: 'domainNamePurchaseDate', label: 'Purchase Date', type: 'date' },
      { name: 'domainNameRenewDate', label: 'Renew Date', type: 'date' },
      { name: 'domainNameExpireDate', label: 'Expire Date', type: 'date' },
      { name: 'amcstartDate', label: 'AMC Start Date', type: 'date' },
      { name: 'amcendDate', label: 'AMC End Date', type: 'date' },
    ],
  },
];

/**
 * What the school's site shows of its profile, set when the school is added; from then on the
 * profile is the school admin's (Settings), so editing a school leaves this group out.
 */
const ESSENTIALS: FieldGroup = {
  title: 'Shown on the school’s site',
  fields: [
    { name: 'profile.nameHi', label: 'Name in Hindi (optional)', lang: 'hi', autoComplete: 'off' },
    { name: 'profile.affiliationNumber', label: 'Affiliation Number (optional)', autoComplete: 'off' },
    { name: 'profile.address.en', label: 'Address (optional)', type: 'lines', hint: 'One line of the address per line', autoComplete: 'off' },
    { name: 'profile.phone', label: 'Phone (optional)', type: 'tel', autoComplete: 'off' },
    { name: 'profile.email', label: 'Email (optional)', type: 'email', autoComplete: 'off' },
  ],
};

/** The inline add/edit form of the Schools screen, with the rules and messages of docs/product.md#field-rules. */
export function SchoolForm({ editing, onSaved, onCancel }: SchoolFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SchoolFormValues, unknown, NewSchool>({
    resolver: zodResolver(editing ? editedSchoolFormSchema(editing.values.schoolCode) : SchoolFormSchema),
    defaultValues: editing?.values ?? EMPTY_SCHOOL,
  });
  const groups = editing ? GROUPS : [...GROUPS, ESSENTIALS];

  const save = async (input: NewSchool) => {
    setFailure(null);
    try {
      await saveSchool(input, editing?.schoolId);
      toasts.success(editing ? 'School updated successfully' : 'School added successfully');
      onSaved();
    } catch (error) {
      // A taken school code is the likely cause; the server's message says so.
      setFailure(errorMessage(error, 'Failed to save school. Please try again.'));
    }
  };

  return (
    <FormPanel
      noun="School"
      editing={Boolean(editing)}
      submitting={isSubmitting}
      onSubmit={handleSubmit(save)}
      onCancel={onCancel}
      failure={
        failure && (
          <p className="admin-form-failure" role="alert">
            {failure}
          </p>
        )
      }
    >
      {groups.map((group) => [
        <h4 key={group.title} className="admin-form-group">
          {group.title}
        </h4>,
        ...group.fields.map(({ name, label, type = 'text', hint, autoComplete, lang, spellCheck }) => (
          <Field key={name} label={label} error={(get(errors, name) as FieldError | undefined)?.message}>
            {(fieldControl) => {
              const { control, hintElement } = withHintBelow(fieldControl, hint);
              return (
                <>
                  {type === 'lines' ? (
                    <textarea rows={3} autoComplete={autoComplete} spellCheck={spellCheck} {...control} {...register(name)} />
                  ) : (
                    <input type={type} autoComplete={autoComplete} lang={lang} {...control} {...register(name)} />
                  )}
                  {hintElement}
                </>
              );
            }}
          </Field>
        )),
      ])}
      <CheckboxField label="Active">{(id) => <input id={id} type="checkbox" {...register('active')} />}</CheckboxField>
    </FormPanel>
  );
}

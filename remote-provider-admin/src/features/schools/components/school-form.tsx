import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage, notifier } from '@school/shared';
import { SchoolInputSchema, type SchoolInput } from '@school/shared/contracts/school';
import { CheckboxField, Field } from '@school/shared/ui/form-field';
import { FormPanel } from '../../../ui/form-panel';
import { withHintBelow } from '../../../ui/hint-below';
import { saveSchool } from '../api/save-school';
import { EMPTY_SCHOOL, type SchoolFormValues } from '../school-form-values';

const toasts = notifier('admin');

interface SchoolFormProps {
  /** The school being edited, with its form values; none when adding. */
  editing?: { schoolId: number; values: SchoolFormValues } | undefined;
  onSaved: () => void;
  onCancel: () => void;
}

interface TextFieldSpec {
  name: Exclude<FieldPath<SchoolFormValues>, 'active'>;
  label: string;
  type?: 'text' | 'tel' | 'url' | 'date';
  hint?: string;
  autoComplete?: string;
}

// The School entity's fields (spec section 3) in the order a person fills them in.
const GROUPS: { title: string; fields: TextFieldSpec[] }[] = [
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

/** The inline add/edit form of the Schools screen, with the rules and messages of spec section 5. */
export function SchoolForm({ editing, onSaved, onCancel }: SchoolFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SchoolFormValues, unknown, SchoolInput>({
    resolver: zodResolver(SchoolInputSchema),
    defaultValues: editing?.values ?? EMPTY_SCHOOL,
  });

  const save = async (input: SchoolInput) => {
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
      {GROUPS.map((group) => [
        <h4 key={group.title} className="admin-form-group">
          {group.title}
        </h4>,
        ...group.fields.map(({ name, label, type = 'text', hint, autoComplete }) => (
          <Field key={name} label={label} error={errors[name]?.message}>
            {(fieldControl) => {
              const { control, hintElement } = withHintBelow(fieldControl, hint);
              return (
                <>
                  <input type={type} autoComplete={autoComplete} {...control} {...register(name)} />
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

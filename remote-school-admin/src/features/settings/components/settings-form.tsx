import { useWatch } from 'react-hook-form';
import { errorMessage, notifier, useSchool } from '@school/shared';
import { useSchemaForm } from '@school/shared/schema-form';
import { lacksHindi, profileHindiGaps } from '@school/shared/contracts/hindi-gaps';
import { SchoolProfileSchema, type SchoolProfile } from '@school/shared/contracts/school-profile';
import { Field } from '@school/shared/ui/form-field';
import { ContentFields } from '../../../ui/content-fields';
import { ContentForm } from '../../../ui/content-form';
import { HindiGapsSummary, NoHindiYet } from '../../../ui/hindi-gaps';
import { saveProfile } from '../api/save-profile';
import './settings.css';

const toasts = notifier('admin');
const { logo, banner, social } = SchoolProfileSchema.shape;

interface SettingsFormProps {
  profile: SchoolProfile;
  /** The stored profile after a save, for the page around the form. */
  onSaved(profile: SchoolProfile): void;
  /** The field to put the focus in once drawn: the address's ?field= (a site health finding's fix). */
  focusField?: string | null;
}

/**
 * The school's profile: what its header, footer and contact page show. Every text in English
 * and, where the school has it, Hindi; what is left empty is left off the pages. The logo, the
 * banner and the social links are drawn from their schema by the page editor's ContentFields,
 * so pictures upload (and lists grow) exactly as they do on a page, and a save waits for them
 * (ContentForm). A failed save keeps every value.
 */
export function SettingsForm({ profile, onSaved, focusField }: SettingsFormProps) {
  const form = useSchemaForm(SchoolProfileSchema, { defaultValues: profile });
  const {
    register,
    reset,
    formState: { errors },
  } = form;

  const save = async (values: SchoolProfile) => {
    try {
      const stored = await saveProfile(values);
      toasts.success('Settings saved');
      reset(stored);
      onSaved(stored);
    } catch (error) {
      console.error(error);
      toasts.error(errorMessage(error, 'Failed to save the settings. Please try again.'));
    }
  };

  // The English name is the provider's (GET /Site): the Hindi one is missing while it is empty.
  const schoolName = useSchool()?.schoolName ?? '';
  const [nameHi, ministry, address] = useWatch({ control: form.control, name: ['nameHi', 'ministry', 'address'] });
  const lacks = { nameHi: lacksHindi({ en: schoolName, hi: nameHi }), ministry: lacksHindi(ministry), address: lacksHindi(address) };
  const mark = (missing: boolean) => (missing ? <NoHindiYet /> : undefined);

  type TextName = 'nameHi' | 'affiliationNumber' | 'pinCode' | 'principalName' | 'principalQualification' | 'phone' | 'email';
  const text = (name: TextName, label: string, type = 'text', lang?: string, inputMode?: 'numeric') => (
    <Field label={label} hint={name === 'nameHi' ? mark(lacks.nameHi) : undefined} error={errors[name]?.message}>
      {(control) => <input type={type} lang={lang} inputMode={inputMode} autoComplete="off" {...control} {...register(name)} />}
    </Field>
  );

  return (
    <ContentForm form={form} focusField={focusField} className="settings-form" submitLabel="Save settings" onSave={save}>
      <HindiGapsSummary gapsOf={(values) => profileHindiGaps(values, schoolName)} />
      {/* The form's parts (details, header and home page, footer), each under its legend, laid out as the form's own fieldset. */}
      <fieldset className="ui-fieldset">
        <legend className="settings-legend">School details</legend>
        <div className="admin-form-grid">
          {text('nameHi', 'School name in Hindi', 'text', 'hi')}
          {text('affiliationNumber', 'Affiliation number')}
          <Field label="Line above the header (English)" error={errors.ministry?.en?.message}>
            {(control) => <input type="text" autoComplete="off" {...control} {...register('ministry.en')} />}
          </Field>
          <Field label="Line above the header (Hindi)" hint={mark(lacks.ministry)} error={errors.ministry?.hi?.message}>
            {(control) => <input type="text" lang="hi" autoComplete="off" {...control} {...register('ministry.hi')} />}
          </Field>
          <Field label="Address (English)" hint="One line of the address per line" error={errors.address?.en?.message}>
            {(control) => <textarea rows={4} {...control} {...register('address.en')} />}
          </Field>
          <Field
            label="Address (Hindi)"
            hint={
              <>
                One line of the address per line {mark(lacks.address)}
              </>
            }
            error={errors.address?.hi?.message}
          >
            {(control) => <textarea rows={4} lang="hi" {...control} {...register('address.hi')} />}
          </Field>
          {text('pinCode', 'PIN code', 'text', undefined, 'numeric')}
          {text('phone', 'Phone', 'tel')}
          {text('email', 'Email', 'email')}
          {/* CBSE's Mandatory Public Disclosure shows these (section A). */}
          {text('principalName', 'Principal’s name')}
          {text('principalQualification', 'Principal’s qualification')}
        </div>
      </fieldset>
      <fieldset className="ui-fieldset">
        <legend className="settings-legend">Header and home page</legend>
        {/* Its own box, so its description fields read as the logo's, not the banner's. */}
        <fieldset className="content-group">
          <legend>Logo</legend>
          <ContentFields fields={{ logo }} />
        </fieldset>
        <ContentFields fields={{ banner }} />
      </fieldset>
      <fieldset className="ui-fieldset">
        <legend className="settings-legend">Footer</legend>
        <ContentFields fields={{ social }} />
      </fieldset>
    </ContentForm>
  );
}

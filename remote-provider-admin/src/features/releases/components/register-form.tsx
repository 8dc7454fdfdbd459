import type { ReactNode } from 'react';
import * as z from 'zod';
import { failedStatus, errorMessage, isHttpError } from '@school/shared';
import { RELEASE_VERSION } from '@school/shared/contracts/release-version';
import { ReleaseRefusalSchema, RegisterReleaseSchema, REMOTE_RELEASE_MESSAGES } from '@school/shared/contracts/remote-releases';
import { REMOTE_NAMES, type RemoteName } from '@school/shared/contracts/runtime-config';
import { useSchemaForm } from '@school/shared/schema-form';
import { Field, Options } from '@school/shared/ui/form-field';
import { AdminForm } from '../../../ui/admin-form';
import { ErrorBanner } from '../../../ui/error-banner';
import { REMOTES } from '../remote-titles';

/** The API's contract, in the form's words. */
const RegisterFormSchema = RegisterReleaseSchema.extend({
  version: z.string().trim().regex(RELEASE_VERSION, `Version ${REMOTE_RELEASE_MESSAGES.badVersion}`),
  manifest: z.string().min(1, 'Choose the build’s mf-manifest.json, or paste its text'),
});
export type RegisterInput = z.infer<typeof RegisterFormSchema>;

interface RegisterFormProps {
  /** The remote chosen when the form opens. */
  remote: RemoteName;
  saving: boolean;
  onSave(input: RegisterInput): Promise<void>;
  onCancel(): void;
  /** The last failed registration of this opening, as registerFailure says it. */
  failure: ReactNode;
}

/**
 * Registers a build of a remote: its version, as its folder under `releases/` is named, and its
 * mf-manifest.json. A chosen file is read here as text and fills the text box: the API keeps the
 * integrity of those very characters, and the host checks the file it loads against it.
 */
export function RegisterForm({ remote, saving, onSave, onCancel, failure }: RegisterFormProps) {
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useSchemaForm(RegisterFormSchema, { defaultValues: { remote, version: '', manifest: '' } });

  const readFile = async (file: File | undefined) => {
    if (file) setValue('manifest', await file.text(), { shouldValidate: true });
  };

  return (
    <AdminForm editing={false} submitText="Register" saving={saving} onSubmit={(event) => void handleSubmit(onSave)(event)} onCancel={onCancel} failure={failure}>
      <Field label="Remote" error={errors.remote?.message}>
        {(control) => (
          <select {...control} {...register('remote')}>
            <Options values={REMOTE_NAMES} label={(name) => REMOTES[name].title} />
          </select>
        )}
      </Field>
      <Field label="Version" hint="As its folder under releases/ is named, e.g. 2026.11.26-1" error={errors.version?.message}>
        {(control) => <input type="text" autoComplete="off" autoCapitalize="none" spellCheck={false} {...control} {...register('version')} />}
      </Field>
      <Field label="The build’s mf-manifest.json" hint="Its text fills the box below">
        {(control) => <input type="file" accept=".json,application/json" {...control} onChange={(event) => void readFile(event.target.files?.[0])} />}
      </Field>
      <div className="releases-manifest-field">
        <Field label="Manifest text" hint="Or paste mf-manifest.json’s text here, as it is" error={errors.manifest?.message}>
          {(control) => <textarea rows={6} spellCheck={false} {...control} {...register('manifest')} />}
        </Field>
      </div>
    </AdminForm>
  );
}

/** What a refused registration shows: each of the host's problems with the build (422), else the API's one sentence. */
export function registerFailure(error: unknown) {
  const refusal = failedStatus(error) === 422 && isHttpError(error) ? ReleaseRefusalSchema.safeParse(error.response?.data) : null;
  if (refusal?.success) {
    return <ErrorBanner message="Failed to register the release." detail={`${REMOTE_RELEASE_MESSAGES.doesNotFit}:`} reasons={refusal.data.problems} />;
  }
  return <ErrorBanner message="Failed to register the release." detail={errorMessage(error, '')} />;
}

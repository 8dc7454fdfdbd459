import * as z from 'zod';
import type { RemoteChannel } from '@school/shared/contracts/remote-releases';
import type { Loaded } from '@school/shared/use-load';
import { DataTable, type DataTableColumn } from '@school/shared/ui/data-table';
import { useSchemaForm } from '@school/shared/schema-form';
import { Field } from '@school/shared/ui/form-field';
import { pinSchool } from '../api/pin-school';
import { REMOTES } from '../remote-titles';
import type { useRemoteChange } from '../hooks/use-remote-change';
import { ReleaseOptions } from './release-options';

/** A school to pin, as the School selector lists it. */
export interface SchoolOption {
  schoolId: number;
  label: string;
}

type Pin = RemoteChannel['pins'][number];

interface PinnedSchoolsProps {
  channel: RemoteChannel;
  change: ReturnType<typeof useRemoteChange>;
  schools: Loaded<readonly SchoolOption[]>;
}

/** What the pin form takes: a school of the list and a registered version. */
const PinFormSchema = z.object({ schoolId: z.string().min(1, 'Choose a school'), version: z.string().min(1, 'Choose a version') });
type PinInput = z.infer<typeof PinFormSchema>;
const EMPTY: PinInput = { schoolId: '', version: '' };

/**
 * The schools held at a version of this remote whatever its channel says, each with Unpin, and
 * the form that pins one (the form hook). What is chosen stays until the pin is made.
 */
export function PinnedSchools({ channel, change, schools }: PinnedSchoolsProps) {
  const { remote, pins, releases } = channel;
  const { title } = REMOTES[remote];
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useSchemaForm(PinFormSchema, { defaultValues: EMPTY });

  const pin = async ({ schoolId, version }: PinInput) => {
    const name = schools.data?.find((school) => String(school.schoolId) === schoolId)?.label ?? 'The school';
    const done = `${name} is pinned to ${version} of ${title}.`;
    if (await change.run((revision) => pinSchool(remote, Number(schoolId), version, revision), done)) reset(EMPTY);
  };

  const unpin = (school: Pin) => void change.run((revision) => pinSchool(remote, school.schoolId, null, revision), `${school.schoolName} follows the channel of ${title} again.`);

  const columns: DataTableColumn<Pin>[] = [
    { id: 'school', header: 'School', rowHeader: true, cell: (school) => `${school.schoolName} (${school.schoolCode})` },
    { id: 'version', header: 'Version', cell: (school) => school.version },
    {
      id: 'action',
      header: 'Action',
      className: 'admin-actions-column',
      cell: (school) => (
        <button type="button" className="admin-row-button" aria-label={`Unpin ${school.schoolName}`} onClick={() => unpin(school)}>
          Unpin
        </button>
      ),
    },
  ];

  return (
    <>
      <h4>Pinned schools</h4>
      <DataTable
        caption={`Schools pinned to a version of ${title}`}
        captionHidden
        columns={columns}
        rows={pins}
        rowKey={(school) => school.schoolId}
        serialHeader={null}
        paged={false}
        emptyText="No school is pinned: every school follows the channel."
      />
      <form className="releases-inline-form" noValidate onSubmit={(event) => void handleSubmit(pin)(event)}>
        <Field label="School" error={errors.schoolId?.message ?? (schools.error ? 'Failed to fetch schools. Please try again.' : undefined)}>
          {(control) => (
            <select {...control} {...register('schoolId')}>
              <option value="">{schools.data ? 'Choose a school' : 'Loading schools...'}</option>
              {schools.data?.map((school) => (
                <option key={school.schoolId} value={school.schoolId}>
                  {school.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Pinned version" error={errors.version?.message}>
          {(control) => (
            <select {...control} {...register('version')}>
              <ReleaseOptions releases={releases} none="Choose a version" />
            </select>
          )}
        </Field>
        <button type="submit" className="ui-button" aria-busy={change.running}>
          Pin school
        </button>
      </form>
    </>
  );
}

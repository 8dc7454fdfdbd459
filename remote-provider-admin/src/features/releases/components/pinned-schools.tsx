import { useState, type FormEvent } from 'react';
import type { RemoteChannel } from '@school/shared/contracts/remote-releases';
import type { Loaded } from '@school/shared/use-load';
import { DataTable, type DataTableColumn } from '@school/shared/ui/data-table';
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

const EMPTY = { schoolId: '', version: '' };

/**
 * The schools held at a version of this remote whatever its channel says, each with Unpin, and
 * the form that pins one. What is typed stays until the pin is made.
 */
export function PinnedSchools({ channel, change, schools }: PinnedSchoolsProps) {
  const { remote, pins, releases } = channel;
  const { title } = REMOTES[remote];
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<{ schoolId?: string; version?: string }>({});

  const pin = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = { ...(draft.schoolId ? {} : { schoolId: 'Choose a school' }), ...(draft.version ? {} : { version: 'Choose a version' }) };
    setErrors(wrong);
    if (Object.keys(wrong).length > 0) return;
    const name = schools.data?.find((school) => String(school.schoolId) === draft.schoolId)?.label ?? 'The school';
    const done = `${name} is pinned to ${draft.version} of ${title}.`;
    if (await change.run((revision) => pinSchool(remote, Number(draft.schoolId), draft.version, revision), done)) setDraft(EMPTY);
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
      <form className="releases-inline-form" noValidate onSubmit={(event) => void pin(event)}>
        <Field label="School" error={errors.schoolId ?? (schools.error ? 'Failed to fetch schools. Please try again.' : undefined)}>
          {(control) => (
            <select {...control} value={draft.schoolId} onChange={(event) => setDraft({ ...draft, schoolId: event.target.value })}>
              <option value="">{schools.data ? 'Choose a school' : 'Loading schools...'}</option>
              {schools.data?.map((school) => (
                <option key={school.schoolId} value={school.schoolId}>
                  {school.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Pinned version" error={errors.version}>
          {(control) => (
            <select {...control} value={draft.version} onChange={(event) => setDraft({ ...draft, version: event.target.value })}>
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

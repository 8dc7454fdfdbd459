import { mediaUrl } from '@school/shared';
import type { ShownField } from '../../../ui/drafts/record-draft-fields';
import '../../../ui/version-sides.css';
import './record-sides.css';

const NOW = 'What visitors see now';
const DRAFT = 'This draft';

/** A field's value: its pictures, small, each with its alt text; else its text. */
function Value({ field }: { field: ShownField }) {
  if (field.pictures?.length) {
    return (
      <ul className="record-side-pictures">
        {field.pictures.map((picture) => (
          <li key={picture.path}>
            <img src={mediaUrl(picture.path)} alt={picture.alt} loading="lazy" />
          </li>
        ))}
      </ul>
    );
  }
  return <p className="record-side-value">{field.text}</p>;
}

/** Fields as terms and values, on the review's two columns. */
function FieldList({ fields }: { fields: readonly ShownField[] }) {
  return (
    <dl className="draft-review-meta record-side-list">
      {fields.map((field) => (
        <div key={field.label} className="record-side-row">
          <dt>{field.label}</dt>
          <dd>
            <Value field={field} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What a field shows, to compare: its text and its pictures' paths. */
const shown = (field: ShownField | undefined) => (field ? `${field.text}\n${(field.pictures ?? []).map((picture) => picture.path).join('\n')}` : '');

/**
 * A record (a staff member, an alumnus, an event) as visitors see it now beside its draft, field by
 * field under the form's labels (decision 013): the fields the draft changes, then the ones it
 * leaves. A new record has nothing beside it: its fields are listed as the draft has them. On a
 * narrow screen the sides stack, each named.
 */
export function RecordSides({ current, drafted, newText }: { current: readonly ShownField[] | null; drafted: readonly ShownField[]; newText: string }) {
  if (!current) {
    return (
      <>
        <p className="record-sides-new">{newText}</p>
        <section className="version-side version-side-other record-side-new" aria-label={DRAFT}>
          <p className="version-side-name">{DRAFT}</p>
          <FieldList fields={drafted} />
        </section>
      </>
    );
  }
  const before = new Map(current.map((field) => [field.label, field]));
  const changed = drafted.filter((field) => shown(field) !== shown(before.get(field.label)));
  const same = drafted.filter((field) => !changed.includes(field));
  return (
    <>
      {changed.length === 0 ? (
        <p className="record-sides-new">The draft holds the same as what visitors see now.</p>
      ) : (
        <ul className="record-sides" aria-label={`Fields that differ: ${changed.length}`}>
          {changed.map((field) => {
            const was = before.get(field.label);
            return (
              <li key={field.label} className="record-side-field">
                <h3>{field.label}</h3>
                <div className="version-sides">
                  <section className="version-side" aria-label={`${field.label}: ${NOW}`}>
                    <p className="version-side-name">{NOW}</p>
                    {was && <Value field={was} />}
                  </section>
                  <section className="version-side version-side-other" aria-label={`${field.label}: ${DRAFT}`}>
                    <p className="version-side-name">{DRAFT}</p>
                    <Value field={field} />
                  </section>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {same.length > 0 && (
        <>
          <h3 className="record-sides-same">Unchanged</h3>
          <FieldList fields={same} />
        </>
      )}
    </>
  );
}

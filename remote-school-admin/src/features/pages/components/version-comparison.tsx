import type { PageKind } from '@school/shared/contracts/pages';
import { pageDifferences, type FieldValue } from '../page-differences';
import '../../../ui/version-sides.css';
import './version-comparison.css';

/** One side of a comparison: its short name over each of its values ("Published", "Yours"), and its content. */
export interface ComparedSide {
  name: string;
  content: unknown;
}

interface VersionComparisonProps {
  kind: PageKind;
  one: ComparedSide;
  other: ComparedSide;
  /** What is said when nothing differs. */
  sameText: string;
}

function Value({ value }: { value: FieldValue }) {
  if ('plain' in value) return <p className="version-value">{value.plain || <span className="version-empty">Empty</span>}</p>;
  return (
    <dl className="version-value">
      <dt>English</dt>
      <dd>{value.en || <span className="version-empty">Empty</span>}</dd>
      <dt>Hindi</dt>
      <dd lang={value.hi ? 'hi' : undefined}>{value.hi || <span className="version-empty">Empty</span>}</dd>
    </dl>
  );
}

/**
 * Two contents of one page side by side, only the fields that differ (page-differences.ts), each
 * under the editor's label with both languages of a text: the conflict view's theirs and yours,
 * the history's two versions. On a narrow screen the sides stack, each named.
 */
export function VersionComparison({ kind, one, other, sameText }: VersionComparisonProps) {
  const differences = pageDifferences(kind, one.content, other.content);
  if (differences.length === 0) return <p className="version-same">{sameText}</p>;
  return (
    <ul className="version-comparison" aria-label={`Fields that differ: ${differences.length}`}>
      {differences.map((difference) => (
        <li key={difference.path} className="version-field">
          <h3>{difference.label}</h3>
          <div className="version-sides">
            <section className="version-side" aria-label={`${difference.label}: ${one.name}`}>
              <p className="version-side-name">{one.name}</p>
              <Value value={difference.one} />
            </section>
            <section className="version-side version-side-other" aria-label={`${difference.label}: ${other.name}`}>
              <p className="version-side-name">{other.name}</p>
              <Value value={difference.other} />
            </section>
          </div>
        </li>
      ))}
    </ul>
  );
}

import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatCount } from '@school/shared/dates';
import { lacksHindi, type HindiGap } from '@school/shared/contracts/hindi-gaps';
import './hindi-gaps.css';

/** "1 text has no Hindi yet", "3 texts have no Hindi yet": the editors' summary and the setup checklist's counts. */
export const noHindiYet = (count: number): string => (count === 1 ? '1 text has no Hindi yet' : `${formatCount(count)} texts have no Hindi yet`);

/**
 * Whether the `{ en, hi }` value at `name` of the form around has its English and no Hindi, as
 * the admin types. The field then gives its Hindi input the NoHindiYet mark as its hint, which
 * the input names in aria-describedby, so a screen reader says it with the input.
 */
export function useLacksHindi(name: string): boolean {
  return lacksHindi(useWatch({ name }));
}

/** Beside a Hindi input whose English is written: as a Field's hint, so the input is described by it. */
export function NoHindiYet() {
  return <span className="hindi-missing">No Hindi yet</span>;
}

/**
 * At the top of an editor: how many of its texts have no Hindi yet, counted again as the admin
 * types, and which, each a button that puts the focus in its Hindi input. Not a live region:
 * said aloud at every keystroke in an English field it would talk over the typing; each field's
 * own mark is said with it.
 */
export function HindiGapsSummary({ gapsOf }: { gapsOf(values: unknown): HindiGap[] }) {
  const { setFocus } = useFormContext();
  const gaps = gapsOf(useWatch());
  const id = useId();
  return (
    <div className="hindi-gaps">
      <p id={id} className="hindi-gaps-count">
        {gaps.length === 0 ? 'Every text written in English has its Hindi.' : `${noHindiYet(gaps.length)}.`}
      </p>
      {gaps.length > 0 && (
        <details className="hindi-gaps-which">
          <summary>Show which</summary>
          <ul aria-labelledby={id}>
            {gaps.map((gap) => (
              <li key={gap.hindiPath}>
                <button type="button" className="hindi-gaps-go" onClick={() => setFocus(gap.hindiPath)}>
                  {gap.label} (Hindi)
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

import type { ControlProps } from '@school/shared/ui/form-field';

/**
 * A field's hint under its control rather than under its label, so the controls of one form row
 * line up whether or not they have a hint. The control stays described by it.
 */
export function withHintBelow(control: ControlProps, hint: string | undefined) {
  if (!hint) return { control, hintElement: null };
  const hintId = `${control.id}-hint-below`;
  return {
    control: { ...control, 'aria-describedby': [hintId, control['aria-describedby']].filter(Boolean).join(' ') },
    hintElement: (
      <p id={hintId} className="ui-field-hint">
        {hint}
      </p>
    ),
  };
}

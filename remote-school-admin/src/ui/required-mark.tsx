/**
 * The asterisk of a required field. Screen readers skip it: the control says aria-required
 * instead, and the form's note explains the mark to sighted users.
 */
export function RequiredMark() {
  return (
    <span className="admin-form-required" aria-hidden="true">
      *
    </span>
  );
}

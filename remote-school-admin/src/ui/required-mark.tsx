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

/** The note at the top of a form that explains the asterisk; here it is read out. */
export function RequiredNote() {
  return (
    <p className="admin-form-note">
      Fields marked <span className="admin-form-required">*</span> are required.
    </p>
  );
}

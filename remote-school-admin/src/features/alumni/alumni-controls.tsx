// Being built (issue 5): the add button and the per-item actions of the alumni screen.
export function AddAlumniButton() {
  return null;
}

export function AlumniCardActions() {
  return null;
}

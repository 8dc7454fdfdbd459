// Being built (issue 5): the add button and the per-item actions of the staff screen.
export function AddStaffButton() {
  return null;
}

export function StaffRowActions() {
  return null;
}

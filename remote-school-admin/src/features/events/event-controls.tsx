// Being built (issue 5): the add button and the per-item actions of the events screen.
export function AddEventButton() {
  return null;
}

export function EventActions() {
  return null;
}

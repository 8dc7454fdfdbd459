/**
 * After an alumni save or delete the whole page reloads (spec section 4), not only the list:
 * what the original does, and it also resets the carousel to its first page.
 */
export function reloadPage(): void {
  window.location.reload();
}

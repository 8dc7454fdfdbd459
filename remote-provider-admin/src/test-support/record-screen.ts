import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Shows a provider record screen (Schools, Users), waits for the table's row named `row`, then
 * presses `add` and answers the inline form it opens: the region named as the button is.
 */
export async function openAddForm(ui: ReactElement, row: RegExp, add: string): Promise<HTMLElement> {
  render(ui);
  await screen.findByRole('row', { name: row });
  await userEvent.click(screen.getByRole('button', { name: add }));
  return screen.getByRole('region', { name: add });
}

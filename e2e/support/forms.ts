import type { Locator, Page } from '@playwright/test';
import { expect } from './site';

/** Labels to the values their fields take or hold, in the order a person goes through them. */
export type ByLabel = Record<string, string>;

/** `exact`: a label must match whole, where one label is part of another (Contact 1, Contact Person 1). */
interface Match {
  exact?: boolean;
}

/** Types each value into the field of that label inside `scope` (a form, or the page), in turn. */
export async function fillByLabel(scope: Page | Locator, values: ByLabel, { exact = false }: Match = {}): Promise<void> {
  for (const [label, value] of Object.entries(values)) await scope.getByLabel(label, { exact }).fill(value);
}

/** Each field inside `scope`, found by its label, holds its value (a prefilled edit). */
export async function expectValuesByLabel(scope: Page | Locator, values: ByLabel, { exact = false }: Match = {}): Promise<void> {
  for (const [label, value] of Object.entries(values)) await expect(scope.getByLabel(label, { exact })).toHaveValue(value);
}

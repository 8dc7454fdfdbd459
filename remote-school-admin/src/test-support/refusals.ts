import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

/**
 * The message under each field a form's schema refuses, as the form shows it: a field shows
 * the first of its issues.
 */
export function refusals(schema: $ZodType, input: unknown): Record<string, string> {
  const result = z.safeParse(schema, input);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

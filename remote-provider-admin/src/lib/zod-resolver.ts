import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod';

/**
 * A react-hook-form resolver for a zod schema of a flat form: the first message of each field,
 * word for word from the schema. Written here because @hookform/resolvers is not installed for
 * this package (only zod and react-hook-form resolve from the workspace root), and adding it
 * would change the lock file.
 */
export function zodResolver<Schema extends z.ZodType<FieldValues, FieldValues>, Values extends FieldValues & z.input<Schema> = z.input<Schema>>(
  schema: Schema,
): Resolver<Values, unknown, z.output<Schema>> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

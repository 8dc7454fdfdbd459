import * as z from 'zod';

/*
 * What the admin's calls on a school's own dated records (alerts, notices) take, beside each
 * record's own fields: the shared rules of their contracts.
 */

/** A date-time with its offset (Z or ±hh:mm), answered as UTC; a date that does not exist is refused. */
export const moment = (message: string) =>
  z.iso
    .datetime({ offset: true, message })
    .refine((text) => !Number.isNaN(Date.parse(text)), message)
    .transform((text) => new Date(text).toISOString());

/** A record's id as a call names it: what the databases' integer key holds. */
export const RecordId = z.int().min(1).max(2_147_483_647);

/**
 * The requests of a record kind's admin calls, from its input's fields and the check across
 * them: Add takes the input; Update the id and the input (the record replaced whole); a call on
 * one record (Delete, End, Publish) its id; GetAll no field (the school is the caller's).
 */
export function recordCalls<Shape extends z.core.$ZodLooseShape>(shape: Shape, check: (input: z.output<z.ZodObject<Shape>>, context: z.core.$RefinementCtx) => void) {
  // An update is the input and its id; the check reads the input's fields only (TypeScript cannot see that of a generic shape).
  const checkUpdate = check as (update: unknown, context: z.core.$RefinementCtx) => void;
  return {
    input: z.strictObject(shape).superRefine(check),
    update: z.strictObject({ id: RecordId, ...shape }).superRefine(checkUpdate),
    id: z.strictObject({ id: RecordId }),
    list: z.strictObject({}),
  };
}

import * as z from 'zod/mini';
import { STAFF_FIELDS, STAFF_PICTURE } from '@school/shared/contracts/staff';
import { emptyPersonInput, personFields } from '../../ui/person-input';

/**
 * The staff modal's form (docs/product.md#record-screens): the contract's fields, plus what only
 * a form holds (the picture is uploaded as profilePic, an edit keeps profilePicUrl).
 */
export const StaffInputSchema = z.object({ ...STAFF_FIELDS, active: z.boolean(), ...personFields(STAFF_PICTURE) });

export type StaffInput = z.infer<typeof StaffInputSchema>;

/** A new staff member: everything empty, Active checked (docs/product.md#record-screens). */
export const EMPTY_STAFF_INPUT: StaffInput = { ...emptyPersonInput(STAFF_FIELDS), active: true };

import * as z from 'zod/mini';
import { ALUMNI_FIELDS, ALUMNI_PHOTO } from '@school/shared/contracts/alumni';
import { emptyPersonInput, personFields } from '../../ui/person-input';

/** The alumni modal's form (docs/product.md#record-screens): the contract's fields, plus what only a form holds. */
export const AlumnusInputSchema = z.object({ ...ALUMNI_FIELDS, ...personFields(ALUMNI_PHOTO) });

export type AlumnusInput = z.infer<typeof AlumnusInputSchema>;

export const EMPTY_ALUMNUS_INPUT: AlumnusInput = emptyPersonInput(ALUMNI_FIELDS);

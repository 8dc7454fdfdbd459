import type * as z from 'zod';
import { SchoolInputSchema } from './school';
import { SchoolProfileSchema } from './school-profile';

/**
 * What the provider may fill in of a school's profile when adding it, with the profile's own
 * rules; afterwards the profile is the school admin's (Settings). Kept apart from school.ts:
 * school-profile.ts imports the phone rule from there.
 */
export const SchoolEssentialsSchema = SchoolProfileSchema.pick({ nameHi: true, affiliationNumber: true, address: true, phone: true, email: true });
export type SchoolEssentials = z.infer<typeof SchoolEssentialsSchema>;

/** What /School/Add receives: the school and, optionally, the essentials of its profile. */
export const NewSchoolSchema = SchoolInputSchema.extend({ profile: SchoolEssentialsSchema.optional() });
export type NewSchool = z.infer<typeof NewSchoolSchema>;

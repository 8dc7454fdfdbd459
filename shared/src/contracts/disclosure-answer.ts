import * as z from 'zod';
import { DISCLOSURE_DOCUMENT_KEYS, type Disclosure } from './disclosure';
import { STAFF_CATEGORIES } from './staff';

/**
 * GET /Site/Disclosure's answer as a zod schema (the API's response schema: an answer carries
 * these fields and nothing else). Its types are disclosure.ts's, which the public page imports
 * without zod; `satisfies` keeps the two the same.
 */
const bilingual = z.object({ en: z.string(), hi: z.string() });
const count = z.number().nullable();

const DisclosedFileSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('published'), path: z.string(), format: z.literal('PDF'), issuedOn: z.string().nullable(), validUntil: z.string().optional() }),
  z.object({ status: z.literal('notPublished') }),
]);

const RosterSchema = z.object({ file: DisclosedFileSchema, members: z.array(z.object({ name: z.string(), role: bilingual })) });

const BoardResultSchema = z.object({ year: z.string(), registered: count, passed: count, passPercentage: count, remarks: bilingual });

export const DisclosureAnswerSchema = z.object({
  general: z.object({
    schoolName: bilingual,
    affiliationNumber: z.string(),
    schoolCode: z.string(),
    address: bilingual,
    pinCode: z.string(),
    principalName: z.string(),
    principalQualification: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  documents: z.array(z.object({ key: z.enum(DISCLOSURE_DOCUMENT_KEYS), file: DisclosedFileSchema })),
  academics: z.object({
    feeStructure: DisclosedFileSchema,
    academicCalendar: DisclosedFileSchema,
    smc: RosterSchema,
    pta: RosterSchema,
    classX: z.array(BoardResultSchema),
    classXII: z.array(BoardResultSchema),
  }),
  staff: z.object({
    counts: z.object(Object.fromEntries(STAFF_CATEGORIES.map((category) => [category, z.number().int()])) as Record<(typeof STAFF_CATEGORIES)[number], z.ZodNumber>),
    teachers: z.number().int(),
    sections: count,
    teacherSectionRatio: count,
  }),
  infrastructure: z.object({
    campusArea: count,
    classroomCount: count,
    classroomSize: count,
    labs: z.array(z.object({ name: bilingual, size: count })),
    internet: z.boolean().nullable(),
    girlsToilets: count,
    boysToilets: count,
    inspectionVideo: z.string().nullable(),
  }),
  updatedAt: z.string().nullable(),
}) satisfies z.ZodType<Disclosure>;

import * as z from 'zod';
import { SUPPORT_MAX_MINUTES, SUPPORT_MIN_MINUTES, SUPPORT_REASON_MAX } from './support';

/**
 * POST /Provider/School/Support/Start's question as the provider's dialog asks it (the school
 * aside, which the dialog knows), checked alike by both. Apart from support.ts, which the public
 * host reads: zod stays out of its bundle.
 */
export const SupportStartFormSchema = z.object({
  minutes: z.number().int().min(SUPPORT_MIN_MINUTES).max(SUPPORT_MAX_MINUTES),
  reason: z.string().trim().min(1, 'Reason is required').max(SUPPORT_REASON_MAX),
});
export type SupportStartInput = z.infer<typeof SupportStartFormSchema>;

import * as z from 'zod';
import { group, link, list, picture, plain } from './page-fields';
import { INVALID_EMAIL_MESSAGE, isOptionalEmail } from './field-rules';
import { INVALID_PHONE_MESSAGE, PHONE } from './school';

/** A text in English and, when the school has it, Hindi ('' while it has not). */
const bilingual = (max: number) =>
  z.strictObject({
    en: z.string().trim().max(max, `At most ${max} characters`),
    hi: z.string().trim().max(max, `At most ${max} characters`).default(''),
  });

const NONE = { en: '', hi: '' };

/**
 * The school's profile as every page shows it (header, footer, contact): one document per
 * school, edited by the school admin, stored and served by the API. The English name is the
 * school's name in the provider's Schools screen. Anything empty is left off the pages, never
 * filled with an example.
 */
export const SchoolProfileSchema = z.strictObject({
  nameHi: z.string().trim().max(200, 'At most 200 characters').default(''),
  /** The line above the header, e.g. the ministry the school is under. */
  ministry: bilingual(200).default(NONE),
  affiliationNumber: z.string().trim().max(20, 'At most 20 characters').default(''),
  /** One line of the postal address per line of text. */
  address: bilingual(500).default(NONE),
  /** The address's PIN code, which CBSE's disclosure asks for on its own: six digits, the first not 0. */
  pinCode: z
    .string()
    .trim()
    .default('')
    .refine((value) => value === '' || /^[1-9]\d{5}$/.test(value), 'Enter the 6-digit PIN code'),
  /** The principal as CBSE's disclosure names them (section A); '' while not given. */
  principalName: z.string().trim().max(200, 'At most 200 characters').default(''),
  principalQualification: z.string().trim().max(200, 'At most 200 characters').default(''),
  phone: z
    .string()
    .trim()
    .default('')
    .refine((value) => value === '' || PHONE.test(value.replace(/[\s-]/g, '')), INVALID_PHONE_MESSAGE),
  email: z.string().trim().default('').refine(isOptionalEmail, INVALID_EMAIL_MESSAGE),
  /** Beside the name in the header. */
  logo: picture('Logo', 'Shown beside the school’s name in the header; a square picture looks best.'),
  /**
   * The home page's banner slides. Part of the profile, not a page, because the first is the
   * largest picture of the site: the host learns it with the site (GET /Site) and fetches it
   * before the home page's code has arrived.
   */
  banner: list('Banner pictures', 'Picture', picture('Picture'), {
    max: 5,
    hint: 'Shown one after another at the top of the home page, 340 pixels high: wide pictures (about 16:5) look best. The first loads first.',
  }),
  /** The school's pages elsewhere, linked from the footer. */
  social: list('Social media', 'Link', group('Link', { name: plain('Name of the site', { hint: 'e.g. Facebook', max: 40 }), url: link('Address (URL)') }), { max: 6 }),
});

export type SchoolProfile = z.infer<typeof SchoolProfileSchema>;

/**
 * The profile as it is read back and served: the e-mail rule applies when a profile is written,
 * so one saved under the older, looser rule still reads whole (not as empty) until the school
 * admin saves it again, when the form asks for a valid address.
 */
export const StoredSchoolProfileSchema = SchoolProfileSchema.extend({ email: z.string().trim().default('') });

export const EMPTY_PROFILE: SchoolProfile = SchoolProfileSchema.parse({});

import * as z from 'zod';
import type { SchoolRecord } from './school';
import type { LoginThrottleRecord, UserRecord } from './users';
import { STAFF_CATEGORIES } from './staff';
import { SCHOOL_ROLES } from './roles';

/**
 * The answers of the API as zod schemas: the API declares them as its routes' response schemas
 * (so an answer carries these fields, in this order, and nothing else), and records.ts infers
 * the front end's types from them. Field order is the order on the wire.
 *
 * Kept apart from records.ts so a bundle that only needs the record types or IMAGE_FIELDS (the
 * public content remote) does not pull zod in with them.
 */

const text = () => z.string().nullable();
const id = () => z.number().int();

/** A staff member (docs/product.md#record-fields). `roles` is always null; `dob` is yyyy-MM-dd when set. */
export const StaffRecordSchema = z.object({
  schoolStaffId: id(),
  fullName: z.string(),
  designation: z.string(),
  qualification: text(),
  phone1: text(),
  email: text(),
  roles: z.null(),
  dob: z.union([z.string(), z.number()]).nullable(),
  staffType: text(),
  active: z.boolean(),
  profilePicUrl: text(),
  schoolId: id(),
  /** The post CBSE's disclosure counts (contracts/staff.ts); null for none. */
  category: z.enum(STAFF_CATEGORIES).nullable(),
});

/** An alumnus (docs/product.md#record-fields). */
export const AlumnusRecordSchema = z.object({
  alumniId: id(),
  alumniName: z.string(),
  email: text(),
  dob: text(),
  passOutYear: text(),
  description: text(),
  phone: text(),
  photo: text(),
  schoolId: id(),
  active: z.boolean(),
});

/** An event (docs/product.md#record-fields): media are paths in img1..img8 and video1..video4, null when empty. */
export const EventRecordSchema = z.object({
  activityGalleryid: id(),
  title: z.string(),
  activityDate: z.string(),
  description: z.string(),
  img1: text(),
  img2: text(),
  img3: text(),
  img4: text(),
  img5: text(),
  img6: text(),
  img7: text(),
  img8: text(),
  video1: text(),
  video2: text(),
  video3: text(),
  video4: text(),
  active: z.boolean(),
  schoolId: id(),
  schoolCode: z.string(),
  createdBy: id().nullable(),
  lastModifiedBy: id().nullable(),
  createdDate: z.string(),
  lastModifiedDate: z.string(),
});

/** What an event's Add and Update answer: the original clients read Id, Img1..Img6, Video1..Video2. */
export const EventSavedSchema = z.object({
  Id: id(),
  Img1: text(),
  Img2: text(),
  Img3: text(),
  Img4: text(),
  Img5: text(),
  Img6: text(),
  Video1: text(),
  Video2: text(),
  message: z.string(),
});

/** A school as every school call answers it; dates are yyyy-MM-dd. Its type is SchoolRecord (school.ts). */
export const SchoolRecordSchema = z.object({
  schoolId: id(),
  schoolName: z.string(),
  schoolCode: z.string(),
  contactPerson1: z.string(),
  contact1: z.string(),
  contactPerson2: z.string(),
  contact2: z.string(),
  schoolWebSiteUrl: z.string(),
  schoolWebSiteDomainName: z.string(),
  schoolWebSiteDomain: z.string(),
  /** The host names its site answers at besides its Website URL's, in order. */
  otherHostNames: z.array(z.string()),
  domainNamePurchaseDate: z.string(),
  domainNameRenewDate: z.string(),
  domainNameExpireDate: z.string(),
  amcstartDate: z.string(),
  amcendDate: z.string(),
  active: z.boolean(),
});

/** A user as the user calls answer it, never with its password. Its type is UserRecord (users.ts). */
export const UserRecordSchema = z.object({
  schoolUserId: id(),
  fullName: z.string(),
  userName: z.string(),
  userType: z.string(),
  active: z.boolean(),
  schoolId: id().nullable(),
  createdBy: id().nullable(),
  temporaryCredential: z.boolean(),
  secondFactorOn: z.boolean(),
  role: z.enum(SCHOOL_ROLES).nullable(),
});

/** A user's failed logins of the last 15 minutes (/School/User/LoginThrottle). Its type is LoginThrottleRecord (users.ts). */
export const LoginThrottleRecordSchema = z.object({
  userName: z.string(),
  failures: z.number().int(),
  clients: z.array(z.object({ client: z.string(), failures: z.number().int(), waitUntil: text() })),
});

/** A `{ message }` answer: every error, and the deletes. */
export const MessageSchema = z.object({ message: z.string() });

// The types school.ts and users.ts declare must stay what these schemas answer: a change to
// either side without the other fails the type check here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type RecordSchemasMatchTheirTypes = Holds<
  [
    Same<z.infer<typeof SchoolRecordSchema>, SchoolRecord>,
    Same<z.infer<typeof UserRecordSchema>, UserRecord>,
    Same<z.infer<typeof LoginThrottleRecordSchema>, LoginThrottleRecord>,
  ] extends [true, true, true]
    ? true
    : false
>;

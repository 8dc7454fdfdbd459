import { existsSync, readdirSync, readFileSync, type Dirent } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { SEED_MEDIA, startTestApi, tokensFor, type Answer, type TestApi } from './test-api';

/** A real 1×1 PNG image. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** An HTML page: what an attacker would rename to look like an image. */
export const HTML_BYTES = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n'.repeat(4));

/** A file of the seed media (api/seed/media), optionally under another name and declared type. */
export function seedFile(relative: string, name = path.basename(relative), type = 'application/octet-stream'): File {
  return new File([readFileSync(path.join(SEED_MEDIA, relative))], name, { type });
}

export const bytesFile = (bytes: Buffer, name: string, type = 'application/octet-stream') => new File([bytes], name, { type });

/** A multipart form from text fields (undefined ones left out) and files. */
export function formOf(fields: Record<string, string | number | boolean | undefined> = {}, files: Record<string, File | File[]> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, String(value));
  for (const [name, value] of Object.entries(files)) {
    for (const file of Array.isArray(value) ? value : [value]) form.append(name, file, file.name);
  }
  return form;
}

/** Every file under a folder, dot-folders (uploads/.tmp) included, as sorted relative paths. */
export function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return (readdirSync(folder, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The uploads folder's files as stored paths (uploads/…), .tmp included. */
export const uploadsOf = (api: TestApi) => filesUnder(path.join(api.dataDir, 'uploads')).map((file) => `uploads/${file}`);

/** Whether a stored relative path (uploads/…) exists on disk. */
export const storedExists = (api: TestApi, stored: string) => existsSync(path.join(api.dataDir, stored));

/** GET without /api (media) or any other path of the API host. */
export const getFromHost = (api: TestApi, pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${api.url}${pathname}`, { headers });

/** Fails unless the server still answers a simple public call. */
export async function expectStillServing(api: TestApi): Promise<void> {
  const health = await fetch(`${api.url}/api/health`);
  expect(health.status).toBe(200);
  const list = await api.post('/School/Staff/GetAll', { active: true, schoolCode: '83181' });
  expect(list.status).toBe(200);
}

/** Sends an Add form that must be accepted (201) as the admin of `token`'s school; answers the added record as the route answers it. */
export async function addedByForm(api: TestApi, route: string, form: FormData, token: string) {
  const answer = await api.postForm(route, form, token);
  expect(answer.status).toBe(201);
  return answer.body;
}

/** A client error with a message the client can show. */
export function expectRefusal(answer: Answer, status: number, message?: string | RegExp): void {
  expect({ status: answer.status, message: typeof answer.body?.message }).toEqual({ status, message: 'string' });
  expect(answer.body.message.length).toBeGreaterThan(0);
  if (typeof message === 'string') expect(answer.body.message).toBe(message);
  else if (message) expect(answer.body.message).toMatch(message);
}

/** A case of a form the API refuses: what is wrong, the fields that make it so, and the status and message it answers. */
export type RefusalCase = [what: string, fields: Record<string, unknown>, status: number, message: string | RegExp];

/** One test per case: the form `send` makes of the case's fields is refused with the case's status and message. */
export function testRefusals(cases: RefusalCase[], send: (fields: Record<string, unknown>) => Promise<Answer>): void {
  test.each(cases)('%s is refused', async (_, fields, status, message) => expectRefusal(await send(fields), status, message));
}

/** The id of a school by its code. */
export async function schoolIdOf(api: TestApi, code: string): Promise<number> {
  const row = await api.database.db.selectFrom('schools').select('id').where('school_code', '=', code).executeTakeFirstOrThrow();
  return row.id;
}

export type Tokens = Awaited<ReturnType<typeof tokensFor>>;

/**
 * The API over the demo data, as most module tests start it: the tokens of school A's and
 * school B's admins and the provider's, and the two schools' ids.
 */
export async function startWithSchools(env: Record<string, string> = {}): Promise<{ api: TestApi; tokens: Tokens; schoolA: number; schoolB: number }> {
  const api = await startTestApi(env);
  return { api, tokens: await tokensFor(api), schoolA: await schoolIdOf(api, '83181'), schoolB: await schoolIdOf(api, '83190') };
}

/** Keys of any depth of a JSON value, for "never answers X" checks. */
export function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

/** A phone number no one has (all zeros after +91) that still passes the form's rule (+ and 10 or more digits). */
export const TEST_PHONE = '+910000000000';

/** Inserts a school row straight into the database (no addresses, no admin): for tests of one part, not of the provider's form. Answers its id. */
export async function insertSchool(db: Kysely<Database>, code: string, name = `Test school ${code}`): Promise<number> {
  const { id } = await db
    .insertInto('schools')
    .values({
      school_name: name,
      school_code: code,
      contact_person1: 'P',
      contact1: TEST_PHONE,
      website_url: `https://school-${code.toLowerCase()}.example`,
      domain_purchase_date: '2025-01-01',
      domain_renew_date: '2026-01-01',
      domain_expire_date: '2027-01-01',
      amc_start_date: '2026-01-01',
      amc_end_date: '2027-01-01',
      active: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The provider's school form (docs/product.md#field-rules) with every required field, for a school of `code`. */
export const schoolForm = (code: string, name = 'Test School') => ({
  schoolName: name,
  schoolCode: code,
  contactPerson1: 'P',
  contact1: TEST_PHONE,
  schoolWebSiteUrl: `https://school-${code}.example`, // a school's address is its own
  domainNamePurchaseDate: '2025-01-01',
  domainNameRenewDate: '2026-01-01',
  domainNameExpireDate: '2027-01-01',
  amcstartDate: '2026-01-01',
  amcendDate: '2027-01-01',
  active: true,
});

/** A school user the provider added with this password, as its Users screen adds one (201 expected): its id, name and that password. */
export async function userAddedByProvider(
  api: TestApi,
  provider: string,
  schoolId: number,
  user: { userName: string; password: string; fullName: string },
  fields: Record<string, unknown> = {},
): Promise<{ id: number; userName: string; password: string }> {
  const added = await api.post(
    '/School/User/Add',
    { fullName: user.fullName, userName: user.userName, password: api.encrypt(user.password), userType: 'School', active: true, SchoolId: schoolId, ...fields },
    { token: provider },
  );
  expect(added.status).toBe(201);
  return { id: added.body.schoolUserId, userName: user.userName, password: user.password };
}

/** A school user added by userAddedByProvider. */
export type AddedUser = Awaited<ReturnType<typeof userAddedByProvider>>;

/** An API behind a trusted proxy (X-Forwarded-For names the client, test-support/clients.ts), with the provider's token and the first school's id. */
export async function startBehindProxy(): Promise<{ api: TestApi; provider: string; schoolA: number }> {
  const { api, tokens, schoolA } = await startWithSchools({ TRUST_PROXY: '127.0.0.1' });
  return { api, provider: tokens.provider, schoolA };
}

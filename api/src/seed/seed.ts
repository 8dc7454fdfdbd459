import { randomBytes, randomUUID } from 'node:crypto';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { Kysely } from 'kysely';
import { SettingsError, type ApiConfig } from '../config.js';
import { IMAGE_SLOTS, VIDEO_SLOTS, type Database } from '../db/schema.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { secretBox } from '../modules/auth/second-factor.js';
import { isUniqueViolation } from '../plugins/errors.js';
import { profileRepository } from '../modules/documents/repository.js';
import { pageVersionRepository } from '../modules/pages/versions.js';
import { fillSearchIndex } from '../modules/search/search-index.js';
import { USER_TYPES } from '../plugins/principal.js';
import { schoolFolder, withCopies } from '../uploads/multipart-form.js';
import { writeVariants } from '../uploads/reencode.js';
import { openMediaStore } from '../uploads/media-store.js';
import { variantPath, variantWidths } from '@school/shared/contracts/picture-widths';
import type { PageKind } from '@school/shared/contracts/pages';
import { hostNameOf } from '@school/shared/contracts/site';
import { DEMO_ALUMNI, DEMO_EVENTS, DEMO_HOSTS, DEMO_PROFILES, DEMO_OTHER_SCHOOL_STAFF, DEMO_SCHOOLS, DEMO_STAFF } from './demo-content.js';
import { DEMO_PAGES } from './demo-pages/index.js';
import { seedDemoNotices } from './demo-notices.js';

const generatedPassword = () => randomBytes(12).toString('base64url');

/**
 * Fills a database that has no school yet: the configured school (SCHOOL_CODE, SCHOOL_NAME) and
 * nothing else, or with DEMO_CONTENT=1 the demo schools and their staff, alumni and events. The
 * admin accounts take their usernames and passwords from the environment; otherwise passwords
 * are generated and written, owner-only, to DATA_DIR/initial-credentials.txt. No fixed default
 * password exists.
 */
export async function seedIfEmpty(db: Kysely<Database>, config: ApiConfig, mediaDir: string): Promise<{ credentialsFile: string | null }> {
  if (await db.selectFrom('schools').select('id').limit(1).executeTakeFirst()) return { credentialsFile: null };
  // All or nothing: a seed that fails half-way must not leave a database the next start skips.
  try {
    return await db.transaction().execute((trx) => seed(trx, config, mediaDir));
  } catch (error) {
    // Two replicas starting together on an empty database: the other one seeded it first.
    if (isUniqueViolation(error)) return { credentialsFile: null };
    throw error;
  }
}

async function seed(db: Kysely<Database>, config: ApiConfig, mediaDir: string): Promise<{ credentialsFile: string | null }> {
  const { seed } = config;
  const accounts = {
    school: { userName: seed.schoolAdminUsername ?? 'schooladmin', password: seed.schoolAdminPassword ?? generatedPassword() },
    provider: { userName: seed.providerAdminUsername ?? 'sgiadmin', password: seed.providerAdminPassword ?? generatedPassword() },
  };

  /** A seeded school's id: its media folder and its uploads' ledger rows are by id. */
  const idOf = async (schoolCode: string) => (await db.selectFrom('schools').select('id').where('school_code', '=', schoolCode).executeTakeFirstOrThrow()).id;
  const store = await openMediaStore(config);
  await mkdir(store.tempDir, { recursive: true });
  /** Stores a demo file as an upload would have stored it, recorded in the ledger as the school's. */
  const place = async (schoolCode: string, folder: string, file: string, name = `demo-${path.basename(file)}`) => {
    const schoolId = await idOf(schoolCode);
    const stored = `${schoolFolder(schoolId)}/${folder}/${name}`;
    const received = path.join(store.tempDir, randomUUID());
    await copyFile(path.join(mediaDir, file), received);
    await store.put(stored, received);
    const sizes = await Promise.all(withCopies(stored).map(async (each) => (await store.stat(each))?.bytes ?? 0));
    const bytes = sizes.reduce((sum, size) => sum + size, 0);
    await db
      .insertInto('upload_ledger')
      .values({ path: stored, school_id: schoolId, bytes, uploaded_by: null, uploaded_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.column('path').doNothing()) // one demo file placed for two records
      .execute();
    return stored;
  };
  /** A demo page's picture (a WebP), stored as an upload is: its narrower copies first, then itself. */
  const placePicture: PlacePicture = async (schoolCode, file, width) => {
    const name = `${randomUUID()}.webp`;
    const stored = `${schoolFolder(await idOf(schoolCode))}/pages/${name}`;
    const received = path.join(store.tempDir, name);
    await writeVariants(path.join(mediaDir, file), width, received);
    for (const copy of variantWidths({ path: stored, width })) await store.put(variantPath(stored, copy), variantPath(received, copy));
    return place(schoolCode, 'pages', file, name);
  };

  if (!seed.demoContent && !seed.school) {
    throw new SettingsError('A new database needs its school: set SCHOOL_CODE and SCHOOL_NAME, or DEMO_CONTENT=1 for the demo schools');
  }
  const school = seed.demoContent ? DEMO_SCHOOLS[0] : configuredSchool(seed.school!);
  const schoolId = (await db.insertInto('schools').values(school).returning('id').executeTakeFirstOrThrow()).id;
  await addHosts(db, schoolId, seed.demoContent ? [school.website_url, ...DEMO_HOSTS[0]] : seed.schoolHostNames);
  if (seed.demoContent) await profileRepository(db).set(schoolId, await placeSeedFiles(DEMO_PROFILES[0], school.school_code, place, placePicture, mediaDir));

  const provider = await db
    .insertInto('users')
    .values({
      full_name: 'SGI Administrator',
      user_name: accounts.provider.userName.toLowerCase(),
      password_hash: await hashPassword(accounts.provider.password),
      user_type: USER_TYPES.provider,
      active: 1,
      school_id: null,
      created_by: null,
      token_version: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('users')
    .values({
      full_name: `${school.school_name} Administrator`,
      user_name: accounts.school.userName.toLowerCase(),
      password_hash: await hashPassword(accounts.school.password),
      user_type: USER_TYPES.school,
      active: 1,
      school_id: schoolId,
      created_by: provider.id,
      token_version: 0,
      role: 'admin',
    })
    .execute();
  if (seed.totpSecret) {
    // Tests and the demo: both accounts' second factor is on, with the secret given (README).
    const box = secretBox(config.jwtSecret);
    for (const userName of [accounts.provider.userName, accounts.school.userName].map((name) => name.toLowerCase())) {
      const { id } = await db.selectFrom('users').select('id').where('user_name', '=', userName).executeTakeFirstOrThrow();
      await db.updateTable('users').set({ totp_secret: box.seal(seed.totpSecret, id), totp_on: 1 }).where('id', '=', id).execute();
    }
  }
  if (seed.demoContent) {
    await seedDemoContent(db, schoolId, provider.id, place);
    await seedDemoPages(db, schoolId, school.school_code, place, placePicture, mediaDir);
    await seedDemoNotices(db, schoolId, school.school_code, place, store);
  }
  // The rows above went in directly, not through the writers that keep the search index.
  await fillSearchIndex(db);

  const fromEnvironment = seed.schoolAdminPassword !== undefined && seed.providerAdminPassword !== undefined;
  if (fromEnvironment) return { credentialsFile: null };
  const credentialsFile = path.join(config.dataDir, 'initial-credentials.txt');
  await writeFile(
    credentialsFile,
    [
      'Accounts created at the first start of the school site API. Change these passwords.',
      `School admin of ${school.school_code} (log in at /login): ${accounts.school.userName} / ${accounts.school.password}`,
      `Provider admin (log in at /sgi-login): ${accounts.provider.userName} / ${accounts.provider.password}`,
      '',
    ].join('\n'),
    { mode: 0o600 },
  );
  return { credentialsFile };
}

/** A school's addresses, in order (URLs or host names; the Website URL's first). */
async function addHosts(db: Kysely<Database>, schoolId: number, addresses: readonly string[]): Promise<void> {
  const hosts = [...new Set(addresses.map(hostNameOf).filter((host): host is string => host !== null))];
  if (!hosts.length) return;
  await db
    .insertInto('school_hosts')
    .values(hosts.map((host_name, position) => ({ host_name, school_id: schoolId, position })))
    .execute();
}

/** The configured school: its code and name; the provider fills in the rest in the Schools screen. */
function configuredSchool({ code, name }: { code: string; name: string }) {
  return {
    school_name: name,
    school_code: code,
    contact_person1: '',
    contact1: '',
    contact_person2: null,
    contact2: null,
    website_url: '',
    website_domain_name: null,
    website_domain: null,
    domain_purchase_date: '',
    domain_renew_date: '',
    domain_expire_date: '',
    amc_start_date: '',
    amc_end_date: '',
    active: 1 as const,
    demo: 0 as const, // a real school: its site is indexed and carries no demo label
  };
}

type PlaceFile = (schoolCode: string, folder: string, file: string, name?: string) => Promise<string>;
type PlacePicture = (schoolCode: string, file: string, width: number) => Promise<string>;

/** DEMO_CONTENT=1: a second school, and staff, alumni and events with their media. */
async function seedDemoContent(db: Kysely<Database>, demoId: number, providerId: number, place: PlaceFile): Promise<void> {
  const [demo, other] = DEMO_SCHOOLS;
  // The records are written now: the lists' "Last updated" (GET /Site/LastChanged) says so.
  const now = new Date().toISOString();
  const otherId = (await db.insertInto('schools').values(other).returning('id').executeTakeFirstOrThrow()).id;
  await addHosts(db, otherId, [other.website_url, ...DEMO_HOSTS[1]]);
  await profileRepository(db).set(otherId, DEMO_PROFILES[1]);
  const staffOf = async (schoolId: number, code: string, list: typeof DEMO_STAFF) => {
    for (const { photo, ...member } of list) {
      await db
        .insertInto('staff')
        .values({ ...member, school_id: schoolId, staff_type: null, active: 1, profile_pic_url: photo ? await place(code, 'staff', photo) : null, changed_at: now })
        .execute();
    }
  };
  await staffOf(demoId, demo.school_code, DEMO_STAFF);
  await staffOf(otherId, other.school_code, DEMO_OTHER_SCHOOL_STAFF);

  for (const { photo, ...alumnus } of DEMO_ALUMNI) {
    await db
      .insertInto('alumni')
      .values({ ...alumnus, school_id: demoId, active: 1, created_by: 1, photo: photo ? await place(demo.school_code, 'alumni', photo) : null, changed_at: now })
      .execute();
  }

  for (const { images, videos, ...event } of DEMO_EVENTS) {
    const storedImages = await Promise.all(images.map((file) => place(demo.school_code, 'events', file)));
    const storedVideos = await Promise.all(videos.map((file) => place(demo.school_code, 'events', file)));
    await db
      .insertInto('activities')
      .values({
        ...event,
        ...Object.fromEntries(IMAGE_SLOTS.map((slot, index) => [slot, storedImages[index] ?? null])),
        ...Object.fromEntries(VIDEO_SLOTS.map((slot, index) => [slot, storedVideos[index] ?? null])),
        school_id: demoId,
        active: 1,
        created_by: providerId,
        last_modified_by: providerId,
        created_date: now,
        last_modified_date: now,
      })
      .execute();
  }
}

/** The demo school's pages, their pictures and documents placed as uploads of its own; each page's version 1, published by no one. */
async function seedDemoPages(db: Kysely<Database>, schoolId: number, code: string, place: PlaceFile, placePicture: PlacePicture, mediaDir: string): Promise<void> {
  const versions = pageVersionRepository(db);
  for (const [kind, content] of Object.entries(DEMO_PAGES)) {
    const placed = await placeSeedFiles(content, code, place, placePicture, mediaDir);
    await versions.publish(db, { schoolId, kind: kind as PageKind, content: placed, baseVersion: 0, authorId: null, authorRole: null });
  }
}

/**
 * A demo document with every file it names as `seed:<file>` (of api/seed/media/pages/) placed as
 * an upload would have been, and named so: the contracts accept only such names.
 */
async function placeSeedFiles<T>(content: T, code: string, place: PlaceFile, placePicture: PlacePicture, mediaDir: string): Promise<T> {
  const seedFileOf = (value: unknown) => (typeof value === 'string' && value.startsWith('seed:') ? path.join('pages', value.slice('seed:'.length)) : null);
  const store = (file: string) => place(code, 'pages', file, `${randomUUID()}${path.extname(file)}`);
  const placed = async (value: unknown): Promise<unknown> => {
    if (Array.isArray(value)) return Promise.all(value.map(placed));
    const document = seedFileOf(value);
    if (document) return store(document);
    if (!value || typeof value !== 'object') return value;
    const object = value as Record<string, unknown>;
    const picture = seedFileOf(object.path);
    if (picture) {
      const size = imageSize(await readFile(path.join(mediaDir, picture)));
      return { ...object, path: await placePicture(code, picture, size.width), width: size.width, height: size.height };
    }
    const entries = await Promise.all(Object.entries(object).map(async ([key, inner]) => [key, await placed(inner)] as const));
    return Object.fromEntries(entries);
  };
  return (await placed(content)) as T;
}

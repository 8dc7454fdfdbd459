import { createCipheriv, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions, type RouteAccess } from '../app';
import { loadApiConfig, type ApiConfig } from '../config';
import { migrate, openDatabase, type Db } from '../db/database';
import { seedIfEmpty } from '../seed/seed';
import { hashPassword } from '../modules/auth/passwords';
import type { SchoolRole } from '@school/shared/contracts/roles';
import { secretBox, totpFor } from '../modules/auth/second-factor';
import { writeHostContract } from './remote-manifests';

/** The demo media the seed copies; tests upload real files from here too. */
export const SEED_MEDIA = path.resolve(__dirname, '../../seed/media');

export const ACCOUNTS = {
  schoolAdmin: { username: 'schooladmin', password: 'school-pass-83181' },
  providerAdmin: { username: 'sgiadmin', password: 'provider-pass-1' },
};

/**
 * The authenticator every test account uses: the seeded ones start with it (SEED_TOTP_SECRET), and
 * `login` sets it up for any other account that must have one (secondFactorOn).
 */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The code the test authenticator shows now (or for another secret). */
export const totpCode = (secret = TEST_TOTP_SECRET, timestamp = Date.now()) => totpFor(secret, 'test').generate({ timestamp });

export interface TestApi {
  url: string;
  config: ApiConfig;
  database: Db;
  dataDir: string;
  /** Every POST route of the API with the access it declares (app.apiRoutes), for the access matrix. */
  routes: RouteAccess[];
  /** The app itself, for tests of its parts (its routes are registered already). */
  app: FastifyInstance;
  /** POSTs JSON (or a raw string body with its own content type) and returns status and JSON. */
  post(route: string, body?: unknown, options?: { token?: string | null; contentType?: string; raw?: string; headers?: Record<string, string> }): Promise<Answer>;
  /** GETs a route of the API (a visitor's call) and returns status, JSON (or text) and headers. */
  get(route: string, headers?: Record<string, string>): Promise<Answer>;
  /** POSTs a multipart form. */
  postForm(route: string, form: FormData, token?: string | null): Promise<Answer>;
  /** The password step alone (/Auth/Admin/Login, the password under the client cipher): a token, or a challenge. */
  passwordStep(username: string, password: string, userType?: string, schoolCode?: string): Promise<Answer>;
  /**
   * Logs in as a person with the test authenticator does: the password step, then, for an account
   * with its second factor on, the code step. An account that must have a second factor and has
   * none (a user a test added) gets the test one first (secondFactorOn); a temporary password is
   * answered as it is, its change comes first.
   */
  login(username: string, password: string, userType?: string, schoolCode?: string): Promise<Answer>;
  encrypt(password: string): string;
  close(): Promise<void>;
}

export interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- each test knows its answer's shape
  headers: Headers;
}

/**
 * A PostgreSQL database of its own for one test file, when TEST_DATABASE_URL names a server
 * (CI runs the suite a second time that way); otherwise SQLite in the test's data folder.
 */
async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return null;
  const name = `school_test_${randomUUID().replaceAll('-', '')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // The pool's end resolves while its connections are still closing. Forcing the drop at once
    // would kill them mid-close, and the pool, with no one left listening, would throw that
    // error into the test run; so the drop waits for them, and forces only as a last resort.
    drop: async () => {
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      try {
        for (let attempt = 0; ; attempt++) {
          const { rows } = await dropper.query('select count(*)::int as open from pg_stat_activity where datname = $1', [name]);
          if (rows[0].open === 0 || attempt === 50) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** Starts the real API on a free port, over a fresh seeded database, for one test file. */
export async function startTestApi(
  env: Record<string, string> = {},
  { addRoutes, logger = false }: { addRoutes?: (app: FastifyInstance) => void; logger?: AppOptions['logger'] } = {},
): Promise<TestApi> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'school-api-test-'));
  const postgres = await freshPostgres();
  const config = loadApiConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PASSWORD_CIPHER_KEY: randomBytes(32).toString('hex'),
    PASSWORD_CIPHER_IV: randomBytes(16).toString('hex'),
    SEED_SCHOOL_ADMIN_USERNAME: ACCOUNTS.schoolAdmin.username,
    SEED_SCHOOL_ADMIN_PASSWORD: ACCOUNTS.schoolAdmin.password,
    SEED_PROVIDER_ADMIN_USERNAME: ACCOUNTS.providerAdmin.username,
    SEED_PROVIDER_ADMIN_PASSWORD: ACCOUNTS.providerAdmin.password,
    SEED_TOTP_SECRET: TEST_TOTP_SECRET,
    CORS_ORIGINS: 'http://localhost:8080',
    // The host's contract, which a remote's release is checked against (modules/releases).
    HOST_CONTRACT_FILE: writeHostContract(dataDir),
    DEMO_CONTENT: '1', // the tests' schools, staff, alumni and events are the demo's
    // Site health's timer off: its audit entries would come between a test's own; its tests drive it.
    HEALTH_CHECKS: '0',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  const database = openDatabase(config);
  await migrate(database);
  await seedIfEmpty(database.db, config, SEED_MEDIA);
  const app = await buildApp({ config, database, logger });
  addRoutes?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const answer = async (response: Response): Promise<Answer> => {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body, headers: response.headers };
  };
  const auth = (token?: string | null): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});
  const encrypt = (password: string) => {
    const cipher = createCipheriv('aes-256-cbc', Buffer.from(config.passwordCipher.key, 'hex'), Buffer.from(config.passwordCipher.iv, 'hex'));
    return Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]).toString('base64');
  };

  const api: TestApi = {
    url,
    config,
    database,
    dataDir,
    routes: [...app.apiRoutes],
    app,
    encrypt,
    async post(route, body, options = {}) {
      const raw = options.raw ?? (body === undefined ? undefined : JSON.stringify(body));
      const headers = {
        ...auth(options.token),
        ...(raw !== undefined ? { 'Content-Type': options.contentType ?? 'application/json' } : {}),
        ...options.headers,
      };
      return answer(await fetch(`${url}/api${route}`, { method: 'POST', headers, body: raw }));
    },
    async get(route, headers = {}) {
      return answer(await fetch(`${url}/api${route}`, { headers }));
    },
    async postForm(route, form, token) {
      return answer(await fetch(`${url}/api${route}`, { method: 'POST', headers: auth(token), body: form }));
    },
    passwordStep(username, password, userType = 'School', schoolCode = '83181') {
      return api.post('/Auth/Admin/Login', { username, password: encrypt(password), userType, SchoolCode: schoolCode });
    },
    async login(username, password, userType = 'School', schoolCode = '83181') {
      const first = await api.passwordStep(username, password, userType, schoolCode);
      if (first.status === 200 && first.body.secondFactorEnrolment && !first.body.temporaryCredential) {
        await secondFactorOn(api, username);
        return api.login(username, password, userType, schoolCode);
      }
      if (first.status !== 200 || !first.body.challenge) return first;
      await nextCodeAccepted(api, username);
      return api.post('/Auth/Admin/Login/SecondFactor', { challenge: first.body.challenge, code: totpCode(await authenticatorOf(api, username)) });
    },
    async close() {
      await app.close();
      await database.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return api;
}

/** Tokens of the seeded accounts, plus a school admin of the second school, made for the test. */
export async function tokensFor(api: TestApi) {
  const schoolA = (await api.login(ACCOUNTS.schoolAdmin.username, ACCOUNTS.schoolAdmin.password)).body.token as string;
  const provider = (await api.login(ACCOUNTS.providerAdmin.username, ACCOUNTS.providerAdmin.password, 'SGIUser-Admin')).body.token as string;
  const otherSchool = await api.database.db.selectFrom('schools').select('id').where('school_code', '=', '83190').executeTakeFirstOrThrow();
  await api.post(
    '/School/User/Add',
    { fullName: 'Admin of 83190', userName: 'admin83190', password: api.encrypt('other-pass-1'), userType: 'School', active: true, SchoolId: otherSchool.id },
    { token: provider },
  );
  await passwordChosen(api, 'admin83190');
  const schoolB = (await api.login('admin83190', 'other-pass-1', 'School', '83190')).body.token as string;
  return { schoolA, schoolB, provider };
}

/**
 * A token of a new user of school 83181 with the given role (docs/decisions/013-school-team.md),
 * whose password is their own and whose second factor is on (as the other test accounts').
 */
export async function schoolUserToken(api: TestApi, role: SchoolRole, userName = `${role}${Date.now() % 1_000_000}`): Promise<string> {
  const school = await api.database.db.selectFrom('schools').select('id').where('school_code', '=', '83181').executeTakeFirstOrThrow();
  await api.database.db
    .insertInto('users')
    .values({ full_name: `A ${role}`, user_name: userName, password_hash: await hashPassword(`${role}-pass-83181`), user_type: 'School', active: 1, school_id: school.id, token_version: 0, role })
    .execute();
  await secondFactorOn(api, userName);
  return (await api.login(userName, `${role}-pass-83181`)).body.token as string;
}

/**
 * A user the provider added has a temporary password, whose tokens reach nothing but the
 * password change (modules/auth/account-routes.ts). For a test that needs such a user at work,
 * this stands for the user having set a password of their own.
 */
export async function passwordChosen(api: TestApi, userName: string): Promise<void> {
  await api.database.db.updateTable('users').set({ must_change_password: 0 }).where('user_name', '=', userName.toLowerCase()).execute();
}

/** The user's second factor is on, with the test authenticator's secret (standing for the user's enrolment). */
export async function secondFactorOn(api: TestApi, userName: string, secret = TEST_TOTP_SECRET): Promise<void> {
  const db = api.database.db;
  const { id } = await db.selectFrom('users').select('id').where('user_name', '=', userName.toLowerCase()).executeTakeFirstOrThrow();
  await db.updateTable('users').set({ totp_secret: secretBox(api.config.jwtSecret).seal(secret, id), totp_on: 1, totp_last_step: null }).where('id', '=', id).execute();
}

/** The secret in the user's authenticator app: the one their account holds. */
export async function authenticatorOf(api: TestApi, userName: string): Promise<string> {
  const row = await api.database.db.selectFrom('users').select(['id', 'totp_secret']).where('user_name', '=', userName.toLowerCase()).executeTakeFirstOrThrow();
  if (!row.totp_secret) throw new Error(`${userName} has no second factor`);
  return secretBox(api.config.jwtSecret).open(row.totp_secret, row.id);
}

/**
 * A code is accepted once (its 30-second step is remembered): a test that logs one user in again
 * within the step stands for the next step's code by forgetting the last one.
 */
export async function nextCodeAccepted(api: TestApi, userName: string): Promise<void> {
  await api.database.db.updateTable('users').set({ totp_last_step: null }).where('user_name', '=', userName.toLowerCase()).execute();
}

/** Enrolment as the screens do it: a new secret, confirmed with its code; answers the fresh token and the recovery codes. */
export async function enrolThroughApi(api: TestApi, token: string): Promise<{ token: string; recoveryCodes: string[]; secret: string }> {
  const started = await api.post('/Auth/Admin/SecondFactor/Start', {}, { token });
  if (started.status !== 200) throw new Error(`Start answered ${started.status}: ${JSON.stringify(started.body)}`);
  const confirmed = await api.post('/Auth/Admin/SecondFactor/Confirm', { code: totpCode(started.body.secret) }, { token });
  if (confirmed.status !== 200) throw new Error(`Confirm answered ${confirmed.status}: ${JSON.stringify(confirmed.body)}`);
  return { token: confirmed.body.token, recoveryCodes: confirmed.body.recoveryCodes, secret: started.body.secret };
}

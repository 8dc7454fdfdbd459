import path from 'node:path';
import { SettingsError } from './config';
import { settingsFrom } from './test-support/settings';

/** Every setting is checked at start-up: one that cannot work stops the API with a line naming it. */
const load = settingsFrom();
const refusal = (env: Record<string, string>): string => {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
};

test.each(['0', '-5', '', '59', '1.5', '8h', '2592001'])('TOKEN_TTL_SECONDS of "%s" is refused, by name (it started a server whose tokens were already expired)', (value) => {
  expect(refusal({ TOKEN_TTL_SECONDS: value })).toBe(
    `Setting TOKEN_TTL_SECONDS: must be a whole number of seconds from 60 to 2592000 (it is "${value}")`,
  );
});

test.each([
  [{ API_PORT: '70000' }, /^Setting API_PORT: must be a port number from 1 to 65535/],
  [{ API_PORT: 'http' }, /^Setting API_PORT: must be a port number/],
  [{ JWT_SECRET: 'short' }, /^Setting JWT_SECRET: must be at least 32 characters/],
  [{ RENDERER_TOKEN: 'short' }, /^Setting RENDERER_TOKEN: must be at least 32 characters/],
  [{ RELEASE_TOKEN: 'short' }, /^Setting RELEASE_TOKEN: must be at least 32 characters/],
  [{ PASSWORD_CIPHER_KEY: 'ab'.repeat(32), PASSWORD_CIPHER_IV: 'xyz' }, /^Setting PASSWORD_CIPHER_IV: must be 32 hexadecimal characters/],
  [{ PASSWORD_CIPHER_KEY: 'ab'.repeat(32) }, /^Setting PASSWORD_CIPHER_KEY and PASSWORD_CIPHER_IV: set both or neither/],
  [{ LOG_LEVEL: 'loud' }, /^Setting LOG_LEVEL: must be one of/],
  [{ DATABASE_URL: 'mysql://db/school' }, /^Setting DATABASE_URL: must be a postgres/],
  [{ CORS_ORIGINS: 'https://school.example/path' }, /^Setting CORS_ORIGINS: must be origins/],
  [{ CORS_ORIGINS: ' , ' }, /^Setting CORS_ORIGINS: names no origin/],
  [{ TRUST_PROXY: 'yes' }, /^Setting TRUST_PROXY: must be true, false, or proxy IP addresses/],
  [{ SEED_SCHOOL_ADMIN_PASSWORD: 'short' }, /^Setting SEED_SCHOOL_ADMIN_PASSWORD: Password must be at least 12 characters/],
  [{ SEED_PROVIDER_ADMIN_USERNAME: 'an admin' }, /^Setting SEED_PROVIDER_ADMIN_USERNAME: Username may contain only/],
  [{ HEADERS_TIMEOUT_SECONDS: '0' }, /^Setting HEADERS_TIMEOUT_SECONDS: must be a whole number of seconds from 1 to 300/],
  [{ DEMO_CONTENT: 'yes' }, /^Setting DEMO_CONTENT: must be 1 \(on\) or 0 \(off\)/],
  [{ SCHOOL_CODE: '83181' }, /^Setting SCHOOL_CODE and SCHOOL_NAME: set both or neither/],
  [{ SCHOOL_CODE: '83 181', SCHOOL_NAME: 'A School' }, /^Setting SCHOOL_CODE: must be 1 to 20 letters, digits or hyphens/],
  [{ SCHOOL_CODE: '83181', SCHOOL_NAME: ' ' }, /^Setting SCHOOL_NAME: is empty/],
])('%j is refused', (env, message) => {
  expect(refusal(env)).toMatch(message);
});

test('every unusable setting is named at once, one line each', () => {
  expect(refusal({ TOKEN_TTL_SECONDS: '0', LOG_LEVEL: 'loud' }).split('\n')).toEqual([
    expect.stringMatching(/^Setting TOKEN_TTL_SECONDS: /),
    expect.stringMatching(/^Setting LOG_LEVEL: /),
  ]);
});

test('usable settings are read, and unset ones take their defaults', () => {
  const config = load({
    TOKEN_TTL_SECONDS: '3600',
    API_PORT: '4100',
    CORS_ORIGINS: 'https://school.example, https://admin.school.example',
    TRUST_PROXY: '10.0.0.1,10.0.1.0/24',
    DATABASE_URL: '',
  });
  expect(config).toMatchObject({
    tokenTtlSeconds: 3600,
    port: 4100,
    corsOrigins: ['https://school.example', 'https://admin.school.example'],
    trustProxy: ['10.0.0.1', '10.0.1.0/24'],
    databaseUrl: undefined,
    logLevel: 'info',
    headersTimeoutSeconds: 20,
    idleTimeoutSeconds: 60,
  });
  expect(load({}).tokenTtlSeconds).toBe(8 * 60 * 60);
  expect(load({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
});

test('the prerenderer has no token (its routes do not exist) unless RENDERER_TOKEN is set; empty is unset', () => {
  expect(load({}).rendererToken).toBeUndefined();
  expect(load({ RENDERER_TOKEN: '' }).rendererToken).toBeUndefined();
  expect(load({ RENDERER_TOKEN: 'r'.repeat(32) }).rendererToken).toBe('r'.repeat(32));
});

test('no release script registers (no token) unless RELEASE_TOKEN is set; empty is unset', () => {
  expect(load({}).releaseToken).toBeUndefined();
  expect(load({ RELEASE_TOKEN: '' }).releaseToken).toBeUndefined();
  expect(load({ RELEASE_TOKEN: 's'.repeat(32) }).releaseToken).toBe('s'.repeat(32));
});

test('the host’s contract is HOST_CONTRACT_FILE’s, resolved from where the API starts; unset or empty, there is none', () => {
  expect(load({}).hostContractFile).toBeUndefined();
  expect(load({ HOST_CONTRACT_FILE: '' }).hostContractFile).toBeUndefined();
  expect(load({ HOST_CONTRACT_FILE: '/etc/school/host-contract.json' }).hostContractFile).toBe('/etc/school/host-contract.json');
  expect(load({ HOST_CONTRACT_FILE: 'host/dist/host-contract.json' }).hostContractFile).toBe(path.resolve('host/dist/host-contract.json'));
});

test('media are in DATA_DIR/uploads unless STORAGE=s3 names a bucket with its server and keys; empty is unset', () => {
  expect(load({}).storage).toEqual({ kind: 'local' });
  expect(load({ STORAGE: '', S3_ENDPOINT: '' }).storage).toEqual({ kind: 'local' });
  const bucket = { STORAGE: 's3', S3_ENDPOINT: 'http://radosgw:7480', S3_BUCKET: 'school-media', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
  expect(load(bucket).storage).toEqual({ kind: 's3', endpoint: 'http://radosgw:7480', bucket: 'school-media', region: 'us-east-1', accessKeyId: 'key', secretAccessKey: 'secret' });
  expect(load({ ...bucket, S3_REGION: 'ap-south-1' }).storage).toMatchObject({ region: 'ap-south-1' });
  expect(refusal({ STORAGE: 's3', S3_ENDPOINT: 'http://radosgw:7480' })).toBe('Setting STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY');
  expect(refusal({ STORAGE: 'disk' })).toMatch(/^Setting STORAGE: must be local \(DATA_DIR\/uploads\) or s3/);
  expect(refusal({ ...bucket, S3_BUCKET: 'School_Media' })).toMatch(/^Setting S3_BUCKET: must be a bucket name/);
  expect(refusal({ ...bucket, S3_ENDPOINT: 'radosgw:7480' })).toMatch(/^Setting S3_ENDPOINT: must be origins? /);
});

test('demo content is off unless DEMO_CONTENT=1, and the configured school is read with it', () => {
  expect(load({}).seed).toMatchObject({ demoContent: false, school: undefined });
  expect(load({ DEMO_CONTENT: '1' }).seed.demoContent).toBe(true);
  expect(load({ SCHOOL_CODE: ' 83181 ', SCHOOL_NAME: ' A School ' }).seed.school).toEqual({ code: '83181', name: 'A School' });
});

test("the configured school answers at HOST_ORIGIN's host name unless SCHOOL_HOST_NAMES names others", () => {
  expect(load({}).seed.schoolHostNames).toEqual(['localhost', '127.0.0.1']);
  expect(load({ HOST_ORIGIN: 'https://www.school.example:8443' }).seed.schoolHostNames).toEqual(['www.school.example']);
  expect(load({ HOST_ORIGIN: 'https://www.school.example', SCHOOL_HOST_NAMES: 'school.example, www.school.example' }).seed.schoolHostNames).toEqual([
    'school.example',
    'www.school.example',
  ]);
  expect(load({ HOST_ORIGIN: 'https://www.school.example', SCHOOL_HOST_NAMES: '' }).seed.schoolHostNames).toEqual(['www.school.example']);
  expect(() => load({ HOST_ORIGIN: 'https://school.example/home' })).toThrow(/^Setting HOST_ORIGIN: /);
  expect(() => load({ SCHOOL_HOST_NAMES: 'school.example, http://' })).toThrow(/^Setting SCHOOL_HOST_NAMES: /);
});

test("the platform's own host names come from PLATFORM_ORIGINS, once each", () => {
  expect(load({}).platformHostNames).toEqual([]);
  expect(load({ PLATFORM_ORIGINS: 'https://sites.example, https://api.sites.example:8443,https://sites.example' }).platformHostNames).toEqual([
    'sites.example',
    'api.sites.example',
  ]);
  expect(() => load({ PLATFORM_ORIGINS: 'sites.example' })).toThrow(/^Setting PLATFORM_ORIGINS: /);
});

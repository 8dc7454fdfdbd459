// @ts-check
// `npm run test:stack`: builds every image of docker-compose.yml from local stand-ins of its
// base images, runs the stack, and drives a browser against its published ports
// (e2e/tests/stack/). Starts the Docker engine if none runs, and stops it after; leaves no
// container, network or volume behind (the built images stay, as a cache for the next run).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '@school/tooling/site-config';
import { compose, waitHealthy, STACK_PROJECT } from '@school/tooling/compose-stack';
import { freePorts } from '@school/tooling/free-port';

const started = Date.now();
const say = (/** @type {string} */ text) => console.log(`stack [${Math.round((Date.now() - started) / 1000)} s]: ${text}`);
// Outside e2e/test-results, which Playwright empties when it starts.
const logDir = path.join(os.tmpdir(), 'school-stack');
mkdirSync(logDir, { recursive: true });

const dockerAnswers = () => spawnSync('docker', ['info'], { stdio: 'ignore' }).status === 0;

/** Starts dockerd when none answers; returns a function that stops it again (or does nothing). */
async function ensureDocker() {
  if (dockerAnswers()) return async () => {};
  say(`starting dockerd (its log: ${logDir}/dockerd.log)`);
  const log = openSync(path.join(logDir, 'dockerd.log'), 'a');
  const dockerd = spawn('dockerd', [], { stdio: ['ignore', log, log] });
  const exited = new Promise((resolve) => dockerd.once('exit', resolve));
  const deadline = Date.now() + 60_000;
  while (!dockerAnswers()) {
    if (dockerd.exitCode !== null || Date.now() > deadline) throw new Error(`dockerd did not start: see ${logDir}/dockerd.log`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return async () => {
    dockerd.kill('SIGTERM');
    await exited;
    say('dockerd stopped');
  };
}

/** A folder of this run's, emptied. @param {string} name */
function emptyFolder(name) {
  const dir = path.join(logDir, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * The run's own certificate authority, which the entry point trusts for pebble's ACME directory
 * only and the database's pgBackRest for the S3 server only, and the HTTPS certificates it signs
 * for the names `pebble` and `s3` in the compose network. Made anew for each run; answers the
 * folder docker-compose.stand-ins.yml mounts.
 */
function testCertificateAuthority() {
  const dir = emptyFolder('test-ca');
  const openssl = (/** @type {string[]} */ args) => {
    const made = spawnSync('openssl', args, { cwd: dir, encoding: 'utf8' });
    if (made.status !== 0) throw new Error(`openssl ${args[0]} failed: ${made.stderr}`);
  };
  openssl(['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=school stack test CA']);
  /** @param {string} name @param {string} cert @param {string} key */
  const certify = (name, cert, key) => {
    openssl(['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', `${name}.csr`, '-subj', `/CN=${name}`]);
    writeFileSync(path.join(dir, `${name}.cnf`), `subjectAltName=DNS:${name}\n`);
    openssl(['x509', '-req', '-in', `${name}.csr`, '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', cert, '-days', '2', '-extfile', `${name}.cnf`]);
    // The servers run as other users in their containers, but the mounted key must be readable there whatever the umask.
    chmodSync(path.join(dir, key), 0o644);
  };
  // pebble's file names are the ones its configuration names.
  certify('pebble', 'cert.pem', 'key.pem');
  certify('s3', 's3.pem', 's3-key.pem');
  return dir;
}

/** @param {string} command @param {string[]} args */
function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.signal ?? `exit ${result.status}`})`);
}

const stopDocker = await ensureDocker();
let failed = false;
try {
  say('base image stand-ins (deploy/stack/stand-ins.sh)');
  run('bash', [path.join(ROOT, 'deploy/stack/stand-ins.sh')]);

  // Everything docker-compose.yml asks of .env: host names that are not localhost (the browser
  // maps *.test to this machine) at free local ports, secrets made for this run only, demo
  // content off: the shape a provider runs for a real school.
  const [httpPort, httpsPort, pebblePort] = await freePorts(3);
  const origin = (/** @type {string} */ name) => `https://${name}:${httpsPort}`;
  const secret = (/** @type {number} */ bytes) => randomBytes(bytes).toString('hex');
  Object.assign(process.env, {
    PLATFORM_ORIGIN: origin('platform.test'),
    HOST_ORIGIN: origin('first-school.test'),
    CONTENT_ORIGIN: origin('content.platform.test'),
    SCHOOL_ADMIN_ORIGIN: origin('school-admin.platform.test'),
    PROVIDER_ADMIN_ORIGIN: origin('provider-admin.platform.test'),
    API_ORIGIN: origin('api.platform.test'),
    HTTP_PORT: String(httpPort),
    HTTPS_PORT: String(httpsPort),
    PEBBLE_MANAGEMENT_PORT: String(pebblePort),
    STACK_TEST_CA_DIR: testCertificateAuthority(),
    BACKUP_PATH: emptyFolder('backups'),
    POSTGRES_PASSWORD: secret(16),
    JWT_SECRET: secret(32),
    RENDERER_TOKEN: secret(32),
    RELEASE_TOKEN: secret(32),
    PASSWORD_CIPHER_KEY: secret(32),
    PASSWORD_CIPHER_IV: secret(16),
    SEED_SCHOOL_ADMIN_PASSWORD: secret(12),
    SEED_PROVIDER_ADMIN_PASSWORD: secret(12),
    // The uploads in a bucket on the stand-in S3 server (docker-compose.stand-ins.yml's s3).
    STORAGE: 's3',
    S3_ENDPOINT: 'http://s3:7480',
    S3_BUCKET: 'school-media',
    S3_ACCESS_KEY_ID: secret(10),
    S3_SECRET_ACCESS_KEY: secret(20),
    // WAL archived by pgBackRest to the same S3 server over HTTPS (docker-compose.stand-ins.yml).
    WAL_ARCHIVE: 's3',
    WAL_ARCHIVE_ENDPOINT: 'https://s3:7443',
    WAL_ARCHIVE_PASSPHRASE: secret(24),
    DEMO_CONTENT: '0',
    SCHOOL_CODE: '99001',
    SCHOOL_NAME: 'Stack Test School',
  });

  say(`building the images (compose's output: ${logDir}/build.log)`);
  try {
    compose(['build'], { log: path.join(logDir, 'build.log') });
  } catch {
    spawnSync('tail', ['-n', '40', path.join(logDir, 'build.log')], { stdio: 'inherit' });
    throw new Error('Building the images failed');
  }
  // A run that was stopped before its own `down -v` (a killed CI job) leaves its containers and
  // volumes behind; `up -d` would keep an unchanged image's old container, unhealthy as it was
  // left (the renderer of a run stopped mid-suite failed the next run that way).
  say('removing what an earlier, interrupted run left (down -v)');
  compose(['down', '-v', '--remove-orphans']);
  say('up -d, then waiting for every health check');
  compose(['up', '-d']);
  await waitHealthy();

  say('browser suite against the published ports (e2e/tests/stack)');
  // Arguments after the script's name go to Playwright (e.g. -g 'first start' for one test).
  run('npm', ['run', 'test:stack', '-w', 'e2e', '--', ...process.argv.slice(2)]);
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  // What every service said, for a failed run (the stack is gone after this).
  if (failed) {
    try {
      compose(['logs', '--no-color', '--timestamps'], { log: path.join(logDir, 'compose.log') });
      say(`the services' logs: ${logDir}/compose.log`);
    } catch {
      // No stack came up: nothing to keep.
    }
  }
  // The suite ends with `down -v` and checks it; this is for a run that stopped before that.
  try {
    compose(['down', '-v', '--remove-orphans']);
  } catch (error) {
    console.error(`down -v failed: ${error instanceof Error ? error.message : error}`);
  }
  await stopDocker();
}
say(failed ? 'failed' : `passed (project ${STACK_PROJECT})`);
process.exit(failed ? 1 : 0);

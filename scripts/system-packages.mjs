// @ts-check
// Checks the system packages a suite needs, before any of it runs:
//
//   node scripts/system-packages.mjs test [--check]    what `npm test` uses
//   node scripts/system-packages.mjs stack [--check]   what `npm run test:stack` uses
//   node scripts/system-packages.mjs bench [--check]   what `npm run bench` uses
//   node scripts/system-packages.mjs serving [--check] what `npm run bench:serving` uses, beside `test`'s
//
// Where one is missing and this runs as root on Debian (apt-get), it installs what is missing
// with one `apt-get install` and says so in one line; otherwise it stops at once with one line
// naming the install command (as --check always does). `npm start` needs none of this: only Node
// and a compiler.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

/** @param {string} command */
const onPath = (command) =>
  (process.env.PATH ?? '').split(':').concat('/usr/sbin', '/sbin').some((dir) => dir && existsSync(`${dir}/${command}`));

/** @param {string} dir @param {RegExp} name */
const hasFile = (dir, name) => existsSync(dir) && readdirSync(dir).some((entry) => name.test(entry));

const hasDevanagariFont = () => {
  if (!onPath('fc-list')) return false;
  const fonts = spawnSync('fc-list', [':lang=hi', 'family'], { encoding: 'utf8' });
  return fonts.status === 0 && fonts.stdout.trim() !== '';
};

const hasPostgres = () => existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));

const hasCompose = () => onPath('docker-compose') || spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0;

/** Each need: what it is for, how to tell it is there, and the Debian package that brings it. */
const NEEDS = {
  test: [
    {
      what: "Chromium's headless shell (browser tests)",
      present: () => existsSync(process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell'),
      package: 'chromium-headless-shell',
    },
    // Hindi text in the screenshots, found with fontconfig's fc-list.
    { what: "fontconfig's fc-list", present: () => onPath('fc-list'), package: 'fontconfig' },
    { what: 'a Devanagari font', present: hasDevanagariFont, package: 'fonts-lohit-deva' },
    { what: 'PostgreSQL (the API suite on PostgreSQL, the deploy suite)', present: hasPostgres, package: 'postgresql' },
    { what: 'nginx (the deploy suite)', present: () => onPath('nginx'), package: 'nginx' },
    { what: "nginx's brotli_static module", present: () => hasFile('/usr/lib/nginx/modules', /brotli_static/), package: 'libnginx-mod-http-brotli-static' },
    { what: "nginx's brotli filter module", present: () => hasFile('/usr/lib/nginx/modules', /brotli_filter/), package: 'libnginx-mod-http-brotli-filter' },
    { what: 'envsubst (the nginx templates)', present: () => onPath('envsubst'), package: 'gettext-base' },
    // The media suite on S3 (scripts/with-radosgw.sh): Ceph's gateway over a one-node cluster.
    { what: "Ceph's RADOS Gateway (the media suite on S3)", present: () => onPath('radosgw'), package: 'radosgw' },
    { what: "Ceph's monitor (the media suite on S3)", present: () => onPath('ceph-mon'), package: 'ceph-mon' },
    { what: "Ceph's object storage daemon (the media suite on S3)", present: () => onPath('ceph-osd'), package: 'ceph-osd' },
    { what: 's3cmd (the backups of a bucket)', present: () => onPath('s3cmd'), package: 's3cmd' },
  ],
  // `npm run bench`: Lighthouse and the page benchmarks run the full browser, as visitors do.
  bench: [{ what: 'Chromium (the benchmarks)', present: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'), package: 'chromium' }],
  // `npm run bench:serving`: the host's nginx (as the deploy suite runs it) under h2load.
  serving: [{ what: "nghttp2's h2load (the serving benchmark)", present: () => onPath('h2load'), package: 'nghttp2-client' }],
  stack: [
    { what: 'the Docker engine', present: () => onPath('dockerd'), package: 'docker.io' },
    { what: 'Docker Compose', present: hasCompose, package: 'docker-compose' },
    { what: 'debootstrap (the local base images)', present: () => onPath('debootstrap'), package: 'debootstrap' },
    { what: 'openssl (the test certificate authority)', present: () => onPath('openssl'), package: 'openssl' },
    { what: "NSS's certutil (the test browser trusts the stack's certificate authority)", present: () => onPath('certutil'), package: 'libnss3-tools' },
  ],
};

const suite = /** @type {keyof typeof NEEDS} */ (process.argv[2]);
if (!(suite in NEEDS)) {
  console.error(`Usage: system-packages.mjs <${Object.keys(NEEDS).join('|')}>`);
  process.exit(2);
}

const missing = NEEDS[suite].filter((need) => !need.present());
if (missing.length === 0) process.exit(0);

const packages = [...new Set(missing.map((need) => need.package))];
const command = `apt-get install -y ${packages.join(' ')}`;
const canInstall = !process.argv.includes('--check') && process.getuid?.() === 0 && onPath('apt-get');
if (!canInstall) {
  console.error(`Missing ${missing.map((need) => need.what).join(', ')}: install with \`${command}\` (as root, after apt-get update), then run again.`);
  process.exit(1);
}

console.log(`Installing ${packages.join(', ')} from Debian's packages (missing: ${missing.map((need) => need.what).join(', ')}).`);
const quiet = { stdio: /** @type {const} */ (['ignore', 'ignore', 'inherit']), env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
try {
  execFileSync('apt-get', ['update', '-qq'], quiet);
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], quiet);
} catch {
  console.error(`Installing failed: run \`apt-get update && ${command}\` as root and look at its messages.`);
  process.exit(1);
}
const still = missing.filter((need) => !need.present());
if (still.length > 0) {
  console.error(`Still missing after the install: ${still.map((need) => need.what).join(', ')}.`);
  process.exit(1);
}

// @ts-check
// The npm registry reachable from our machines lacks the prebuilt binaries of other platforms
// (e.g. @swc/core-darwin-arm64 answers 404), so `npm install` leaves them out of
// package-lock.json, and `npm ci` then refuses the lock file ("Missing: … from lock file").
// This adds each missing optional platform package as an entry restricted to its own OS and
// CPU, which is what the lock file holds when written against the full registry: npm never
// fetches them on a machine of another platform. Run it after changing dependencies:
//   npm install <pkg> && node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix'];
const CPU = ['x64', 'arm64', 'arm', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32', 'mips64el'];
const LIBC = { gnu: 'glibc', musl: 'musl' };

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

/** Where node would find `name` from the package at `from` (the lock file's own lookup). */
function resolves(from, name) {
  for (let dir = from; ; dir = dir.replace(/\/?node_modules\/(@[^/]+\/)?[^/]+$/, '')) {
    if (packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
  }
}

const added = [];
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(location, name)) continue;
    const parts = name.split('/').pop().split('-');
    const os = parts.filter((part) => OS.includes(part));
    const cpu = parts.filter((part) => CPU.includes(part));
    const libc = parts.map((part) => LIBC[part]).filter(Boolean);
    if (!os.length && !cpu.length) continue; // not a platform binary: leave it to npm
    packages[`node_modules/${name}`] = {
      version: String(spec).replace(/^[\^~=]/, ''),
      optional: true,
      ...(os.length ? { os } : {}),
      ...(cpu.length ? { cpu } : {}),
      ...(libc.length ? { libc } : {}),
    };
    added.push(name);
  }
}

if (added.length) {
  lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(added.length ? `Added ${added.length} platform entries: ${added.join(', ')}` : 'package-lock.json is complete');

// @ts-check
// The compose project of `npm run test:stack`: docker-compose.yml with the stand-ins override,
// under its own project name, driven by Debian's docker-compose 1.29 or by compose v2
// (`docker compose`), whichever the machine has. scripts/test-stack.mjs brings it up; the
// browser suite (e2e/support/stack.ts) restarts it and takes it down through the same calls.
import { execFileSync, spawnSync } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './site-config.mjs';

/** Not `school`, the project name the README gives a real deployment on the same machine. */
export const STACK_PROJECT = process.env.STACK_PROJECT ?? 'schoolstacktest';

const FILES = ['docker-compose.yml', 'deploy/stack/docker-compose.stand-ins.yml'];

/** @type {[string, ...string[]] | undefined} */
let command;

/** Compose v2 where the Docker CLI has it, else Debian's docker-compose; asked once. */
function composeCommand() {
  command ??= spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0 ? ['docker', 'compose'] : ['docker-compose'];
  return command;
}

/**
 * Runs one compose command on the stack's project (the environment carries its settings) and
 * returns its standard output; throws with compose's own message when it fails.
 * @param {string[]} args
 * @param {{ log?: string }} [options] log: a file that takes all of compose's output instead
 */
export function compose(args, { log } = {}) {
  const [program, ...base] = composeCommand();
  const files = FILES.flatMap((file) => ['-f', path.join(ROOT, file)]);
  const output = log ? openSync(log, 'w') : 'pipe';
  try {
    return execFileSync(program, [...base, '-p', STACK_PROJECT, ...files, ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', output, output],
    });
  } finally {
    if (typeof output === 'number') closeSync(output);
  }
}

/** @param {string[]} args */
const docker = (args) => execFileSync('docker', args, { encoding: 'utf8' }).trim();

/**
 * Waits until every container of the project is running and, where it has a health check,
 * healthy; fails with the unhealthy containers' last log lines after `seconds`.
 */
/**
 * Until this machine's new network interfaces (the containers' veths) have their addresses:
 * each comes up with a tentative IPv6 address for a second or two, and when it settles,
 * Chromium takes the change of address for a change of network and fails every request in
 * flight (net::ERR_NETWORK_CHANGED), a picture a test waits for among them.
 * @param {number} deadline
 */
async function networkSettled(deadline) {
  while (Date.now() < deadline) {
    const tentative = spawnSync('ip', ['-6', 'addr', 'show', 'tentative'], { encoding: 'utf8' });
    if (tentative.error || tentative.stdout.trim() === '') return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function waitHealthy(seconds = 180) {
  const deadline = Date.now() + seconds * 1000;
  /** @type {string[]} */
  let waiting = [];
  while (Date.now() < deadline) {
    const ids = compose(['ps', '-q']).split('\n').filter(Boolean);
    const states = ids.map((id) => docker(['inspect', '-f', '{{.Name}} {{.State.Status}} {{if .State.Health}}{{.State.Health.Status}}{{end}}', id]));
    waiting = states.filter((state) => !/ running( healthy)?$/.test(state));
    if (ids.length > 0 && waiting.length === 0) return networkSettled(deadline);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const logs = waiting.map((state) => {
    const name = state.split(' ', 1)[0] ?? '';
    const { stdout, stderr } = spawnSync('docker', ['logs', '--tail', '20', name.replace(/^\//, '')], { encoding: 'utf8' });
    return `${state}\n${stdout}${stderr}`;
  });
  throw new Error(`Not healthy within ${seconds} s:\n${logs.join('\n')}`);
}

/** What the project left on the machine: containers, networks and volumes (by compose's label). */
export function leftovers() {
  const filter = `label=com.docker.compose.project=${STACK_PROJECT}`;
  return {
    containers: docker(['ps', '-a', '-q', '--filter', filter]).split('\n').filter(Boolean),
    networks: docker(['network', 'ls', '-q', '--filter', filter]).split('\n').filter(Boolean),
    volumes: docker(['volume', 'ls', '-q', '--filter', filter]).split('\n').filter(Boolean),
  };
}

/**
 * The health of a service's container as Docker sees it: 'healthy', 'unhealthy', 'starting', or
 * '' when it has no health check or is not running.
 * @param {string} service
 */
export function containerHealth(service) {
  const id = compose(['ps', '-q', service]).trim();
  if (!id) return '';
  return docker(['inspect', '-f', '{{if .State.Health}}{{.State.Health.Status}}{{end}}', id]);
}

/**
 * A shell function that makes `docker compose …` in a script mean this machine's compose with
 * the stack's files (the stand-ins), so the suite runs the README's commands as written.
 */
export function composeShellFunction() {
  const [program, ...base] = composeCommand();
  const words = [program, ...base, ...FILES.flatMap((file) => ['-f', path.join(ROOT, file)])].map((word) => `'${word.replace(/'/g, `'\\''`)}'`);
  return `docker() { if [ "$1" = compose ]; then shift; ${words.join(' ')} "$@"; else command docker "$@"; fi; }`;
}

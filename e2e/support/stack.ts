import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '@school/tooling/site-config';
import { STACK_PROJECT } from '@school/tooling/compose-stack';

/**
 * The docker-compose stack that `npm run test:stack` (scripts/test-stack.mjs) brought up: its
 * published addresses and seeded accounts come from the environment that started it.
 */
function setting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the stack suite runs through \`npm run test:stack\`.`);
  return value;
}

export const stack = {
  url: setting('HOST_ORIGIN'),
  contentOrigin: setting('CONTENT_ORIGIN'),
  schoolAdmin: { username: process.env.SEED_SCHOOL_ADMIN_USERNAME ?? 'schooladmin', password: setting('SEED_SCHOOL_ADMIN_PASSWORD') },
};

/**
 * The README's block of shell commands that follows `heading`, with its `project=school` line
 * naming the stack suite's project: the suite runs what the README tells a person to run.
 */
export function readmeCommands(heading: string): string[] {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const after = readme.slice(readme.indexOf(heading));
  const block = /```sh\n([\s\S]*?)```/.exec(after)?.[1];
  if (!block) throw new Error(`README.md has no sh block after ${heading}`);
  const lines = block.split('\n').filter((line) => line.trim() !== '');
  if (!lines.some((line) => line.startsWith('project=school'))) throw new Error(`The block after ${heading} has no project=school line`);
  return lines.map((line) => (line.startsWith('project=school') ? `project=${STACK_PROJECT}` : line));
}

/** Runs shell lines with bash in the repository's folder, stopping at the first that fails. */
export function runShell(lines: string[]): string {
  return execFileSync('bash', ['-euo', 'pipefail', '-c', lines.join('\n')], { cwd: ROOT, encoding: 'utf8' });
}

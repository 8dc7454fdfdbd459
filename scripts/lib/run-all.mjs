// @ts-check
// Runs several long-lived commands side by side, each line of output prefixed with its name;
// Ctrl-C (or one of them dying) stops them all.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

/** @typedef {{ name: string, command: string, args: string[], env?: NodeJS.ProcessEnv }} Task */

/** @param {Task[]} tasks */
export function runAll(tasks) {
  const width = Math.max(...tasks.map((task) => task.name.length));
  const children = tasks.map((task) => {
    const child = spawn(task.command, task.args, { env: { ...process.env, ...task.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = `[${task.name.padEnd(width)}]`;
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => console.log(`${prefix} ${line}`));
    }
    child.on('exit', (code, signal) => {
      console.log(`${prefix} stopped (${signal ?? `exit ${code}`})`);
      stopAll(code ?? 1);
    });
    return child;
  });

  let stopping = false;
  /** @param {number} code */
  function stopAll(code) {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 500).unref();
  }
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
}

/** Runs one command to its end, inheriting the terminal; rejects on failure. */
export function run(/** @type {string} */ command, /** @type {string[]} */ args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve(undefined) : reject(new Error(`${command} ${args.join(' ')} failed (${code})`))));
  });
}

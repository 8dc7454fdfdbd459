import { spawnSync } from 'node:child_process';
import path from 'node:path';

const script = path.join(__dirname, 'system-packages.mjs');
const check = (suite: string, env: NodeJS.ProcessEnv = {}) =>
  spawnSync(process.execPath, [script, suite, '--check'], { encoding: 'utf8', env: { ...process.env, ...env } });

test('a missing package stops the suite at once with one line naming the install command', () => {
  const result = check('test', { CHROMIUM_HEADLESS_SHELL_PATH: '/nonexistent/chromium-headless-shell' });
  expect(result.status).toBe(1);
  expect(result.stdout).toBe('');
  const lines = result.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^Missing Chromium's headless shell \(browser tests\)/);
  expect(lines[0]).toMatch(/`apt-get install -y chromium-headless-shell( [a-z0-9.-]+)*`/);
});

test('an unknown suite is refused with its usage', () => {
  const result = check('everything');
  expect(result.status).toBe(2);
  expect(result.stderr).toMatch(/^Usage: system-packages\.mjs <test\|bench\|serving\|stack>/);
});

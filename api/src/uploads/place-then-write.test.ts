import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { placeThenWrite } from './multipart-form';
import { folderStore } from './file-store';

/** A row never names a file that is not in place: files first, then the write; a failed write takes them back. */
let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'school-place-'));
  mkdirSync(path.join(dataDir, 'uploads/.tmp'), { recursive: true });
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** A file as the API receives it: only its own (0600). */
const received = (name: string) => {
  const file = path.join(dataDir, 'uploads/.tmp', name);
  writeFileSync(file, name, { mode: 0o600 });
  return file;
};

test('the files are in place before the write runs', async () => {
  const moves: [string, string][] = [[received('a'), 'uploads/83181/staff/a.jpg'], [received('b'), 'uploads/83181/staff/b.jpg']];
  const seen = await placeThenWrite(folderStore(dataDir), moves, async () => moves.map(([, stored]) => existsSync(path.join(dataDir, stored))));
  expect(seen).toEqual([true, true]);
  // Placed, anyone may read them: the host's web server serves them from the media folder.
  for (const [, stored] of moves) expect(statSync(path.join(dataDir, stored)).mode & 0o777).toBe(0o644);
});

test('a write that fails removes the files it placed, and its error goes on', async () => {
  const moves: [string, string][] = [[received('a'), 'uploads/83181/events/a.jpg'], [received('b'), 'uploads/83181/events/b.jpg']];
  await expect(
    placeThenWrite(folderStore(dataDir), moves, async () => {
      throw new Error('the commit failed');
    }),
  ).rejects.toThrow('the commit failed');
  for (const [temp, stored] of moves) {
    expect(existsSync(path.join(dataDir, stored))).toBe(false);
    expect(existsSync(temp)).toBe(false);
  }
});

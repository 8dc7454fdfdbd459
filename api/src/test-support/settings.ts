import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadApiConfig, type ApiConfig } from '../config';

/**
 * The settings as the API reads them from an environment, for the tests of one setting: over a
 * DATA_DIR of their own, made before the calling file's (or describe block's) tests and removed
 * after them. Call it at the top of the file or of a describe block.
 */
export function settingsFrom(): (env: Record<string, string>) => ApiConfig {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'school-api-settings-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  return (env) => loadApiConfig({ DATA_DIR: dataDir, ...env });
}

import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium (no browser download is possible here). The flags keep it from reaching
 * for Google's services, which this closed network refuses.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

import type { LaunchOptions } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@school/tooling/chromium';

/** Debian's Chromium with the flags every tool here launches it with (tooling/chromium.mjs). */
export const chromiumLaunchOptions: LaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

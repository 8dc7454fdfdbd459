import type { LaunchOptions } from '@playwright/test';
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from '@school/tooling/chromium';

/** Debian's Chromium headless shell with the flags every tool here launches Chromium with (tooling/chromium.mjs). */
export const chromiumLaunchOptions: LaunchOptions = { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_FLAGS };

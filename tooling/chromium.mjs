// @ts-check
// Debian's Chromium, as the browser tests, the benchmarks and Lighthouse launch it. No browser
// download is possible here; the flags keep Chromium from reaching for Google's services,
// which this closed network refuses.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The browser tests run Chromium's headless shell (Debian's chromium-headless-shell, the same
// engine at the same version), as Playwright itself does when headless: it has no GPU process
// and no PDF viewer, and the site suite took a quarter less CPU in it (13.9 min against 18.1 on
// two cores). The benchmarks and Lighthouse keep the full browser, the one visitors run.
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

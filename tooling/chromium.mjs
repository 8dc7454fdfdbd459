// @ts-check
// Debian's Chromium, as the browser tests, the benchmarks and Lighthouse launch it. No browser
// download is possible here; the flags keep Chromium from reaching for Google's services,
// which this closed network refuses.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The moment the public notice tests run at: four days after the sample notice (aNotice) is published. */
export const NOW = Date.parse('2026-11-24T06:00:00.000Z');
export const DAY_MS = 24 * 60 * 60 * 1000;

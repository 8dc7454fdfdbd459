// @ts-check
// What the demo-media scripts (make-media.mjs, make-page-images.mjs) draw with alike: the site's
// colours, seeded randomness and SVG text helpers, so both sets of pictures match.

/** The ocean colour scheme of the site. */
export const C = { deep: '#0b4a6f', deeper: '#073450', teal: '#0e7490', foam: '#e0f2f7', sand: '#f6c453' };
export const FONT = 'font-family="sans-serif"';

/** Skin and hair tones of the drawn people, and the school uniform. */
export const SKINS = ['#8d5a3b', '#a0683f', '#b67a4b', '#7b4a2c', '#c48a5a', '#9a6440'];
export const HAIRS = ['#1f140e', '#2a1c14', '#33231a'];
export const UNIFORM = { shirt: '#8ccbe3', pants: C.deeper };

/** Rounds for compact SVG numbers. @param {number} n */
export const r1 = (n) => Math.round(n * 10) / 10;

/**
 * Seeded pseudo-random numbers in [0, 1) (mulberry32), so every run draws the same pictures.
 * @param {number} seed
 */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @param {() => number} rnd @param {number} lo @param {number} hi */
export const between = (rnd, lo, hi) => lo + rnd() * (hi - lo);

/** @template T @param {() => number} rnd @param {T[]} list @returns {T} */
export const pick = (rnd, list) => /** @type {T} */ (list[Math.floor(rnd() * list.length)]);

/** @param {string} s */
export const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

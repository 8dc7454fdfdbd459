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

// ---------------------------------------------------------------------------------------------
// Shapes both sets of pictures draw: the plantation events and the page pictures share their
// saplings, tree guards and watering cans, the hill scenes their conifers and clouds.

/** @typedef {[number, number]} Pt */

/** A filled polygon. @param {Pt[]} pts @param {string} fill @param {string} [extra] attributes */
export const poly = (pts, fill, extra = '') => `<path d="M${pts.map(([x, y]) => `${r1(x)} ${r1(y)}`).join(' L')} Z" fill="${fill}" ${extra}/>`;

/** @param {number} x1 @param {number} y1 @param {number} x2 @param {number} y2 @param {string} c @param {number} wd @param {string} [extra] */
export const line = (x1, y1, x2, y2, c, wd, extra = '') =>
  `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${c}" stroke-width="${r1(wd)}" ${extra.includes('stroke-linecap') ? '' : 'stroke-linecap="round" '}${extra}/>`;

/** Draws items back to front (larger y is nearer). @param {{ y: number, svg: string }[]} items */
export const byDepth = (items) => [...items].sort((a, b) => a.y - b.y).map((i) => i.svg).join('');

/** A deodar-like conifer standing on (x, y). @param {number} x @param {number} y @param {number} h @param {string} c */
export function conifer(x, y, h, c) {
  const w = h * 0.34;
  return `<path d="M${r1(x)} ${r1(y - h)} L${r1(x - w * 0.55)} ${r1(y - h * 0.5)} L${r1(x - w * 0.3)} ${r1(y - h * 0.52)} L${r1(x - w)} ${r1(y - h * 0.08)} L${r1(x + w)} ${r1(y - h * 0.08)} L${r1(x + w * 0.3)} ${r1(y - h * 0.52)} L${r1(x + w * 0.55)} ${r1(y - h * 0.5)} Z" fill="${c}"/><rect x="${r1(x - h * 0.03)}" y="${r1(y - h * 0.1)}" width="${r1(h * 0.06)}" height="${r1(h * 0.12)}" fill="${c}"/>`;
}

/**
 * Trees along a ridge line.
 * @param {() => number} rnd @param {(x: number) => number} yAt @param {number} count
 * @param {number} size @param {string} color @param {number} w
 */
export function forest(rnd, yAt, count, size, color, w) {
  let s = '';
  for (let i = 0; i < count; i++) {
    const x = between(rnd, 0, w);
    s += conifer(x, yAt(x) + between(rnd, 2, size * 0.5), size * between(rnd, 0.7, 1.2), color);
  }
  return s;
}

/** A soft cloud. @param {number} x @param {number} y @param {number} s @param {number} [o] @param {string} [c] */
export function cloud(x, y, s, o = 0.85, c = '#ffffff') {
  return `<g fill="${c}" fill-opacity="${o}"><ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(60 * s)}" ry="${r1(18 * s)}"/><circle cx="${r1(x - 22 * s)}" cy="${r1(y - 10 * s)}" r="${r1(22 * s)}"/><circle cx="${r1(x + 12 * s)}" cy="${r1(y - 18 * s)}" r="${r1(28 * s)}"/><circle cx="${r1(x + 40 * s)}" cy="${r1(y - 4 * s)}" r="${r1(16 * s)}"/></g>`;
}

/** A sapling standing on (x, y). @param {number} x @param {number} y @param {number} h @param {() => number} rnd */
export function sapling(x, y, h, rnd) {
  let out = `<path d="M${r1(x)} ${r1(y)} Q${r1(x + h * 0.04)} ${r1(y - h * 0.5)} ${r1(x)} ${r1(y - h)}" fill="none" stroke="#6b4a2b" stroke-width="${r1(Math.max(1.5, h * 0.04))}" stroke-linecap="round"/>`;
  const n = 7;
  for (let i = 0; i < n; i++) {
    const t = 0.3 + (i / n) * 0.72;
    const ly = y - h * t;
    const side = i % 2 ? 1 : -1;
    const len = h * (0.26 - t * 0.1) * between(rnd, 0.85, 1.15);
    const ang = side * between(rnd, 25, 45);
    const ex = x + side * len * 0.55;
    const ey = ly - len * 0.15;
    out += `<ellipse cx="${r1(ex)}" cy="${r1(ey)}" rx="${r1(len * 0.55)}" ry="${r1(len * 0.27)}" fill="${i % 3 ? '#4c9f50' : '#5fb35f'}" transform="rotate(${r1(-ang)} ${r1(ex)} ${r1(ey)})"/>`;
  }
  return out + `<ellipse cx="${r1(x)}" cy="${r1(y - h)}" rx="${r1(h * 0.07)}" ry="${r1(h * 0.12)}" fill="#6cc06a"/>`;
}

/** A round tree guard of mesh. @param {number} x @param {number} y @param {number} h */
export function treeGuard(x, y, h) {
  const w = h * 0.45;
  let out = `<path d="M${r1(x - w / 2)} ${r1(y)} L${r1(x - w / 2)} ${r1(y - h)} Q${r1(x)} ${r1(y - h - w * 0.12)} ${r1(x + w / 2)} ${r1(y - h)} L${r1(x + w / 2)} ${r1(y)} Q${r1(x)} ${r1(y + w * 0.12)} ${r1(x - w / 2)} ${r1(y)} Z" fill="${C.teal}" fill-opacity="0.18" stroke="${C.deep}" stroke-width="${r1(Math.max(1, h * 0.02))}"/>`;
  for (let i = 1; i < 5; i++) out += line(x - w / 2 + (i * w) / 5, y + w * 0.06, x - w / 2 + (i * w) / 5, y - h - w * 0.06, C.deep, Math.max(0.8, h * 0.012), 'stroke-opacity="0.7"');
  for (let j = 1; j < 4; j++) out += `<path d="M${r1(x - w / 2)} ${r1(y - (j * h) / 4)} Q${r1(x)} ${r1(y - (j * h) / 4 + w * 0.12)} ${r1(x + w / 2)} ${r1(y - (j * h) / 4)}" fill="none" stroke="${C.deep}" stroke-width="${r1(Math.max(0.8, h * 0.012))}" stroke-opacity="0.7"/>`;
  return out;
}

/** A watering can; spout to the right (or left when flipped), tilted and pouring when pourY is set. @param {number} x @param {number} y @param {number} s @param {{ flip?: boolean, pourY?: number }} [o] */
export function wateringCan(x, y, s, o = {}) {
  const k = s / 40;
  const dir = o.flip ? -1 : 1;
  const tilt = o.pourY === undefined ? 0 : 25;
  const a = (tilt * Math.PI) / 180;
  const tipX = x + dir * k * (36 * Math.cos(a) + 26 * Math.sin(a));
  const tipY = y + k * (36 * Math.sin(a) - 26 * Math.cos(a));
  let water = '';
  if (o.pourY !== undefined) {
    for (const [dx, wd] of [[-6, 2], [0, 2.4], [6, 2]]) {
      water += `<path d="M${r1(tipX + dir * dx * 0.3)} ${r1(tipY)} Q${r1(tipX + dir * (12 + dx) * k)} ${r1(tipY + 4 * k)} ${r1(tipX + dir * (16 + dx * 1.5) * k)} ${r1(o.pourY)}" fill="none" stroke="#9fd2e4" stroke-width="${r1(wd * k)}" stroke-linecap="round" stroke-opacity="0.85"/>`;
    }
  }
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(dir * k * 100) / 100} ${r1(k * 100) / 100}) rotate(${tilt})"><path d="M-14 -18 L14 -18 L12 6 L-12 6 Z" fill="${C.teal}"/><path d="M12 -8 L32 -24 L34 -21 L14 -2 Z" fill="${C.teal}"/><rect x="31" y="-29" width="8" height="6" rx="2" fill="${C.deep}" transform="rotate(-40 35 -26)"/><path d="M-10 -18 Q0 -34 10 -18" fill="none" stroke="${C.deep}" stroke-width="3"/></g>` + water;
}

/** A sapling in a black nursery bag. @param {number} x @param {number} y @param {number} h @param {() => number} rnd */
export const bagged = (x, y, h, rnd) => sapling(x, y - h * 0.16, h, rnd) + poly([[x - h * 0.16, y - h * 0.22], [x + h * 0.16, y - h * 0.22], [x + h * 0.13, y], [x - h * 0.13, y]], '#2b2b2b') + `<ellipse cx="${r1(x)}" cy="${r1(y - h * 0.22)}" rx="${r1(h * 0.16)}" ry="${r1(h * 0.035)}" fill="#4a3524"/>`;

// ---------------------------------------------------------------------------------------------
// Hills: both sets of pictures stand under the same sky and ranges.

/**
 * A sky's gradients, under the ids given: top to bottom, the sun's glow, and the haze over the far hills.
 * @param {{ top: string, bottom: string, sun: string }} sky @param {[string, string, string]} ids
 */
export const skyGradients = (sky, [skyId, glowId, hazeId]) => `
    <linearGradient id="${skyId}" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/>
    </linearGradient>
    <radialGradient id="${glowId}"><stop offset="0" stop-color="${sky.sun}" stop-opacity="0.9"/><stop offset="0.35" stop-color="${sky.sun}" stop-opacity="0.35"/><stop offset="1" stop-color="${sky.sun}" stop-opacity="0"/></radialGradient>
    <linearGradient id="${hazeId}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.35"/></linearGradient>`;

/**
 * A wavy ridge line and its filled shape down to the bottom of the canvas. Its waves are as long
 * as on a canvas `span` wide (its width unless told), so a wider picture can keep a photo's hills.
 * @param {() => number} rnd
 * @param {{ y0: number, amp: number, color: string, w: number, h: number, span?: number, peaky?: number, freq?: number }} o
 */
export function ridge(rnd, o) {
  const span = o.span ?? o.w;
  const freq = o.freq ?? 1;
  const terms = [0, 1, 2, 3].map((i) => ({ f: (0.6 + rnd() * 1.6) * freq * (i + 1) * 0.7, p: rnd() * Math.PI * 2, a: 1 / (i + 1) }));
  const total = terms.reduce((s, t) => s + t.a, 0);
  const peaky = o.peaky ?? 0.3;
  /** @param {number} x */
  const yAt = (x) => {
    let v = 0;
    for (const t of terms) {
      const s = Math.sin((t.f * x * Math.PI * 2) / span + t.p);
      v += t.a * ((1 - peaky) * s + peaky * (1 - 2 * Math.abs(s)));
    }
    return o.y0 + (o.amp * v) / total;
  };
  let d = `M0 ${o.h} `;
  for (let x = 0; x <= o.w; x += 8) d += `L${x} ${r1(yAt(x))} `;
  d += `L${o.w} ${o.h} Z`;
  return { svg: `<path d="${d}" fill="${o.color}"/>`, yAt };
}

/**
 * The far snow range, with snow caps on each peak.
 * @param {() => number} rnd @param {number} y0 @param {{ snow: string, peaks: string }} sky @param {number} w @param {number} [k] vertical scale
 */
export function snowRange(rnd, y0, sky, w, k = 1) {
  /** @type {Pt[]} */
  const pts = [[-40, y0 - 10 * k]];
  let x = -40;
  while (x < w + 40) {
    x += between(rnd, 50, 110);
    pts.push([x, y0 - between(rnd, 50, 150) * k]);
    x += between(rnd, 50, 110);
    pts.push([x, y0 - between(rnd, 0, 35) * k]);
  }
  const d = `M-40 ${r1(y0 + 200 * k)} ` + pts.map(([px, py]) => `L${r1(px)} ${r1(py)}`).join(' ') + ` L${r1(x)} ${r1(y0 + 200 * k)} Z`;
  let caps = '';
  for (let i = 1; i < pts.length - 1; i += 2) {
    const [px, py] = /** @type {Pt} */ (pts[i]);
    const [lx, ly] = /** @type {Pt} */ (pts[i - 1]);
    const [rx, ry] = /** @type {Pt} */ (pts[i + 1]);
    const t = 0.32 + rnd() * 0.12;
    const a = [px + (lx - px) * t, py + (ly - py) * t];
    const b = [px + (rx - px) * t, py + (ry - py) * t];
    const m1 = [a[0] + (b[0] - a[0]) * 0.33, Math.max(a[1], b[1]) - 6 * k];
    const m2 = [a[0] + (b[0] - a[0]) * 0.66, Math.max(a[1], b[1]) + 4 * k];
    caps += `<path d="M${r1(px)} ${r1(py)} L${r1(a[0])} ${r1(a[1])} L${r1(m1[0])} ${r1(m1[1])} L${r1(m2[0])} ${r1(m2[1])} L${r1(b[0])} ${r1(b[1])} Z" fill="${sky.snow}"/>`;
  }
  return `<path d="${d}" fill="${sky.peaks}"/>${caps}`;
}

// ---------------------------------------------------------------------------------------------
// The school building: both sets of pictures show the same two-storey block. Each script draws
// it in its own markup (its committed pictures are made from exactly that); its proportions are
// here once.

/**
 * Where the block's parts stand: the floor height, the top of the walls, the central block (its
 * width and left edge), and the windows of both floors either side of it (each sp wide).
 * @param {number} x left @param {number} gy ground @param {number} w width
 */
export function schoolBlock(x, gy, w) {
  const fh = w * 0.15;
  const top = gy - 2 * fh;
  const cw = w * 0.22;
  const cx = x + (w - cw) / 2;
  const n = Math.max(3, Math.round(w / 80));
  const sp = (w - cw) / 2 / n;
  /** @type {{ bx: number, wy: number }[]} */
  const windows = [];
  for (let f = 0; f < 2; f++) {
    const wy = top + f * fh + fh * 0.28;
    for (let i = 0; i < n; i++) windows.push({ bx: x + i * sp, wy }, { bx: cx + cw + i * sp, wy });
  }
  return { fh, top, cw, cx, sp, windows };
}

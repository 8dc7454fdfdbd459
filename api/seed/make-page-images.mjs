// @ts-check
/**
 * The demo school's pictures: made-up illustrations for the API's demo seed, nothing else.
 *
 * The seed (api/src/seed/demo-content.ts and demo-pages/) stores the files under
 * api/seed/media/pages/ as the demo school's own uploads, so its home banner, gallery, leader
 * and topper cards, principal's message, history, classrooms, labs, sports, FAQs, martyr's page
 * and About block have pictures the way a real school's would. A real school uploads its own;
 * no page ships with these. The seed, not this script, holds their alt texts.
 *
 * The drawing is flat SVG in the house style of make-media.mjs beside this file (the staff,
 * alumni and event media): hills of a Himalayan district, the school building, people as simple
 * shapes without faces, the site's "ocean" colours. Nothing here shows a real person, place or
 * organisation, so there are no licence or privacy questions; every pixel comes from the SVG.
 *
 * Output: one WebP per picture, api/seed/media/pages/<name>.webp, at the width given in the
 * PICTURES list at the end of this file. The files are committed; run this only to change or
 * regenerate them:
 *
 *     node api/seed/make-page-images.mjs                  # every picture
 *     node api/seed/make-page-images.mjs --png /tmp/look  # also a PNG of each picture, for review
 *     node api/seed/make-page-images.mjs --only banner-1,martyr --png /tmp/look  # preview a few (writes no WebP)
 *
 * sharp (a root devDependency) rasterises the SVG (librsvg) and encodes the WebP. The drawing is
 * deterministic (seeded pseudo-random numbers), so a run without changes rewrites the same
 * bytes with the same sharp/libwebp. Text is avoided except a few tiny Latin captions in the
 * generic sans-serif family (DejaVu Sans on Debian); no Devanagari font is needed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { bagged, between, byDepth, C, cloud, conifer, esc, FONT, forest, HAIRS, line, pick, poly, r1, ridge, rng, sapling, schoolBlock, SKINS, skyGradients, snowRange, treeGuard, UNIFORM, wateringCan } from './drawing.mjs';
import { hairOf, POSES as SHARED_POSES } from './people.mjs';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'media', 'pages');

const CORAL = '#e2674a';
const LEAF = '#4c9f70';
const WOOD = '#a8774a';
const WOOD_DARK = '#7d5532';
/** The hills' waves are as long as in make-media.mjs's 1280-wide photos, whatever a picture's width. */
const HILL_SPAN = 1280;

// ---------------------------------------------------------------------------------------------
// Small helpers of its own (drawing.mjs and people.mjs hold those it shares with make-media.mjs)

/** @param {number} w @param {number} h @param {string} defs @param {string} body */
const svgDoc = (w, h, defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;

/** @typedef {[number, number]} Pt */


/** @param {number} x @param {number} y @param {number} w @param {number} h @param {string} fill @param {string} [extra] */
const rect = (x, y, w, h, fill, extra = '') => `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}" ${extra}/>`;


let clipCounter = 0;
/** A unique id for clip paths and gradients inside one SVG document. @param {string} prefix */
const uid = (prefix) => `${prefix}${++clipCounter}`;


/** Soft oval shadow under a figure. @param {number} x @param {number} y @param {number} w @param {number} [dx] */
const shadow = (x, y, w, dx = 0) => `<ellipse cx="${r1(x + dx)}" cy="${r1(y)}" rx="${r1(w)}" ry="${r1(w * 0.18)}" fill="#1d3b2a" fill-opacity="0.2"/>`;

// ---------------------------------------------------------------------------------------------
// Sky and hills

/**
 * @typedef {{ top: string, bottom: string, sun: string, sunX: number, sunY: number, sunR: number,
 *   far: string, mid: string, near: string, tree: string, snow: string, peaks: string,
 *   grass: string, grassDark: string, clouds: number }} Sky
 * sunX is a fraction of the width, sunY a fraction of the horizon's height.
 */

/** @type {Record<'dawn' | 'morning' | 'noon' | 'afternoon' | 'golden' | 'mist' | 'dusk', Sky>} */
const SKIES = {
  dawn: {
    top: '#2f5f8c', bottom: '#f9d79c', sun: '#ffe6a8', sunX: 0.2, sunY: 0.78, sunR: 40,
    far: '#9fa7c2', mid: '#5f7a9c', near: '#345b7c', tree: '#24465f', snow: '#ffe7d6', peaks: '#c6bfd2',
    grass: '#78a866', grassDark: '#5f8f55', clouds: 3,
  },
  morning: {
    top: '#79c3e2', bottom: '#e7f6fa', sun: '#fff3c4', sunX: 0.16, sunY: 0.4, sunR: 40,
    far: '#a9cadb', mid: '#6b9fbb', near: '#3e7a98', tree: '#2a5f7c', snow: '#ffffff', peaks: '#c3dbe7',
    grass: '#79b466', grassDark: '#5e9a52', clouds: 3,
  },
  noon: {
    top: '#2b8fc0', bottom: '#c5e9f4', sun: '#fffbe6', sunX: 0.82, sunY: 0.22, sunR: 36,
    far: '#8db9cf', mid: '#4d8aab', near: '#22648a', tree: '#184f6e', snow: '#ffffff', peaks: '#b5d2e1',
    grass: '#6fb35f', grassDark: '#559a4c', clouds: 4,
  },
  afternoon: {
    top: '#4b9cc6', bottom: '#f1e9cf', sun: '#fff0b8', sunX: 0.86, sunY: 0.4, sunR: 40,
    far: '#a3bccb', mid: '#5f8eab', near: '#2f6788', tree: '#1f5472', snow: '#fffaf0', peaks: '#c9d8e0',
    grass: '#7fb05a', grassDark: '#64974a', clouds: 3,
  },
  golden: {
    top: '#3b76a0', bottom: '#f6c453', sun: '#ffe9a3', sunX: 0.14, sunY: 0.62, sunR: 50,
    far: '#9ea7bd', mid: '#5d7898', near: '#2d5474', tree: '#1f415e', snow: '#fde9c4', peaks: '#c6bfc6',
    grass: '#8cab4f', grassDark: '#6e9140', clouds: 2,
  },
  mist: {
    top: '#9cc4d6', bottom: '#eef6f8', sun: '#fffdf2', sunX: 0.76, sunY: 0.36, sunR: 36,
    far: '#bfd3de', mid: '#8fb1c4', near: '#5d8ea8', tree: '#467a95', snow: '#ffffff', peaks: '#d6e4eb',
    grass: '#7eb26c', grassDark: '#639a57', clouds: 2,
  },
  dusk: {
    top: '#0b2a44', bottom: '#2e6a8f', sun: '#f6e7b0', sunX: 0.84, sunY: 0.2, sunR: 22,
    far: '#2b4a66', mid: '#1f3b55', near: '#152d44', tree: '#0f2336', snow: '#c9d6e6', peaks: '#3e5a78',
    grass: '#2f5a44', grassDark: '#264a39', clouds: 0,
  },
};


/** A round broadleaf tree (oak, rhododendron) on (x, y). @param {number} x @param {number} y @param {number} h @param {string} c @param {string} [flowers] */
function roundTree(x, y, h, c, flowers) {
  let s = `<rect x="${r1(x - h * 0.04)}" y="${r1(y - h * 0.45)}" width="${r1(h * 0.08)}" height="${r1(h * 0.45)}" fill="${WOOD_DARK}"/>`;
  s += `<circle cx="${r1(x)}" cy="${r1(y - h * 0.68)}" r="${r1(h * 0.3)}" fill="${c}"/><circle cx="${r1(x - h * 0.2)}" cy="${r1(y - h * 0.55)}" r="${r1(h * 0.2)}" fill="${c}"/><circle cx="${r1(x + h * 0.2)}" cy="${r1(y - h * 0.56)}" r="${r1(h * 0.21)}" fill="${c}"/>`;
  s += `<circle cx="${r1(x - h * 0.08)}" cy="${r1(y - h * 0.78)}" r="${r1(h * 0.14)}" fill="#ffffff" fill-opacity="0.12"/>`;
  if (flowers) for (const [dx, dy] of [[-0.15, -0.7], [0.1, -0.85], [0.22, -0.6], [-0.25, -0.5], [0.02, -0.6]]) s += `<circle cx="${r1(x + dx * h)}" cy="${r1(y + dy * h)}" r="${r1(h * 0.035)}" fill="${flowers}"/>`;
  return s;
}



/**
 * Sky, sun, clouds, snow range and forested ridges down to the horizon. k scales the heights
 * (1 for a 4:3 picture, less for a wide banner).
 * @param {() => number} rnd @param {Sky} sky @param {number} horizon
 * @param {{ w: number, h: number, k?: number, snow?: boolean, sunOff?: boolean, cloudZone?: [number, number] }} o
 */
function landscape(rnd, sky, horizon, o) {
  const { w, h } = o;
  const k = o.k ?? 1;
  const id = uid('sky');
  const defs = skyGradients(sky, [id, `${id}g`, `${id}h`]);
  let s = `<rect width="${w}" height="${r1(horizon + 40)}" fill="url(#${id})"/>`;
  const sx = sky.sunX * w;
  const sy = sky.sunY * horizon;
  if (!o.sunOff) s += `<circle cx="${r1(sx)}" cy="${r1(sy)}" r="${r1(sky.sunR * 4 * k)}" fill="url(#${id}g)"/><circle cx="${r1(sx)}" cy="${r1(sy)}" r="${r1(sky.sunR * k)}" fill="${sky.sun}"/>`;
  const [cx0, cx1] = o.cloudZone ?? [80, w - 80];
  const clouds = Math.round((sky.clouds * w) / 1280);
  for (let i = 0; i < clouds; i++) s += cloud(between(rnd, cx0, cx1), between(rnd, horizon * 0.12, horizon * 0.36), between(rnd, 0.7, 1.3) * k, between(rnd, 0.55, 0.9));
  if (o.snow !== false) s += snowRange(rnd, horizon - 120 * k, sky, w, k);
  const far = ridge(rnd, { y0: horizon - 110 * k, amp: 36 * k, color: sky.far, w, h, span: HILL_SPAN, peaky: 0.4 });
  const mid = ridge(rnd, { y0: horizon - 62 * k, amp: 30 * k, color: sky.mid, w, h, span: HILL_SPAN });
  const near = ridge(rnd, { y0: horizon - 18 * k, amp: 22 * k, color: sky.near, w, h, span: HILL_SPAN, freq: 1.3 });
  s += far.svg + `<rect y="${r1(horizon - 170 * k)}" width="${w}" height="${r1(170 * k)}" fill="url(#${id}h)"/>`;
  s += mid.svg + forest(rnd, mid.yAt, Math.round(w / 22), 22 * k, sky.near, w);
  s += near.svg + forest(rnd, near.yAt, Math.round(w / 14), 30 * k, sky.tree, w);
  return { defs, svg: s };
}

/** A plain ground from the horizon down, with a darker band near the horizon. @param {number} horizon @param {Sky} sky @param {number} w @param {number} h */
function ground(horizon, sky, w, h) {
  return `<rect y="${r1(horizon)}" width="${w}" height="${r1(h - horizon)}" fill="${sky.grass}"/><rect y="${r1(horizon)}" width="${w}" height="12" fill="${sky.grassDark}" fill-opacity="0.6"/>`;
}

/**
 * A small landscape seen through a window: sky, one snow range, two ridges, clipped to the pane.
 * @param {() => number} rnd @param {number} x @param {number} y @param {number} w @param {number} h @param {Sky} sky
 */
function windowView(rnd, x, y, w, h, sky) {
  const id = uid('win');
  const hz = y + h * 0.72;
  let s = `<clipPath id="${id}"><rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}"/></clipPath><g clip-path="url(#${id})">`;
  s += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${sky.top}"/><rect x="${r1(x)}" y="${r1(y + h * 0.4)}" width="${r1(w)}" height="${r1(h * 0.6)}" fill="${sky.bottom}" fill-opacity="0.6"/>`;
  let px = x - 20;
  /** @type {Pt[]} */
  const pts = [[px, hz]];
  while (px < x + w + 20) {
    px += between(rnd, 18, 34);
    pts.push([px, hz - h * between(rnd, 0.25, 0.42)]);
    px += between(rnd, 18, 34);
    pts.push([px, hz - h * between(rnd, 0.05, 0.15)]);
  }
  pts.push([px, y + h], [x - 20, y + h]);
  s += poly(pts, sky.peaks);
  s += `<path d="M${r1(x)} ${r1(hz)} Q${r1(x + w * 0.3)} ${r1(hz - h * 0.14)} ${r1(x + w * 0.6)} ${r1(hz - h * 0.04)} T${r1(x + w)} ${r1(hz - h * 0.08)} L${r1(x + w)} ${r1(y + h)} L${r1(x)} ${r1(y + h)} Z" fill="${sky.mid}"/>`;
  s += `<path d="M${r1(x)} ${r1(hz + h * 0.1)} Q${r1(x + w * 0.4)} ${r1(hz + h * 0.02)} ${r1(x + w)} ${r1(hz + h * 0.12)} L${r1(x + w)} ${r1(y + h)} L${r1(x)} ${r1(y + h)} Z" fill="${sky.near}"/>`;
  for (let i = 0; i < 4; i++) s += conifer(x + between(rnd, 0.05, 0.95) * w, hz + h * 0.14, h * 0.16, sky.tree);
  return s + '</g>';
}

/**
 * A window with frame, sill and mullions showing the hills outside.
 * @param {() => number} rnd @param {number} x @param {number} y @param {number} w @param {number} h @param {Sky} sky @param {string} [frame]
 */
function roomWindow(rnd, x, y, w, h, sky, frame = C.deep) {
  const t = Math.max(3, w * 0.035);
  let s = windowView(rnd, x, y, w, h, sky);
  s += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="none" stroke="${frame}" stroke-width="${r1(t * 2)}"/>`;
  s += line(x + w / 2, y, x + w / 2, y + h, frame, t, 'stroke-linecap="butt"') + line(x, y + h * 0.36, x + w, y + h * 0.36, frame, t * 0.8, 'stroke-linecap="butt"');
  s += rect(x - t * 2, y + h + t * 0.6, w + t * 4, t * 1.6, '#cfd8dc');
  s += `<path d="M${r1(x + w * 0.12)} ${r1(y + h)} L${r1(x + w * 0.32)} ${r1(y)} L${r1(x + w * 0.4)} ${r1(y)} L${r1(x + w * 0.2)} ${r1(y + h)} Z" fill="#ffffff" fill-opacity="0.14"/>`;
  return s;
}

// ---------------------------------------------------------------------------------------------
// Buildings and outdoor props

/**
 * A two-storey school building standing on the ground line gy (the new block).
 * @param {number} x left @param {number} gy ground @param {number} w width
 * @param {{ wall?: string, sign?: string, lit?: boolean }} [o]
 */
function schoolBuilding(x, gy, w, o = {}) {
  const wall = o.wall ?? '#f5efe2';
  const { fh, top, cw, cx, sp, windows } = schoolBlock(x, gy, w);
  const glass = o.lit ? '#ffd98a' : '#9fd2e4';
  let s = '';
  s += `<path d="M${r1(x - w * 0.03)} ${r1(top)} L${r1(x + w * 1.03)} ${r1(top)} L${r1(x + w * 0.97)} ${r1(top - w * 0.07)} L${r1(x + w * 0.03)} ${r1(top - w * 0.07)} Z" fill="${C.deep}"/>`;
  s += rect(x, top, w, 2 * fh, wall) + rect(x, top, w, w * 0.012, '#d9cfbb');
  for (const { bx, wy } of windows) {
    s += rect(bx + sp * 0.22, wy, sp * 0.56, fh * 0.46, glass, `stroke="${C.deep}" stroke-width="${r1(w * 0.004)}"`);
    s += line(bx + sp * 0.5, wy, bx + sp * 0.5, wy + fh * 0.46, C.deep, w * 0.003, 'stroke-linecap="butt"');
  }
  s += rect(x, top + fh - w * 0.006, w, w * 0.012, C.teal);
  s += rect(cx, top - w * 0.02, cw, 2 * fh + w * 0.02, '#fbf6ea');
  s += poly([[cx - w * 0.015, top - w * 0.02], [cx + cw / 2, top - w * 0.11], [cx + cw + w * 0.015, top - w * 0.02]], C.deeper);
  s += rect(cx + cw * 0.1, top + fh * 0.12, cw * 0.8, fh * 0.42, C.deep, 'rx="3"');
  if (o.sign !== '') s += `<text x="${r1(cx + cw / 2)}" y="${r1(top + fh * 0.42)}" text-anchor="middle" ${FONT} font-weight="bold" font-size="${r1(fh * 0.24)}" fill="${C.sand}">${esc(o.sign ?? 'PM SHRI')}</text>`;
  s += rect(cx + cw * 0.28, top + fh * 1.22, cw * 0.44, fh * 0.78, C.deeper, `rx="${r1(cw * 0.1)}"`);
  s += rect(cx + cw * 0.15, gy - fh * 0.05, cw * 0.7, fh * 0.06, '#cfc5b0');
  for (const px of [cx + cw * 0.1, cx + cw * 0.86]) s += rect(px, top + fh, cw * 0.04, fh, '#e3d9c4');
  return s;
}

/**
 * A flagpole with the national flag.
 * @param {number} x @param {number} gy @param {number} h
 */
function flagpole(x, gy, h) {
  const fw = h * 0.3;
  const fh = fw * 2 / 3;
  const y = gy - h + 4;
  const wave = (/** @type {number} */ dy) => `M${r1(x + 2)} ${r1(y + dy)} Q${r1(x + fw * 0.35)} ${r1(y + dy - fh * 0.06)} ${r1(x + fw * 0.55)} ${r1(y + dy)} T${r1(x + fw)} ${r1(y + dy)}`;
  const band = (/** @type {number} */ i, /** @type {string} */ c) =>
    `<path d="${wave(i * fh / 3)} L${r1(x + fw)} ${r1(y + (i + 1) * fh / 3)} Q${r1(x + fw * 0.8)} ${r1(y + (i + 1) * fh / 3 + fh * 0.06)} ${r1(x + fw * 0.55)} ${r1(y + (i + 1) * fh / 3)} T${r1(x + 2)} ${r1(y + (i + 1) * fh / 3)} Z" fill="${c}"/>`;
  return `${rect(x - h * 0.05, gy - h * 0.025, h * 0.1, h * 0.025, '#b9ae98')}
    ${line(x, gy, x, gy - h, '#8a8f96', Math.max(2, h * 0.012))}
    <circle cx="${r1(x)}" cy="${r1(gy - h)}" r="${r1(Math.max(2, h * 0.012))}" fill="#c9a43a"/>
    ${band(0, '#ff9933')}${band(1, '#ffffff')}${band(2, '#138808')}
    <circle cx="${r1(x + fw * 0.5)}" cy="${r1(y + fh / 2)}" r="${r1(fh * 0.12)}" fill="none" stroke="#000080" stroke-width="${r1(Math.max(0.8, fh * 0.025))}"/>`;
}

/**
 * Triangular bunting hanging between two points.
 * @param {number} x1 @param {number} y1 @param {number} x2 @param {number} y2 @param {number} sag @param {number} n @param {number} size
 * @param {string[]} [colors]
 */
function bunting(x1, y1, x2, y2, sag, n, size, colors = [C.sand, C.teal, CORAL, C.foam, LEAF, C.deep]) {
  let s = `<path d="M${x1} ${y1} Q${(x1 + x2) / 2} ${(y1 + y2) / 2 + 2 * sag} ${x2} ${y2}" fill="none" stroke="#51606b" stroke-width="1.5"/>`;
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const px = (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * ((x1 + x2) / 2) + t * t * x2;
    const py = (1 - t) * (1 - t) * y1 + 2 * (1 - t) * t * ((y1 + y2) / 2 + 2 * sag) + t * t * y2;
    s += poly([[px - size / 2, py], [px + size / 2, py], [px, py + size * 1.2]], /** @type {string} */ (colors[i % colors.length]));
  }
  return s;
}

/** A marigold garland hanging in loops. @param {number} x1 @param {number} x2 @param {number} y @param {number} loops @param {number} sag @param {number} r */
function garland(x1, x2, y, loops, sag, r) {
  let s = '';
  const lw = (x2 - x1) / loops;
  for (let l = 0; l < loops; l++) {
    const n = Math.max(6, Math.round(lw / (r * 1.7)));
    for (let i = 0; i <= n; i++) {
      const t = i / n;
      const px = x1 + l * lw + t * lw;
      const py = y + Math.sin(t * Math.PI) * sag;
      s += `<circle cx="${r1(px)}" cy="${r1(py)}" r="${r1(r)}" fill="${i % 2 ? '#f39c12' : '#f6c453'}"/>`;
    }
  }
  return s;
}




/** A question mark drawn as a thick stroke (no font needed). @param {number} x centre @param {number} y top @param {number} s height @param {string} c @param {string} [extra] */
function questionMark(x, y, s, c, extra = '') {
  const w = s * 0.11;
  return `<g ${extra}><path d="M${r1(x - s * 0.22)} ${r1(y + s * 0.24)} C${r1(x - s * 0.22)} ${r1(y + s * 0.02)} ${r1(x + s * 0.24)} ${r1(y - s * 0.02)} ${r1(x + s * 0.24)} ${r1(y + s * 0.24)} C${r1(x + s * 0.24)} ${r1(y + s * 0.42)} ${r1(x)} ${r1(y + s * 0.44)} ${r1(x)} ${r1(y + s * 0.66)}" fill="none" stroke="${c}" stroke-width="${r1(w)}" stroke-linecap="round"/><circle cx="${r1(x)}" cy="${r1(y + s * 0.9)}" r="${r1(w * 0.72)}" fill="${c}"/></g>`;
}

// ---------------------------------------------------------------------------------------------
// People as simple shapes. Local coordinates: 100 units tall, feet at (0, 0), facing right.

/** @typedef {import('./people.mjs').Pose} Pose */

/** @type {Record<string, Pose>} For side poses the first leg and arm are the far ones. */
const POSES = {
  ...SHARED_POSES,
  holdBook: { side: false, legs: [[[-5, -46], [-5.5, -23], [-6, 0]], [[5, -46], [5.5, -23], [6, 0]]], arms: [[[-11, -74], [-14, -60], [-8, -54]], [[11, -74], [14, -60], [8, -54]]] },
  clap: { side: false, legs: [[[-5, -46], [-5.5, -23], [-6, 0]], [[5, -46], [5.5, -23], [6, 0]]], arms: [[[-11, -74], [-13, -62], [-2, -64]], [[11, -74], [13, -62], [2, -64]]] },
  wide: { side: false, legs: [[[-5, -46], [-8, -23], [-12, 0]], [[5, -46], [8, -23], [12, 0]]], arms: [[[-11, -74], [-24, -72], [-36, -70]], [[11, -74], [24, -72], [36, -70]]] },
  keeper: { side: false, drop: 6, legs: [[[-5, -46], [-13, -24], [-15, 0]], [[5, -46], [13, -24], [15, 0]]], arms: [[[-11, -74], [-24, -80], [-32, -92]], [[11, -74], [24, -80], [32, -92]]] },
  tree: { side: false, legs: [[[-3, -46], [-3, -23], [-3, 0]], [[3, -46], [18, -32], [-1, -27]]], arms: [[[-11, -74], [-13, -92], [-2, -109]], [[11, -74], [13, -92], [2, -109]]] },
  dance: { side: false, legs: [[[-5, -46], [-6, -23], [-7, 0]], [[5, -46], [11, -26], [9, -4]]], arms: [[[-11, -74], [-22, -84], [-28, -97]], [[11, -74], [22, -70], [32, -76]]] },
  salute: { side: false, legs: [[[-5, -46], [-5.5, -23], [-6, 0]], [[5, -46], [5.5, -23], [6, 0]]], arms: [[[-11, -74], [-13.5, -59], [-14, -45]], [[11, -74], [16, -84], [5, -92]]] },
  kick: { side: true, legs: [[[0, -46], [-2, -24], [-4, 0]], [[0, -46], [16, -34], [30, -22]]], arms: [[[-1, -73], [-16, -70], [-28, -66]], [[1, -73], [12, -64], [20, -56]]] },
  reach: { side: true, legs: [[[0, -46], [-3, -24], [-5, 0]], [[0, -46], [4, -24], [8, 0]]], arms: [[[0, -73], [12, -70], [24, -72]], [[0, -73], [10, -62], [18, -56]]] },
  bat: { side: true, drop: 4, legs: [[[0, -46], [-8, -24], [-12, 0]], [[0, -46], [10, -24], [14, 0]]], arms: [[[0, -72], [6, -60], [10, -52]], [[0, -72], [8, -60], [12, -54]]] },
  bowl: { side: true, legs: [[[0, -46], [-10, -25], [-20, -4]], [[0, -46], [9, -26], [14, 0]]], arms: [[[0, -73], [-6, -88], [-10, -104]], [[0, -73], [12, -70], [22, -76]]] },
  smash: { side: true, legs: [[[0, -46], [-8, -24], [-14, 0]], [[0, -46], [7, -24], [10, 0]]], arms: [[[0, -73], [10, -78], [20, -86]], [[0, -73], [-4, -88], [4, -104]]] },
  shoot: { side: true, legs: [[[0, -46], [-3, -24], [-4, -2]], [[0, -46], [3, -24], [4, -2]]], arms: [[[0, -73], [8, -88], [12, -104]], [[0, -73], [10, -86], [15, -102]]] },
  dribble: { side: true, drop: 5, legs: [[[0, -46], [-8, -25], [-14, 0]], [[0, -46], [9, -27], [12, 0]]], arms: [[[0, -73], [-8, -62], [-12, -52]], [[0, -73], [12, -62], [20, -50]]] },
  squat: { side: true, drop: 34, legs: [[[0, -12], [13, -27], [8, 0]], [[0, -12], [15, -26], [10, 0]]], arms: [[[0, -73], [9, -64], [15, -58]], [[0, -73], [11, -64], [17, -57]]] },
  sit: { side: true, drop: 24, legs: [[[0, -22], [17, -22], [17, 0]], [[0, -22], [18, -22], [19, 0]]], arms: [[[0, -73], [9, -60], [20, -58]], [[0, -73], [10, -60], [22, -56]]] },
  paint: { side: true, legs: [[[0, -46], [-3, -24], [-5, 0]], [[0, -46], [4, -24], [8, 0]]], arms: [[[0, -73], [8, -62], [10, -54]], [[0, -73], [14, -74], [26, -80]]] },
  hurdle: { side: true, legs: [[[0, -46], [-14, -38], [-24, -30]], [[0, -46], [17, -45], [33, -42]]], arms: [[[0, -73], [14, -66], [28, -60]], [[0, -73], [-10, -64], [-18, -56]]] },
  tap: { side: true, legs: [[[0, -46], [-10, -28], [-22, -16]], [[0, -46], [10, -30], [8, -4]]], arms: [[[-1, -73], [-10, -62], [-16, -54]], [[1, -73], [14, -62], [26, -54]]] },
};

/**
 * @typedef {{ x: number, y: number, h: number, skin: string, shirt: string, pants: string,
 *   hair?: string, style?: 'short' | 'plaits' | 'bun' | 'long' | 'bald', pose?: string, lean?: number,
 *   flip?: boolean, bib?: string, medal?: boolean, sleeves?: 'half' | 'full', back?: boolean,
 *   skirt?: string, coat?: boolean, noLegs?: boolean, seated?: boolean, cap?: string, dupatta?: string,
 *   bag?: string, goggles?: boolean }} PersonOpts
 * back: seen from behind (front poses only); skirt: a long skirt or saree over the legs;
 * coat: a long (lab) coat; noLegs: only the upper body (someone behind a desk);
 * seated: the upper body lowered to a seat (with noLegs, for students on benches);
 * bag: a school bag on the back (side poses); goggles: safety goggles (lab).
 */

/**
 * A person drawn with circles, rounded shapes and thick strokes.
 * @param {PersonOpts} o
 * @returns {{ svg: string, hands: [Pt, Pt] }} hands in canvas coordinates (far/left first)
 */
function person(o) {
  const pose = /** @type {Pose} */ (POSES[o.pose ?? 'stand']);
  const s = o.h / 100;
  const sx = o.flip ? -s : s;
  const lean = ((o.lean ?? 0) * Math.PI) / 180;
  const drop = (pose.drop ?? 0) + (o.seated ? 22 : 0);
  const hair = o.hair ?? '#2a1c14';
  const style = o.style ?? 'short';
  const girl = style === 'plaits' || style === 'bun' || style === 'long';
  /** @param {Pt} p @returns {Pt} */
  const toCanvas = ([px, py]) => {
    const rx = px * Math.cos(lean) - py * Math.sin(lean);
    const ry = px * Math.sin(lean) + py * Math.cos(lean);
    return [r1(o.x + rx * sx), r1(o.y + ry * s)];
  };
  /** @param {Pt[]} pts */
  const pl = (pts) => pts.map(([a, b]) => `${r1(a)},${r1(b)}`).join(' ');
  const limb = (/** @type {Pt[]} */ l, /** @type {string} */ c, /** @type {number} */ wd) =>
    `<polyline points="${pl(l)}" fill="none" stroke="${c}" stroke-width="${wd}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const arm = (/** @type {[Pt, Pt, Pt]} */ a) => {
    const [sh, el, hd] = a;
    const sleeve = o.sleeves === 'full' || o.coat
      ? limb([sh, el, hd], o.coat ? '#ffffff' : o.shirt, 5.4)
      : limb([el, hd], o.skin, 4.6) + line(sh[0], sh[1], el[0], el[1], o.shirt, 5.8);
    return sleeve + `<circle cx="${r1(hd[0])}" cy="${r1(hd[1])}" r="2.9" fill="${o.skin}"/>`;
  };
  const up = drop ? `<g transform="translate(0 ${drop})">` : '<g>';
  const tw = pose.side ? 8 : 11; // half torso width at the shoulders
  let legs = o.noLegs ? [] : pose.legs.map((l) => limb(l, o.pants, 8) + `<ellipse cx="${r1(l[2][0] + (pose.side ? 2 : 0))}" cy="${r1(l[2][1] - 1)}" rx="${pose.side ? 4.6 : 3.8}" ry="2.6" fill="#2b2b2b"/>`);
  if (o.skirt && !o.noLegs) {
    const [a, b] = pose.legs;
    const feet = [a?.[2][0] ?? -6, b?.[2][0] ?? 6];
    const lo = Math.min(...feet) - 5;
    const hi = Math.max(...feet) + 5;
    legs = pose.legs.map((l) => `<ellipse cx="${r1(l[2][0])}" cy="${r1(l[2][1] - 1)}" rx="3.8" ry="2.6" fill="#2b2b2b"/>`);
    legs.push(`<path d="M-9 -48 L9 -48 L${r1(hi + 3)} -4 Q${r1((lo + hi) / 2)} 0 ${r1(lo - 3)} -4 Z" fill="${o.skirt}"/>`);
  }
  // seated on a bench the body is cut at the hips (the bench and desk hide the rest)
  const torsoBottom = o.seated ? -44 : o.coat ? -30 : girl ? -31 : -44;
  const flare = (girl || o.coat) && !o.seated ? 4 : 0;
  const shirt = o.coat ? '#ffffff' : o.shirt;
  const torso = `<path d="M${-tw} -76 Q0 -79.5 ${tw} -76 Q${tw + 1.5} -62 ${tw - 1 + flare} ${torsoBottom} L${-tw + 1 - flare} ${torsoBottom} Q${-tw - 1.5} -62 ${-tw} -76 Z" fill="${shirt}" stroke="${shirt}" stroke-width="2.5" stroke-linejoin="round"/>`;
  let extra = '';
  if (o.coat && !o.back) extra += pose.side ? `<line x1="5" y1="-74" x2="6" y2="-32" stroke="#c9d6dc" stroke-width="1.4"/>` : `<path d="M-4 -77 L0 -66 L4 -77" fill="${o.shirt}"/><line x1="0" y1="-66" x2="0" y2="-31" stroke="#c9d6dc" stroke-width="1.4"/>`;
  if (o.dupatta && !pose.side) extra += `<path d="M-10 -75 Q-2 -62 10 -52 L10 -46 Q-4 -56 -12 -68 Z" fill="${o.dupatta}"/>`;
  if (o.bib) extra += `<rect x="-6" y="-70" width="12" height="9" rx="1" fill="#ffffff"/><text x="0" y="-63" text-anchor="middle"${o.flip ? ' transform="scale(-1 1)"' : ''} ${FONT} font-size="6.5" font-weight="bold" fill="${C.deeper}">${esc(o.bib)}</text>`;
  if (o.medal) extra += `<path d="M-5 -77 L0 -64 L5 -77" fill="none" stroke="${CORAL}" stroke-width="1.6"/><circle cx="0" cy="-62" r="3.4" fill="${C.sand}" stroke="#c99a24" stroke-width="0.8"/>`;
  const hx = pose.side ? 1.5 : 0;
  const drawn = hairOf(style, hair, { side: pose.side, back: o.back });
  const hairBack = drawn.hairBack;
  let hairTop = drawn.hairTop;
  if (o.goggles && !o.back) hairTop += pose.side
    ? `<rect x="${hx + 2}" y="-92" width="8" height="5" rx="2" fill="#bfe9f5" stroke="#2e3b44" stroke-width="1"/>`
    : `<rect x="-8" y="-92" width="16" height="5" rx="2" fill="#bfe9f5" stroke="#2e3b44" stroke-width="1"/>`;
  if (o.bag && pose.side) extra += `<rect x="-15" y="-75" width="9" height="22" rx="3" fill="${o.bag}"/><line x1="-7" y1="-75" x2="4" y2="-58" stroke="#2b2b2b" stroke-width="1.4" stroke-opacity="0.5"/>`;
  if (o.cap) hairTop += pose.side
    ? `<path d="M${hx - 9.5} -89 C${hx - 9} -100 ${hx + 9} -100 ${hx + 9.5} -89 Z" fill="${o.cap}"/><path d="M${hx + 6} -90 L${hx + 16} -89 L${hx + 16} -87.5 L${hx + 6} -88 Z" fill="${o.cap}"/>`
    : `<path d="M${hx - 9.6} -89 C${hx - 9} -100.5 ${hx + 9} -100.5 ${hx + 9.6} -89 Z" fill="${o.cap}"/>`;
  const head = `<rect x="${hx - 3.3}" y="-81" width="6.6" height="7" fill="${o.skin}"/><circle cx="${hx}" cy="-88" r="9" fill="${o.skin}"/>`;
  const [farArm, nearArm] = /** @type {[[Pt, Pt, Pt], [Pt, Pt, Pt]]} */ (pose.arms);
  const body = pose.side
    ? `${legs.join('')}${up}${arm(farArm)}${hairBack}${torso}${extra}${head}${hairTop}${arm(nearArm)}</g>`
    : o.back
      ? `${legs.join('')}${up}${arm(farArm)}${arm(nearArm)}${torso}${head}${hairTop}</g>`
      : `${legs.join('')}${up}${hairBack}${torso}${arm(farArm)}${arm(nearArm)}${extra}${head}${hairTop}</g>`;
  const svg = `<g transform="translate(${r1(o.x)} ${r1(o.y)}) scale(${r1(sx * 1000) / 1000} ${r1(s * 1000) / 1000}) rotate(${o.lean ?? 0})">${body}</g>`;
  const hands = /** @type {[Pt, Pt]} */ (pose.arms.map((a) => toCanvas([a[2][0], a[2][1] + drop])));
  return { svg, hands };
}

const HOUSES = [C.teal, C.sand, CORAL, LEAF];

/**
 * A student in uniform (or what o overrides); deterministic from the random source.
 * @param {() => number} rnd @param {Partial<PersonOpts> & { x: number, y: number, h: number }} o
 */
function student(rnd, o) {
  const girl = rnd() < 0.5;
  return person({
    skin: pick(rnd, SKINS), hair: pick(rnd, HAIRS), style: girl ? 'plaits' : 'short',
    shirt: UNIFORM.shirt, pants: UNIFORM.pants, ...o,
  });
}

// ---------------------------------------------------------------------------------------------
// Rooms: a simple one-point perspective camera (metres in, pixels out)

/**
 * @typedef {{ p: (X: number, Y: number, Z: number) => Pt, k: (Z: number) => number,
 *   floor: (X: number, Z: number) => Pt }} Camera
 */

/**
 * X to the right, Y up from the floor, Z away from the viewer; the eye at height eye.
 * @param {number} cx vanishing point x @param {number} hy vanishing point y @param {number} f focal length in pixels @param {number} eye
 * @returns {Camera}
 */
function camera(cx, hy, f, eye) {
  /** @type {Camera['p']} */
  const p = (X, Y, Z) => [cx + (X * f) / Z, hy + ((eye - Y) * f) / Z];
  return { p, k: (Z) => f / Z, floor: (X, Z) => p(X, 0, Z) };
}

/**
 * A box in the room, its visible faces shaded: front (toward the viewer), top or bottom, one side.
 * @param {Camera} cam @param {[number, number]} xs @param {[number, number]} ys @param {[number, number]} zs
 * @param {{ front: string, top?: string, side?: string, eye: number }} c
 */
function box(cam, [x0, x1], [y0, y1], [z0, z1], c) {
  const { p } = cam;
  let s = '';
  if (y1 < c.eye && c.top) s += poly([p(x0, y1, z0), p(x1, y1, z0), p(x1, y1, z1), p(x0, y1, z1)], c.top);
  if (y0 > c.eye && c.top) s += poly([p(x0, y0, z0), p(x1, y0, z0), p(x1, y0, z1), p(x0, y0, z1)], c.top);
  if (x1 < 0 && c.side) s += poly([p(x1, y0, z0), p(x1, y1, z0), p(x1, y1, z1), p(x1, y0, z1)], c.side);
  if (x0 > 0 && c.side) s += poly([p(x0, y0, z0), p(x0, y1, z0), p(x0, y1, z1), p(x0, y0, z1)], c.side);
  s += poly([p(x0, y0, z0), p(x1, y0, z0), p(x1, y1, z0), p(x0, y1, z0)], c.front);
  return s;
}

/**
 * The shell of a room: back wall, side walls, floor and ceiling, with a dado band.
 * @param {Camera} cam @param {number} w canvas width @param {number} h canvas height
 * @param {{ halfW: number, height: number, depth: number, wall: string, side: string, floor: string, ceiling: string, dado?: string }} o
 */
function roomShell(cam, w, h, o) {
  const { p } = cam;
  const L = -o.halfW;
  const R = o.halfW;
  const D = o.depth;
  const near = 0.2;
  let s = rect(0, 0, w, h, o.ceiling);
  s += poly([p(L, 0, near), p(L, 0, D), p(R, 0, D), p(R, 0, near)], o.floor);
  s += poly([p(L, 0, near), p(L, o.height, near), p(L, o.height, D), p(L, 0, D)], o.side);
  s += poly([p(R, 0, near), p(R, o.height, near), p(R, o.height, D), p(R, 0, D)], o.side);
  s += poly([p(L, 0, D), p(R, 0, D), p(R, o.height, D), p(L, o.height, D)], o.wall);
  if (o.dado) {
    s += poly([p(L, 0, D), p(R, 0, D), p(R, 0.9, D), p(L, 0.9, D)], o.dado);
    s += poly([p(L, 0, near), p(L, 0.9, near), p(L, 0.9, D), p(L, 0, D)], o.dado, 'fill-opacity="0.8"');
    s += poly([p(R, 0, near), p(R, 0.9, near), p(R, 0.9, D), p(R, 0, D)], o.dado, 'fill-opacity="0.8"');
  }
  // the floor's tile joints, converging on the vanishing point
  for (let x = L; x <= R + 0.01; x += 1) {
    const [ax, ay] = p(x, 0, near);
    const [bx, by] = p(x, 0, D);
    s += line(ax, ay, bx, by, '#000000', 1.2, 'stroke-opacity="0.06"');
  }
  for (let z = 1; z < D; z += 1) {
    const [ax, ay] = p(L, 0, z);
    const [bx] = p(R, 0, z);
    s += line(ax, ay, bx, ay, '#000000', 1.2, 'stroke-opacity="0.06"');
  }
  return s;
}

/**
 * A window on the left (X = x) or right side wall of a room, from z0 to z1 and y0 to y1, showing hills.
 * @param {Camera} cam @param {() => number} rnd @param {number} x @param {[number, number]} zs @param {[number, number]} ys @param {Sky} sky
 */
function sideWindow(cam, rnd, x, [z0, z1], [y0, y1], sky) {
  const { p } = cam;
  const quad = [p(x, y0, z0), p(x, y1, z0), p(x, y1, z1), p(x, y0, z1)];
  const id = uid('sw');
  const xs = quad.map((q) => q[0]);
  const ys = quad.map((q) => q[1]);
  const bx = Math.min(...xs);
  const by = Math.min(...ys);
  let s = `<clipPath id="${id}"><path d="M${quad.map(([a, b]) => `${r1(a)} ${r1(b)}`).join(' L')} Z"/></clipPath><g clip-path="url(#${id})">`;
  s += windowView(rnd, bx, by, Math.max(...xs) - bx, Math.max(...ys) - by, sky) + '</g>';
  s += poly(quad, 'none', `stroke="${C.deep}" stroke-width="${r1(cam.k(z0) * 0.06)}"`);
  const [mx0, my0] = p(x, y0, (z0 + z1) / 2);
  const [mx1, my1] = p(x, y1, (z0 + z1) / 2);
  s += line(mx0, my0, mx1, my1, C.deep, cam.k((z0 + z1) / 2) * 0.05);
  const [sx0, sy0] = p(x, y0, z0);
  const [sx1, sy1] = p(x, y0, z1);
  s += line(sx0, sy0, sx1, sy1, '#cfd8dc', cam.k(z0) * 0.06);
  return s;
}

/** A ceiling fan hanging from (x, y). @param {number} x @param {number} y @param {number} s blade span */
function ceilingFan(x, y, s) {
  return line(x, y, x, y + s * 0.25, '#6b7780', s * 0.03) +
    `<ellipse cx="${r1(x - s * 0.28)}" cy="${r1(y + s * 0.28)}" rx="${r1(s * 0.26)}" ry="${r1(s * 0.03)}" fill="#8a98a3"/><ellipse cx="${r1(x + s * 0.28)}" cy="${r1(y + s * 0.28)}" rx="${r1(s * 0.26)}" ry="${r1(s * 0.03)}" fill="#8a98a3"/>` +
    `<ellipse cx="${r1(x)}" cy="${r1(y + s * 0.28)}" rx="${r1(s * 0.07)}" ry="${r1(s * 0.04)}" fill="#5b6770"/>`;
}

/**
 * An interactive smart board: dark frame, glowing screen with a lesson on it.
 * @param {number} x @param {number} y @param {number} w @param {number} h @param {'graph' | 'globe' | 'cell' | 'atom'} lesson
 */
function smartBoard(x, y, w, h, lesson) {
  const id = uid('sb');
  const t = w * 0.03;
  let s = `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b6f96"/><stop offset="1" stop-color="${C.deeper}"/></linearGradient>`;
  s += rect(x - t, y - t, w + 2 * t, h + 2 * t, '#1e2a33', `rx="${r1(t * 0.6)}"`);
  s += rect(x, y, w, h, `url(#${id})`);
  s += rect(x + w * 0.36, y + h + t, w * 0.28, t * 0.7, '#5b6770');
  const ix = x + w * 0.08;
  const iy = y + h * 0.12;
  const iw = w * 0.84;
  const ih = h * 0.76;
  s += rect(ix, iy, iw * 0.34, ih * 0.08, C.sand, 'rx="2"') + rect(ix, iy + ih * 0.14, iw * 0.26, ih * 0.05, '#ffffff', 'fill-opacity="0.6" rx="2"') + rect(ix, iy + ih * 0.23, iw * 0.3, ih * 0.05, '#ffffff', 'fill-opacity="0.6" rx="2"');
  if (lesson === 'graph') {
    const gx = ix + iw * 0.42;
    const gw = iw * 0.56;
    s += line(gx, iy + ih, gx + gw, iy + ih, '#ffffff', 2) + line(gx, iy + ih, gx, iy + ih * 0.05, '#ffffff', 2);
    let d = `M${r1(gx)} ${r1(iy + ih * 0.9)}`;
    for (let i = 1; i <= 20; i++) d += ` L${r1(gx + (gw * i) / 20)} ${r1(iy + ih * (0.55 - 0.4 * Math.sin((i / 20) * Math.PI * 1.5)))}`;
    s += `<path d="${d}" fill="none" stroke="${C.sand}" stroke-width="${r1(Math.max(2, w * 0.008))}"/>`;
    for (let i = 0; i < 5; i++) s += rect(gx + gw * (0.06 + i * 0.19), iy + ih * (1 - 0.15 - i * 0.1), gw * 0.1, ih * (0.15 + i * 0.1), '#5fc3dc', 'fill-opacity="0.6"');
  } else if (lesson === 'globe') {
    const gx = ix + iw * 0.7;
    const gy = iy + ih * 0.52;
    const r = ih * 0.42;
    s += `<circle cx="${r1(gx)}" cy="${r1(gy)}" r="${r1(r)}" fill="#3aa6bf"/><path d="M${r1(gx - r * 0.6)} ${r1(gy - r * 0.5)} q${r1(r * 0.3)} ${r1(-r * 0.3)} ${r1(r * 0.6)} ${r1(-r * 0.1)} q${r1(r * 0.2)} ${r1(r * 0.4)} ${r1(-r * 0.1)} ${r1(r * 0.7)} q${r1(-r * 0.4)} ${r1(r * 0.1)} ${r1(-r * 0.5)} ${r1(-r * 0.6)} Z" fill="${LEAF}"/><path d="M${r1(gx + r * 0.1)} ${r1(gy + r * 0.1)} q${r1(r * 0.4)} ${r1(-r * 0.1)} ${r1(r * 0.6)} ${r1(r * 0.2)} q${r1(-r * 0.1)} ${r1(r * 0.4)} ${r1(-r * 0.4)} ${r1(r * 0.5)} Z" fill="${LEAF}"/>`;
    s += `<ellipse cx="${r1(gx)}" cy="${r1(gy)}" rx="${r1(r)}" ry="${r1(r * 0.35)}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="1.5"/><ellipse cx="${r1(gx)}" cy="${r1(gy)}" rx="${r1(r * 0.4)}" ry="${r1(r)}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="1.5"/>`;
  } else if (lesson === 'cell') {
    const gx = ix + iw * 0.7;
    const gy = iy + ih * 0.52;
    s += `<ellipse cx="${r1(gx)}" cy="${r1(gy)}" rx="${r1(iw * 0.26)}" ry="${r1(ih * 0.42)}" fill="#cdeccf" stroke="${LEAF}" stroke-width="3"/><circle cx="${r1(gx + iw * 0.03)}" cy="${r1(gy - ih * 0.05)}" r="${r1(ih * 0.13)}" fill="#8c6bb1"/><ellipse cx="${r1(gx - iw * 0.13)}" cy="${r1(gy + ih * 0.18)}" rx="${r1(iw * 0.05)}" ry="${r1(ih * 0.05)}" fill="${LEAF}"/><ellipse cx="${r1(gx + iw * 0.14)}" cy="${r1(gy + ih * 0.2)}" rx="${r1(iw * 0.045)}" ry="${r1(ih * 0.04)}" fill="${LEAF}"/>`;
  } else {
    const gx = ix + iw * 0.7;
    const gy = iy + ih * 0.52;
    const r = ih * 0.4;
    for (const a of [0, 60, 120]) s += `<ellipse cx="${r1(gx)}" cy="${r1(gy)}" rx="${r1(r)}" ry="${r1(r * 0.35)}" fill="none" stroke="#9fe3f2" stroke-width="2" transform="rotate(${a} ${r1(gx)} ${r1(gy)})"/>`;
    s += `<circle cx="${r1(gx)}" cy="${r1(gy)}" r="${r1(r * 0.16)}" fill="${C.sand}"/>`;
  }
  return s;
}

/** Bookshelf with rows of books. @param {() => number} rnd @param {number} x @param {number} y @param {number} w @param {number} h @param {number} rows */
function bookshelf(rnd, x, y, w, h, rows) {
  const t = Math.max(4, w * 0.03);
  let s = rect(x, y, w, h, WOOD_DARK) + rect(x + t, y + t, w - 2 * t, h - 2 * t, '#5e3f25');
  const rh = (h - 2 * t) / rows;
  const colors = [C.teal, C.deep, CORAL, C.sand, LEAF, '#8c6bb1', '#d9534f', '#e0f2f7', '#3aa6bf'];
  for (let r = 0; r < rows; r++) {
    const by = y + t + (r + 1) * rh;
    let bx = x + t + 2;
    while (bx < x + w - t - rh * 0.2) {
      const bw = rh * between(rnd, 0.1, 0.18);
      if (bx + bw > x + w - t - 2) break;
      const bh = rh * between(rnd, 0.62, 0.86);
      if (rnd() < 0.08 && bx + bh < x + w - t) {
        // a book lying flat
        s += rect(bx, by - bw - t * 0.5, bh, bw, pick(rnd, colors));
        bx += bh + 2;
        continue;
      }
      s += rect(bx, by - bh - t * 0.5, bw, bh, pick(rnd, colors)) + rect(bx, by - bh * 0.8 - t * 0.5, bw, bh * 0.06, '#ffffff', 'fill-opacity="0.35"');
      bx += bw + (rnd() < 0.1 ? rh * 0.12 : 1);
    }
    s += rect(x + t, by - t * 0.5, w - 2 * t, t, WOOD);
  }
  return s;
}

/** A flask (Erlenmeyer) standing on y. @param {number} x @param {number} y @param {number} s @param {string} liquid */
function flask(x, y, s, liquid) {
  return `<path d="M${r1(x - s * 0.08)} ${r1(y - s)} L${r1(x + s * 0.08)} ${r1(y - s)} L${r1(x + s * 0.08)} ${r1(y - s * 0.6)} L${r1(x + s * 0.32)} ${r1(y)} L${r1(x - s * 0.32)} ${r1(y)} L${r1(x - s * 0.08)} ${r1(y - s * 0.6)} Z" fill="#eef8fb" stroke="#7aa7b8" stroke-width="${r1(Math.max(1, s * 0.03))}"/>` +
    `<path d="M${r1(x - s * 0.2)} ${r1(y - s * 0.34)} L${r1(x + s * 0.2)} ${r1(y - s * 0.34)} L${r1(x + s * 0.31)} ${r1(y - s * 0.02)} L${r1(x - s * 0.31)} ${r1(y - s * 0.02)} Z" fill="${liquid}" fill-opacity="0.85"/>`;
}

/** A round-bottom flask on a stand over a burner flame. @param {number} x @param {number} y bench top @param {number} s */
function burnerSetup(x, y, s) {
  let out = rect(x - s * 0.35, y - s * 0.04, s * 0.7, s * 0.04, '#4a4a4a') + line(x + s * 0.3, y, x + s * 0.3, y - s * 1.2, '#6b7780', s * 0.03);
  out += line(x + s * 0.3, y - s * 0.72, x + s * 0.05, y - s * 0.72, '#6b7780', s * 0.025);
  out += rect(x - s * 0.06, y - s * 0.3, s * 0.12, s * 0.26, '#5b6770') + `<path d="M${r1(x)} ${r1(y - s * 0.3)} Q${r1(x - s * 0.08)} ${r1(y - s * 0.42)} ${r1(x)} ${r1(y - s * 0.55)} Q${r1(x + s * 0.08)} ${r1(y - s * 0.42)} ${r1(x)} ${r1(y - s * 0.3)} Z" fill="#4aa3ff"/><path d="M${r1(x)} ${r1(y - s * 0.32)} Q${r1(x - s * 0.04)} ${r1(y - s * 0.4)} ${r1(x)} ${r1(y - s * 0.47)} Q${r1(x + s * 0.04)} ${r1(y - s * 0.4)} ${r1(x)} ${r1(y - s * 0.32)} Z" fill="#bfe4ff"/>`;
  out += `<circle cx="${r1(x)}" cy="${r1(y - s * 0.78)}" r="${r1(s * 0.2)}" fill="#eef8fb" stroke="#7aa7b8" stroke-width="${r1(s * 0.025)}"/><path d="M${r1(x - s * 0.19)} ${r1(y - s * 0.74)} A${r1(s * 0.2)} ${r1(s * 0.2)} 0 0 0 ${r1(x + s * 0.19)} ${r1(y - s * 0.74)} Z" fill="${CORAL}" fill-opacity="0.85"/>`;
  out += rect(x - s * 0.05, y - s * 1.12, s * 0.1, s * 0.16, '#eef8fb', `stroke="#7aa7b8" stroke-width="${r1(s * 0.02)}"`);
  for (let i = 0; i < 3; i++) out += `<circle cx="${r1(x + (i - 1) * s * 0.06)}" cy="${r1(y - s * (1.2 + i * 0.1))}" r="${r1(s * (0.03 + i * 0.01))}" fill="#ffffff" fill-opacity="0.7"/>`;
  return out;
}

/** A test-tube rack. @param {number} x @param {number} y bench top @param {number} s */
function tubeRack(x, y, s) {
  const cols = [CORAL, C.teal, C.sand, LEAF];
  let out = rect(x, y - s * 0.08, s, s * 0.08, '#8a6a45') + rect(x, y - s * 0.45, s, s * 0.07, '#8a6a45');
  for (let i = 0; i < 4; i++) {
    const tx = x + s * (0.1 + i * 0.22);
    out += rect(tx, y - s * 0.7, s * 0.12, s * 0.62, '#f4fbfd', `rx="${r1(s * 0.06)}" stroke="#7aa7b8" stroke-width="${r1(Math.max(0.8, s * 0.02))}"`) + rect(tx, y - s * 0.34, s * 0.12, s * 0.26, /** @type {string} */ (cols[i]), `rx="${r1(s * 0.06)}"`);
  }
  return out;
}

/** A microscope on y, facing right (or left). @param {number} x @param {number} y @param {number} s @param {boolean} [flip] */
function microscope(x, y, s, flip = false) {
  const d = flip ? -1 : 1;
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${d * s / 100} ${s / 100})"><rect x="-30" y="-10" width="60" height="10" rx="3" fill="#2e3b44"/><path d="M-14 -10 L-14 -50 Q-14 -70 4 -80 L12 -72 Q0 -64 0 -50 L0 -10 Z" fill="#3c4a54"/><rect x="-6" y="-40" width="40" height="6" fill="#5b6770"/><g transform="rotate(-25 10 -75)"><rect x="2" y="-108" width="16" height="48" rx="3" fill="#e9eef1" stroke="#5b6770" stroke-width="2"/><rect x="5" y="-118" width="10" height="12" fill="#2e3b44"/><rect x="6" y="-62" width="8" height="10" fill="#2e3b44"/></g><circle cx="-7" cy="-28" r="6" fill="#8a98a3"/></g>`;
}

/** A laptop or desktop monitor showing a screen, standing on y. @param {number} x centre @param {number} y @param {number} w @param {number} v screen variant */
function monitor(x, y, w, v) {
  const h = w * 0.62;
  const top = y - h - w * 0.14;
  const screens = [
    `<rect x="${r1(x - w * 0.4)}" y="${r1(top + h * 0.12)}" width="${r1(w * 0.3)}" height="${r1(h * 0.7)}" fill="#ffffff" fill-opacity="0.85"/><rect x="${r1(x - w * 0.05)}" y="${r1(top + h * 0.12)}" width="${r1(w * 0.44)}" height="${r1(h * 0.08)}" fill="${C.sand}"/><rect x="${r1(x - w * 0.05)}" y="${r1(top + h * 0.28)}" width="${r1(w * 0.38)}" height="${r1(h * 0.05)}" fill="#ffffff" fill-opacity="0.6"/><rect x="${r1(x - w * 0.05)}" y="${r1(top + h * 0.4)}" width="${r1(w * 0.3)}" height="${r1(h * 0.05)}" fill="#ffffff" fill-opacity="0.6"/>`,
    `<rect x="${r1(x - w * 0.38)}" y="${r1(top + h * 0.5)}" width="${r1(w * 0.12)}" height="${r1(h * 0.32)}" fill="${C.sand}"/><rect x="${r1(x - w * 0.2)}" y="${r1(top + h * 0.3)}" width="${r1(w * 0.12)}" height="${r1(h * 0.52)}" fill="#5fc3dc"/><rect x="${r1(x - w * 0.02)}" y="${r1(top + h * 0.4)}" width="${r1(w * 0.12)}" height="${r1(h * 0.42)}" fill="${CORAL}"/><rect x="${r1(x + w * 0.16)}" y="${r1(top + h * 0.18)}" width="${r1(w * 0.12)}" height="${r1(h * 0.64)}" fill="${LEAF}"/>`,
    `<rect x="${r1(x - w * 0.4)}" y="${r1(top + h * 0.14)}" width="${r1(w * 0.5)}" height="${r1(h * 0.06)}" fill="${C.sand}"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="${r1(x - w * (0.4 - (i % 2) * 0.06))}" y="${r1(top + h * (0.3 + i * 0.11))}" width="${r1(w * (0.3 + ((i * 7) % 4) * 0.08))}" height="${r1(h * 0.05)}" fill="${i % 2 ? '#9fe3f2' : '#ffffff'}" fill-opacity="0.75"/>`).join('')}`,
  ];
  return rect(x - w * 0.5, top, w, h, '#1e2a33', `rx="${r1(w * 0.03)}"`) + rect(x - w * 0.46, top + h * 0.06, w * 0.92, h * 0.84, v % 2 ? '#1b6f96' : C.deep) + screens[v % 3] +
    rect(x - w * 0.04, top + h, w * 0.08, w * 0.1, '#3c4a54') + rect(x - w * 0.18, y - w * 0.04, w * 0.36, w * 0.04, '#3c4a54', `rx="${r1(w * 0.02)}"`);
}

/** A painting on an easel (side-on easel legs, canvas facing the viewer). @param {() => number} rnd @param {number} x @param {number} y floor @param {number} h @param {number} v */
function easel(rnd, x, y, h, v) {
  const cw = h * 0.5;
  const ch = h * 0.4;
  const top = y - h;
  let s = line(x - cw * 0.35, y, x, top, WOOD_DARK, h * 0.02) + line(x + cw * 0.35, y, x, top, WOOD_DARK, h * 0.02) + line(x, y, x, top + h * 0.3, WOOD_DARK, h * 0.018);
  s += rect(x - cw * 0.55, top + h * 0.48 + ch * 0.02, cw * 1.1, h * 0.03, WOOD);
  const id = uid('ea');
  const cx = x - cw / 2;
  const cy = top + h * 0.08;
  s += `<clipPath id="${id}"><rect x="${r1(cx)}" y="${r1(cy)}" width="${r1(cw)}" height="${r1(ch)}"/></clipPath>`;
  s += rect(cx - 3, cy - 3, cw + 6, ch + 6, '#ffffff') + `<g clip-path="url(#${id})">`;
  if (v === 0) {
    s += rect(cx, cy, cw, ch, '#bfe3f0') + `<circle cx="${r1(cx + cw * 0.72)}" cy="${r1(cy + ch * 0.28)}" r="${r1(ch * 0.12)}" fill="${C.sand}"/>`;
    s += poly([[cx, cy + ch * 0.8], [cx + cw * 0.3, cy + ch * 0.35], [cx + cw * 0.55, cy + ch * 0.7], [cx + cw * 0.75, cy + ch * 0.45], [cx + cw, cy + ch * 0.75], [cx + cw, cy + ch], [cx, cy + ch]], '#5d8ea8');
    s += poly([[cx + cw * 0.22, cy + ch * 0.45], [cx + cw * 0.3, cy + ch * 0.35], [cx + cw * 0.38, cy + ch * 0.47]], '#ffffff') + rect(cx, cy + ch * 0.85, cw, ch * 0.15, '#79b466');
  } else if (v === 1) {
    s += rect(cx, cy, cw, ch, '#fff6e0');
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2;
      s += `<ellipse cx="${r1(cx + cw / 2 + Math.cos(a) * ch * 0.2)}" cy="${r1(cy + ch / 2 + Math.sin(a) * ch * 0.2)}" rx="${r1(ch * 0.16)}" ry="${r1(ch * 0.08)}" fill="${CORAL}" transform="rotate(${r1((a * 180) / Math.PI)} ${r1(cx + cw / 2 + Math.cos(a) * ch * 0.2)} ${r1(cy + ch / 2 + Math.sin(a) * ch * 0.2)})"/>`;
    }
    s += `<circle cx="${r1(cx + cw / 2)}" cy="${r1(cy + ch / 2)}" r="${r1(ch * 0.12)}" fill="${C.sand}"/>`;
  } else {
    s += rect(cx, cy, cw, ch, '#e8f4ea');
    for (let i = 0; i < 5; i++) s += `<circle cx="${r1(cx + between(rnd, 0.15, 0.85) * cw)}" cy="${r1(cy + between(rnd, 0.2, 0.8) * ch)}" r="${r1(ch * between(rnd, 0.08, 0.18))}" fill="${pick(rnd, [C.teal, C.sand, CORAL, LEAF, '#8c6bb1'])}" fill-opacity="0.85"/>`;
  }
  return s + '</g>';
}

/** A plain stage with a skirt, as seen from the front. @param {number} x @param {number} y top @param {number} w @param {number} h */
function stage(x, y, w, h) {
  return rect(x, y, w, h, C.deep) + rect(x, y, w, h * 0.16, C.teal) + rect(x, y + h * 0.16, w, h * 0.06, C.sand, 'fill-opacity="0.8"');
}

/** Stage curtains framing an opening from x0 to x1. @param {number} x0 @param {number} x1 @param {number} y0 @param {number} y1 @param {string} c */
function curtains(x0, x1, y0, y1, c) {
  const w = (x1 - x0) * 0.16;
  let s = '';
  for (const [edge, dir] of [[x0, 1], [x1, -1]]) {
    const inner = edge + dir * w;
    s += `<path d="M${r1(edge - dir * 40)} ${r1(y0)} L${r1(inner + dir * w * 0.3)} ${r1(y0)} Q${r1(inner - dir * w * 0.1)} ${r1(y0 + (y1 - y0) * 0.5)} ${r1(inner + dir * w * 0.15)} ${r1(y1)} L${r1(edge - dir * 40)} ${r1(y1)} Z" fill="${c}"/>`;
    for (let i = 1; i < 4; i++) s += line(edge + dir * w * (i / 4), y0, edge + dir * w * (i / 4) + dir * w * 0.1, y1, '#000000', 3, 'stroke-opacity="0.15"');
    s += `<circle cx="${r1(inner - dir * w * 0.05)}" cy="${r1(y0 + (y1 - y0) * 0.55)}" r="${r1(w * 0.08)}" fill="${C.sand}"/>`;
  }
  s += `<path d="M${r1(x0 - 40)} ${r1(y0)} L${r1(x1 + 40)} ${r1(y0)} L${r1(x1 + 40)} ${r1(y0 + 40)} ${Array.from({ length: 8 }, (_, i) => `Q${r1(x1 + 40 - ((x1 - x0 + 80) * (i + 0.5)) / 8)} ${r1(y0 + 70)} ${r1(x1 + 40 - ((x1 - x0 + 80) * (i + 1)) / 8)} ${r1(y0 + 40)}`).join(' ')} Z" fill="${c}"/>`;
  return s;
}

/** A trophy cup standing on y. @param {number} x @param {number} y @param {number} s */
function trophy(x, y, s) {
  return `<path d="M${r1(x - s * 0.3)} ${r1(y - s)} L${r1(x + s * 0.3)} ${r1(y - s)} Q${r1(x + s * 0.28)} ${r1(y - s * 0.5)} ${r1(x)} ${r1(y - s * 0.42)} Q${r1(x - s * 0.28)} ${r1(y - s * 0.5)} ${r1(x - s * 0.3)} ${r1(y - s)} Z" fill="${C.sand}" stroke="#c99a24" stroke-width="${r1(Math.max(1, s * 0.03))}"/>` +
    `<path d="M${r1(x - s * 0.3)} ${r1(y - s * 0.9)} Q${r1(x - s * 0.5)} ${r1(y - s * 0.8)} ${r1(x - s * 0.26)} ${r1(y - s * 0.62)} M${r1(x + s * 0.3)} ${r1(y - s * 0.9)} Q${r1(x + s * 0.5)} ${r1(y - s * 0.8)} ${r1(x + s * 0.26)} ${r1(y - s * 0.62)}" fill="none" stroke="#c99a24" stroke-width="${r1(Math.max(1, s * 0.05))}"/>` +
    rect(x - s * 0.06, y - s * 0.42, s * 0.12, s * 0.2, '#c99a24') + rect(x - s * 0.22, y - s * 0.24, s * 0.44, s * 0.24, C.deep);
}

// ---------------------------------------------------------------------------------------------
// Home banners (16:5). The lower-left third stays calm: the welcome text is laid over it.

const BW = 1600;
const BH = 500;

/** banner-1: the school at dawn, students walking up the path. */
function bannerDawn() {
  const rnd = rng(11);
  const sky = { ...SKIES.dawn, sunX: 0.24, sunY: 0.5 };
  const horizon = 330;
  const land = landscape(rnd, sky, horizon, { w: BW, h: BH, k: 0.62, cloudZone: [500, 1500] });
  const mist = uid('mist');
  const defs = land.defs + `<linearGradient id="${mist}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff4e0" stop-opacity="0"/><stop offset="0.5" stop-color="#fff4e0" stop-opacity="0.6"/><stop offset="1" stop-color="#fff4e0" stop-opacity="0"/></linearGradient>`;
  let s = land.svg + rect(0, horizon - 70, BW, 80, `url(#${mist})`);
  // the school's terrace, the ground falling gently to the left
  s += `<path d="M0 ${horizon + 26} Q420 ${horizon + 4} 820 ${horizon + 2} T1600 ${horizon - 4} L1600 ${BH} L0 ${BH} Z" fill="${sky.grass}"/>`;
  s += `<path d="M0 ${horizon + 60} Q500 ${horizon + 40} 1000 ${horizon + 56} T1600 ${horizon + 50} L1600 ${BH} L0 ${BH} Z" fill="${sky.grassDark}" fill-opacity="0.35"/>`;
  s += conifer(850, 372, 170, sky.tree) + conifer(1500, 374, 190, sky.tree) + conifer(1555, 380, 140, sky.near);
  s += schoolBuilding(900, 374, 560);
  s += flagpole(1480, 380, 200);
  s += roundTree(865, 392, 110, '#3f7a4f', '#d9534f');
  // the path from the gate up to the door
  s += `<path d="M1160 376 Q1130 420 1000 452 Q880 482 820 ${BH} L1010 ${BH} Q1080 470 1150 432 Q1196 404 1194 376 Z" fill="#e6d6b0"/>`;
  s += `<path d="M1160 376 Q1130 420 1000 452 Q880 482 820 ${BH}" fill="none" stroke="#cdb98e" stroke-width="3"/>`;
  /** @type {[number, number, number, string][]} */
  const walkers = [[1010, 488, 112, C.teal], [1088, 446, 92, CORAL], [1150, 410, 74, C.sand], [1175, 394, 62, C.teal]];
  for (const [x, y, h, bag] of walkers) s += shadow(x, y, h * 0.17) + student(rnd, { x, y, h, pose: 'walk', bag, sleeves: 'full' }).svg;
  s += rect(0, 0, BW, BH, C.sand, 'fill-opacity="0.05"');
  return svgDoc(BW, BH, defs, s);
}

/**
 * A classroom wall seen straight on (flat style): wall, dado, floor.
 * @param {number} w @param {number} h @param {number} floorY
 */
function flatRoom(w, h, floorY) {
  let s = rect(0, 0, w, floorY, '#e7f1f4') + rect(0, floorY - 90, w, 90, '#cfe3ea') + rect(0, floorY - 92, w, 4, '#b5d2dd');
  s += rect(0, floorY, w, h - floorY, '#d8c8a8') + rect(0, floorY, w, 6, '#b9a27a');
  for (let y = floorY + 22, i = 0; y < h; y += 18 + i * 6, i++) s += line(0, y, w, y, '#b9a27a', 1.5, 'stroke-opacity="0.5"');
  return s;
}

/**
 * Students on benches seen from behind, in rows; the desk in front of each row shows beside them.
 * @param {() => number} rnd @param {{ y: number, h: number, xs: number[] }[]} rows back row first
 * @param {{ raised?: number }} [o] raised: index (over all students) of one with a hand up
 */
function seatedRows(rnd, rows, o = {}) {
  let s = '';
  let n = 0;
  for (const row of rows) {
    const k = row.h / 100;
    const x0 = Math.min(...row.xs) - 30 * k;
    const x1 = Math.max(...row.xs) + 30 * k;
    const deskTop = row.y - 60 * k;
    s += rect(x0, deskTop, x1 - x0, 5 * k, WOOD) + rect(x0, deskTop + 5 * k, x1 - x0, 9 * k, WOOD_DARK);
    for (const x of row.xs) {
      s += student(rnd, { x, y: row.y, h: row.h, back: true, noLegs: true, seated: true, pose: n === o.raised ? 'oneUp' : 'stand', sleeves: 'half' }).svg;
      n++;
    }
    // the bench under them
    s += rect(x0 + 6 * k, row.y - 25 * k, x1 - x0 - 12 * k, 6 * k, WOOD) + rect(x0 + 6 * k, row.y - 19 * k, x1 - x0 - 12 * k, 3 * k, WOOD_DARK);
    for (const lx of [x0 + 12 * k, x1 - 16 * k]) s += rect(lx, row.y - 19 * k, 4 * k, 19 * k, WOOD_DARK);
  }
  return s;
}

/** banner-2: a modern classroom with a smart board. */
function bannerClassroom() {
  const rnd = rng(12);
  const floorY = 392;
  let s = flatRoom(BW, BH, floorY);
  s += roomWindow(rnd, 70, 60, 170, 190, SKIES.morning) + roomWindow(rnd, 300, 60, 170, 190, SKIES.morning);
  // tube light, clock and a chart
  s += rect(1090, 30, 180, 10, '#ffffff', 'rx="5"') + rect(1085, 38, 190, 4, '#c9d6dc');
  s += `<circle cx="620" cy="90" r="30" fill="#ffffff" stroke="${C.deep}" stroke-width="5"/>` + line(620, 90, 620, 70, C.deeper, 3) + line(620, 90, 636, 96, C.deeper, 3);
  s += rect(700, 80, 150, 110, '#ffffff', `stroke="${C.teal}" stroke-width="4"`) + rect(716, 96, 118, 14, C.sand) + [0, 1, 2, 3].map((i) => rect(716, 122 + i * 16, 70 + ((i * 37) % 48), 6, '#b5d2dd')).join('');
  s += smartBoard(960, 70, 400, 225, 'graph');
  // teacher at the board
  s += person({ x: 1450, y: 402, h: 230, skin: SKINS[2], shirt: '#9c3d54', pants: '#9c3d54', skirt: '#9c3d54', style: 'bun', pose: 'point', flip: true, sleeves: 'full', dupatta: C.sand }).svg;
  s += rect(1465, 318, 110, 12, WOOD) + rect(1475, 330, 90, 72, WOOD_DARK);
  s += seatedRows(rnd, [
    { y: 422, h: 135, xs: [700, 830, 960, 1090, 1220] },
    { y: 482, h: 170, xs: [650, 810, 970, 1130, 1290] },
    { y: 566, h: 215, xs: [720, 915, 1110, 1305] },
  ], { raised: 7 });
  s += ceilingFan(560, 0, 200);
  return svgDoc(BW, BH, '', s);
}

/**
 * A lab bench: worktop (seen a little from above when depth > 14) and cabinets down to the canvas bottom.
 * @param {number} x0 @param {number} x1 @param {number} top back edge of the worktop @param {number} h canvas height @param {number} [depth]
 */
function labBench(x0, x1, top, h, depth = 14) {
  const inset = depth > 14 ? depth * 0.5 : 0;
  let s = poly([[x0 + inset, top], [x1 - inset, top], [x1, top + depth], [x0, top + depth]], depth > 14 ? '#46596a' : '#2f3e4a');
  if (depth > 14) s += rect(x0, top + depth, x1 - x0, 10, '#2f3e4a');
  const ft = top + depth + (depth > 14 ? 10 : 0);
  s += rect(x0 + 6, ft, x1 - x0 - 12, h - ft, C.deep);
  const n = Math.max(2, Math.round((x1 - x0) / 180));
  const dw = (x1 - x0 - 12) / n;
  for (let i = 0; i < n; i++) {
    const dx = x0 + 6 + i * dw;
    s += rect(dx + 8, ft + 14, dw - 16, h - ft - 26, '#0f5a82', 'rx="4"') + rect(dx + dw / 2 - 18, ft + 30, 36, 6, C.foam, 'rx="3"');
  }
  return s;
}

/** Shelves of reagent bottles. @param {() => number} rnd @param {number} x @param {number} y @param {number} w @param {number} rows */
function bottleShelves(rnd, x, y, w, rows) {
  let s = '';
  for (let r = 0; r < rows; r++) {
    const sy = y + r * 70 + 60;
    let bx = x + 10;
    while (bx < x + w - 30) {
      const bw = between(rnd, 16, 26);
      const bh = between(rnd, 30, 50);
      const c = pick(rnd, [CORAL, C.teal, C.sand, LEAF, '#8c6bb1', '#8d5a3b', '#e9eef1']);
      s += rect(bx, sy - bh, bw, bh, '#f4fbfd', `rx="4" stroke="#9fb6c0" stroke-width="1.5"`) + rect(bx, sy - bh * 0.6, bw, bh * 0.6, c, 'rx="4" fill-opacity="0.85"') + rect(bx + bw * 0.25, sy - bh - 7, bw * 0.5, 8, '#3c4a54');
      bx += bw + between(rnd, 6, 14);
    }
    s += rect(x, sy, w, 8, '#9fb6c0');
  }
  return s;
}

/** A periodic-table-like wall chart: coloured blocks, no text. @param {number} x @param {number} y @param {number} cell */
function elementChart(x, y, cell) {
  let s = rect(x - cell * 0.6, y - cell * 0.6, cell * 19.2, cell * 10.4, '#ffffff', `stroke="${C.teal}" stroke-width="3"`);
  for (let r = 0; r < 7; r++) {
    for (let c = 0; c < 18; c++) {
      const present = r === 0 ? c === 0 || c === 17 : r < 3 ? c < 2 || c > 11 : true;
      if (!present) continue;
      const col = c < 2 ? CORAL : c > 11 ? C.teal : c === 17 ? '#8c6bb1' : C.sand;
      s += rect(x + c * cell, y + r * cell, cell * 0.86, cell * 0.86, col, 'fill-opacity="0.85"');
    }
  }
  for (let r = 0; r < 2; r++) for (let c = 2; c < 17; c++) s += rect(x + c * cell, y + (7.6 + r) * cell, cell * 0.86, cell * 0.86, LEAF, 'fill-opacity="0.7"');
  return s;
}

/** banner-3: the science lab. */
function bannerLab() {
  const rnd = rng(13);
  const floorY = 420;
  let s = flatRoom(BW, BH, floorY);
  s += roomWindow(rnd, 80, 60, 200, 200, SKIES.noon);
  s += elementChart(560, 80, 17);
  s += bottleShelves(rnd, 1000, 40, 560, 2);
  const top = 336;
  const fy = 480; // the students' feet, hidden by the bench
  // students behind the bench, in lab coats and goggles
  const s1 = student(rnd, { x: 780, y: fy, h: 280, pose: 'oneUp', coat: true, goggles: true, style: 'plaits' });
  const [tx, ty] = s1.hands[1];
  s += s1.svg + rect(tx - 4, ty - 44, 9, 44, '#f4fbfd', 'rx="4" stroke="#7aa7b8" stroke-width="1.5"') + rect(tx - 4, ty - 20, 9, 20, LEAF, 'rx="4"');
  s += student(rnd, { x: 990, y: fy, h: 272, pose: 'hold', coat: true, goggles: true, style: 'short' }).svg;
  s += student(rnd, { x: 1205, y: fy, h: 276, pose: 'reach', lean: 16, coat: true, style: 'plaits' }).svg;
  const teacher = person({ x: 1455, y: fy, h: 292, skin: SKINS[0], shirt: '#3c4650', pants: '#3c4650', coat: true, pose: 'holdBook', hair: '#6b6b6b' });
  const [bx, by] = teacher.hands[1];
  s += teacher.svg + rect(bx - 22, by - 30, 30, 40, WOOD, 'rx="2"') + rect(bx - 18, by - 25, 22, 30, '#ffffff');
  s += labBench(560, BW, top, BH);
  s += burnerSetup(680, top, 130) + flask(880, top, 80, C.teal) + flask(1060, top, 60, CORAL) + tubeRack(1100, top, 90) + microscope(1310, top, 110, true) + flask(1560, top, 50, C.sand);
  s += rect(930, top - 40, 60, 40, '#eef8fb', `stroke="#7aa7b8" stroke-width="2"`) + rect(930, top - 22, 60, 22, '#8c6bb1', 'fill-opacity="0.7"');
  return svgDoc(BW, BH, '', s);
}

/** A football. @param {number} x @param {number} y @param {number} r */
const football = (x, y, r) => `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="#ffffff" stroke="#2b2b2b" stroke-width="${r1(r * 0.12)}"/><path d="M${r1(x)} ${r1(y - r * 0.4)} L${r1(x + r * 0.38)} ${r1(y - r * 0.12)} L${r1(x + r * 0.24)} ${r1(y + r * 0.32)} L${r1(x - r * 0.24)} ${r1(y + r * 0.32)} L${r1(x - r * 0.38)} ${r1(y - r * 0.12)} Z" fill="#2b2b2b"/>`;

/** A goal seen slightly from the side. @param {number} x left post @param {number} y ground @param {number} w @param {number} h @param {number} depth */
function goal(x, y, w, h, depth) {
  let s = poly([[x, y - h], [x + w, y - h], [x + w + depth, y - h + depth * 0.4], [x + depth, y - h + depth * 0.4]], '#ffffff', 'fill-opacity="0.15"');
  s += poly([[x + depth, y - h + depth * 0.4], [x + w + depth, y - h + depth * 0.4], [x + w + depth, y - depth * 0.1], [x + depth, y - depth * 0.1]], '#ffffff', 'fill-opacity="0.12"');
  for (let i = 1; i < 12; i++) s += line(x + depth + ((w) * i) / 12, y - h + depth * 0.4, x + depth + (w * i) / 12, y - depth * 0.1, '#ffffff', 1.2, 'stroke-opacity="0.5"');
  for (let j = 1; j < 6; j++) s += line(x + depth, y - h + depth * 0.4 + ((h - depth * 0.5) * j) / 6, x + w + depth, y - h + depth * 0.4 + ((h - depth * 0.5) * j) / 6, '#ffffff', 1.2, 'stroke-opacity="0.5"');
  s += line(x, y, x, y - h, '#ffffff', 7) + line(x + w, y, x + w, y - h, '#ffffff', 7) + line(x, y - h, x + w, y - h, '#ffffff', 7);
  s += line(x, y - h, x + depth, y - h + depth * 0.4, '#dfe6ea', 3) + line(x + w, y - h, x + w + depth, y - h + depth * 0.4, '#dfe6ea', 3);
  return s;
}

/** Mown grass in bands that widen toward the viewer. @param {number} top @param {number} w @param {number} h @param {Sky} sky */
function mownGrass(top, w, h, sky) {
  let s = rect(0, top, w, h - top, sky.grass);
  let y = top;
  for (let i = 0; y < h; i++) {
    const bh = 14 + i * 9;
    if (i % 2) s += rect(0, y, w, bh, sky.grassDark, 'fill-opacity="0.35"');
    y += bh;
  }
  return s;
}

/**
 * An outdoor scene's sky, hills and mown ground: a 4:3 picture, or a banner of the size and
 * height scale given.
 * @param {number} seed @param {Sky} sky @param {number} horizon @param {{ w: number, h: number, k?: number }} [size]
 */
function field(seed, sky, horizon, size = { w: GW, h: GH }) {
  const rnd = rng(seed);
  const land = landscape(rnd, sky, horizon, size);
  return { rnd, defs: land.defs, svg: land.svg + mownGrass(horizon, size.w, size.h, sky) };
}

/** banner-4: football on the playground. */
function bannerFootball() {
  const horizon = 250;
  const { rnd, defs, svg } = field(14, SKIES.noon, horizon, { w: BW, h: BH, k: 0.6 });
  let s = svg;
  s += schoolBuilding(150, horizon + 6, 300, { sign: '' }) + flagpole(480, horizon + 8, 110);
  for (let i = 0; i < 14; i++) s += student(rnd, { x: 520 + i * 26 + rnd() * 8, y: horizon + 22, h: 40, pose: i % 5 === 2 ? 'oneUp' : 'stand', shirt: pick(rnd, [UNIFORM.shirt, '#ffffff']) }).svg;
  s += line(560, horizon + 30, 1600, horizon + 24, '#ffffff', 3, 'stroke-opacity="0.85"');
  // penalty box in front of the goal
  s += `<path d="M1600 402 L1230 402 L1150 478 L1600 478" fill="none" stroke="#ffffff" stroke-width="3" stroke-opacity="0.85"/>`;
  s += goal(1300, 402, 290, 180, 34);
  /** @type {{ y: number, svg: string }[]} */
  const items = [];
  items.push({ y: 400, svg: shadow(1450, 396, 22) + person({ x: 1450, y: 396, h: 118, skin: SKINS[1], shirt: '#f39c12', pants: '#2f3e4a', pose: 'keeper', hair: HAIRS[0] }).svg });
  const striker = student(rnd, { x: 1090, y: 440, h: 180, pose: 'kick', shirt: C.teal, pants: '#ffffff', style: 'short', bib: '9' });
  items.push({ y: 440, svg: shadow(1090, 442, 34) + striker.svg + football(1160, 420, 12) + line(1125, 425, 1100, 428, '#ffffff', 2, 'stroke-opacity="0.7"') + line(1128, 413, 1104, 412, '#ffffff', 2, 'stroke-opacity="0.7"') });
  items.push({ y: 420, svg: shadow(1240, 420, 30) + student(rnd, { x: 1240, y: 420, h: 165, pose: 'run', flip: true, lean: 8, shirt: C.sand, pants: C.deeper, style: 'short', bib: '4' }).svg });
  items.push({ y: 390, svg: shadow(880, 390, 24) + student(rnd, { x: 880, y: 390, h: 135, pose: 'run', lean: 10, shirt: C.teal, pants: '#ffffff', bib: '7' }).svg });
  items.push({ y: 350, svg: shadow(1000, 350, 19) + student(rnd, { x: 1000, y: 350, h: 110, pose: 'run', flip: true, lean: 8, shirt: C.sand, pants: C.deeper, bib: '2' }).svg });
  items.push({ y: 330, svg: shadow(730, 330, 16) + student(rnd, { x: 730, y: 330, h: 95, pose: 'run', lean: 10, shirt: C.teal, pants: '#ffffff', bib: '11' }).svg });
  items.push({ y: 322, svg: shadow(1190, 322, 15) + student(rnd, { x: 1190, y: 322, h: 88, pose: 'run', flip: true, shirt: C.sand, pants: C.deeper, bib: '6' }).svg });
  s += byDepth(items);
  return svgDoc(BW, BH, defs, s);
}

/** banner-5: the morning assembly at the flag. */
function bannerAssembly() {
  const rnd = rng(15);
  const sky = SKIES.morning;
  const horizon = 300;
  const land = landscape(rnd, { ...sky, sunX: 0.08 }, horizon, { w: BW, h: BH, k: 0.6 });
  let s = land.svg + rect(0, horizon, BW, BH - horizon, '#d9d2c3') + rect(0, horizon, BW, 8, '#bdb4a2');
  s += schoolBuilding(800, horizon + 6, 600);
  s += flagpole(650, horizon + 40, 270);
  s += stage(960, horizon + 26, 240, 24);
  s += person({ x: 1080, y: horizon + 28, h: 80, skin: SKINS[0], shirt: '#ffffff', pants: '#3c4650', pose: 'stand', sleeves: 'full', hair: '#5a5a5a' }).svg;
  s += line(1096, horizon + 28, 1096, horizon - 24, '#333333', 2) + rect(1092, horizon - 32, 8, 10, '#333333', 'rx="3"');
  /** @type {{ y: number, svg: string }[]} */
  const items = [];
  const vx = 1080;
  const rows = [[354, 58], [380, 66], [410, 76], [442, 87], [478, 100]];
  for (const [row, [y, h]] of rows.entries()) {
    const spread = 84 + row * 18;
    for (let ln = 0; ln < 6; ln++) {
      const x = vx + (ln - 2.5) * spread;
      items.push({ y, svg: student(rnd, { x, y: y + rnd() * 3, h: h * between(rnd, 0.95, 1.04), back: true, shirt: ln % 2 ? UNIFORM.shirt : '#ffffff', sleeves: 'full' }).svg });
    }
  }
  items.push({ y: horizon + 70, svg: person({ x: 1500, y: horizon + 70, h: 104, skin: SKINS[2], shirt: '#9c3d54', pants: '#9c3d54', skirt: '#9c3d54', dupatta: C.sand, style: 'bun', pose: 'stand', flip: true, sleeves: 'full' }).svg });
  items.push({ y: horizon + 150, svg: person({ x: 1545, y: horizon + 150, h: 132, skin: SKINS[3], shirt: '#ffffff', pants: '#3c4650', style: 'short', pose: 'stand', flip: true, sleeves: 'full' }).svg });
  s += byDepth(items);
  s += bunting(560, 14, 1620, 26, 16, 30, 20);
  return svgDoc(BW, BH, land.defs, s);
}

// ---------------------------------------------------------------------------------------------
// Page banners (16:5): science labs, sports, FAQs

/** A pendulum on a stand. @param {number} x @param {number} y bench top @param {number} s */
function pendulum(x, y, s) {
  return rect(x - s * 0.3, y - s * 0.05, s * 0.6, s * 0.05, '#3c4a54') + line(x - s * 0.2, y, x - s * 0.2, y - s * 1.1, '#6b7780', s * 0.035) + line(x - s * 0.2, y - s * 1.08, x + s * 0.25, y - s * 1.08, '#6b7780', s * 0.03) +
    line(x + s * 0.2, y - s * 1.08, x + s * 0.36, y - s * 0.42, '#3c4a54', Math.max(1, s * 0.01)) + `<circle cx="${r1(x + s * 0.37)}" cy="${r1(y - s * 0.38)}" r="${r1(s * 0.07)}" fill="${C.sand}" stroke="#c99a24" stroke-width="${r1(s * 0.015)}"/>` +
    `<path d="M${r1(x + s * 0.2)} ${r1(y - s * 0.5)} A${r1(s * 0.58)} ${r1(s * 0.58)} 0 0 0 ${r1(x + s * 0.45)} ${r1(y - s * 0.56)}" fill="none" stroke="#7aa7b8" stroke-width="${r1(s * 0.012)}" stroke-dasharray="${r1(s * 0.03)} ${r1(s * 0.03)}"/>`;
}

/** A glass prism splitting a beam into a spectrum. @param {number} x @param {number} y bench top @param {number} s */
function prism(x, y, s) {
  const spectrum = ['#e74c3c', '#f39c12', '#f1c40f', '#2ecc71', '#3498db', '#8e44ad'];
  let out = rect(x - s * 1.1, y - s * 0.36, s * 0.22, s * 0.16, '#3c4a54', 'rx="2"') + poly([[x - s * 0.88, y - s * 0.3], [x - s * 0.14, y - s * 0.3], [x - s * 0.14, y - s * 0.27], [x - s * 0.88, y - s * 0.27]], '#fffbe6');
  spectrum.forEach((c, i) => {
    out += poly([[x + s * 0.12, y - s * 0.28], [x + s * 0.12, y - s * 0.25], [x + s * 0.95, y - s * (0.52 - i * 0.07)], [x + s * 0.95, y - s * (0.58 - i * 0.07)]], c, 'fill-opacity="0.85"');
  });
  out += poly([[x - s * 0.2, y], [x + s * 0.2, y], [x, y - s * 0.5]], '#d7f0f7', `fill-opacity="0.8" stroke="#7aa7b8" stroke-width="${r1(s * 0.02)}"`);
  return out + rect(x + s * 0.95, y - s * 0.7, s * 0.08, s * 0.7, '#ffffff', `stroke="#9fb6c0" stroke-width="${r1(s * 0.015)}"`);
}

/** A bulb, battery and switch wired on a board. @param {number} x @param {number} y bench top @param {number} s */
function circuitBoard(x, y, s) {
  let out = poly([[x, y], [x + s, y], [x + s * 0.92, y - s * 0.16], [x + s * 0.08, y - s * 0.16]], WOOD);
  out += rect(x + s * 0.12, y - s * 0.3, s * 0.22, s * 0.2, '#2f3e4a', 'rx="2"') + rect(x + s * 0.16, y - s * 0.34, s * 0.06, s * 0.05, CORAL);
  out += `<path d="M${r1(x + s * 0.34)} ${r1(y - s * 0.2)} Q${r1(x + s * 0.5)} ${r1(y - s * 0.3)} ${r1(x + s * 0.62)} ${r1(y - s * 0.36)}" fill="none" stroke="${CORAL}" stroke-width="${r1(s * 0.02)}"/>`;
  out += `<path d="M${r1(x + s * 0.12)} ${r1(y - s * 0.16)} Q${r1(x + s * 0.4)} ${r1(y - s * 0.06)} ${r1(x + s * 0.7)} ${r1(y - s * 0.2)}" fill="none" stroke="${C.deep}" stroke-width="${r1(s * 0.02)}"/>`;
  out += rect(x + s * 0.6, y - s * 0.38, s * 0.08, s * 0.2, '#8a98a3') + `<circle cx="${r1(x + s * 0.64)}" cy="${r1(y - s * 0.48)}" r="${r1(s * 0.1)}" fill="#fff3b0" stroke="#c99a24" stroke-width="${r1(s * 0.015)}"/><circle cx="${r1(x + s * 0.64)}" cy="${r1(y - s * 0.48)}" r="${r1(s * 0.22)}" fill="#fff3b0" fill-opacity="0.35"/>`;
  return out;
}

/** A horseshoe magnet. @param {number} x @param {number} y bench top @param {number} s */
const magnet = (x, y, s) => `<path d="M${r1(x - s * 0.3)} ${r1(y)} L${r1(x - s * 0.3)} ${r1(y - s * 0.4)} A${r1(s * 0.3)} ${r1(s * 0.3)} 0 0 1 ${r1(x + s * 0.3)} ${r1(y - s * 0.4)} L${r1(x + s * 0.3)} ${r1(y)}" fill="none" stroke="#d9534f" stroke-width="${r1(s * 0.18)}"/>` + rect(x - s * 0.39, y - s * 0.14, s * 0.18, s * 0.14, '#c9d6dc') + rect(x + s * 0.21, y - s * 0.14, s * 0.18, s * 0.14, '#c9d6dc');

/** A potted plant on y. @param {number} x @param {number} y @param {number} s */
function pottedPlant(x, y, s) {
  let out = '';
  for (const [a, l] of [[-60, 0.7], [-30, 0.9], [0, 1], [30, 0.85], [60, 0.7], [-12, 0.6], [14, 0.65]]) {
    const rad = ((a - 90) * Math.PI) / 180;
    const ex = x + Math.cos(rad) * s * l * 0.6;
    const ey = y - s * 0.35 + Math.sin(rad) * s * l * 0.6;
    out += `<ellipse cx="${r1((x + ex) / 2)}" cy="${r1((y - s * 0.35 + ey) / 2)}" rx="${r1(s * l * 0.32)}" ry="${r1(s * 0.07)}" fill="${a % 20 ? '#4c9f50' : '#5fb35f'}" transform="rotate(${a - 90} ${r1((x + ex) / 2)} ${r1((y - s * 0.35 + ey) / 2)})"/>`;
  }
  return out + poly([[x - s * 0.2, y - s * 0.36], [x + s * 0.2, y - s * 0.36], [x + s * 0.15, y], [x - s * 0.15, y]], '#c46a3c') + rect(x - s * 0.22, y - s * 0.4, s * 0.44, s * 0.06, '#a8582f');
}

/** A double-helix model on a stand. @param {number} x @param {number} y bench top @param {number} s */
function dnaModel(x, y, s) {
  let out = rect(x - s * 0.2, y - s * 0.05, s * 0.4, s * 0.05, '#3c4a54') + line(x, y, x, y - s * 1.05, '#8a98a3', s * 0.02);
  let a = '';
  let b = '';
  for (let i = 0; i <= 24; i++) {
    const t = i / 24;
    const yy = y - s * 0.1 - t * s * 0.9;
    const dx = Math.sin(t * Math.PI * 3) * s * 0.18;
    a += `${i ? 'L' : 'M'}${r1(x + dx)} ${r1(yy)} `;
    b += `${i ? 'L' : 'M'}${r1(x - dx)} ${r1(yy)} `;
    if (i % 2 === 0 && i > 0 && i < 24) out += line(x + dx, yy, x - dx, yy, i % 4 ? C.sand : LEAF, s * 0.025);
  }
  return out + `<path d="${a}" fill="none" stroke="${CORAL}" stroke-width="${r1(s * 0.035)}"/><path d="${b}" fill="none" stroke="${C.teal}" stroke-width="${r1(s * 0.035)}"/>`;
}

/** A specimen jar. @param {number} x @param {number} y @param {number} s */
const specimenJar = (x, y, s) => rect(x - s * 0.25, y - s, s * 0.5, s, '#e4f3ef', `rx="${r1(s * 0.06)}" stroke="#7aa7b8" stroke-width="${r1(s * 0.03)}"`) + rect(x - s * 0.27, y - s * 1.08, s * 0.54, s * 0.1, '#3c4a54') +
  `<ellipse cx="${r1(x)}" cy="${r1(y - s * 0.45)}" rx="${r1(s * 0.1)}" ry="${r1(s * 0.25)}" fill="${LEAF}"/><ellipse cx="${r1(x - s * 0.08)}" cy="${r1(y - s * 0.55)}" rx="${r1(s * 0.05)}" ry="${r1(s * 0.14)}" fill="#5fb35f" transform="rotate(-30 ${r1(x - s * 0.08)} ${r1(y - s * 0.55)})"/>`;

/** A wall poster of a leaf, a cell or a lens diagram. @param {number} x @param {number} y @param {number} w @param {'leaf' | 'lens' | 'cell'} kind */
function poster(x, y, w, kind) {
  const h = w * 1.3;
  let s = rect(x, y, w, h, '#ffffff', `stroke="${C.teal}" stroke-width="3"`) + rect(x + w * 0.12, y + h * 0.08, w * 0.76, h * 0.07, C.sand);
  const cx = x + w / 2;
  const cy = y + h * 0.55;
  if (kind === 'leaf') {
    s += `<path d="M${r1(cx)} ${r1(cy - w * 0.38)} Q${r1(cx + w * 0.36)} ${r1(cy)} ${r1(cx)} ${r1(cy + w * 0.38)} Q${r1(cx - w * 0.36)} ${r1(cy)} ${r1(cx)} ${r1(cy - w * 0.38)} Z" fill="#6cc06a"/>` + line(cx, cy - w * 0.34, cx, cy + w * 0.45, '#3f7a4f', 2);
    for (let i = -2; i <= 2; i++) s += line(cx, cy + i * w * 0.1, cx + w * 0.16, cy + i * w * 0.1 - w * 0.08, '#3f7a4f', 1.5) + line(cx, cy + i * w * 0.1, cx - w * 0.16, cy + i * w * 0.1 - w * 0.08, '#3f7a4f', 1.5);
  } else if (kind === 'lens') {
    s += line(x + w * 0.1, cy, x + w * 0.9, cy, '#9fb6c0', 1.5) + `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(w * 0.06)}" ry="${r1(w * 0.3)}" fill="#bfe9f5" stroke="${C.deep}" stroke-width="2"/>`;
    for (const d of [-0.2, 0, 0.2]) s += `<path d="M${r1(x + w * 0.1)} ${r1(cy + d * w)} L${r1(cx)} ${r1(cy + d * w)} L${r1(x + w * 0.85)} ${r1(cy)}" fill="none" stroke="${CORAL}" stroke-width="1.8"/>`;
  } else {
    s += `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(w * 0.36)}" ry="${r1(w * 0.3)}" fill="#cdeccf" stroke="${LEAF}" stroke-width="2.5"/><circle cx="${r1(cx + w * 0.05)}" cy="${r1(cy - w * 0.02)}" r="${r1(w * 0.1)}" fill="#8c6bb1"/><ellipse cx="${r1(cx - w * 0.18)}" cy="${r1(cy + w * 0.1)}" rx="${r1(w * 0.06)}" ry="${r1(w * 0.035)}" fill="${LEAF}"/>`;
  }
  return s;
}

/** A small sign plate with a caption. @param {number} x centre @param {number} y @param {string} text @param {number} size */
const signPlate = (x, y, text, size) => rect(x - text.length * size * 0.42 - size * 0.8, y, text.length * size * 0.84 + size * 1.6, size * 1.8, C.deep, `rx="${r1(size * 0.3)}"`) +
  `<text x="${r1(x)}" y="${r1(y + size * 1.28)}" text-anchor="middle" ${FONT} font-size="${size}" font-weight="bold" letter-spacing="${r1(size * 0.12)}" fill="${C.sand}">${esc(text)}</text>`;

/** lab-banner: the three science labs side by side. */
function bannerThreeLabs() {
  const rnd = rng(21);
  const floorY = 440;
  let s = flatRoom(BW, BH, floorY);
  const top = 336;
  const fy = 480;
  // chemistry
  s += signPlate(266, 14, 'CHEMISTRY', 18) + bottleShelves(rnd, 40, 56, 450, 1) + rect(60, 130, 160, 120, '#ffffff', `stroke="${C.teal}" stroke-width="3"`) + rect(80, 150, 90, 12, C.sand) + [0, 1, 2].map((i) => rect(80, 176 + i * 18, 110 - i * 20, 7, '#b5d2dd')).join('');
  s += student(rnd, { x: 230, y: fy, h: 270, pose: 'hold', coat: true, goggles: true, style: 'plaits' }).svg;
  s += student(rnd, { x: 410, y: fy, h: 262, pose: 'reach', flip: true, coat: true, goggles: true, style: 'short' }).svg;
  // physics
  s += signPlate(800, 14, 'PHYSICS', 18) + poster(600, 80, 110, 'lens') + rect(760, 90, 250, 150, '#ffffff', `stroke="${C.teal}" stroke-width="3"`);
  s += `<path d="M780 200 Q830 110 880 200 T980 200" fill="none" stroke="${CORAL}" stroke-width="3"/><path d="M780 200 Q830 150 880 200 T980 200" fill="none" stroke="${C.teal}" stroke-width="3"/>` + line(780, 200, 990, 200, '#9fb6c0', 2);
  s += student(rnd, { x: 745, y: fy, h: 268, pose: 'point', coat: true, style: 'short' }).svg;
  s += student(rnd, { x: 955, y: fy, h: 262, pose: 'hold', coat: true, style: 'plaits' }).svg;
  // biology
  s += signPlate(1333, 14, 'BIOLOGY', 18) + poster(1110, 80, 110, 'leaf') + poster(1460, 80, 110, 'cell');
  s += student(rnd, { x: 1290, y: fy, h: 270, pose: 'reach', lean: 16, coat: true, style: 'plaits' }).svg;
  s += student(rnd, { x: 1500, y: fy, h: 264, pose: 'holdBook', coat: true, style: 'short' }).svg;
  s += labBench(0, BW, top, BH);
  // the partitions between the labs
  for (const px of [533, 1066]) s += rect(px - 12, 0, 24, top, '#c9d6dc') + rect(px - 12, 0, 6, top, '#ffffff', 'fill-opacity="0.5"');
  s += burnerSetup(320, top, 120) + flask(120, top, 76, C.teal) + tubeRack(420, top, 80) + flask(180, top, 50, CORAL);
  s += pendulum(620, top, 150) + prism(860, top, 90) + circuitBoard(960, top, 100);
  s += microscope(1365, top, 110, true) + pottedPlant(1170, top, 100) + specimenJar(1230, top, 60) + dnaModel(1560, top, 120);
  return svgDoc(BW, BH, '', s);
}

/** A basketball hoop on a pole, the board facing right. @param {number} x pole @param {number} y ground @param {number} h */
function hoop(x, y, h) {
  return line(x, y, x, y - h, '#5b6770', h * 0.04) + line(x, y - h * 0.92, x + h * 0.16, y - h * 0.92, '#5b6770', h * 0.03) +
    rect(x + h * 0.15, y - h * 1.12, h * 0.05, h * 0.34, '#ffffff', `stroke="#5b6770" stroke-width="${r1(h * 0.012)}"`) +
    `<ellipse cx="${r1(x + h * 0.3)}" cy="${r1(y - h * 0.88)}" rx="${r1(h * 0.1)}" ry="${r1(h * 0.025)}" fill="none" stroke="${CORAL}" stroke-width="${r1(h * 0.018)}"/>` +
    `<path d="M${r1(x + h * 0.2)} ${r1(y - h * 0.88)} L${r1(x + h * 0.24)} ${r1(y - h * 0.76)} L${r1(x + h * 0.36)} ${r1(y - h * 0.76)} L${r1(x + h * 0.4)} ${r1(y - h * 0.88)} M${r1(x + h * 0.25)} ${r1(y - h * 0.88)} L${r1(x + h * 0.28)} ${r1(y - h * 0.76)} M${r1(x + h * 0.35)} ${r1(y - h * 0.88)} L${r1(x + h * 0.32)} ${r1(y - h * 0.76)}" fill="none" stroke="#ffffff" stroke-width="${r1(h * 0.01)}"/>`;
}

/** A basketball. @param {number} x @param {number} y @param {number} r */
const basketball = (x, y, r) => `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="#e07b39"/><path d="M${r1(x - r)} ${r1(y)} L${r1(x + r)} ${r1(y)} M${r1(x)} ${r1(y - r)} L${r1(x)} ${r1(y + r)} M${r1(x - r * 0.7)} ${r1(y - r * 0.7)} Q${r1(x)} ${r1(y)} ${r1(x - r * 0.7)} ${r1(y + r * 0.7)} M${r1(x + r * 0.7)} ${r1(y - r * 0.7)} Q${r1(x)} ${r1(y)} ${r1(x + r * 0.7)} ${r1(y + r * 0.7)}" fill="none" stroke="#5a2e12" stroke-width="${r1(r * 0.1)}"/>`;

/** Cricket stumps. @param {number} x @param {number} y @param {number} h */
const stumps = (x, y, h) => [-1, 0, 1].map((i) => line(x + i * h * 0.12, y, x + i * h * 0.12, y - h, '#f1e3c4', h * 0.07)).join('') + line(x - h * 0.14, y - h, x + h * 0.14, y - h, '#c99a24', h * 0.05);

/** A cricket bat held at the hands, blade down and back. @param {number} x @param {number} y hands @param {number} s person height @param {number} dir 1 facing right, -1 left @param {number} [angle] degrees from vertical */
function cricketBat(x, y, s, dir, angle = 30) {
  return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(-dir * angle)})">${rect(-s * 0.012, -s * 0.02, s * 0.024, s * 0.12, '#3c3c3c', `rx="${r1(s * 0.01)}"`)}${rect(-s * 0.028, s * 0.09, s * 0.056, s * 0.3, '#e8cf9a', `rx="${r1(s * 0.015)}"`)}</g>`;
}

/** A badminton racket held in the hand, pointing up. @param {number} x @param {number} y @param {number} s @param {number} [angle] */
function racket(x, y, s, angle = 0) {
  return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${angle})">${line(0, 0, 0, -s * 0.16, '#3c4a54', s * 0.02)}<ellipse cx="0" cy="${r1(-s * 0.24)}" rx="${r1(s * 0.065)}" ry="${r1(s * 0.09)}" fill="#ffffff" fill-opacity="0.5" stroke="${C.deep}" stroke-width="${r1(s * 0.015)}"/></g>`;
}

/** A shuttlecock flying toward the left (or right). @param {number} x @param {number} y @param {number} s @param {number} [dir] */
const shuttle = (x, y, s, dir = -1) => `<path d="M${r1(x)} ${r1(y)} L${r1(x - dir * s)} ${r1(y - s * 0.45)} L${r1(x - dir * s)} ${r1(y + s * 0.45)} Z" fill="#ffffff" stroke="#9fb6c0" stroke-width="1"/><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(s * 0.2)}" fill="${CORAL}"/>`;

/**
 * A badminton net seen from the side, running away from the viewer: near pole at (x0, y0), far pole at (x1, y1).
 * @param {number} x0 @param {number} y0 @param {number} h0 @param {number} x1 @param {number} y1 @param {number} h1
 */
function badmintonNet(x0, y0, h0, x1, y1, h1) {
  let s = line(x1, y1, x1, y1 - h1, '#5b6770', h1 * 0.04);
  s += poly([[x0, y0 - h0], [x1, y1 - h1], [x1, y1 - h1 * 0.6], [x0, y0 - h0 * 0.6]], '#ffffff', 'fill-opacity="0.25"');
  for (let i = 1; i < 12; i++) {
    const t = i / 12;
    const x = x0 + (x1 - x0) * t;
    const yb = y0 + (y1 - y0) * t;
    const hh = h0 + (h1 - h0) * t;
    s += line(x, yb - hh, x, yb - hh * 0.6, '#ffffff', 1, 'stroke-opacity="0.7"');
  }
  return s + line(x0, y0 - h0, x1, y1 - h1, '#ffffff', h0 * 0.035) + line(x0, y0, x0, y0 - h0, '#5b6770', h0 * 0.04);
}

/** sports-banner: basketball, cricket, football and badminton on one wide ground. */
function bannerSports() {
  const horizon = 250;
  const { rnd, defs, svg } = field(22, SKIES.afternoon, horizon, { w: BW, h: BH, k: 0.55 });
  let s = svg;
  // basketball court on the left, in front
  s += poly([[0, 330], [420, 330], [520, BH], [0, BH]], '#5d7f95') + `<path d="M0 345 L405 345 L490 ${BH}" fill="none" stroke="#ffffff" stroke-width="4" stroke-opacity="0.85"/><path d="M120 345 Q200 420 300 ${BH}" fill="none" stroke="#ffffff" stroke-width="4" stroke-opacity="0.85"/>`;
  s += hoop(40, 420, 230);
  const shooter = student(rnd, { x: 250, y: 470, h: 180, pose: 'shoot', flip: true, shirt: CORAL, pants: C.deeper, style: 'short', bib: '5' });
  const [bx, by] = shooter.hands[1];
  s += shadow(250, 472, 30) + shooter.svg + basketball(bx - 8, by - 12, 13);
  s += shadow(360, 452, 26) + student(rnd, { x: 360, y: 450, h: 165, pose: 'armsUp', shirt: C.teal, pants: C.deeper, style: 'plaits', bib: '8' }).svg;
  // cricket across the middle distance
  s += poly([[600, 318], [1010, 318], [1016, 336], [594, 336]], '#d9c38f');
  s += stumps(640, 327, 34) + stumps(970, 327, 34);
  s += shadow(660, 330, 18) + student(rnd, { x: 660, y: 330, h: 100, pose: 'bowl', shirt: '#ffffff', pants: '#ffffff', style: 'short' }).svg;
  const batter = student(rnd, { x: 945, y: 332, h: 104, pose: 'bat', flip: true, shirt: '#ffffff', pants: '#ffffff', style: 'short', cap: C.deep });
  const [hx, hy] = batter.hands[1];
  s += shadow(945, 334, 18) + batter.svg + cricketBat(hx, hy, 150, -1, 150) + `<circle cx="820" cy="300" r="4" fill="#b03a2e"/>`;
  s += student(rnd, { x: 1010, y: 326, h: 80, pose: 'squat', flip: true, shirt: '#ffffff', pants: '#ffffff', style: 'short' }).svg;
  s += student(rnd, { x: 560, y: 296, h: 62, pose: 'stand', shirt: '#ffffff', pants: '#ffffff' }).svg + student(rnd, { x: 780, y: 280, h: 50, pose: 'stand', shirt: '#ffffff', pants: '#ffffff' }).svg;
  // football farther back
  s += goal(1180, 280, 110, 60, 14);
  s += student(rnd, { x: 1130, y: 298, h: 60, pose: 'run', shirt: C.sand, pants: C.deeper }).svg + football(1162, 294, 5);
  s += student(rnd, { x: 1080, y: 290, h: 54, pose: 'run', shirt: C.teal, pants: '#ffffff' }).svg;
  // badminton in front on the right
  s += poly([[1130, 380], [1600, 372], [1600, BH], [1060, BH]], '#4f8a5f', 'fill-opacity="0.55"') + `<path d="M1130 380 L1600 372 M1060 ${BH} L1130 380" fill="none" stroke="#ffffff" stroke-width="3" stroke-opacity="0.85"/>`;
  const p1 = student(rnd, { x: 1220, y: 470, h: 175, pose: 'smash', shirt: C.sand, pants: C.deeper, style: 'plaits' });
  const [r1x, r1y] = p1.hands[1];
  s += shadow(1220, 472, 28) + p1.svg + racket(r1x, r1y, 175, 20);
  s += badmintonNet(1345, 492, 120, 1395, 378, 84);
  const p2 = student(rnd, { x: 1500, y: 430, h: 150, pose: 'reach', flip: true, shirt: C.teal, pants: C.deeper, style: 'short' });
  const [r2x, r2y] = p2.hands[0];
  s += shadow(1500, 432, 24) + p2.svg + racket(r2x, r2y, 150, -50) + shuttle(1330, 280, 14, -1);
  return svgDoc(BW, BH, defs, s);
}

/** A speech bubble with a symbol. @param {number} x @param {number} y @param {number} r @param {string} c @param {'?' | 'i' | '!'} sym */
function bubble(x, y, r, c, sym) {
  let s = `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${c}"/>` + poly([[x - r * 0.5, y + r * 0.7], [x - r * 0.9, y + r * 1.35], [x - r * 0.05, y + r * 0.95]], c);
  if (sym === '?') s += questionMark(x, y - r * 0.55, r * 1.1, '#ffffff');
  else if (sym === 'i') s += `<circle cx="${r1(x)}" cy="${r1(y - r * 0.45)}" r="${r1(r * 0.12)}" fill="#ffffff"/>` + line(x, y - r * 0.15, x, y + r * 0.5, '#ffffff', r * 0.2);
  else s += line(x, y - r * 0.55, x, y + r * 0.2, '#ffffff', r * 0.2) + `<circle cx="${r1(x)}" cy="${r1(y + r * 0.5)}" r="${r1(r * 0.12)}" fill="#ffffff"/>`;
  return s;
}

/** faq-banner: the school under a big question mark, a help desk in front. */
function bannerFaq() {
  const rnd = rng(23);
  const sky = SKIES.afternoon;
  const horizon = 320;
  const land = landscape(rnd, { ...sky, sunX: 0.06, sunY: 0.3 }, horizon, { w: BW, h: BH, k: 0.62, cloudZone: [1100, 1550] });
  let s = land.svg + ground(horizon, sky, BW, BH);
  s += schoolBuilding(980, horizon + 14, 520);
  s += conifer(950, horizon + 20, 150, sky.tree) + conifer(1540, horizon + 22, 170, sky.tree);
  // the question mark in the sky, with bubbles
  s += `<circle cx="470" cy="122" r="112" fill="#ffffff" fill-opacity="0.28"/>` + questionMark(470, 18, 210, C.sand);
  s += bubble(320, 92, 32, C.teal, '?') + bubble(640, 64, 28, CORAL, '!') + bubble(860, 120, 26, C.deep, 'i');
  // the help desk under a small canopy
  const dx = 640;
  const dy = horizon + 60;
  s += line(dx - 10, dy + 60, dx - 10, dy - 130, '#7a6a55', 5) + line(dx + 290, dy + 60, dx + 290, dy - 130, '#7a6a55', 5);
  s += person({ x: dx + 150, y: dy + 30, h: 170, skin: SKINS[4], shirt: C.teal, pants: C.teal, skirt: C.teal, style: 'bun', pose: 'point', flip: true, sleeves: 'full', dupatta: C.sand, noLegs: true }).svg;
  s += rect(dx, dy - 20, 280, 16, WOOD) + rect(dx + 8, dy - 4, 264, 66, C.deep) + signPlate(dx + 140, dy + 12, 'HELP DESK', 16);
  s += rect(dx + 30, dy - 30, 40, 10, '#ffffff') + rect(dx + 200, dy - 44, 44, 24, '#ffffff', `stroke="${C.deep}" stroke-width="2"`);
  for (let i = 0; i < 6; i++) s += rect(dx - 20 + i * 55, dy - 160, 55, 26, i % 2 ? C.foam : C.teal) + `<path d="M${dx - 20 + i * 55} ${dy - 134} q27.5 16 55 0 Z" fill="${i % 2 ? C.foam : C.teal}"/>`;
  s += rect(dx - 20, dy - 168, 330, 10, C.deep);
  // visitors: a parent and two students asking
  s += shadow(dx - 50, dy + 92, 26) + person({ x: dx - 50, y: dy + 92, h: 196, skin: SKINS[3], shirt: '#ffffff', pants: '#6b7780', pose: 'point', sleeves: 'full', hair: '#3a3a3a' }).svg;
  s += shadow(dx + 335, dy + 98, 24) + student(rnd, { x: dx + 335, y: dy + 98, h: 166, pose: 'oneUp', style: 'plaits' }).svg;
  const reader = student(rnd, { x: dx + 420, y: dy + 108, h: 158, pose: 'holdBook', style: 'short' });
  const [px, py] = reader.hands[1];
  s += shadow(dx + 420, dy + 108, 24) + reader.svg + rect(px - 22, py - 18, 28, 22, '#ffffff', `stroke="${C.deep}" stroke-width="1.5"`);
  return svgDoc(BW, BH, land.defs, s);
}

// ---------------------------------------------------------------------------------------------
// Home gallery (4:3)

const GW = 1200;
const GH = 900;

/** An open book held at (x, y). @param {number} x @param {number} y @param {number} s width */
const openBook = (x, y, s) => poly([[x - s / 2, y - s * 0.05], [x, y], [x, y - s * 0.55], [x - s / 2, y - s * 0.62]], '#ffffff', `stroke="${C.deep}" stroke-width="${r1(Math.max(1, s * 0.02))}"`) +
  poly([[x + s / 2, y - s * 0.05], [x, y], [x, y - s * 0.55], [x + s / 2, y - s * 0.62]], '#f4f8fa', `stroke="${C.deep}" stroke-width="${r1(Math.max(1, s * 0.02))}"`) +
  [0, 1, 2].map((i) => line(x - s * 0.4, y - s * (0.45 - i * 0.12), x - s * 0.1, y - s * (0.42 - i * 0.12), '#b5d2dd', Math.max(1, s * 0.03)) + line(x + s * 0.1, y - s * (0.42 - i * 0.12), x + s * 0.4, y - s * (0.45 - i * 0.12), '#b5d2dd', Math.max(1, s * 0.03))).join('');

/** An open book lying on a table top at y, seen from the front. @param {number} x @param {number} y @param {number} s width */
const flatBook = (x, y, s) => poly([[x - s / 2, y - s * 0.16], [x, y - s * 0.1], [x, y], [x - s / 2, y - s * 0.05]], '#ffffff', `stroke="${C.deep}" stroke-width="1.5"`) +
  poly([[x + s / 2, y - s * 0.16], [x, y - s * 0.1], [x, y], [x + s / 2, y - s * 0.05]], '#f4f8fa', `stroke="${C.deep}" stroke-width="1.5"`) + rect(x - s / 2, y - s * 0.05, s, s * 0.05, CORAL);

/** gallery-1: the library. */
function galleryLibrary() {
  const rnd = rng(31);
  const floorY = 640;
  let s = flatRoom(GW, GH, floorY);
  s += bookshelf(rnd, 40, 70, 360, 520, 5) + roomWindow(rnd, 470, 110, 260, 300, SKIES.morning) + bookshelf(rnd, 800, 70, 360, 520, 5);
  s += rect(470, 460, 260, 130, '#ffffff', `stroke="${C.teal}" stroke-width="4"`) + rect(495, 482, 120, 16, C.sand) + [0, 1, 2].map((i) => rect(495, 512 + i * 20, 200 - i * 40, 8, '#b5d2dd')).join('');
  // a student taking a book from the shelf
  const reacher = student(rnd, { x: 250, y: 700, h: 330, pose: 'oneUp', back: true, style: 'plaits' });
  s += shadow(250, 702, 50) + reacher.svg;
  // readers at the table
  /** @type {[number, string, 'plaits' | 'short'][]} */
  const readers = [[420, UNIFORM.shirt, 'short'], [620, UNIFORM.shirt, 'plaits'], [820, UNIFORM.shirt, 'short'], [1010, UNIFORM.shirt, 'plaits']];
  for (const [i, [x, shirt, style]] of readers.entries()) {
    const up = i === 2;
    const r = student(rnd, { x, y: 800, h: 320, pose: up ? 'holdBook' : 'hold', noLegs: true, seated: true, shirt, style, sleeves: 'half' });
    const [, by] = r.hands[1];
    s += r.svg + (up ? openBook(x, by + 2, 72) : flatBook(x, 706, 110));
  }
  s += rect(300, 700, 860, 20, WOOD) + rect(310, 720, 840, 100, WOOD_DARK) + rect(330, 736, 380, 68, '#6d4a2c', 'rx="4"') + rect(750, 736, 380, 68, '#6d4a2c', 'rx="4"');
  s += rect(300, 820, 860, 14, '#000000', 'fill-opacity="0.08"');
  s += rect(505, 670, 70, 30, C.teal) + rect(511, 660, 60, 12, CORAL) + pottedPlant(1115, 700, 70);
  return svgDoc(GW, GH, '', s);
}

/** gallery-2: the art class. */
function galleryArt() {
  const rnd = rng(32);
  const floorY = 600;
  let s = flatRoom(GW, GH, floorY);
  s += roomWindow(rnd, 70, 80, 240, 280, SKIES.afternoon);
  // children's paintings pinned on the wall
  const frames = [[400, 90, 0], [560, 70, 1], [720, 100, 2], [880, 80, 0], [1040, 96, 1]];
  for (const [x, y, v] of frames) {
    const fx = /** @type {number} */ (x);
    const fy = /** @type {number} */ (y);
    s += rect(fx, fy, 120, 100, '#ffffff', `stroke="${C.deep}" stroke-width="4"`) + `<circle cx="${fx + 60}" cy="${fy + 6}" r="5" fill="${CORAL}"/>`;
    if (v === 0) s += rect(fx + 8, fy + 8, 104, 84, '#bfe3f0') + poly([[fx + 8, fy + 80], [fx + 45, fy + 40], [fx + 70, fy + 70], [fx + 90, fy + 50], [fx + 112, fy + 75], [fx + 112, fy + 92], [fx + 8, fy + 92]], '#5d8ea8') + `<circle cx="${fx + 88}" cy="${fy + 28}" r="10" fill="${C.sand}"/>`;
    else if (v === 1) s += rect(fx + 8, fy + 8, 104, 84, '#fff6e0') + roundTree(fx + 60, fy + 90, 80, LEAF, CORAL);
    else s += rect(fx + 8, fy + 8, 104, 84, '#e8f4ea') + `<circle cx="${fx + 40}" cy="${fy + 50}" r="22" fill="${C.teal}"/><circle cx="${fx + 75}" cy="${fy + 45}" r="18" fill="${C.sand}" fill-opacity="0.9"/><circle cx="${fx + 60}" cy="${fy + 70}" r="14" fill="${CORAL}" fill-opacity="0.9"/>`;
  }
  /** @type {{ y: number, svg: string }[]} */
  const items = [];
  /** @type {[number, number, number, number, 'plaits' | 'short'][]} */
  const painters = [[300, 720, 330, 0, 'plaits'], [700, 700, 320, 1, 'short'], [1020, 760, 350, 2, 'plaits']];
  for (const [ex, ey, h, v, style] of painters) {
    const kid = student(rnd, { x: ex - h * 0.42, y: ey, h: h * 0.95, pose: 'paint', style, sleeves: 'half' });
    const [hx, hy] = kid.hands[1];
    items.push({ y: ey, svg: shadow(ex, ey, h * 0.12) + easel(rnd, ex, ey, h, v) + shadow(ex - h * 0.42, ey + 2, h * 0.13) + kid.svg + line(hx, hy, hx + h * 0.06, hy - h * 0.05, WOOD_DARK, h * 0.012) + `<circle cx="${r1(hx + h * 0.065)}" cy="${r1(hy - h * 0.055)}" r="${r1(h * 0.01)}" fill="${CORAL}"/>` });
  }
  // the teacher watching, palette in hand
  const teacher = person({ x: 1110, y: 640, h: 300, skin: SKINS[4], shirt: LEAF, pants: LEAF, skirt: LEAF, dupatta: C.sand, style: 'bun', pose: 'hold', sleeves: 'full' });
  const [tx, ty] = teacher.hands[1];
  items.push({ y: 640, svg: teacher.svg + `<ellipse cx="${r1(tx)}" cy="${r1(ty)}" rx="34" ry="22" fill="#f1e3c4"/>` + [[-14, -8, CORAL], [2, -12, C.teal], [16, -4, C.sand], [-4, 6, LEAF]].map(([dx, dy, c]) => `<circle cx="${r1(tx + /** @type {number} */ (dx))}" cy="${r1(ty + /** @type {number} */ (dy))}" r="6" fill="${c}"/>`).join('') });
  s += byDepth(items);
  // paint pots on a low table in front
  s += rect(420, 820, 360, 18, WOOD) + rect(440, 838, 14, 62, WOOD_DARK) + rect(746, 838, 14, 62, WOOD_DARK);
  [CORAL, C.sand, C.teal, LEAF, '#8c6bb1'].forEach((c, i) => {
    s += rect(450 + i * 62, 780, 44, 40, '#f4fbfd', 'rx="6" stroke="#9fb6c0" stroke-width="2"') + rect(450 + i * 62, 794, 44, 26, c, 'rx="6"');
  });
  s += line(470, 790, 490, 740, WOOD_DARK, 5) + line(600, 790, 585, 745, WOOD_DARK, 5);
  return svgDoc(GW, GH, '', s);
}

/** gallery-3: the computer lab. */
function galleryComputers() {
  const rnd = rng(33);
  const floorY = 600;
  let s = flatRoom(GW, GH, floorY);
  s += roomWindow(rnd, 60, 70, 220, 250, SKIES.noon) + roomWindow(rnd, 920, 70, 220, 250, SKIES.noon);
  s += rect(350, 60, 500, 230, '#ffffff', `stroke="#5b6770" stroke-width="6"`) + rect(370, 80, 460, 190, C.deep) + rect(400, 110, 180, 18, C.sand) + [0, 1, 2, 3].map((i) => rect(400, 146 + i * 26, 200 - i * 30, 10, '#9fe3f2', 'fill-opacity="0.8"')).join('');
  s += `<rect x="640" y="120" width="160" height="120" fill="#1b6f96"/><path d="M660 220 L700 170 L730 200 L760 150 L785 220 Z" fill="${C.sand}"/>`;
  // the long desk with monitors, students on stools with their backs to us
  const deskTop = 560;
  s += rect(0, deskTop, GW, 18, '#dfe6ea') + rect(0, deskTop + 18, GW, 200, '#5b6770', 'fill-opacity="0.25"');
  const xs = [170, 470, 770, 1070];
  xs.forEach((x, i) => {
    s += monitor(x, deskTop, 190, i) + rect(x + 60, deskTop - 8, 70, 8, '#3c4a54', 'rx="3"');
  });
  xs.forEach((x, i) => {
    const kid = student(rnd, { x: x - 50 + (i % 2) * 100, y: 860, h: 380, back: true, noLegs: true, seated: true, pose: 'hold', sleeves: 'half' });
    s += kid.svg + rect(x - 110 + (i % 2) * 100, 790, 120, 22, '#3c4a54', 'rx="8"') + rect(x - 58 + (i % 2) * 100, 812, 16, 88, '#5b6770');
  });
  // the teacher helping at the third computer
  s += person({ x: 920, y: 830, h: 420, skin: SKINS[0], shirt: '#ffffff', pants: '#3c4650', pose: 'point', flip: true, sleeves: 'full', hair: '#4a4a4a' }).svg;
  return svgDoc(GW, GH, '', s);
}

/** Stage lights: soft cones from the top. @param {number[]} xs @param {number} floor @param {number} w */
function spotlights(xs, floor, w) {
  return xs.map((x) => poly([[x - 12, 0], [x + 12, 0], [x + w, floor], [x - w, floor]], '#fff6d6', 'fill-opacity="0.16"') + `<ellipse cx="${r1(x)}" cy="${r1(floor)}" rx="${r1(w)}" ry="${r1(w * 0.14)}" fill="#fff6d6" fill-opacity="0.25"/>`).join('');
}

/** Rows of audience heads and shoulders from behind. @param {() => number} rnd @param {number} y @param {number} rows @param {number} w */
function audience(rnd, y, rows, w) {
  let s = '';
  for (let r = 0; r < rows; r++) {
    const size = 50 + r * 16;
    const ry = y + r * (size * 0.8);
    for (let x = -20 + (r % 2) * size * 0.6; x < w + 40; x += size * 1.25 + rnd() * 10) {
      s += `<path d="M${r1(x - size * 0.7)} ${r1(ry + size * 1.6)} Q${r1(x - size * 0.66)} ${r1(ry + size * 0.25)} ${r1(x)} ${r1(ry + size * 0.2)} Q${r1(x + size * 0.66)} ${r1(ry + size * 0.25)} ${r1(x + size * 0.7)} ${r1(ry + size * 1.6)} Z" fill="${pick(rnd, ['#174e6d', '#1c5f80', '#22506b', '#0f3a55'])}"/><circle cx="${r1(x)}" cy="${r1(ry - size * 0.18)}" r="${r1(size * 0.38)}" fill="${pick(rnd, HAIRS)}"/>`;
    }
  }
  return s;
}

/** gallery-4: the cultural programme, a folk dance on stage. */
function galleryCultural() {
  const rnd = rng(34);
  let s = rect(0, 0, GW, GH, C.deeper);
  s += rect(120, 60, 960, 520, '#0e3d5c') + `<circle cx="600" cy="300" r="200" fill="${C.teal}" fill-opacity="0.25"/>`;
  s += curtains(120, 1080, 40, 600, '#0b5f86');
  s += garland(100, 1100, 110, 6, 40, 9);
  const floor = 600;
  s += rect(0, floor, GW, 30, '#6d4a2c') + stage(0, floor + 30, GW, 90);
  s += spotlights([300, 600, 900], floor + 10, 170);
  const dresses = [CORAL, C.sand, C.teal, '#c0392b', '#8c6bb1'];
  for (let i = 0; i < 5; i++) {
    const x = 260 + i * 170;
    const y = floor + 8 - (i % 2) * 14;
    s += person({ x, y, h: 280, skin: pick(rnd, SKINS), hair: pick(rnd, HAIRS), shirt: /** @type {string} */ (dresses[(i + 2) % 5]), pants: '#2b2b2b', skirt: /** @type {string} */ (dresses[i]), dupatta: '#ffffff', style: 'long', pose: 'dance', flip: i % 2 === 1, sleeves: 'full' }).svg;
  }
  // a drummer at the side
  s += person({ x: 1080, y: floor + 8, h: 240, skin: SKINS[1], shirt: '#ffffff', pants: '#ffffff', style: 'short', pose: 'hold', sleeves: 'full', cap: C.teal }).svg;
  s += `<ellipse cx="1080" cy="${floor - 110}" rx="46" ry="26" fill="#c0392b"/><rect x="1034" y="${floor - 110}" width="92" height="10" fill="${C.sand}"/>`;
  s += audience(rnd, 740, 2, GW);
  return svgDoc(GW, GH, '', s);
}

/** A yoga mat in perspective. @param {number} x centre @param {number} y @param {number} w @param {string} c */
const yogaMat = (x, y, w, c) => poly([[x - w * 0.24, y - w * 0.12], [x + w * 0.24, y - w * 0.12], [x + w * 0.3, y + w * 0.1], [x - w * 0.3, y + w * 0.1]], c);

/** gallery-5: International Yoga Day on the ground. */
function galleryYoga() {
  const rnd = rng(35);
  const sky = SKIES.mist;
  const horizon = 380;
  const land = landscape(rnd, { ...sky, sunX: 0.2, sunY: 0.45 }, horizon, { w: GW, h: GH });
  let s = land.svg + ground(horizon, sky, GW, GH);
  s += schoolBuilding(780, horizon + 4, 380, { sign: '' });
  const mats = [C.teal, C.sand, CORAL, LEAF];
  /** @type {{ y: number, svg: string }[]} */
  const items = [];
  const rows = [[470, 110, 7], [560, 150, 6], [680, 200, 5]];
  for (const [r, [y, h, n]] of rows.entries()) {
    const gap = GW / (n + 0.6);
    for (let i = 0; i < n; i++) {
      const x = gap * (i + 0.8) + (r % 2) * gap * 0.15;
      items.push({ y, svg: yogaMat(x, y, h * 0.75, /** @type {string} */ (mats[(i + r) % 4])) + student(rnd, { x, y: y - h * 0.02, h, pose: 'tree', shirt: '#ffffff', pants: C.deeper, sleeves: 'half', flip: i % 2 === 1 }).svg });
    }
  }
  // the instructor on a low platform in front
  items.push({ y: 890, svg: rect(440, 830, 320, 40, C.deep) + rect(440, 830, 320, 8, C.teal) + person({ x: 600, y: 832, h: 290, skin: SKINS[2], shirt: C.sand, pants: C.deeper, style: 'bun', pose: 'armsUp', back: true }).svg });
  s += byDepth(items);
  return svgDoc(GW, GH, land.defs, s);
}

/** A running track: lanes across the picture from y0 to y1. @param {number} y0 @param {number} y1 @param {number} lanes @param {number} w */
function track(y0, y1, lanes, w) {
  let s = rect(0, y0, w, y1 - y0, '#cf7f55');
  for (let i = 0; i <= lanes; i++) {
    const t = i / lanes;
    const y = y0 + (y1 - y0) * t * (0.7 + 0.3 * t);
    s += rect(0, y - 1.5, w, 3, '#ffffff', 'fill-opacity="0.9"');
  }
  return s;
}

/** gallery-6: the relay race at sports day. */
function gallerySports() {
  const rnd = rng(36);
  const sky = SKIES.noon;
  const horizon = 380;
  const land = landscape(rnd, sky, horizon, { w: GW, h: GH });
  let s = land.svg + ground(horizon, sky, GW, GH);
  s += schoolBuilding(60, horizon + 6, 360) + flagpole(460, horizon + 8, 150);
  for (let x = 500; x < GW; x += 24 + rnd() * 10) s += student(rnd, { x, y: horizon + 40 + rnd() * 4, h: 52, pose: rnd() < 0.3 ? 'oneUp' : 'stand', shirt: pick(rnd, [UNIFORM.shirt, '#ffffff', ...HOUSES]) }).svg;
  s += bunting(480, 250, 1210, 230, 30, 16, 26);
  s += track(500, GH, 4, GW);
  // the baton changes hands in the near lane
  const giver = student(rnd, { x: 470, y: 860, h: 330, pose: 'run', lean: 10, shirt: C.teal, pants: C.deeper, style: 'short', bib: '12' });
  const taker = student(rnd, { x: 640, y: 850, h: 320, pose: 'run', lean: 14, shirt: C.teal, pants: C.deeper, style: 'plaits', bib: '13' });
  const [gx, gy] = giver.hands[1];
  s += shadow(470, 862, 60, -10) + shadow(640, 852, 58, -10) + taker.svg + giver.svg;
  s += `<g transform="rotate(-20 ${r1(gx)} ${r1(gy)})">${rect(gx - 4, gy - 22, 10, 40, C.sand, 'rx="4"')}</g>`;
  s += shadow(860, 680, 40) + student(rnd, { x: 860, y: 680, h: 220, pose: 'run', lean: 12, shirt: C.sand, pants: C.deeper, bib: '21' }).svg;
  s += shadow(300, 600, 30) + student(rnd, { x: 300, y: 600, h: 170, pose: 'run', lean: 12, shirt: CORAL, pants: C.deeper, bib: '31' }).svg;
  return svgDoc(GW, GH, land.defs, s);
}

/**
 * Terraced fields on the hillside: curved strips stepping down toward the viewer.
 * @param {() => number} rnd @param {number} top @param {Sky} sky @param {number} count @param {number} w @param {number} h
 */
function terraces(rnd, top, sky, count, w, h) {
  let out = '';
  /** @type {((x: number) => number)[]} */
  const lines = [];
  let y = top;
  for (let i = 0; i < count; i++) {
    const step = 34 + i * i * 5 + i * 10;
    const r = ridge(rnd, { y0: y, amp: 10 + i * 3, color: i % 2 ? sky.grass : sky.grassDark, peaky: 0, freq: 0.5, w, h, span: HILL_SPAN });
    out += r.svg + `<path d="M0 ${r1(r.yAt(0))} ${Array.from({ length: Math.ceil(w / 8) + 1 }, (_, k) => `L${k * 8} ${r1(r.yAt(k * 8))}`).join(' ')}" fill="none" stroke="#4f6b3a" stroke-opacity="0.55" stroke-width="${4 + 2 * i}"/>`;
    lines.push(r.yAt);
    y += step;
  }
  return { svg: out, lines };
}


/** gallery-7: the tree plantation drive. */
function galleryPlantation() {
  const rnd = rng(37);
  const sky = SKIES.morning;
  const horizon = 380;
  const land = landscape(rnd, sky, horizon, { w: GW, h: GH });
  let s = land.svg + terraces(rnd, horizon + 20, sky, 3, GW, GH).svg;
  s += `<path d="M0 560 Q300 530 600 556 T1200 550 L1200 ${GH} L0 ${GH} Z" fill="${sky.grassDark}"/><path d="M0 590 Q300 560 600 586 T1200 582 L1200 ${GH} L0 ${GH} Z" fill="#7b5a3c"/>`;
  for (let i = 0; i < 36; i++) s += `<ellipse cx="${r1(rnd() * GW)}" cy="${r1(620 + rnd() * 260)}" rx="${r1(4 + rnd() * 8)}" ry="${r1(2 + rnd() * 3)}" fill="#5e432b" fill-opacity="0.7"/>`;
  for (let i = 0; i < 4; i++) s += sapling(140 + i * 120, 560 - i * 6, 70, rnd) + treeGuard(140 + i * 120, 562 - i * 6, 80);
  s += `<ellipse cx="640" cy="740" rx="140" ry="32" fill="#4a3524"/><ellipse cx="640" cy="734" rx="100" ry="20" fill="#3a291c"/>`;
  const planter = student(rnd, { x: 450, y: 770, h: 300, pose: 'kneel', lean: 14, shirt: UNIFORM.shirt, style: 'plaits' });
  s += planter.svg + sapling(640, 740, 280, rnd) + `<path d="M530 740 Q585 712 640 720 Q695 712 750 740 Z" fill="#5e432b"/>`;
  const waterer = student(rnd, { x: 880, y: 800, h: 320, pose: 'point', flip: true, shirt: '#ffffff', style: 'short', sleeves: 'half' });
  const [wx, wy] = waterer.hands[1];
  s += waterer.svg + wateringCan(wx + 6, wy + 30, 78, { flip: true, pourY: 732 });
  s += bagged(1060, 820, 110, rnd) + bagged(1130, 836, 100, rnd) + bagged(160, 850, 110, rnd);
  s += person({ x: 1110, y: 640, h: 250, skin: SKINS[3], shirt: '#6b8e23', pants: '#6b8e23', skirt: '#6b8e23', dupatta: C.sand, style: 'bun', pose: 'oneUp', flip: true, sleeves: 'full' }).svg;
  return svgDoc(GW, GH, land.defs, s);
}

/** gallery-8: prize distribution on the stage. */
function galleryPrizes() {
  const rnd = rng(38);
  let s = rect(0, 0, GW, GH, '#e7f1f4');
  s += rect(0, 0, GW, 560, C.deep) + rect(80, 60, 1040, 110, C.deeper, 'rx="8"') + rect(80, 60, 1040, 8, C.sand);
  s += `<text x="600" y="130" text-anchor="middle" ${FONT} font-size="40" font-weight="bold" letter-spacing="4" fill="${C.sand}">PRIZE DISTRIBUTION</text>`;
  s += garland(0, GW, 30, 5, 36, 8) + bunting(-10, 180, 1210, 180, 14, 22, 24);
  const floor = 560;
  s += stage(0, floor, GW, 120);
  // table of trophies
  s += rect(70, floor - 110, 250, 14, '#ffffff') + rect(80, floor - 96, 230, 96, C.teal);
  s += trophy(120, floor - 110, 60) + trophy(190, floor - 110, 90) + trophy(260, floor - 110, 66);
  // the chief guest hands a trophy to a student
  const guest = person({ x: 560, y: floor + 4, h: 360, skin: SKINS[0], shirt: '#ffffff', pants: '#ffffff', style: 'short', hair: '#8a8a8a', pose: 'point', sleeves: 'full' });
  s += guest.svg;
  const winner = student(rnd, { x: 800, y: floor + 4, h: 300, pose: 'point', flip: true, style: 'plaits', medal: true, sleeves: 'full' });
  s += winner.svg;
  const [hx, hy] = guest.hands[1];
  s += trophy(hx + 12, hy + 34, 72);
  // the teacher announcing at the podium
  s += person({ x: 1040, y: floor + 4, h: 320, skin: SKINS[2], shirt: '#9c3d54', pants: '#9c3d54', skirt: '#9c3d54', dupatta: C.sand, style: 'bun', pose: 'stand', flip: true, sleeves: 'full' }).svg;
  s += poly([[960, floor - 170], [1060, floor - 170], [1050, floor], [970, floor]], WOOD_DARK) + rect(950, floor - 180, 120, 14, WOOD) + line(1000, floor - 180, 1020, floor - 230, '#333333', 4) + rect(1014, floor - 246, 14, 20, '#333333', 'rx="6"');
  // the audience clapping
  s += rect(0, floor + 120, GW, GH - floor - 120, '#123a57');
  for (let i = 0; i < 8; i++) {
    const x = 60 + i * 150 + rnd() * 20;
    s += student(rnd, { x, y: 1040, h: 360, pose: 'clap', back: true, sleeves: 'half', noLegs: true }).svg;
  }
  return svgDoc(GW, GH, '', s);
}

/** gallery-9: annual day, a choir on the lit stage at dusk. */
function galleryAnnualDay() {
  const rnd = rng(39);
  const sky = SKIES.dusk;
  const horizon = 500;
  const land = landscape(rnd, sky, horizon, { w: GW, h: GH, sunOff: true });
  let s = land.svg;
  for (let i = 0; i < 40; i++) s += `<circle cx="${r1(rnd() * GW)}" cy="${r1(rnd() * 260)}" r="${r1(0.8 + rnd() * 1.6)}" fill="#ffffff" fill-opacity="${r1(0.4 + rnd() * 0.5)}"/>`;
  s += `<circle cx="1030" cy="110" r="34" fill="#f6e7b0"/><circle cx="1046" cy="100" r="30" fill="${sky.top}"/>`;
  s += rect(0, horizon, GW, GH - horizon, '#2a3f52');
  // the stage under a canopy with lights and garlands
  s += poly([[60, 150], [1140, 150], [1180, 230], [20, 230]], C.deep) + rect(20, 230, 1160, 12, C.sand);
  s += rect(80, 242, 1040, 400, '#123a57') + `<ellipse cx="600" cy="470" rx="420" ry="200" fill="${C.teal}" fill-opacity="0.3"/>`;
  s += garland(60, 1140, 244, 6, 40, 9);
  s += rect(330, 270, 540, 70, C.deeper, 'rx="8"') + `<text x="600" y="318" text-anchor="middle" ${FONT} font-size="34" font-weight="bold" letter-spacing="5" fill="${C.sand}">ANNUAL DAY</text>`;
  for (const x of [40, 1140]) s += rect(x, 150, 20, 530, '#6b7780');
  const floor = 640;
  s += spotlights([250, 600, 950], floor, 200);
  s += rect(40, floor, 1120, 24, '#6d4a2c') + stage(40, floor + 24, 1120, 90);
  // the choir: a back row and a front row, a soloist at the microphone
  /** @param {{ svg: string, hands: [Pt, Pt] }} singer */
  const withFolder = (singer) => {
    const [[ax, ay], [bx, by]] = singer.hands;
    return singer.svg + rect(Math.min(ax, bx) - 6, Math.min(ay, by) - 26, Math.abs(bx - ax) + 12, 28, C.deep, 'rx="3"');
  };
  s += rect(170, floor - 40, 860, 40, '#8a6a45') + rect(170, floor - 40, 860, 6, '#a8844f');
  for (let i = 0; i < 7; i++) s += withFolder(student(rnd, { x: 220 + i * 125, y: floor - 40, h: 220, pose: 'holdBook', shirt: '#ffffff', pants: '#ffffff', sleeves: 'full' }));
  for (let i = 0; i < 6; i++) {
    if (i === 3) continue;
    s += withFolder(student(rnd, { x: 200 + i * 150 + 80, y: floor + 6, h: 240, pose: 'holdBook', shirt: C.sand, pants: '#ffffff', sleeves: 'full' }));
  }
  s += person({ x: 730, y: floor + 10, h: 260, skin: SKINS[4], shirt: CORAL, pants: CORAL, skirt: CORAL, dupatta: C.sand, style: 'plaits', pose: 'point', sleeves: 'full' }).svg;
  s += line(800, floor + 10, 800, floor - 150, '#cccccc', 4) + line(800, floor - 150, 780, floor - 170, '#cccccc', 4) + rect(772, floor - 184, 14, 20, '#333333', 'rx="6"');
  // lamp stands at the edge of the stage
  for (const x of [110, 1090]) s += rect(x - 6, floor - 90, 12, 90, C.sand) + `<ellipse cx="${x}" cy="${floor - 92}" rx="22" ry="6" fill="${C.sand}"/><path d="M${x} ${floor - 120} Q${x - 8} ${floor - 104} ${x} ${floor - 96} Q${x + 8} ${floor - 104} ${x} ${floor - 120} Z" fill="#ffb347"/>`;
  s += audience(rnd, 800, 2, GW);
  return svgDoc(GW, GH, land.defs, s);
}

// ---------------------------------------------------------------------------------------------
// Classrooms and labs (4:3)

/** A school bag standing on the floor at (x, y). @param {number} x @param {number} y @param {number} h @param {string} c */
const schoolBag = (x, y, h, c) => `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(h * 0.45)}" ry="${r1(h * 0.08)}" fill="#000000" fill-opacity="0.12"/>` +
  `<path d="M${r1(x - h * 0.22)} ${r1(y - h * 0.9)} Q${r1(x)} ${r1(y - h * 1.25)} ${r1(x + h * 0.22)} ${r1(y - h * 0.9)}" fill="none" stroke="${C.deeper}" stroke-width="${r1(h * 0.06)}"/>` +
  rect(x - h * 0.38, y - h * 0.95, h * 0.76, h * 0.95, c, `rx="${r1(h * 0.16)}"`) + rect(x - h * 0.38, y - h * 0.95, h * 0.76, h * 0.4, '#000000', `rx="${r1(h * 0.16)}" fill-opacity="0.15"`) +
  rect(x - h * 0.24, y - h * 0.42, h * 0.48, h * 0.3, '#ffffff', `rx="${r1(h * 0.06)}" fill-opacity="0.25"`);

/** classroom: a classroom in one-point perspective, seen from the back. */
function classroomPicture() {
  const rnd = rng(41);
  const eye = 1.45;
  const cam = camera(600, 340, 650, eye);
  const { p, k } = cam;
  const halfW = 3.6;
  const depth = 7;
  let s = roomShell(cam, GW, GH, { halfW, height: 3.3, depth, wall: '#e7f1f4', side: '#d3e6ee', floor: '#d8c8a8', ceiling: '#f3f7f8', dado: '#cfe3ea' });
  // windows on the left wall, charts on the right
  s += sideWindow(cam, rnd, -halfW, [1.6, 3.0], [1.05, 2.45], SKIES.morning) + sideWindow(cam, rnd, -halfW, [3.8, 5.2], [1.05, 2.45], SKIES.morning);
  s += poly([p(halfW, 1.3, 4.2), p(halfW, 2.3, 4.2), p(halfW, 2.3, 5.4), p(halfW, 1.3, 5.4)], '#ffffff', `stroke="${C.teal}" stroke-width="4"`);
  s += poly([p(halfW, 2.05, 4.35), p(halfW, 2.2, 4.35), p(halfW, 2.2, 5.0), p(halfW, 2.05, 5.0)], C.sand);
  s += poly([p(halfW, 1.3, 2.2), p(halfW, 2.3, 2.2), p(halfW, 2.3, 3.4), p(halfW, 1.3, 3.4)], '#ffffff', `stroke="${C.teal}" stroke-width="4"`);
  s += poly([p(halfW, 1.5, 2.5), p(halfW, 2.1, 2.5), p(halfW, 2.1, 3.1), p(halfW, 1.5, 3.1)], '#9fd2e4');
  // the smart board and the teacher
  const [bx0, by0] = p(-1.7, 2.35, depth);
  const [bx1, by1] = p(1.7, 0.95, depth);
  s += smartBoard(bx0, by0, bx1 - bx0, by1 - by0, 'globe');
  const [cx0, cy0] = p(-2.9, 2.3, depth);
  s += `<circle cx="${r1(cx0)}" cy="${r1(cy0)}" r="18" fill="#ffffff" stroke="${C.deep}" stroke-width="4"/>` + line(cx0, cy0, cx0, cy0 - 11, C.deeper, 2.5) + line(cx0, cy0, cx0 + 8, cy0 + 3, C.deeper, 2.5);
  s += box(cam, [1.9, 3.0], [0, 0.78], [6.0, 6.6], { front: WOOD_DARK, top: WOOD, side: '#6d4a2c', eye });
  const [tx, ty] = cam.floor(2.1, 6.2);
  s += person({ x: tx, y: ty, h: 1.62 * k(6.2), skin: SKINS[2], shirt: '#9c3d54', pants: '#9c3d54', skirt: '#9c3d54', dupatta: C.sand, style: 'bun', pose: 'point', flip: true, sleeves: 'full' }).svg;
  // ceiling lights and fans
  for (const z of [2.5, 4.5]) s += poly([p(-0.9, 3.3, z), p(0.9, 3.3, z), p(0.9, 3.3, z + 0.15), p(-0.9, 3.3, z + 0.15)], '#ffffff', `stroke="#c9d6dc" stroke-width="2"`);
  for (const [x, z] of [[-1.8, 3.5], [1.8, 3.5]]) {
    const [fx, fy] = p(x, 3.3, z);
    s += ceilingFan(fx, fy, 1.5 * k(z));
  }
  // three columns of two-seater desks, four rows, drawn back to front
  let n = 0;
  for (const z of [5.1, 4.05, 3.0]) {
    for (const cxm of [-2.3, 0, 2.3]) {
      for (const lx of [cxm - 0.6, cxm + 0.55]) s += box(cam, [lx, lx + 0.05], [0, 0.66], [z + 0.05, z + 0.4], { front: '#5e3f25', side: '#5e3f25', eye });
      s += box(cam, [cxm - 0.65, cxm + 0.65], [0.66, 0.74], [z, z + 0.45], { front: WOOD_DARK, top: WOOD, side: '#6d4a2c', eye });
      for (const dx of [-0.33, 0.33]) {
        const [px, py] = cam.floor(cxm + dx, z - 0.32);
        s += student(rnd, { x: px, y: py, h: 1.5 * k(z - 0.32), back: true, noLegs: true, seated: true, pose: n === 7 ? 'oneUp' : 'stand', sleeves: 'half' }).svg;
        n++;
      }
      s += box(cam, [cxm - 0.62, cxm + 0.62], [0.36, 0.42], [z - 0.55, z - 0.2], { front: WOOD_DARK, top: WOOD, side: '#6d4a2c', eye });
      for (const lx of [cxm - 0.55, cxm + 0.5]) s += box(cam, [lx, lx + 0.05], [0, 0.36], [z - 0.25, z - 0.2], { front: '#5e3f25', eye });
    }
  }
  // school bags left in the aisle
  for (const [x, z, c] of /** @type {[number, number, string][]} */ ([[-1.15, 2.2, C.teal], [1.15, 2.45, CORAL]])) {
    const [bx, by] = cam.floor(x, z);
    s += schoolBag(bx, by, 0.42 * k(z), c);
  }
  return svgDoc(GW, GH, '', s);
}

/** A fume hood: a glass-fronted cabinet with a duct. @param {number} x @param {number} y top @param {number} w @param {number} h */
function fumeHood(x, y, w, h) {
  let s = rect(x + w * 0.4, 0, w * 0.2, y, '#c9d6dc') + rect(x, y, w, h, '#dfe6ea', `stroke="#8a98a3" stroke-width="3"`);
  s += rect(x + w * 0.06, y + h * 0.1, w * 0.88, h * 0.62, '#bfe9f5', 'fill-opacity="0.55" stroke="#8a98a3" stroke-width="3"') + line(x + w * 0.06, y + h * 0.42, x + w * 0.94, y + h * 0.42, '#8a98a3', 3);
  s += flask(x + w * 0.3, y + h * 0.72, h * 0.22, LEAF) + flask(x + w * 0.62, y + h * 0.72, h * 0.18, C.sand);
  return s + rect(x + w * 0.3, y + h * 0.78, w * 0.4, h * 0.06, '#8a98a3', 'rx="4"');
}

/** An aquarium on a stand. @param {number} x @param {number} y bottom @param {number} w */
function aquarium(x, y, w) {
  const h = w * 0.6;
  let s = rect(x, y - h, w, h, '#9fe3f2', `fill-opacity="0.7" stroke="${C.deep}" stroke-width="4"`) + rect(x, y - h * 0.18, w, h * 0.18, '#d9c38f');
  for (const [fx, fy, c] of [[0.3, 0.4, CORAL], [0.65, 0.6, C.sand], [0.5, 0.25, '#f39c12']]) {
    const cx = x + w * /** @type {number} */ (fx);
    const cy = y - h + h * /** @type {number} */ (fy);
    s += `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(w * 0.06)}" ry="${r1(w * 0.035)}" fill="${c}"/>` + poly([[cx - w * 0.05, cy], [cx - w * 0.1, cy - w * 0.03], [cx - w * 0.1, cy + w * 0.03]], /** @type {string} */ (c));
  }
  for (let i = 0; i < 3; i++) s += `<path d="M${r1(x + w * (0.15 + i * 0.32))} ${r1(y - h * 0.18)} q${r1(w * 0.03)} ${r1(-h * 0.25)} 0 ${r1(-h * 0.45)}" fill="none" stroke="${LEAF}" stroke-width="4"/>`;
  return s;
}

/**
 * A 4:3 lab: wall, bench across the room, students behind it and one beside it.
 * @param {'chemistry' | 'physics' | 'biology'} kind
 */
function labPicture(kind) {
  const rnd = rng(kind === 'chemistry' ? 51 : kind === 'physics' ? 52 : 53);
  const floorY = 620;
  let s = flatRoom(GW, GH, floorY);
  const top = 690; // back edge of the worktop
  const on = 722; // where things stand on it
  const fy = 975;
  if (kind === 'chemistry') {
    s += bottleShelves(rnd, 40, 40, 420, 2) + elementChart(520, 70, 18) + fumeHood(920, 180, 240, 330);
    s += student(rnd, { x: 250, y: fy, h: 540, pose: 'hold', coat: true, goggles: true, style: 'plaits' }).svg;
    s += student(rnd, { x: 560, y: fy, h: 550, pose: 'oneUp', coat: true, goggles: true, style: 'short' }).svg;
    s += person({ x: 850, y: fy, h: 570, skin: SKINS[0], shirt: '#3c4650', pants: '#3c4650', coat: true, pose: 'point', flip: true, hair: '#6b6b6b', goggles: true }).svg;
    s += labBench(40, 1160, top, GH, 50);
    s += burnerSetup(370, on, 220) + flask(150, on, 120, C.teal) + tubeRack(470, on, 130) + flask(680, on, 100, CORAL) + flask(960, on, 130, '#8c6bb1') + rect(1020, on - 70, 100, 70, '#eef8fb', `stroke="#7aa7b8" stroke-width="3"`) + rect(1020, on - 36, 100, 36, C.sand, 'fill-opacity="0.7"');
  } else if (kind === 'physics') {
    s += roomWindow(rnd, 60, 80, 240, 280, SKIES.noon) + poster(360, 80, 170, 'lens') + rect(580, 90, 360, 230, '#ffffff', `stroke="${C.teal}" stroke-width="4"`);
    s += `<path d="M610 250 Q680 120 750 250 T890 250" fill="none" stroke="${CORAL}" stroke-width="4"/><path d="M610 250 Q680 180 750 250 T890 250" fill="none" stroke="${C.teal}" stroke-width="4"/>` + line(600, 250, 920, 250, '#9fb6c0', 3) + line(610, 120, 610, 300, '#9fb6c0', 3);
    s += rect(990, 110, 170, 26, '#9fb6c0') + [0, 1, 2].map((i) => `<circle cx="${1020 + i * 55}" cy="84" r="22" fill="#ffffff" stroke="${C.deep}" stroke-width="4"/>` + line(1020 + i * 55, 84, 1030 + i * 55 - i * 8, 70, CORAL, 3)).join('');
    const a = student(rnd, { x: 300, y: fy, h: 540, pose: 'reach', coat: true, style: 'short' });
    s += a.svg;
    const b = student(rnd, { x: 690, y: fy, h: 530, pose: 'hold', coat: true, style: 'plaits' });
    const [bx, by] = b.hands[1];
    s += b.svg + `<circle cx="${r1(bx)}" cy="${r1(by - 12)}" r="18" fill="#ffffff" stroke="${C.deep}" stroke-width="4"/>` + line(bx, by - 12, bx + 6, by - 24, CORAL, 3);
    s += student(rnd, { x: 1010, y: fy, h: 536, pose: 'point', flip: true, coat: true, style: 'short' }).svg;
    s += labBench(40, 1160, top, GH, 50);
    s += pendulum(450, on, 300) + prism(770, on, 160) + circuitBoard(930, on, 180) + magnet(160, on, 90);
  } else {
    s += roomWindow(rnd, 60, 80, 240, 280, SKIES.morning) + [90, 170, 250].map((x) => pottedPlant(x, 392, 70)).join('');
    s += poster(380, 80, 170, 'leaf') + poster(600, 80, 170, 'cell') + rect(820, 360, 300, 12, WOOD_DARK) + aquarium(840, 360, 260);
    s += student(rnd, { x: 290, y: fy, h: 540, pose: 'reach', lean: 18, coat: true, style: 'plaits' }).svg;
    const writer = student(rnd, { x: 640, y: fy, h: 545, pose: 'holdBook', coat: true, style: 'short' });
    const [wx, wy] = writer.hands[1];
    s += writer.svg + rect(wx - 50, wy - 44, 64, 50, C.teal, 'rx="4"') + rect(wx - 44, wy - 38, 52, 38, '#ffffff');
    s += student(rnd, { x: 990, y: fy, h: 535, pose: 'reach', flip: true, lean: 16, coat: true, style: 'short' }).svg;
    s += labBench(40, 1160, top, GH, 50);
    s += microscope(400, on, 190, true) + microscope(880, on, 190) + specimenJar(530, on, 110) + specimenJar(760, on, 90) + dnaModel(1110, on, 220) + pottedPlant(140, on, 160);
  }
  return svgDoc(GW, GH, '', s);
}

// ---------------------------------------------------------------------------------------------
// Sports gallery (4:3)

/** sports-1: football. */
function sportsFootball() {
  const { rnd, defs, svg } = field(61, SKIES.noon, 360);
  let s = svg + schoolBuilding(60, 366, 300, { sign: '' });
  s += `<path d="M1200 520 L760 520 L620 700 L1200 700" fill="none" stroke="#ffffff" stroke-width="4" stroke-opacity="0.85"/>` + line(0, 390, GW, 384, '#ffffff', 4, 'stroke-opacity="0.85"');
  s += goal(820, 520, 360, 230, 40);
  s += shadow(1000, 514, 30) + person({ x: 1000, y: 512, h: 160, skin: SKINS[3], shirt: '#f39c12', pants: '#2f3e4a', pose: 'keeper', hair: HAIRS[1] }).svg;
  s += shadow(360, 560, 30) + student(rnd, { x: 360, y: 558, h: 190, pose: 'run', lean: 10, shirt: C.sand, pants: C.deeper, bib: '5' }).svg;
  const striker = student(rnd, { x: 560, y: 800, h: 380, pose: 'kick', shirt: C.teal, pants: '#ffffff', style: 'short', bib: '10' });
  s += shadow(560, 804, 64) + striker.svg + football(700, 752, 24) + line(650, 760, 610, 764, '#ffffff', 3, 'stroke-opacity="0.7"') + line(655, 742, 615, 740, '#ffffff', 3, 'stroke-opacity="0.7"');
  s += shadow(200, 860, 60) + student(rnd, { x: 200, y: 858, h: 360, pose: 'run', flip: true, lean: 8, shirt: C.sand, pants: C.deeper, bib: '3', style: 'short' }).svg;
  return svgDoc(GW, GH, defs, s);
}

/** A chain-link fence along y. @param {number} y bottom @param {number} h @param {number} w */
function fence(y, h, w) {
  let s = rect(0, y - h, w, h, '#c9d6dc', 'fill-opacity="0.25"');
  for (let x = 0; x <= w; x += 18) s += line(x, y - h, x + h * 0.5, y, '#8a98a3', 1, 'stroke-opacity="0.5"') + line(x + h * 0.5, y - h, x, y, '#8a98a3', 1, 'stroke-opacity="0.5"');
  for (let x = 0; x <= w; x += 150) s += line(x, y - h - 6, x, y, '#6b7780', 5);
  return s + line(0, y - h, w, y - h, '#6b7780', 4);
}

/** sports-2: basketball. */
function sportsBasketball() {
  const { rnd, defs, svg } = field(62, SKIES.afternoon, 340);
  let s = svg + fence(430, 120, GW);
  s += poly([[0, 470], [GW, 470], [GW, GH], [0, GH]], '#5d7f95');
  s += `<path d="M0 500 L${GW} 500" stroke="#ffffff" stroke-width="5" stroke-opacity="0.85"/><path d="M1200 560 L880 560 L820 ${GH}" fill="none" stroke="#ffffff" stroke-width="5" stroke-opacity="0.85"/><path d="M1200 520 Q700 600 760 ${GH}" fill="none" stroke="#ffffff" stroke-width="5" stroke-opacity="0.85"/>`;
  // the hoop on the right, facing left
  s += `<g transform="translate(2200 0) scale(-1 1)">${hoop(1140, 640, 520)}</g>`;
  const shooter = student(rnd, { x: 640, y: 760, h: 360, pose: 'shoot', shirt: CORAL, pants: C.deeper, style: 'short', bib: '7' });
  const [bx, by] = shooter.hands[1];
  s += shadow(640, 800, 50) + shooter.svg + basketball(bx + 14, by - 20, 26) + `<path d="M${r1(bx + 40)} ${r1(by - 50)} Q${r1(bx + 160)} 40 896 160" fill="none" stroke="#ffffff" stroke-width="3" stroke-dasharray="10 10" stroke-opacity="0.7"/>`;
  s += shadow(870, 842, 48) + student(rnd, { x: 870, y: 840, h: 350, pose: 'armsUp', shirt: C.teal, pants: C.deeper, style: 'plaits', bib: '4' }).svg;
  s += shadow(300, 620, 34) + student(rnd, { x: 300, y: 618, h: 250, pose: 'run', shirt: CORAL, pants: C.deeper, style: 'plaits', bib: '12' }).svg;
  s += shadow(440, 560, 28) + student(rnd, { x: 440, y: 558, h: 200, pose: 'run', flip: true, shirt: C.teal, pants: C.deeper, bib: '9' }).svg;
  return svgDoc(GW, GH, defs, s);
}

/** sports-3: cricket. */
function sportsCricket() {
  const { rnd, defs, svg } = field(63, SKIES.morning, 360);
  let s = svg;
  for (const [x, y, h] of [[160, 430, 90], [1000, 440, 100], [600, 410, 70]]) s += shadow(x, y, h * 0.15) + student(rnd, { x, y, h, pose: 'stand', shirt: '#ffffff', pants: '#ffffff' }).svg;
  s += poly([[80, 610], [1120, 610], [1160, 690], [40, 690]], '#d9c38f') + line(230, 612, 190, 688, '#ffffff', 4) + line(970, 612, 1010, 688, '#ffffff', 4);
  s += stumps(150, 650, 90) + stumps(1050, 650, 90);
  // the bowler in delivery stride, the batter ready, the wicketkeeper crouched
  s += shadow(300, 660, 40) + student(rnd, { x: 300, y: 660, h: 290, pose: 'bowl', shirt: '#ffffff', pants: '#ffffff', style: 'short' }).svg;
  const batter = student(rnd, { x: 980, y: 672, h: 300, pose: 'bat', flip: true, shirt: '#ffffff', pants: '#ffffff', style: 'short', cap: C.deep });
  const [hx, hy] = batter.hands[1];
  s += shadow(980, 676, 44) + batter.svg + cricketBat(hx, hy, 420, -1, 150);
  s += student(rnd, { x: 1140, y: 680, h: 230, pose: 'squat', flip: true, shirt: '#ffffff', pants: '#ffffff', style: 'short', cap: C.teal }).svg;
  s += `<circle cx="640" cy="520" r="9" fill="#b03a2e"/>` + line(600, 500, 560, 480, '#ffffff', 3, 'stroke-opacity="0.6"');
  s += shadow(600, 860, 54) + student(rnd, { x: 600, y: 858, h: 300, pose: 'wide', back: true, shirt: '#ffffff', pants: '#ffffff', style: 'short' }).svg;
  return svgDoc(GW, GH, defs, s);
}

/** sports-4: badminton. */
function sportsBadminton() {
  const { rnd, defs, svg } = field(64, SKIES.afternoon, 360);
  let s = svg;
  s += poly([[260, 420], [940, 420], [1160, GH], [40, GH]], '#4f8a5f', 'fill-opacity="0.55"') + `<path d="M260 420 L940 420 L1160 ${GH} M260 420 L40 ${GH} M600 420 L600 ${GH}" fill="none" stroke="#ffffff" stroke-width="4" stroke-opacity="0.85"/>`;
  // the far player faces us
  const far = student(rnd, { x: 720, y: 500, h: 210, pose: 'oneUp', shirt: C.teal, pants: C.deeper, style: 'short' });
  const [fx, fy] = far.hands[1];
  s += shadow(720, 502, 30) + far.svg + racket(fx, fy, 210, 10);
  // the net across the court
  s += line(150, 640, 150, 470, '#5b6770', 8) + line(1050, 640, 1050, 470, '#5b6770', 8);
  s += rect(150, 480, 900, 80, '#ffffff', 'fill-opacity="0.25"');
  for (let x = 160; x < 1050; x += 16) s += line(x, 480, x, 560, '#ffffff', 1.2, 'stroke-opacity="0.6"');
  for (let y = 492; y < 560; y += 14) s += line(150, y, 1050, y, '#ffffff', 1.2, 'stroke-opacity="0.6"');
  s += rect(150, 474, 900, 10, '#ffffff');
  s += shuttle(520, 380, 26, 1);
  // the near player, seen from behind, ready to smash
  const near = student(rnd, { x: 420, y: 880, h: 420, pose: 'oneUp', back: true, shirt: C.sand, pants: C.deeper, style: 'plaits' });
  const [nx, ny] = near.hands[1];
  s += shadow(420, 884, 60) + near.svg + racket(nx, ny, 420, -15);
  return svgDoc(GW, GH, defs, s);
}

/** A track hurdle. @param {number} x @param {number} y @param {number} h */
const hurdle = (x, y, h) => line(x - h * 0.5, y, x - h * 0.5, y - h, '#5b6770', h * 0.04) + line(x + h * 0.5, y - h * 0.15, x + h * 0.5, y - h * 1.15, '#5b6770', h * 0.04) +
  poly([[x - h * 0.5, y - h], [x + h * 0.5, y - h * 1.15], [x + h * 0.5, y - h * 0.95], [x - h * 0.5, y - h * 0.8]], '#ffffff', `stroke="${CORAL}" stroke-width="${r1(h * 0.03)}"`) + line(x - h * 0.5, y - h * 0.9, x + h * 0.5, y - h * 1.05, CORAL, h * 0.06);

/** sports-5: athletics, the hurdles race. */
function sportsAthletics() {
  const { rnd, defs, svg } = field(65, SKIES.noon, 360);
  let s = svg + schoolBuilding(780, 366, 340, { sign: '' }) + flagpole(740, 368, 140);
  for (let x = 30; x < 720; x += 26 + rnd() * 10) s += student(rnd, { x, y: 404 + rnd() * 4, h: 54, pose: rnd() < 0.3 ? 'oneUp' : 'stand', shirt: pick(rnd, [UNIFORM.shirt, '#ffffff', ...HOUSES]) }).svg;
  s += track(470, GH, 3, GW);
  const lanes = [[570, 230, C.sand, '44', 0.72], [720, 300, C.teal, '17', 0.55], [870, 380, CORAL, '26', 0.35]];
  for (const [y, h, shirt, bib, fx] of lanes) {
    const ly = /** @type {number} */ (y);
    const lh = /** @type {number} */ (h);
    const x = GW * /** @type {number} */ (fx);
    s += hurdle(x + lh * 1.1, ly, lh * 0.36) + hurdle(x - lh * 1.3, ly, lh * 0.36);
    s += shadow(x + lh * 0.1, ly, lh * 0.14, 10) + hurdle(x + lh * 0.1, ly, lh * 0.36) + student(rnd, { x, y: ly - lh * 0.06, h: lh, pose: 'hurdle', lean: 16, shirt: /** @type {string} */ (shirt), pants: C.deeper, bib: /** @type {string} */ (bib), style: rnd() < 0.5 ? 'plaits' : 'short' }).svg;
  }
  return svgDoc(GW, GH, defs, s);
}

/** sports-6: kho-kho. */
function sportsKhoKho() {
  const { rnd, defs, svg } = field(66, SKIES.golden, 360);
  let s = svg;
  s += poly([[40, 520], [1160, 520], [1200, 800], [0, 800]], '#c9a877', 'fill-opacity="0.8"') + `<path d="M40 520 L1160 520 L1200 800 L0 800 Z" fill="none" stroke="#ffffff" stroke-width="4" stroke-opacity="0.8"/>` + line(20, 640, 1180, 640, '#ffffff', 4, 'stroke-opacity="0.8"');
  // the posts at both ends of the central lane
  for (const x of [70, 1130]) s += rect(x - 8, 520, 16, 120, WOOD_DARK, 'rx="4"') + `<ellipse cx="${x}" cy="640" rx="22" ry="6" fill="#000000" fill-opacity="0.2"/>`;
  // the chasing team sits in the lane, facing alternate sides
  /** @type {{ y: number, svg: string }[]} */
  const items = [];
  for (let i = 0; i < 7; i++) {
    const x = 180 + i * 140;
    items.push({ y: 640, svg: student(rnd, { x, y: 642, h: 230, pose: 'squat', flip: i % 2 === 1, shirt: C.sand, pants: C.deeper, style: i % 3 ? 'short' : 'plaits' }).svg });
  }
  // the active chaser taps a sitter's back: "kho"
  items.push({ y: 700, svg: shadow(620, 704, 34) + student(rnd, { x: 620, y: 702, h: 290, pose: 'tap', flip: true, lean: 10, shirt: C.sand, pants: C.deeper, style: 'short' }).svg });
  // the runners dodge away
  items.push({ y: 590, svg: shadow(880, 582, 28) + student(rnd, { x: 880, y: 580, h: 210, pose: 'run', lean: 12, shirt: C.teal, pants: C.deeper, style: 'plaits' }).svg });
  items.push({ y: 780, svg: shadow(250, 794, 44) + student(rnd, { x: 250, y: 792, h: 310, pose: 'run', flip: true, lean: 12, shirt: C.teal, pants: C.deeper, style: 'short' }).svg });
  items.push({ y: 560, svg: shadow(330, 552, 22) + student(rnd, { x: 330, y: 550, h: 180, pose: 'run', flip: true, lean: 10, shirt: C.teal, pants: C.deeper, style: 'plaits' }).svg });
  s += byDepth(items);
  return svgDoc(GW, GH, defs, s);
}

// ---------------------------------------------------------------------------------------------
// The campus from above (about-school) and the school's history

/**
 * A plan-to-screen projection for a campus seen from above at an angle: u runs to the lower
 * right, v to the lower left, z up, all in metres.
 * @param {number} cx @param {number} cy screen point of (0, 0, 0) @param {number} sc pixels per metre
 */
function iso(cx, cy, sc) {
  const a = 0.866 * sc;
  const b = 0.5 * sc;
  /** @param {number} u @param {number} v @param {number} [z] @returns {Pt} */
  const p = (u, v, z = 0) => [cx + (u - v) * a, cy + (u + v) * b - z * sc * 0.9];
  return { p, plan: `matrix(${r1(a * 100) / 100} ${r1(b * 100) / 100} ${r1(-a * 100) / 100} ${r1(b * 100) / 100} ${cx} ${cy})` };
}

/**
 * A building block seen from above: two walls with windows, a hipped or flat roof.
 * @param {ReturnType<typeof iso>} P @param {[number, number]} us @param {[number, number]} vs @param {number} h
 * @param {{ wall: string, wallDark: string, roof: string, roofDark: string, flat?: boolean, floors?: number, glass?: string, solar?: boolean }} o
 */
function isoBlock(P, [u0, u1], [v0, v1], h, o) {
  const { p } = P;
  let s = '';
  // the wall facing lower left (v = v1) and the one facing lower right (u = u1)
  s += poly([p(u0, v1, 0), p(u1, v1, 0), p(u1, v1, h), p(u0, v1, h)], o.wall);
  s += poly([p(u1, v1, 0), p(u1, v0, 0), p(u1, v0, h), p(u1, v1, h)], o.wallDark);
  const floors = o.floors ?? 2;
  const glass = o.glass ?? '#9fd2e4';
  for (let f = 0; f < floors; f++) {
    const z0 = (h / floors) * f + h / floors * 0.3;
    const z1 = z0 + h / floors * 0.4;
    for (let u = u0 + 2; u < u1 - 2; u += 3.2) s += poly([p(u, v1, z0), p(u + 1.6, v1, z0), p(u + 1.6, v1, z1), p(u, v1, z1)], glass);
    for (let v = v0 + 2; v < v1 - 2; v += 3.2) s += poly([p(u1, v + 1.6, z0), p(u1, v, z0), p(u1, v, z1), p(u1, v + 1.6, z1)], glass, 'fill-opacity="0.85"');
  }
  if (o.flat) {
    s += poly([p(u0, v0, h), p(u1, v0, h), p(u1, v1, h), p(u0, v1, h)], o.roof);
    s += poly([p(u0 + 0.6, v0 + 0.6, h), p(u1 - 0.6, v0 + 0.6, h), p(u1 - 0.6, v1 - 0.6, h), p(u0 + 0.6, v1 - 0.6, h)], o.roofDark);
    if (o.solar) {
      for (let u = u0 + 2; u < u1 - 3; u += 3.4) {
        for (let v = v0 + 1.5; v < v1 - 2.5; v += 3) s += poly([p(u, v, h + 0.3), p(u + 2.8, v, h + 0.3), p(u + 2.8, v + 2.2, h + 1), p(u, v + 2.2, h + 1)], '#1f3b57', `stroke="#5a7a9a" stroke-width="0.8"`);
      }
    }
  } else {
    const r = Math.min(u1 - u0, v1 - v0) / 2;
    const vm = (v0 + v1) / 2;
    const rh = r * 0.7;
    // seen from above all four slopes show: the back and left ones first
    s += poly([p(u0 - 0.5, v0 - 0.5, h), p(u1 + 0.5, v0 - 0.5, h), p(u1 - r, vm, h + rh), p(u0 + r, vm, h + rh)], o.roofDark, 'fill-opacity="0.85"');
    s += poly([p(u0 - 0.5, v0 - 0.5, h), p(u0 - 0.5, v1 + 0.5, h), p(u0 + r, vm, h + rh)], o.roofDark);
    s += poly([p(u0 - 0.5, v1 + 0.5, h), p(u1 + 0.5, v1 + 0.5, h), p(u1 - r, vm, h + rh), p(u0 + r, vm, h + rh)], o.roof);
    s += poly([p(u1 + 0.5, v1 + 0.5, h), p(u1 + 0.5, v0 - 0.5, h), p(u1 - r, vm, h + rh)], o.roofDark);
  }
  return s;
}

/** A tree seen from above at an angle. @param {ReturnType<typeof iso>} P @param {number} u @param {number} v @param {number} size @param {boolean} pine */
function isoTree(P, u, v, size, pine) {
  const [x, y] = P.p(u, v, 0);
  const k = size;
  return `<ellipse cx="${r1(x + k * 0.4)}" cy="${r1(y)}" rx="${r1(k * 0.7)}" ry="${r1(k * 0.3)}" fill="#1d3b2a" fill-opacity="0.2"/>` + (pine ? conifer(x, y, k * 2.2, '#2f6b4f') : roundTree(x, y, k * 1.8, '#4c9f50'));
}

/** about-school: the campus on its hillside terrace, seen from above. */
function aboutSchool() {
  const rnd = rng(71);
  const sky = SKIES.morning;
  const horizon = 250;
  const land = landscape(rnd, sky, horizon, { w: GW, h: GH, k: 0.8 });
  let s = land.svg;
  // the hillside falling away below the terrace
  s += `<path d="M0 ${horizon - 10} Q600 ${horizon - 40} ${GW} ${horizon} L${GW} ${GH} L0 ${GH} Z" fill="#6f9f58"/>`;
  for (let i = 0; i < 6; i++) s += `<path d="M0 ${horizon + 60 + i * 110} Q${300 + i * 40} ${horizon + 20 + i * 110} ${GW} ${horizon + 80 + i * 104}" fill="none" stroke="#5a8a48" stroke-width="${6 + i}" stroke-opacity="0.6"/>`;
  const P = iso(560, 300, 5.6);
  const { p } = P;
  // the plot and its boundary wall
  s += `<g transform="${P.plan}">`;
  s += `<rect x="-3" y="-3" width="126" height="86" fill="#e7dfc9"/><rect x="0" y="0" width="120" height="80" fill="#86c06e"/>`;
  s += `<rect x="14" y="26" width="50" height="18" fill="#d9d2c3"/>`; // assembly ground
  s += `<path d="M0 42 L14 42 L14 30" fill="none" stroke="#d9d2c3" stroke-width="5"/>`; // drive from the gate
  // playground with a running track
  s += `<rect x="68" y="30" width="48" height="46" fill="#6fb35f"/><rect x="71" y="33" width="42" height="40" rx="19" fill="none" stroke="#cf7f55" stroke-width="4.5"/><rect x="71" y="33" width="42" height="40" rx="19" fill="none" stroke="#ffffff" stroke-width="0.5"/>`;
  s += `<rect x="84" y="44" width="16" height="18" fill="none" stroke="#ffffff" stroke-width="0.6"/><line x1="84" y1="53" x2="100" y2="53" stroke="#ffffff" stroke-width="0.6"/>`;
  // basketball court and a garden
  s += `<rect x="10" y="52" width="28" height="16" fill="#5d7f95"/><rect x="11.5" y="53.5" width="25" height="13" fill="none" stroke="#ffffff" stroke-width="0.5"/><line x1="24" y1="53.5" x2="24" y2="66.5" stroke="#ffffff" stroke-width="0.5"/>`;
  s += `<rect x="42" y="50" width="20" height="24" rx="3" fill="#9ccf7d"/><path d="M42 62 L62 62 M52 50 L52 74" stroke="#e7dfc9" stroke-width="1.5"/>`;
  s += `</g>`;
  // the road leaving the gate and winding down the hill
  const [gx, gy] = p(0, 42);
  s += `<path d="M${r1(gx)} ${r1(gy)} Q${r1(gx - 80)} ${r1(gy + 40)} ${r1(gx - 40)} ${r1(gy + 120)} T${r1(gx - 120)} ${GH + 20}" fill="none" stroke="#cdbf9f" stroke-width="22" stroke-linecap="round"/>`;
  for (const [u0, v0, u1, v1] of [[0, 0, 120, 0], [120, 0, 120, 80], [0, 80, 120, 80], [0, 0, 0, 38], [0, 46, 0, 80]]) {
    s += poly([p(u0, v0, 0), p(u1, v1, 0), p(u1, v1, 1.4), p(u0, v0, 1.4)], '#cfc5b0');
  }
  // trees and buildings, back to front
  /** @type {{ y: number, svg: string }[]} */
  const items = [];
  const block = (/** @type {[number, number]} */ us, /** @type {[number, number]} */ vs, /** @type {number} */ h, /** @type {Parameters<typeof isoBlock>[4]} */ o) => items.push({ y: us[1] + vs[1], svg: isoBlock(P, us, vs, h, o) });
  block([8, 66], [6, 20], 8, { wall: '#f5efe2', wallDark: '#ddd3bd', roof: C.deep, roofDark: C.deeper });
  block([72, 110], [6, 18], 8, { wall: '#f5efe2', wallDark: '#ddd3bd', roof: '#c9d6dc', roofDark: '#b5c4cb', flat: true, solar: true });
  block([30, 44], [20, 24], 5, { wall: '#fbf6ea', wallDark: '#e3d9c4', roof: C.deeper, roofDark: '#05263b', floors: 1 });
  for (let i = 0; i < 14; i++) items.push({ y: 2 + i * 8.5 + 0, svg: isoTree(P, 2 + i * 8.5, 2, 10, i % 3 === 0) });
  for (let i = 0; i < 9; i++) items.push({ y: 118 + 4 + i * 8.5, svg: isoTree(P, 118, 4 + i * 8.5, 10, i % 2 === 0) });
  for (let i = 0; i < 7; i++) items.push({ y: 4 + i * 9 + 78, svg: isoTree(P, 4 + i * 9, 78, 11, i % 2 === 1) });
  for (const [u, v] of [[46, 52], [58, 72], [50, 62]]) items.push({ y: u + v, svg: isoTree(P, u, v, 9, false) });
  // the flag on the assembly ground, tiny students at play and in assembly
  const [fx, fy] = p(39, 36, 0);
  items.push({ y: 75, svg: flagpole(fx, fy, 70) });
  for (let r = 0; r < 3; r++) for (let c = 0; c < 7; c++) {
    const [sx, sy] = p(20 + c * 3.2, 30 + r * 3, 0);
    items.push({ y: 50 + c + r, svg: student(rnd, { x: sx, y: sy, h: 14, back: true, shirt: c % 2 ? UNIFORM.shirt : '#ffffff' }).svg });
  }
  for (let i = 0; i < 8; i++) {
    const [sx, sy] = p(78 + rnd() * 30, 38 + rnd() * 30, 0);
    items.push({ y: 120, svg: student(rnd, { x: sx, y: sy, h: 15, pose: 'run', flip: rnd() < 0.5, shirt: pick(rnd, HOUSES) }).svg });
  }
  s += byDepth(items);
  // a few hillside trees below the plot
  for (let i = 0; i < 10; i++) s += conifer(between(rnd, 0, GW), between(rnd, 760, 900), between(rnd, 50, 90), i % 2 ? '#2f6b4f' : '#3f7a4f');
  return svgDoc(GW, GH, land.defs, s);
}

/** An old single-storey stone block with a slate roof, arched windows and a bell cupola. @param {() => number} rnd @param {number} x @param {number} gy @param {number} w */
function stoneBuilding(rnd, x, gy, w) {
  const h = w * 0.22;
  const top = gy - h;
  const id = uid('stone');
  let s = `<clipPath id="${id}"><rect x="${r1(x)}" y="${r1(top)}" width="${r1(w)}" height="${r1(h)}"/></clipPath>`;
  s += rect(x, top, w, h, '#a9a59b') + `<g clip-path="url(#${id})">`;
  const rowH = h / 9;
  for (let r = 0; r < 9; r++) {
    let sx = x - rnd() * 30;
    while (sx < x + w) {
      const sw = between(rnd, 18, 42) * (w / 700);
      s += rect(sx + 1, top + r * rowH + 1, sw - 2, rowH - 2, pick(rnd, ['#b8b3a7', '#9e998e', '#c4beb1', '#8f8a80', '#aca699']), 'rx="3"');
      sx += sw;
    }
  }
  s += '</g>';
  // slate roof
  s += poly([[x - w * 0.03, top], [x + w * 1.03, top], [x + w * 0.95, top - w * 0.1], [x + w * 0.05, top - w * 0.1]], '#5b6770');
  for (let i = 1; i < 4; i++) s += line(x + w * 0.05 - i * 0.0, top - w * 0.025 * i, x + w * 0.95 + 0, top - w * 0.025 * i, '#4a545c', 2);
  // arched windows and the door
  const n = 7;
  for (let i = 0; i < n; i++) {
    if (i === 3) continue; // the door's place
    const wx = x + (w / n) * (i + 0.5);
    const ww = w * 0.07;
    s += `<path d="M${r1(wx - ww / 2)} ${r1(gy - h * 0.2)} L${r1(wx - ww / 2)} ${r1(gy - h * 0.62)} A${r1(ww / 2)} ${r1(ww / 2)} 0 0 1 ${r1(wx + ww / 2)} ${r1(gy - h * 0.62)} L${r1(wx + ww / 2)} ${r1(gy - h * 0.2)} Z" fill="#5f7f8f" stroke="#e8e2d4" stroke-width="${r1(w * 0.006)}"/>` + line(wx, gy - h * 0.2, wx, gy - h * 0.7, '#e8e2d4', w * 0.003);
  }
  const dx = x + w / 2;
  s += `<path d="M${r1(dx - w * 0.045)} ${r1(gy)} L${r1(dx - w * 0.045)} ${r1(gy - h * 0.55)} A${r1(w * 0.045)} ${r1(w * 0.045)} 0 0 1 ${r1(dx + w * 0.045)} ${r1(gy - h * 0.55)} L${r1(dx + w * 0.045)} ${r1(gy)} Z" fill="#6d4a2c" stroke="#e8e2d4" stroke-width="${r1(w * 0.008)}"/>`;
  // the plaque with the founding year
  s += rect(dx - w * 0.05, top + h * 0.06, w * 0.1, h * 0.16, '#e8e2d4', 'rx="2"') + `<text x="${r1(dx)}" y="${r1(top + h * 0.18)}" text-anchor="middle" ${FONT} font-size="${r1(h * 0.1)}" font-weight="bold" fill="#5b4a3a">1944</text>`;
  // bell cupola on the ridge
  const cy = top - w * 0.1;
  s += rect(dx - w * 0.03, cy - w * 0.07, w * 0.06, w * 0.07, '#e8e2d4') + rect(dx - w * 0.018, cy - w * 0.06, w * 0.036, w * 0.045, '#5b6770');
  s += `<circle cx="${r1(dx)}" cy="${r1(cy - w * 0.035)}" r="${r1(w * 0.01)}" fill="${C.sand}"/>` + poly([[dx - w * 0.04, cy - w * 0.07], [dx + w * 0.04, cy - w * 0.07], [dx, cy - w * 0.11]], '#5b6770');
  return s;
}

/** history: the old stone school building of 1944 beside the new wing. */
function historyPicture() {
  const rnd = rng(72);
  const W2 = 1280;
  const H2 = 720;
  const sky = SKIES.afternoon;
  const horizon = 430;
  const land = landscape(rnd, { ...sky, sunX: 0.08, sunY: 0.35 }, horizon, { w: W2, h: H2, k: 0.9 });
  let s = land.svg + ground(horizon, sky, W2, H2);
  s += conifer(60, 470, 220, sky.tree) + conifer(130, 480, 170, sky.near) + conifer(1240, 470, 230, sky.tree);
  // the new wing (right) joined to the old block (left) by a covered walkway
  s += schoolBuilding(760, 480, 450);
  s += rect(650, 418, 130, 10, C.deep) + rect(650, 428, 130, 52, '#e8e2d4', 'fill-opacity="0.35"') + [684, 720, 756].map((x) => rect(x, 428, 7, 52, '#cfc5b0')).join('');
  s += stoneBuilding(rnd, 110, 480, 560);
  // the courtyard path and a few students
  s += `<path d="M0 560 Q400 520 700 540 T${W2} 530 L${W2} 590 Q900 580 700 600 T0 630 Z" fill="#e6d6b0"/>`;
  for (const [x, y, h, flip] of [[300, 600, 120, false], [360, 606, 116, false], [880, 586, 110, true], [1100, 600, 124, true]]) {
    s += shadow(/** @type {number} */ (x), /** @type {number} */ (y), /** @type {number} */ (h) * 0.18) + student(rnd, { x: /** @type {number} */ (x), y: /** @type {number} */ (y), h: /** @type {number} */ (h), pose: 'walk', flip: /** @type {boolean} */ (flip), bag: pick(rnd, HOUSES), sleeves: 'full' }).svg;
  }
  return svgDoc(W2, H2, land.defs, s);
}

// ---------------------------------------------------------------------------------------------
// Portraits: stylised head-and-shoulders avatars without faces (no real likeness)

/**
 * @typedef {{ skin: string, hair: string, hairStyle: 'short' | 'grey' | 'bald' | 'bun' | 'plaits' | 'long',
 *   outfit: 'suit' | 'bandhgala' | 'kurtaJacket' | 'saree' | 'uniform' | 'army' | 'blazer',
 *   main: string, accent?: string, glasses?: boolean, beret?: string, medal?: boolean, tie?: boolean }} BustOpts
 */

/**
 * A head-and-shoulders figure in a 480 x 480 box, the head centred at (240, 196).
 * @param {BustOpts} o
 */
function bust(o) {
  const hair = o.hair;
  let back = '';
  let top = '';
  if (o.hairStyle === 'long') back = `<path d="M160 200 C150 90 330 90 320 200 C326 260 336 300 350 346 C300 366 180 366 130 346 C144 300 154 260 160 200 Z" fill="${hair}"/>`;
  if (o.hairStyle === 'bun') back = `<circle cx="240" cy="108" r="34" fill="${hair}"/>`;
  if (o.hairStyle === 'short' || o.hairStyle === 'grey') {
    top = `<path d="M166 204 C150 84 330 84 314 204 C312 182 306 164 296 152 C268 160 222 152 194 138 C182 152 172 174 166 204 Z" fill="${hair}"/>`;
    if (o.hairStyle === 'grey') top += `<path d="M166 196 C166 180 170 172 176 166 L180 210 Z M314 196 C314 180 310 172 304 166 L300 210 Z" fill="#d9d9d9"/>`;
  } else if (o.hairStyle === 'bald') {
    top = `<path d="M168 222 C164 196 166 176 176 162 L186 214 Z M312 222 C316 196 314 176 304 162 L294 214 Z" fill="${hair}"/>`;
  } else {
    // parted in the middle, covering the top of the head and the temples
    top = `<path d="M164 220 C148 88 332 88 316 220 C312 184 300 158 240 148 C180 158 168 184 164 220 Z" fill="${hair}"/><path d="M240 112 L240 148" stroke="#000000" stroke-opacity="0.25" stroke-width="3"/>`;
  }
  const plaits = o.hairStyle === 'plaits'
    ? [170, 310].map((x) => `<path d="M${x} 210 C${x - 2} 260 ${x + (x < 240 ? -8 : 8)} 300 ${x + (x < 240 ? -14 : 14)} 360" fill="none" stroke="${hair}" stroke-width="22" stroke-linecap="round"/><circle cx="${x + (x < 240 ? -14 : 14)}" cy="364" r="13" fill="#ffffff"/>`).join('')
    : '';
  const neck = `<rect x="208" y="256" width="64" height="96" rx="26" fill="${o.skin}"/><path d="M208 300 Q240 322 272 300 L272 318 Q240 336 208 318 Z" fill="#000000" fill-opacity="0.12"/>`;
  const shoulders = 'M52 480 C52 392 128 338 240 336 C352 338 428 392 428 480 Z';
  let body = '';
  const accent = o.accent ?? C.sand;
  switch (o.outfit) {
    case 'suit':
    case 'blazer':
      body = `<path d="${shoulders}" fill="${o.main}"/>` + poly([[204, 338], [276, 338], [240, 430]], '#ffffff');
      if (o.tie !== false) body += poly([[231, 346], [249, 346], [254, 430], [240, 450], [226, 430]], accent) + poly([[229, 338], [251, 338], [247, 352], [233, 352]], accent);
      body += `<path d="M204 338 L240 432 L220 446 L168 356 Z" fill="#000000" fill-opacity="0.18"/><path d="M276 338 L240 432 L260 446 L312 356 Z" fill="#000000" fill-opacity="0.18"/>`;
      if (o.outfit === 'blazer') body += rect(320, 410, 44, 8, '#ffffff', 'fill-opacity="0.7"') + poly([[326, 410], [338, 396], [350, 410]], accent);
      break;
    case 'bandhgala':
      body = `<path d="${shoulders}" fill="${o.main}"/>` + `<path d="M206 334 Q240 346 274 334 L276 356 Q240 368 204 356 Z" fill="#000000" fill-opacity="0.22"/>` + line(240, 362, 240, 480, '#000000', 3, 'stroke-opacity="0.25"');
      body += [384, 416, 448].map((y) => `<circle cx="240" cy="${y}" r="6" fill="${accent}"/>`).join('') + poly([[300, 404], [334, 398], [336, 408], [302, 414]], accent);
      break;
    case 'kurtaJacket':
      body = `<path d="${shoulders}" fill="#f4f1ea"/>` + `<path d="M122 376 C150 350 190 340 214 338 L232 480 L100 480 Z" fill="${o.main}"/><path d="M358 376 C330 350 290 340 266 338 L248 480 L380 480 Z" fill="${o.main}"/>`;
      body += `<path d="M214 336 Q240 346 266 336 L264 352 Q240 360 216 352 Z" fill="#ddd8cc"/>` + line(240, 356, 240, 420, '#ddd8cc', 3) + poly([[290, 400], [322, 396], [324, 404], [292, 408]], accent);
      break;
    case 'saree':
      body = `<path d="${shoulders}" fill="${o.main}"/>` + `<path d="M262 338 C310 338 360 356 392 400 L420 480 L276 480 C262 430 246 390 262 338 Z" fill="${accent}"/>`;
      body += `<path d="M262 338 C246 390 262 430 276 480" fill="none" stroke="${C.sand}" stroke-width="10"/><path d="M300 340 C344 352 376 376 398 410" fill="none" stroke="${C.sand}" stroke-width="6" stroke-opacity="0.8"/>`;
      break;
    case 'uniform':
      body = `<path d="${shoulders}" fill="${o.main}"/>` + poly([[206, 334], [240, 360], [200, 380]], '#ffffff', 'fill-opacity="0.55"') + poly([[274, 334], [240, 360], [280, 380]], '#ffffff', 'fill-opacity="0.55"');
      if (o.tie !== false) body += poly([[232, 356], [248, 356], [254, 440], [240, 458], [226, 440]], accent) + poly([[230, 346], [250, 346], [247, 360], [233, 360]], accent);
      body += rect(296, 404, 52, 46, '#ffffff', 'fill-opacity="0.25" rx="4"') + `<circle cx="322" cy="424" r="10" fill="${C.deep}"/><circle cx="322" cy="424" r="5" fill="${C.sand}"/>`;
      break;
    case 'army': {
      const dark = '#3f4a2b';
      body = `<path d="${shoulders}" fill="${o.main}"/>`;
      body += poly([[206, 334], [240, 372], [188, 390], [178, 352]], dark) + poly([[274, 334], [240, 372], [292, 390], [302, 352]], dark);
      body += `<path d="M88 392 L160 370 L166 384 L96 408 Z" fill="${dark}"/><path d="M392 392 L320 370 L314 384 L384 408 Z" fill="${dark}"/>`;
      body += rect(276, 410, 78, 62, dark, 'fill-opacity="0.5" rx="4"') + rect(126, 410, 78, 62, dark, 'fill-opacity="0.5" rx="4"');
      body += line(240, 372, 240, 480, dark, 3) + [404, 448].map((y) => `<circle cx="240" cy="${y}" r="5" fill="#c9a43a"/>`).join('');
      // medal ribbons and a blank name tape
      const ribbons = [['#c0392b', C.sand, '#1e5aa8'], ['#138808', '#ff9933', '#ffffff'], ['#6b2d5b', C.sand, '#c0392b']];
      ribbons.forEach((row, r) => row.forEach((c, i) => { body += rect(280 + i * 24, 376 + r * 11, 22, 9, c); }));
      body += rect(140, 384, 60, 14, '#2b3320', 'rx="2"');
      break;
    }
  }
  let medal = '';
  if (o.medal) medal = `<path d="M214 340 L240 400 L266 340" fill="none" stroke="${CORAL}" stroke-width="9"/><circle cx="240" cy="408" r="20" fill="${C.sand}" stroke="#c99a24" stroke-width="4"/><path d="M240 396 L244 405 L253 405 L246 411 L249 420 L240 414 L231 420 L234 411 L227 405 L236 405 Z" fill="#c99a24"/>`;
  const head = `<ellipse cx="170" cy="208" rx="12" ry="20" fill="${o.skin}"/><ellipse cx="310" cy="208" rx="12" ry="20" fill="${o.skin}"/><ellipse cx="240" cy="196" rx="72" ry="86" fill="${o.skin}"/>` +
    `<ellipse cx="216" cy="160" rx="30" ry="22" fill="#ffffff" fill-opacity="0.08"/>`;
  const glasses = o.glasses ? `<g fill="#ffffff" fill-opacity="0.2" stroke="#2b2b2b" stroke-width="5"><rect x="186" y="188" width="46" height="34" rx="12"/><rect x="248" y="188" width="46" height="34" rx="12"/></g><path d="M232 202 Q240 196 248 202" fill="none" stroke="#2b2b2b" stroke-width="5"/><path d="M186 198 L170 194 M294 198 L310 194" stroke="#2b2b2b" stroke-width="5"/>` : '';
  const beret = o.beret ? `<ellipse cx="262" cy="124" rx="98" ry="40" fill="${o.beret}" transform="rotate(-8 262 124)"/><path d="M166 168 C166 128 314 128 314 168 Z" fill="${o.beret}"/><path d="M164 166 Q240 146 316 166 L316 180 Q240 160 164 180 Z" fill="#1d1d1d" fill-opacity="0.55"/><circle cx="204" cy="146" r="14" fill="#c9a43a"/><circle cx="204" cy="146" r="6" fill="${o.beret}"/>` : '';
  // the head sits a little low on the neck, so the neck stays short
  return `<g transform="translate(0 14)">${back}</g>` + neck + body + medal + `<g transform="translate(0 14)">${plaits}${head}${o.beret ? '' : top}${glasses}${beret}</g>`;
}

/** A round avatar background: gradient, glow and ring. @param {number} S size @param {string} from @param {string} to @param {string} ring */
function avatarBackground(S, from, to, ring) {
  const id = uid('av');
  const defs = `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient><radialGradient id="${id}g" cx="0.3" cy="0.22" r="0.75"><stop offset="0" stop-color="${C.foam}" stop-opacity="0.3"/><stop offset="1" stop-color="${C.foam}" stop-opacity="0"/></radialGradient>`;
  const svg = rect(0, 0, S, S, `url(#${id})`) + rect(0, 0, S, S, `url(#${id}g)`) + `<circle cx="${S / 2}" cy="${S * 0.43}" r="${S * 0.31}" fill="${C.foam}" fill-opacity="0.07"/><circle cx="${S / 2}" cy="${S / 2}" r="${S * 0.46}" fill="none" stroke="${ring}" stroke-width="${r1(S * 0.008)}" stroke-opacity="0.6"/>`;
  return { defs, svg };
}

/** @type {BustOpts[]} Four leaders as stylised, generic figures: no real person is drawn. */
const DIGNITARIES = [
  { skin: SKINS[2] ?? '', hair: '#8a8a8a', hairStyle: 'grey', outfit: 'bandhgala', main: '#3c4650', accent: C.sand, glasses: true },
  { skin: SKINS[0] ?? '', hair: '#2a1c14', hairStyle: 'short', outfit: 'suit', main: '#1d3557', accent: C.teal },
  { skin: SKINS[4] ?? '', hair: '#2a1c14', hairStyle: 'bun', outfit: 'saree', main: '#7a2e47', accent: '#b13e5f' },
  { skin: SKINS[5] ?? '', hair: '#bdbdbd', hairStyle: 'bald', outfit: 'kurtaJacket', main: C.teal, accent: C.sand, glasses: true },
];

/** @param {number} i 0-based */
function dignitaryPicture(i) {
  const S = 480;
  const bg = avatarBackground(S, [C.deeper, C.deep, '#0a3f5f', C.deeper][i] ?? C.deep, [C.teal, '#1a9bb5', C.teal, '#168aa3'][i] ?? C.teal, C.sand);
  return svgDoc(S, S, bg.defs, bg.svg + bust(/** @type {BustOpts} */ (DIGNITARIES[i])));
}

/** @type {BustOpts[]} Six toppers in school uniform with a medal. */
const TOPPERS = [
  { skin: SKINS[4] ?? '', hair: '#1f140e', hairStyle: 'plaits', outfit: 'uniform', main: UNIFORM.shirt, accent: C.deeper, medal: true },
  { skin: SKINS[1] ?? '', hair: '#2a1c14', hairStyle: 'short', outfit: 'uniform', main: UNIFORM.shirt, accent: C.deeper, medal: true },
  { skin: SKINS[2] ?? '', hair: '#33231a', hairStyle: 'plaits', outfit: 'uniform', main: UNIFORM.shirt, accent: C.deeper, medal: true, glasses: true },
  { skin: SKINS[3] ?? '', hair: '#1f140e', hairStyle: 'short', outfit: 'uniform', main: UNIFORM.shirt, accent: C.deeper, medal: true, glasses: true },
  { skin: SKINS[5] ?? '', hair: '#2a1c14', hairStyle: 'long', outfit: 'uniform', main: UNIFORM.shirt, accent: C.deeper, medal: true },
  { skin: SKINS[0] ?? '', hair: '#33231a', hairStyle: 'short', outfit: 'uniform', main: UNIFORM.shirt, accent: C.deeper, medal: true },
];

/** @param {number} i 0-based */
function topperPicture(i) {
  const S = 480;
  const bg = avatarBackground(S, [C.deep, C.teal, C.deeper, '#0a5a80', C.deep, C.teal][i] ?? C.deep, [C.teal, C.deeper, '#1a9bb5', C.deeper, '#3aa6bf', C.deep][i] ?? C.teal, C.sand);
  let stars = '';
  for (const [x, y, r] of [[70, 90, 10], [410, 70, 8], [420, 170, 6], [60, 200, 6]]) stars += `<path d="M${x} ${y - r} L${x + r * 0.3} ${y - r * 0.3} L${x + r} ${y} L${x + r * 0.3} ${y + r * 0.3} L${x} ${y + r} L${x - r * 0.3} ${y + r * 0.3} L${x - r} ${y} L${x - r * 0.3} ${y - r * 0.3} Z" fill="${C.sand}" fill-opacity="0.8"/>`;
  return svgDoc(S, S, bg.defs, bg.svg + stars + bust(/** @type {BustOpts} */ (TOPPERS[i])));
}

/** principal: in the office, bookshelf and window behind. */
function principalPicture() {
  const rnd = rng(81);
  const W3 = 600;
  const H3 = 800;
  let s = rect(0, 0, W3, H3, '#e7f1f4') + rect(0, 560, W3, 240, '#cfe3ea');
  s += bookshelf(rnd, 24, 120, 190, 460, 5) + roomWindow(rnd, 330, 110, 230, 260, SKIES.morning);
  s += rect(300, 420, 280, 10, WOOD) + trophy(360, 420, 60) + pottedPlant(520, 420, 80);
  s += `<g transform="translate(0 200) scale(1.25)">${bust({ skin: SKINS[0] ?? '', hair: '#6b6b6b', hairStyle: 'grey', outfit: 'blazer', main: '#1d3557', accent: C.teal, glasses: true })}</g>`;
  return svgDoc(W3, H3, '', s);
}

/** martyr: a soldier in uniform before a memorial with the flag and an eternal flame. */
function martyrPicture() {
  const W3 = 600;
  const H3 = 800;
  const id = uid('dusk');
  const defs = `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1f4e79"/><stop offset="0.55" stop-color="#c98b4a"/><stop offset="1" stop-color="#f6c453"/></linearGradient>`;
  let s = rect(0, 0, W3, H3, `url(#${id})`);
  s += `<circle cx="300" cy="330" r="250" fill="#fff3c4" fill-opacity="0.12"/>`;
  // hills at dusk
  s += `<path d="M0 520 L80 470 L150 500 L240 430 L330 490 L420 440 L520 500 L600 460 L600 800 L0 800 Z" fill="#7a6a7a" fill-opacity="0.6"/><path d="M0 560 Q150 520 300 548 T600 540 L600 800 L0 800 Z" fill="#4e4a5e" fill-opacity="0.7"/>`;
  // the memorial column with an eternal flame, and the flag
  s += poly([[440, 560], [540, 560], [522, 150], [458, 150]], '#d9d2c3') + poly([[450, 150], [530, 150], [490, 100]], '#c9bfa9') + rect(420, 560, 140, 40, '#bdb4a2');
  s += rect(470, 250, 40, 120, '#c9bfa9', 'rx="4"') + `<path d="M490 270 L496 290 L516 290 L500 302 L506 322 L490 310 L474 322 L480 302 L464 290 L484 290 Z" fill="#b59b5a"/>`;
  s += `<path d="M490 500 Q470 470 490 440 Q496 462 506 470 Q512 490 490 500 Z" fill="#f39c12"/><path d="M490 496 Q480 478 490 462 Q498 480 490 496 Z" fill="#fff3b0"/>` + rect(468, 500, 44, 16, '#8a8f96');
  s += flagpole(86, 600, 480);
  // the soldier
  s += `<g transform="translate(0 200) scale(1.25)">${bust({ skin: SKINS[1] ?? '', hair: '#1f140e', hairStyle: 'short', outfit: 'army', main: '#56623a', beret: '#3b4a2a' })}</g>`;
  // marigold garlands hung at the foot of the picture
  s += garland(-10, 610, 740, 3, 34, 11);
  return svgDoc(W3, H3, defs, s);
}

// ---------------------------------------------------------------------------------------------
// The list of pictures, and writing the files

/**
 * @typedef {{ name: string, w: number, h: number, width: number, draw: () => string }} Picture
 * w and h are the SVG canvas; width is the file's (the widest the pages showed it at, 2x of
 * the layout's size), and the height keeps the canvas's aspect ratio.
 */

/** @type {Picture[]} */
const PICTURES = [
  { name: 'banner-1', w: BW, h: BH, width: 1600, draw: bannerDawn },
  { name: 'banner-2', w: BW, h: BH, width: 1600, draw: bannerClassroom },
  { name: 'banner-3', w: BW, h: BH, width: 1600, draw: bannerLab },
  { name: 'banner-4', w: BW, h: BH, width: 1600, draw: bannerFootball },
  { name: 'banner-5', w: BW, h: BH, width: 1600, draw: bannerAssembly },
  { name: 'gallery-1', w: GW, h: GH, width: 800, draw: galleryLibrary },
  { name: 'gallery-2', w: GW, h: GH, width: 800, draw: galleryArt },
  { name: 'gallery-3', w: GW, h: GH, width: 800, draw: galleryComputers },
  { name: 'gallery-4', w: GW, h: GH, width: 800, draw: galleryCultural },
  { name: 'gallery-5', w: GW, h: GH, width: 800, draw: galleryYoga },
  { name: 'gallery-6', w: GW, h: GH, width: 800, draw: gallerySports },
  { name: 'gallery-7', w: GW, h: GH, width: 800, draw: galleryPlantation },
  { name: 'gallery-8', w: GW, h: GH, width: 800, draw: galleryPrizes },
  { name: 'gallery-9', w: GW, h: GH, width: 800, draw: galleryAnnualDay },
  ...DIGNITARIES.map((_, i) => ({ name: `dignitary-${i + 1}`, w: 480, h: 480, width: 400, draw: () => dignitaryPicture(i) })),
  ...TOPPERS.map((_, i) => ({ name: `topper-${i + 1}`, w: 480, h: 480, width: 320, draw: () => topperPicture(i) })),
  { name: 'principal', w: 600, h: 800, width: 600, draw: principalPicture },
  { name: 'history', w: 1280, h: 720, width: 1200, draw: historyPicture },
  { name: 'about-school', w: GW, h: GH, width: 960, draw: aboutSchool },
  { name: 'classroom', w: GW, h: GH, width: 960, draw: classroomPicture },
  { name: 'lab-banner', w: BW, h: BH, width: 1600, draw: bannerThreeLabs },
  { name: 'lab-chemistry', w: GW, h: GH, width: 800, draw: () => labPicture('chemistry') },
  { name: 'lab-physics', w: GW, h: GH, width: 800, draw: () => labPicture('physics') },
  { name: 'lab-biology', w: GW, h: GH, width: 800, draw: () => labPicture('biology') },
  { name: 'sports-banner', w: BW, h: BH, width: 1600, draw: bannerSports },
  { name: 'sports-1', w: GW, h: GH, width: 800, draw: sportsFootball },
  { name: 'sports-2', w: GW, h: GH, width: 800, draw: sportsBasketball },
  { name: 'sports-3', w: GW, h: GH, width: 800, draw: sportsCricket },
  { name: 'sports-4', w: GW, h: GH, width: 800, draw: sportsBadminton },
  { name: 'sports-5', w: GW, h: GH, width: 800, draw: sportsAthletics },
  { name: 'sports-6', w: GW, h: GH, width: 800, draw: sportsKhoKho },
  { name: 'faq-banner', w: BW, h: BH, width: 1600, draw: bannerFaq },
  { name: 'martyr', w: 600, h: 800, width: 600, draw: martyrPicture },
];

/** @param {number} n */
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * Renders a picture at its width: the SVG rasterised at the matching density, so it is drawn
 * sharp rather than scaled from a bitmap.
 * @param {Picture} pic
 */
function raster(pic) {
  const height = Math.round((pic.width * pic.h) / pic.w);
  return sharp(Buffer.from(pic.draw()), { density: (72 * pic.width) / pic.w }).resize(pic.width, height, { fit: 'fill' });
}

/** @param {string} flag */
function argValue(flag) {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  const only = argValue('--only')?.split(',');
  const pngDir = argValue('--png');
  const unknown = only?.filter((n) => !PICTURES.some((p) => p.name === n)) ?? [];
  if (unknown.length) throw new Error(`--only: no picture named ${unknown.join(', ')}`);
  if (only && !pngDir) throw new Error('--only needs --png DIR (a partial run does not rewrite the WebP files)');
  const list = only ? PICTURES.filter((p) => only.includes(p.name)) : PICTURES;
  if (pngDir) await mkdir(pngDir, { recursive: true });
  await mkdir(OUT, { recursive: true });

  let total = 0;
  for (const pic of list) {
    const img = raster(pic);
    if (pngDir) await img.clone().png().toFile(path.join(pngDir, `${pic.name}.png`));
    if (only) {
      console.log(`${pic.name}.png`);
      continue;
    }
    const buf = await img.webp({ quality: 72, effort: 6, smartSubsample: true }).toBuffer();
    await writeFile(path.join(OUT, `${pic.name}.webp`), buf);
    total += buf.length;
    console.log(`${`${pic.name}.webp`.padEnd(20)} ${kb(buf.length)}`);
  }
  if (!only) console.log(`total ${kb(total)} in ${list.length} files`);
}

await main();

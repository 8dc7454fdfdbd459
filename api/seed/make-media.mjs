// @ts-check
/**
 * Demo media for a freshly seeded API database.
 *
 * Why these files exist: a new installation has no uploads, yet the staff list, the alumni
 * carousel and the event gallery only look like themselves with pictures and a video in them.
 * The API seed copies the files under api/seed/media/ into its upload storage and points the
 * seeded staff, alumni and events at them; media/manifest.json tells it which file is what
 * (kind, event, alt text, suggested person name).
 *
 * Everything here is drawn from SVG by this script, so there are no licensing or privacy
 * questions: no real person is shown. The outputs are committed; this script is only needed
 * to change or regenerate them:
 *
 *     node api/seed/make-media.mjs               # everything (needs ffmpeg on PATH)
 *     node api/seed/make-media.mjs --skip-video  # images and manifest only
 *
 * Tools: sharp (a root devDependency) renders the SVG to WebP and JPEG; Debian's ffmpeg
 * (`apt-get install -y ffmpeg`) encodes the video frames, which sharp renders to PNG first,
 * to H.264 MP4 and VP9 WebM. The output is deterministic (seeded pseudo-random numbers), so
 * regenerating without changes gives the same pictures.
 *
 * Colours follow the site's "ocean" scheme: #0b4a6f, #073450, teal #0e7490, foam #e0f2f7,
 * sand #f6c453. Text uses the generic sans-serif family (DejaVu Sans on Debian).
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { bagged, between, byDepth, C, cloud, esc, FONT, forest, HAIRS, pick, r1, ridge, rng, sapling, schoolBlock, SKINS, skyGradients, snowRange, treeGuard, UNIFORM, wateringCan } from './drawing.mjs';
import { hairOf, POSES as SHARED_POSES } from './people.mjs';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'media');
const SKIP_VIDEO = process.argv.includes('--skip-video');

const SCHOOL_LINE = 'Government Inter College';

// ---------------------------------------------------------------------------------------------
// Small helpers of its own (drawing.mjs and people.mjs hold those it shares with make-page-images.mjs)

/**
 * @param {number} w @param {number} h @param {string} defs @param {string} body
 * @param {string} [viewBox] defaults to the full canvas
 */
const svgDoc = (w, h, defs, body, viewBox = `0 0 ${w} ${h}`) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}"><defs>${defs}</defs>${body}</svg>`;

// ---------------------------------------------------------------------------------------------
// Portraits (staff and alumni): gradient background, head-and-shoulders silhouette, initials

/**
 * @typedef {{ name: string, role: string, female: boolean, from: string, to: string, angle: number }} PersonSpec
 */

/** @type {PersonSpec[]} Demo staff: names typical of a Garhwal hill district; all fictional. */
const STAFF = [
  { name: 'Rajendra Singh Negi', role: 'Principal', female: false, from: C.deeper, to: C.teal, angle: 35 },
  { name: 'Sunita Bisht', role: 'Lecturer, Physics', female: true, from: C.deep, to: '#1a9bb5', angle: 60 },
  { name: 'Mahesh Chandra Joshi', role: 'Lecturer, Mathematics', female: false, from: C.teal, to: C.deeper, angle: 120 },
  { name: 'Kavita Rawat', role: 'TGT, English', female: true, from: '#0a5a80', to: '#3aa6bf', angle: 20 },
  { name: 'Deepak Bhandari', role: 'Physical Education Teacher', female: false, from: C.deeper, to: '#168aa3', angle: 80 },
  { name: 'Pooja Nautiyal', role: 'Lecturer, Biology', female: true, from: '#0c6685', to: C.deeper, angle: 150 },
];

/** @type {PersonSpec[]} Demo alumni: the same style with a sand (graduation gold) accent. */
const ALUMNI = [
  { name: 'Ankit Rana', role: 'Class of 2016', female: false, from: C.deeper, to: '#125f86', angle: 45 },
  { name: 'Priyanka Semwal', role: 'Class of 2018', female: true, from: '#0a3f5f', to: C.teal, angle: 70 },
  { name: 'Himanshu Chauhan', role: 'Class of 2019', female: false, from: C.deep, to: '#05263b', angle: 130 },
  { name: 'Neha Thapliyal', role: 'Class of 2021', female: true, from: '#0c5677', to: C.deeper, angle: 10 },
];

/** First letters of the first and last word: "Rajendra Singh Negi" gives "RN". @param {string} name */
function initials(name) {
  const words = name.split(/\s+/).filter(Boolean);
  return (words[0][0] + (words.length > 1 ? words[words.length - 1][0] : '')).toUpperCase();
}

/**
 * A 480x480 avatar.
 * @param {PersonSpec} p
 * @param {boolean} alumni sand accent ring and a graduation cap
 */
function portraitSvg(p, alumni) {
  const S = 480;
  const rad = (p.angle * Math.PI) / 180;
  const [x1, y1, x2, y2] = [0.5 - Math.cos(rad) / 2, 0.5 - Math.sin(rad) / 2, 0.5 + Math.cos(rad) / 2, 0.5 + Math.sin(rad) / 2].map(r1);
  const silhouette = '#eaf6fa';
  const hairTone = '#c4e3ed';
  const defs = `
    <linearGradient id="bg" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">
      <stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.28" cy="0.2" r="0.75">
      <stop offset="0" stop-color="${C.foam}" stop-opacity="0.32"/><stop offset="1" stop-color="${C.foam}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="body" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${silhouette}"/><stop offset="1" stop-color="#cfe9f2"/>
    </linearGradient>`;
  const hair = p.female
    ? // long hair behind the head, falling to the shoulders
      `<path d="M152 214 C146 96 334 96 328 214 C330 262 338 300 352 338 C300 360 180 360 128 338 C142 300 150 262 152 214 Z" fill="${hairTone}"/>`
    : '';
  const hairTop = p.female
    ? `<path d="M160 196 C166 112 314 112 320 196 C300 150 262 136 240 140 C214 136 178 152 160 196 Z" fill="${hairTone}"/>`
    : `<path d="M163 186 C164 108 316 108 317 186 C306 156 282 142 240 142 C198 142 174 156 163 186 Z" fill="${hairTone}"/>`;
  const cap = alumni
    ? `<g>
        <path d="M170 120 L240 92 L310 120 L240 148 Z" fill="${C.deeper}"/>
        <path d="M196 130 L196 152 C222 166 258 166 284 152 L284 130 L240 148 Z" fill="${C.deeper}"/>
        <path d="M240 120 L300 128 L300 170" fill="none" stroke="${C.sand}" stroke-width="4" stroke-linecap="round"/>
        <circle cx="300" cy="174" r="6" fill="${C.sand}"/>
      </g>`
    : '';
  const ring = alumni
    ? `<circle cx="240" cy="240" r="226" fill="none" stroke="${C.sand}" stroke-width="6" stroke-opacity="0.85"/>
       <circle cx="240" cy="240" r="214" fill="none" stroke="${C.sand}" stroke-width="1.5" stroke-opacity="0.5"/>`
    : `<circle cx="240" cy="240" r="222" fill="none" stroke="${C.foam}" stroke-width="2" stroke-opacity="0.25"/>`;
  const body = `
    <rect width="${S}" height="${S}" fill="url(#bg)"/>
    <rect width="${S}" height="${S}" fill="url(#glow)"/>
    <circle cx="240" cy="205" r="150" fill="${C.foam}" fill-opacity="0.07"/>
    ${ring}
    <g transform="translate(0 12)">${hair}</g>
    <rect x="206" y="270" width="68" height="72" rx="26" fill="${silhouette}"/>
    <path d="M62 480 C62 392 132 336 240 336 C348 336 418 392 418 480 Z" fill="url(#body)"/>
    <path d="M204 338 L240 380 L276 338" fill="none" stroke="${hairTone}" stroke-width="5" stroke-linejoin="round"/>
    <ellipse cx="240" cy="212" rx="76" ry="86" fill="${silhouette}"/>
    <g transform="translate(0 12)">${hairTop}${cap}</g>
    <text x="240" y="448" text-anchor="middle" ${FONT} font-size="60" font-weight="bold" letter-spacing="4"
      fill="${alumni ? C.deeper : C.deep}">${esc(initials(p.name))}</text>`;
  return svgDoc(S, S, defs, body);
}

// ---------------------------------------------------------------------------------------------
// Event illustrations: sky, Himalayan ranges, forested ridges, then the scene and a caption band

const W = 1280;
const H = 853;
const BAND = 96;

/**
 * @typedef {{ top: string, bottom: string, sun: string, sunX: number, sunY: number, sunR: number,
 *   far: string, mid: string, near: string, tree: string, snow: string, peaks: string,
 *   grass: string, grassDark: string, tint: string, tintOpacity: number, clouds: number }} Sky
 */

/** @type {Record<'morning' | 'noon' | 'golden' | 'mist' | 'afternoon', Sky>} */
const SKIES = {
  morning: {
    top: '#79c3e2', bottom: '#e7f6fa', sun: '#fff3c4', sunX: 200, sunY: 190, sunR: 46,
    far: '#a9cadb', mid: '#6b9fbb', near: '#3e7a98', tree: '#2a5f7c', snow: '#ffffff', peaks: '#c3dbe7',
    grass: '#79b466', grassDark: '#5e9a52', tint: '#ffffff', tintOpacity: 0, clouds: 3,
  },
  noon: {
    top: '#2b8fc0', bottom: '#c5e9f4', sun: '#fffbe6', sunX: 1040, sunY: 110, sunR: 40,
    far: '#8db9cf', mid: '#4d8aab', near: '#22648a', tree: '#184f6e', snow: '#ffffff', peaks: '#b5d2e1',
    grass: '#6fb35f', grassDark: '#559a4c', tint: '#ffffff', tintOpacity: 0, clouds: 4,
  },
  afternoon: {
    top: '#4b9cc6', bottom: '#f1e9cf', sun: '#fff0b8', sunX: 1110, sunY: 200, sunR: 44,
    far: '#a3bccb', mid: '#5f8eab', near: '#2f6788', tree: '#1f5472', snow: '#fffaf0', peaks: '#c9d8e0',
    grass: '#7fb05a', grassDark: '#64974a', tint: C.sand, tintOpacity: 0.05, clouds: 3,
  },
  golden: {
    top: '#3b76a0', bottom: '#f6c453', sun: '#ffe9a3', sunX: 170, sunY: 300, sunR: 58,
    far: '#9ea7bd', mid: '#5d7898', near: '#2d5474', tree: '#1f415e', snow: '#fde9c4', peaks: '#c6bfc6',
    grass: '#8cab4f', grassDark: '#6e9140', tint: C.sand, tintOpacity: 0.1, clouds: 2,
  },
  mist: {
    top: '#9cc4d6', bottom: '#eef6f8', sun: '#fffdf2', sunX: 980, sunY: 170, sunR: 40,
    far: '#bfd3de', mid: '#8fb1c4', near: '#5d8ea8', tree: '#467a95', snow: '#ffffff', peaks: '#d6e4eb',
    grass: '#7eb26c', grassDark: '#639a57', tint: '#ffffff', tintOpacity: 0.06, clouds: 2,
  },
};




/**
 * Sky, sun, clouds, snow range and forested ridges down to the horizon.
 * @param {() => number} rnd @param {Sky} sky @param {number} horizon
 * @param {{ w?: number, h?: number, snow?: boolean }} [o]
 */
function landscape(rnd, sky, horizon, o = {}) {
  const w = o.w ?? W;
  const h = o.h ?? H;
  const defs = skyGradients(sky, ['sky', 'sunglow', 'haze']);
  let s = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  s += `<circle cx="${sky.sunX * (w / W)}" cy="${sky.sunY * (h / H)}" r="${sky.sunR * 4}" fill="url(#sunglow)"/><circle cx="${sky.sunX * (w / W)}" cy="${sky.sunY * (h / H)}" r="${sky.sunR}" fill="${sky.sun}"/>`;
  for (let i = 0; i < sky.clouds; i++) s += cloud(between(rnd, 80, w - 80), between(rnd, 60, horizon * 0.38), between(rnd, 0.7, 1.4), between(rnd, 0.55, 0.9));
  if (o.snow !== false) s += snowRange(rnd, horizon - 120, sky, w);
  const far = ridge(rnd, { y0: horizon - 110, amp: 36, color: sky.far, w, h, peaky: 0.4 });
  const mid = ridge(rnd, { y0: horizon - 62, amp: 30, color: sky.mid, w, h });
  const near = ridge(rnd, { y0: horizon - 18, amp: 22, color: sky.near, w, h, freq: 1.3 });
  s += far.svg + `<rect y="${horizon - 170}" width="${w}" height="170" fill="url(#haze)"/>`;
  s += mid.svg + forest(rnd, mid.yAt, Math.round(w / 22), 22, sky.near, w);
  s += near.svg + forest(rnd, near.yAt, Math.round(w / 14), 30, sky.tree, w);
  return { defs, svg: s };
}

/**
 * A two-storey school building standing on the ground line gy.
 * @param {number} x left @param {number} gy ground @param {number} w width
 * @param {{ wall?: string, sign?: string, banner?: string }} [o]
 */
function schoolBuilding(x, gy, w, o = {}) {
  const wall = o.wall ?? '#f5efe2';
  const { fh, top, cw, cx, sp, windows } = schoolBlock(x, gy, w);
  let s = '';
  // roof (hipped, deep blue) and walls
  s += `<path d="M${r1(x - w * 0.03)} ${r1(top)} L${r1(x + w * 1.03)} ${r1(top)} L${r1(x + w * 0.97)} ${r1(top - w * 0.07)} L${r1(x + w * 0.03)} ${r1(top - w * 0.07)} Z" fill="${C.deep}"/>`;
  s += `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(w)}" height="${r1(2 * fh)}" fill="${wall}"/>`;
  s += `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(w)}" height="${r1(w * 0.012)}" fill="#d9cfbb"/>`;
  // windows on both floors, skipping the central block
  for (const { bx, wy } of windows) {
    s += `<rect x="${r1(bx + sp * 0.22)}" y="${r1(wy)}" width="${r1(sp * 0.56)}" height="${r1(fh * 0.46)}" fill="#9fd2e4" stroke="${C.deep}" stroke-width="${r1(w * 0.004)}"/>`;
    s += `<line x1="${r1(bx + sp * 0.5)}" y1="${r1(wy)}" x2="${r1(bx + sp * 0.5)}" y2="${r1(wy + fh * 0.46)}" stroke="${C.deep}" stroke-width="${r1(w * 0.003)}"/>`;
  }
  // floor band (balcony line)
  s += `<rect x="${r1(x)}" y="${r1(top + fh - w * 0.006)}" width="${r1(w)}" height="${r1(w * 0.012)}" fill="${C.teal}"/>`;
  // central block: gable, sign, door and steps
  s += `<rect x="${r1(cx)}" y="${r1(top - w * 0.02)}" width="${r1(cw)}" height="${r1(2 * fh + w * 0.02)}" fill="#fbf6ea"/>`;
  s += `<path d="M${r1(cx - w * 0.015)} ${r1(top - w * 0.02)} L${r1(cx + cw / 2)} ${r1(top - w * 0.11)} L${r1(cx + cw + w * 0.015)} ${r1(top - w * 0.02)} Z" fill="${C.deeper}"/>`;
  s += `<rect x="${r1(cx + cw * 0.1)}" y="${r1(top + fh * 0.12)}" width="${r1(cw * 0.8)}" height="${r1(fh * 0.42)}" rx="3" fill="${C.deep}"/>`;
  s += `<text x="${r1(cx + cw / 2)}" y="${r1(top + fh * 0.42)}" text-anchor="middle" ${FONT} font-weight="bold" font-size="${r1(fh * 0.24)}" fill="${C.sand}">${esc(o.sign ?? 'PM SHRI')}</text>`;
  s += `<rect x="${r1(cx + cw * 0.28)}" y="${r1(top + fh * 1.22)}" width="${r1(cw * 0.44)}" height="${r1(fh * 0.78)}" rx="${r1(cw * 0.1)}" fill="${C.deeper}"/>`;
  s += `<rect x="${r1(cx + cw * 0.15)}" y="${r1(gy - fh * 0.05)}" width="${r1(cw * 0.7)}" height="${r1(fh * 0.06)}" fill="#cfc5b0"/>`;
  for (const px of [cx + cw * 0.1, cx + cw * 0.86]) s += `<rect x="${r1(px)}" y="${r1(top + fh)}" width="${r1(cw * 0.04)}" height="${r1(fh)}" fill="#e3d9c4"/>`;
  if (o.banner) {
    const bw = w * 0.5;
    const by = top + fh * 0.62;
    s += `<rect x="${r1(x + (w - bw) / 2)}" y="${r1(by)}" width="${r1(bw)}" height="${r1(fh * 0.4)}" rx="4" fill="${C.sand}" stroke="${C.deeper}" stroke-width="2"/>`;
    s += `<text x="${r1(x + w / 2)}" y="${r1(by + fh * 0.28)}" text-anchor="middle" ${FONT} font-weight="bold" font-size="${r1(fh * 0.22)}" fill="${C.deeper}">${esc(o.banner)}</text>`;
  }
  return s;
}

/**
 * A flagpole with the national flag; raise from 0 (at the foot) to 1 (at the top).
 * @param {number} x @param {number} gy @param {number} h @param {number} [raise]
 */
function flagpole(x, gy, h, raise = 1) {
  const fw = h * 0.3;
  const fh = fw * 2 / 3;
  const fy = gy - h * 0.12 - (h * 0.88 - fh * 0.1) * raise + (1 - raise) * -fh;
  const y = Math.max(gy - h + 4, fy);
  const wave = (/** @type {number} */ dy) => `M${r1(x + 2)} ${r1(y + dy)} Q${r1(x + fw * 0.35)} ${r1(y + dy - fh * 0.06)} ${r1(x + fw * 0.55)} ${r1(y + dy)} T${r1(x + fw)} ${r1(y + dy)}`;
  const band = (/** @type {number} */ i, /** @type {string} */ c) =>
    `<path d="${wave(i * fh / 3)} L${r1(x + fw)} ${r1(y + (i + 1) * fh / 3)} Q${r1(x + fw * 0.8)} ${r1(y + (i + 1) * fh / 3 + fh * 0.06)} ${r1(x + fw * 0.55)} ${r1(y + (i + 1) * fh / 3)} T${r1(x + 2)} ${r1(y + (i + 1) * fh / 3)} Z" fill="${c}"/>`;
  return `<rect x="${r1(x - h * 0.04)}" y="${r1(gy - h * 0.02)}" width="${r1(h * 0.08)}" height="${r1(h * 0.02)}" fill="#b9ae98"/>
    <line x1="${x}" y1="${gy}" x2="${x}" y2="${r1(gy - h)}" stroke="#8a8f96" stroke-width="${r1(Math.max(2, h * 0.012))}"/>
    <circle cx="${x}" cy="${r1(gy - h)}" r="${r1(Math.max(2, h * 0.012))}" fill="#c9a43a"/>
    ${band(0, '#ff9933')}${band(1, '#ffffff')}${band(2, '#138808')}
    <circle cx="${r1(x + fw * 0.5)}" cy="${r1(y + fh / 2)}" r="${r1(fh * 0.12)}" fill="none" stroke="#000080" stroke-width="${r1(Math.max(0.8, fh * 0.025))}"/>`;
}

/**
 * Triangular bunting hanging between two points.
 * @param {number} x1 @param {number} y1 @param {number} x2 @param {number} y2 @param {number} sag @param {number} n @param {number} size
 */
function bunting(x1, y1, x2, y2, sag, n, size) {
  const colors = [C.sand, C.teal, '#e2674a', C.foam, '#4c9f70', C.deep];
  let s = `<path d="M${x1} ${y1} Q${(x1 + x2) / 2} ${(y1 + y2) / 2 + 2 * sag} ${x2} ${y2}" fill="none" stroke="#51606b" stroke-width="1.5"/>`;
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const px = (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * ((x1 + x2) / 2) + t * t * x2;
    const py = (1 - t) * (1 - t) * y1 + 2 * (1 - t) * t * ((y1 + y2) / 2 + 2 * sag) + t * t * y2;
    s += `<path d="M${r1(px - size / 2)} ${r1(py)} L${r1(px + size / 2)} ${r1(py)} L${r1(px)} ${r1(py + size * 1.2)} Z" fill="${colors[i % colors.length]}"/>`;
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// People as simple shapes. Local coordinates: 100 units tall, feet at (0, 0), facing right.

/** @typedef {[number, number]} Pt */
/** @typedef {import('./people.mjs').Pose} Pose */

/** @type {Record<string, Pose>} For side poses the first leg and arm are the far ones. */
const POSES = {
  ...SHARED_POSES,
  holdHigh: { side: false, legs: [[[-5, -46], [-5.5, -23], [-6, 0]], [[5, -46], [5.5, -23], [6, 0]]], arms: [[[-11, -74], [-18, -64], [-16, -76]], [[11, -74], [18, -64], [16, -76]]] },
  march: { side: true, legs: [[[0, -46], [-3, -24], [-7, 0]], [[0, -46], [12, -34], [12, -14]]], arms: [[[-1, -73], [-11, -60], [-17, -50]], [[1, -73], [14, -62], [24, -66]]] },
  dig: { side: true, legs: [[[0, -46], [-5, -24], [-8, 0]], [[0, -46], [8, -25], [9, 0]]], arms: [[[0, -73], [9, -60], [15, -50]], [[0, -73], [12, -62], [20, -58]]] },
  pull: { side: true, legs: [[[0, -46], [-2, -24], [-2, 0]], [[0, -46], [12, -25], [20, -2]]], arms: [[[0, -72], [11, -66], [22, -63]], [[0, -72], [12, -64], [23, -61]]] },
};

/**
 * @typedef {{ x: number, y: number, h: number, skin: string, shirt: string, pants: string,
 *   hair?: string, style?: 'short' | 'plaits' | 'bun' | 'long', pose?: string, lean?: number,
 *   flip?: boolean, bib?: string, medal?: boolean, sleeves?: 'half' | 'full', back?: boolean }} PersonOpts
 * back: seen from behind (front poses only): hair covers the head, plaits hang down the back
 */

/**
 * A person drawn with circles, rounded shapes and thick strokes.
 * @param {PersonOpts} o
 * @returns {{ svg: string, hands: [Pt, Pt] }} hands in canvas coordinates (far/left first)
 */
function person(o) {
  const pose = POSES[o.pose ?? 'stand'];
  const s = o.h / 100;
  const sx = o.flip ? -s : s;
  const lean = ((o.lean ?? 0) * Math.PI) / 180;
  const drop = pose.drop ?? 0;
  const hair = o.hair ?? '#2a1c14';
  const style = o.style ?? 'short';
  const girl = style !== 'short';
  /** @param {Pt} p @returns {Pt} */
  const toCanvas = ([px, py]) => {
    const rx = px * Math.cos(lean) - py * Math.sin(lean);
    const ry = px * Math.sin(lean) + py * Math.cos(lean);
    return [r1(o.x + rx * sx), r1(o.y + ry * s)];
  };
  /** @param {Pt[]} pts */
  const pl = (pts) => pts.map(([a, b]) => `${r1(a)},${r1(b)}`).join(' ');
  const limb = (/** @type {[Pt, Pt, Pt]} */ l, /** @type {string} */ c, /** @type {number} */ wd) =>
    `<polyline points="${pl(l)}" fill="none" stroke="${c}" stroke-width="${wd}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const arm = (/** @type {[Pt, Pt, Pt]} */ a) => {
    const [sh, el, hd] = a;
    const sleeve = o.sleeves === 'full'
      ? `<polyline points="${pl([sh, el, hd])}" fill="none" stroke="${o.shirt}" stroke-width="5.4" stroke-linecap="round" stroke-linejoin="round"/>`
      : `<polyline points="${pl([el, hd])}" fill="none" stroke="${o.skin}" stroke-width="4.6" stroke-linecap="round"/><line x1="${r1(sh[0])}" y1="${r1(sh[1])}" x2="${r1(el[0])}" y2="${r1(el[1])}" stroke="${o.shirt}" stroke-width="5.8" stroke-linecap="round"/>`;
    return sleeve + `<circle cx="${r1(hd[0])}" cy="${r1(hd[1])}" r="2.9" fill="${o.skin}"/>`;
  };
  const up = drop ? `<g transform="translate(0 ${drop})">` : '<g>';
  const tw = pose.side ? 8 : 11; // half torso width at the shoulders
  const legs = pose.legs.map((l) => limb(l, o.pants, 8) + `<ellipse cx="${r1(l[2][0] + (pose.side ? 2 : 0))}" cy="${r1(l[2][1] - 1)}" rx="${pose.side ? 4.6 : 3.8}" ry="2.6" fill="#2b2b2b"/>`);
  const torsoBottom = girl ? -31 : -44;
  const flare = girl ? 4 : 0;
  const torso = `<path d="M${-tw} -76 Q0 -79.5 ${tw} -76 Q${tw + 1.5} -62 ${tw - 1 + flare} ${torsoBottom} L${-tw + 1 - flare} ${torsoBottom} Q${-tw - 1.5} -62 ${-tw} -76 Z" fill="${o.shirt}" stroke="${o.shirt}" stroke-width="2.5" stroke-linejoin="round"/>`;
  const bib = o.bib ? `<rect x="-6" y="-70" width="12" height="9" rx="1" fill="#ffffff"/><text x="0" y="-63" text-anchor="middle" ${FONT} font-size="6.5" font-weight="bold" fill="${C.deeper}">${esc(o.bib)}</text>` : '';
  const medal = o.medal ? `<path d="M-5 -77 L0 -64 L5 -77" fill="none" stroke="#d9534f" stroke-width="1.6"/><circle cx="0" cy="-62" r="3.4" fill="${C.sand}" stroke="#c99a24" stroke-width="0.8"/>` : '';
  const hx = pose.side ? 1.5 : 0;
  const { hairBack, hairTop } = hairOf(style, hair, { side: pose.side, back: o.back });
  const head = `<rect x="${hx - 2.8 - 0.5}" y="-81" width="6.6" height="7" fill="${o.skin}"/><circle cx="${hx}" cy="-88" r="9" fill="${o.skin}"/>`;
  const [farArm, nearArm] = pose.arms;
  const body = pose.side
    ? `${legs.join('')}${up}${arm(farArm)}${hairBack}${torso}${bib}${medal}${head}${hairTop}${arm(nearArm)}</g>`
    : `${legs.join('')}${up}${hairBack}${torso}${arm(farArm)}${arm(nearArm)}${bib}${medal}${head}${hairTop}</g>`;
  const svg = `<g transform="translate(${r1(o.x)} ${r1(o.y)}) scale(${r1(sx * 1000) / 1000} ${r1(s * 1000) / 1000}) rotate(${o.lean ?? 0})">${body}</g>`;
  const hands = /** @type {[Pt, Pt]} */ (pose.arms.map((a) => toCanvas([a[2][0], a[2][1] + drop])));
  return { svg, hands };
}


/**
 * A student in uniform or house colours; deterministic from the random source.
 * @param {() => number} rnd @param {Partial<PersonOpts> & { x: number, y: number, h: number }} o
 */
function student(rnd, o) {
  const girl = rnd() < 0.5;
  return person({
    skin: pick(rnd, SKINS), hair: pick(rnd, HAIRS), style: girl ? 'plaits' : 'short',
    shirt: UNIFORM.shirt, pants: UNIFORM.pants, ...o,
  });
}

/** A plain ground from the horizon down, with a darker band near the horizon. @param {number} horizon @param {Sky} sky */
function ground(horizon, sky) {
  return `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${sky.grass}"/><rect y="${horizon}" width="${W}" height="14" fill="${sky.grassDark}" fill-opacity="0.6"/>`;
}

/** Soft oval shadow under a figure. @param {number} x @param {number} y @param {number} w @param {number} [dx] */
const shadow = (x, y, w, dx = 0) => `<ellipse cx="${r1(x + dx)}" cy="${r1(y)}" rx="${r1(w)}" ry="${r1(w * 0.18)}" fill="#1d3b2a" fill-opacity="0.22"/>`;

/** The caption band with the event name. @param {string} title @param {string} sub @param {number} [w] @param {number} [h] @param {number} [band] */
function caption(title, sub, w = W, h = H, band = BAND) {
  const y = h - band;
  const k = band / BAND;
  return `<rect x="0" y="${y}" width="${w}" height="${band}" fill="${C.deeper}" fill-opacity="0.9"/>
    <rect x="0" y="${y}" width="${w}" height="${r1(4 * k)}" fill="${C.sand}"/>
    <text x="${r1(40 * k)}" y="${r1(y + 48 * k)}" ${FONT} font-size="${r1(36 * k)}" font-weight="bold" fill="#ffffff">${esc(title)}</text>
    <text x="${r1(40 * k)}" y="${r1(y + 79 * k)}" ${FONT} font-size="${r1(21 * k)}" fill="${C.foam}">${esc(sub)}</text>
    <text x="${r1(w - 40 * k)}" y="${r1(y + 47 * k)}" text-anchor="end" ${FONT} font-size="${r1(22 * k)}" font-weight="bold" fill="${C.sand}">PM SHRI</text>
    <text x="${r1(w - 40 * k)}" y="${r1(y + 76 * k)}" text-anchor="end" ${FONT} font-size="${r1(18 * k)}" fill="${C.foam}">${SCHOOL_LINE}</text>`;
}


/** An overall colour wash for the time of day. @param {Sky} sky */
const tint = (sky) => (sky.tintOpacity ? `<rect width="${W}" height="${H}" fill="${sky.tint}" fill-opacity="${sky.tintOpacity}"/>` : '');

// ---------------------------------------------------------------------------------------------
// Annual sports day

/** @param {number} variant 1..4 */
function sportsSvg(variant) {
  const rnd = rng(100 + variant);
  const sky = [SKIES.morning, SKIES.noon, SKIES.afternoon, SKIES.golden][variant - 1];
  const horizon = [440, 455, 470, 460][variant - 1];
  const land = landscape(rnd, sky, horizon);
  let s = land.svg + ground(horizon, sky);
  /** @type {{ y: number, svg: string }[]} */
  const items = [];
  const houses = [C.teal, C.sand, '#e2674a', '#4c9f70'];
  /** @param {number} x0 @param {number} x1 @param {number} y @param {number} h */
  const spectators = (x0, x1, y, h) => {
    let out = '';
    for (let x = x0; x < x1; x += h * 0.38 + rnd() * h * 0.2) {
      out += student(rnd, { x, y: y + rnd() * 6, h: h * between(rnd, 0.9, 1.05), shirt: pick(rnd, [UNIFORM.shirt, '#ffffff', ...houses]), pose: rnd() < 0.25 ? 'oneUp' : 'stand' }).svg;
    }
    return out;
  };
  if (variant === 1) {
    // 100 m sprint across the lanes, school building behind
    s += schoolBuilding(790, horizon + 8, 420);
    s += flagpole(740, horizon + 10, 190);
    s += spectators(20, 760, horizon + 44, 46);
    s += spectators(780, 1270, horizon + 50, 44);
    const lanes = [530, 566, 608, 658, 716, 784];
    s += `<path d="M0 ${lanes[0]} L${W} ${lanes[0]} L${W} ${lanes[5]} L0 ${lanes[5]} Z" fill="#cf7f55"/>`;
    for (const ly of lanes) s += `<rect y="${ly - 1.5}" width="${W}" height="3" fill="#ffffff" fill-opacity="0.9"/>`;
    s += `<path d="M1030 ${lanes[0]} L1060 ${lanes[5]} L1072 ${lanes[5]} L1042 ${lanes[0]} Z" fill="#ffffff"/>`;
    s += `<line x1="1036" y1="${lanes[0]}" x2="1036" y2="${lanes[0] - 70}" stroke="#55606a" stroke-width="4"/><line x1="1070" y1="${lanes[5]}" x2="1070" y2="${lanes[5] - 130}" stroke="#55606a" stroke-width="5"/>`;
    s += `<path d="M1036 ${lanes[0] - 62} Q1050 ${lanes[0] + 20} 1070 ${lanes[5] - 118}" fill="none" stroke="#e2674a" stroke-width="3"/>`;
    const xs = [760, 840, 690, 600, 520];
    for (let i = 0; i < 5; i++) {
      const fy = (lanes[i] + lanes[i + 1]) / 2 + 10;
      const h = 95 + i * 22;
      items.push({ y: fy, svg: shadow(xs[i], fy, h * 0.2, -6) + student(rnd, { x: xs[i], y: fy, h, pose: 'run', lean: 12, shirt: houses[i % 4], pants: C.deeper, bib: String(11 + i * 7) }).svg });
    }
    // a teacher with a stopwatch at the finish
    items.push({ y: 770, svg: person({ x: 1170, y: 770, h: 215, skin: SKINS[3], shirt: '#ffffff', pants: '#2f3e4a', pose: 'oneUp', sleeves: 'full' }).svg });
    s += byDepth(items);
    s += bunting(-10, 150, 1290, 120, 30, 26, 26);
  } else if (variant === 2) {
    // march past in front of the dais
    s += schoolBuilding(40, horizon + 6, 520);
    s += flagpole(600, horizon + 8, 230);
    // dais with canopy
    s += `<rect x="880" y="${horizon - 70}" width="340" height="14" fill="${C.deep}"/><path d="M870 ${horizon - 70} L1230 ${horizon - 70} L1210 ${horizon - 110} L890 ${horizon - 110} Z" fill="${C.teal}"/>`;
    for (let i = 0; i < 9; i++) s += `<path d="M${878 + i * 39} ${horizon - 56} q19 18 39 0" fill="${i % 2 ? C.sand : C.foam}"/>`;
    s += `<line x1="890" y1="${horizon - 56}" x2="890" y2="${horizon + 40}" stroke="#6b6b6b" stroke-width="5"/><line x1="1210" y1="${horizon - 56}" x2="1210" y2="${horizon + 40}" stroke="#6b6b6b" stroke-width="5"/>`;
    s += `<rect x="870" y="${horizon + 28}" width="360" height="30" fill="#d8cfbd"/><rect x="870" y="${horizon + 28}" width="360" height="6" fill="#efe7d6"/>`;
    const guests = [[950, '#9c3d54', 'bun'], [1030, '#ffffff', 'short'], [1110, '#6b8e23', 'bun'], [1175, '#ffffff', 'short']];
    for (const [gx, shirt, st] of guests) s += person({ x: /** @type {number} */ (gx), y: horizon + 30, h: 84, skin: pick(rnd, SKINS), shirt: /** @type {string} */ (shirt), pants: '#3c4650', style: /** @type {'bun' | 'short'} */ (st), pose: gx === 1030 ? 'oneUp' : 'stand', sleeves: 'full' }).svg;
    s += `<rect x="1010" y="${horizon + 6}" width="46" height="22" fill="${C.deep}"/>`;
    // chalk track line
    s += `<path d="M0 ${horizon + 120} L${W} ${horizon + 104}" stroke="#ffffff" stroke-width="4" stroke-opacity="0.8"/><path d="M0 ${horizon + 300} L${W} ${horizon + 262}" stroke="#ffffff" stroke-width="5" stroke-opacity="0.8"/>`;
    const files = [[horizon + 140, 94], [horizon + 200, 108], [horizon + 268, 126]];
    for (const [row, [fy, h]] of files.entries()) {
      for (let i = 0; i < 6; i++) {
        const x = 120 + i * 108 + row * 26;
        items.push({ y: fy, svg: shadow(x, fy, h * 0.18) + student(rnd, { x, y: fy, h, pose: 'march', shirt: '#ffffff', pants: C.deeper, sleeves: 'full' }).svg });
      }
    }
    // leader with the house flag
    const lx = 860;
    const leader = student(rnd, { x: lx, y: horizon + 210, h: 116, pose: 'march', shirt: C.teal, pants: C.deeper, sleeves: 'full' });
    const [hx, hy] = leader.hands[1];
    items.push({ y: horizon + 210, svg: leader.svg + `<line x1="${hx}" y1="${hy + 20}" x2="${hx}" y2="${hy - 110}" stroke="#6b4f2a" stroke-width="4"/><path d="M${hx} ${hy - 110} L${hx + 70} ${hy - 92} L${hx} ${hy - 70} Z" fill="${C.sand}"/>` });
    s += byDepth(items);
    s += bunting(-10, 120, 700, 170, 30, 16, 24);
  } else if (variant === 3) {
    // prize distribution at the podium
    s += schoolBuilding(60, horizon + 6, 380);
    s += flagpole(470, horizon + 8, 170);
    s += bunting(-10, 110, 1290, 100, 40, 28, 24);
    const px = 520;
    const py = 640;
    const blocks = [[px - 150, 85, '2'], [px - 50, 130, '1'], [px + 50, 60, '3']];
    s += `<ellipse cx="${px}" cy="${py + 4}" rx="230" ry="20" fill="#1d3b2a" fill-opacity="0.2"/>`;
    for (const [bx, bh, label] of blocks) {
      const x = /** @type {number} */ (bx);
      const h = /** @type {number} */ (bh);
      s += `<rect x="${x}" y="${py - h}" width="100" height="${h}" fill="${C.foam}" stroke="${C.deep}" stroke-width="3"/><rect x="${x}" y="${py - h}" width="100" height="12" fill="${C.teal}"/>`;
      s += `<text x="${x + 50}" y="${py - h / 2 + 20}" text-anchor="middle" ${FONT} font-size="38" font-weight="bold" fill="${C.deep}">${label}</text>`;
    }
    s += student(rnd, { x: px - 100, y: py - 85, h: 120, pose: 'stand', shirt: C.sand, pants: C.deeper, medal: true }).svg;
    s += student(rnd, { x: px, y: py - 130, h: 124, pose: 'armsUp', shirt: C.teal, pants: C.deeper, medal: true }).svg;
    s += student(rnd, { x: px + 100, y: py - 60, h: 118, pose: 'stand', shirt: '#e2674a', pants: C.deeper, medal: true }).svg;
    // chief guest with a trophy, and a teacher with more medals
    const guest = person({ x: 870, y: 650, h: 200, skin: SKINS[0], shirt: '#ffffff', pants: '#3c4650', pose: 'hold', sleeves: 'full', style: 'short', hair: '#5a5a5a' });
    const [tx, ty] = guest.hands[1];
    s += shadow(870, 652, 40) + guest.svg + `<path d="M${tx - 16} ${ty - 28} L${tx + 16} ${ty - 28} Q${tx + 14} ${ty - 4} ${tx} ${ty} Q${tx - 14} ${ty - 4} ${tx - 16} ${ty - 28} Z" fill="${C.sand}" stroke="#c99a24" stroke-width="1.5"/><rect x="${tx - 4}" y="${ty}" width="8" height="10" fill="#c99a24"/><rect x="${tx - 12}" y="${ty + 8}" width="24" height="7" fill="${C.deep}"/>`;
    s += shadow(1010, 660, 38) + person({ x: 1010, y: 660, h: 190, skin: SKINS[2], shirt: '#9c3d54', pants: '#9c3d54', style: 'bun', pose: 'hold', sleeves: 'full' }).svg;
    s += `<rect x="985" y="${660 - 190 * 0.6}" width="50" height="16" rx="3" fill="${C.deep}"/>`;
    // audience backs in the foreground
    for (let i = 0; i < 9; i++) {
      const x = 40 + i * 150 + rnd() * 30;
      const y = 748 + rnd() * 14;
      s += `<path d="M${x - 58} ${H} Q${x - 56} ${y - 30} ${x} ${y - 36} Q${x + 56} ${y - 30} ${x + 58} ${H} Z" fill="${pick(rnd, ['#174e6d', '#1c5f80', '#22506b'])}"/><circle cx="${x}" cy="${y - 66}" r="30" fill="${pick(rnd, HAIRS)}"/>`;
    }
  } else {
    // tug of war in late-afternoon light
    s += schoolBuilding(820, horizon + 6, 400);
    s += spectators(10, 420, horizon + 40, 50);
    s += spectators(860, 1270, horizon + 50, 48);
    const gy = 660;
    /** @type {string[]} */
    const team = [];
    let ry = gy; // the height of the pullers' hands, where the rope runs
    for (let i = 0; i < 4; i++) {
      const xl = 180 + i * 80;
      const xr = 1100 - i * 80;
      const left = student(rnd, { x: xl, y: gy, h: 150, pose: 'pull', lean: -22, shirt: C.teal, pants: C.deeper });
      ry = left.hands[1][1];
      team.push(shadow(xl, gy, 30, 20) + left.svg);
      team.push(shadow(xr, gy, 30, -20) + student(rnd, { x: xr, y: gy, h: 150, pose: 'pull', lean: -22, flip: true, shirt: C.sand, pants: C.deeper }).svg);
    }
    s += shadow(730, gy - 64, 26) + person({ x: 730, y: gy - 64, h: 140, skin: SKINS[1], shirt: '#ffffff', pants: '#2f3e4a', pose: 'oneUp', sleeves: 'full' }).svg;
    s += `<path d="M120 ${ry + 4} Q640 ${ry + 12} 1160 ${ry + 4}" fill="none" stroke="#b08a4f" stroke-width="6" stroke-linecap="round"/>`;
    s += `<path d="M636 ${gy - 40} L644 ${gy - 40} L650 ${gy + 60} L630 ${gy + 60} Z" fill="#ffffff" fill-opacity="0.85"/>`;
    s += `<path d="M636 ${ry + 8} L644 ${ry + 8} L648 ${ry + 40} L632 ${ry + 40} Z" fill="#e2674a"/>`;
    s += team.join('');
    s += bunting(-10, 140, 1290, 160, 25, 24, 24);
  }
  s += tint(sky);
  const subs = ['100 m sprint on the school ground', 'March past before the chief guest', 'Prize distribution at the podium', 'Tug of war between the houses'];
  s += caption('Annual Sports Day', subs[variant - 1]);
  return svgDoc(W, H, land.defs, s);
}

// ---------------------------------------------------------------------------------------------
// Science exhibition

/** A table with a cloth, top at y. @param {number} x @param {number} y @param {number} w @param {number} h @param {string} cloth */
function table(x, y, w, h, cloth) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${cloth}"/><rect x="${x}" y="${y}" width="${w}" height="${r1(h * 0.12)}" fill="#ffffff" fill-opacity="0.25"/><path d="M${x} ${y + h} l${r1(w * 0.06)} -${r1(h * 0.08)} l${r1(w * 0.06)} ${r1(h * 0.08)}" fill="none"/>`;
}

/** A volcano model on a table top. @param {number} x centre @param {number} y table top @param {number} s size */
function volcano(x, y, s, erupting = true) {
  let out = `<path d="M${x - s} ${y} L${x - s * 0.2} ${y - s * 0.9} L${x + s * 0.2} ${y - s * 0.9} L${x + s} ${y} Z" fill="#8a5a3c"/><path d="M${x - s * 0.55} ${y} L${x - s * 0.12} ${y - s * 0.5} L${x + s * 0.05} ${y - s * 0.3} L${x + s * 0.4} ${y} Z" fill="#6f4630"/>`;
  out += `<path d="M${x - s * 0.2} ${y - s * 0.9} Q${x - s * 0.25} ${y - s * 0.6} ${x - s * 0.4} ${y - s * 0.45} Q${x - s * 0.2} ${y - s * 0.55} ${x - s * 0.08} ${y - s * 0.7} Q${x + s * 0.1} ${y - s * 0.5} ${x + s * 0.3} ${y - s * 0.35} Q${x + s * 0.22} ${y - s * 0.7} ${x + s * 0.2} ${y - s * 0.9} Z" fill="#e2674a"/>`;
  if (erupting) {
    out += `<g fill="#f2f2f2" fill-opacity="0.9"><circle cx="${x}" cy="${y - s * 1.05}" r="${s * 0.16}"/><circle cx="${x - s * 0.15}" cy="${y - s * 1.2}" r="${s * 0.12}"/><circle cx="${x + s * 0.14}" cy="${y - s * 1.25}" r="${s * 0.14}"/><circle cx="${x + s * 0.02}" cy="${y - s * 1.42}" r="${s * 0.1}"/></g>`;
    out += `<g fill="${C.sand}"><circle cx="${x - s * 0.1}" cy="${y - s * 0.98}" r="${s * 0.06}"/><circle cx="${x + s * 0.12}" cy="${y - s * 1.02}" r="${s * 0.05}"/></g>`;
  }
  return out;
}

/** A solar-system model: sun and planets on orbit rings. @param {number} x @param {number} y table top @param {number} s */
function solarModel(x, y, s) {
  const cy = y - s * 0.75;
  let out = `<line x1="${x}" y1="${y}" x2="${x}" y2="${cy}" stroke="#6b6b6b" stroke-width="${r1(s * 0.04)}"/><rect x="${x - s * 0.3}" y="${y - s * 0.06}" width="${s * 0.6}" height="${s * 0.06}" fill="#4a4a4a"/>`;
  for (const [k, o] of [[1.3, 0.5], [1.0, 0.6], [0.7, 0.7]]) out += `<ellipse cx="${x}" cy="${cy}" rx="${r1(s * k)}" ry="${r1(s * k * 0.28)}" fill="none" stroke="#5b6b78" stroke-opacity="${o}" stroke-width="2"/>`;
  out += `<circle cx="${x}" cy="${cy}" r="${r1(s * 0.28)}" fill="url(#sunball)"/>`;
  const planets = [[0.7, 0.6, 0.07, '#c9b79c'], [1.0, 2.4, 0.1, '#3f8fd2'], [1.3, 4.0, 0.09, '#d2693f'], [1.3, 1.2, 0.13, '#e0b07a']];
  for (const [k, a, rr, c] of planets) {
    const kk = /** @type {number} */ (k);
    const aa = /** @type {number} */ (a);
    out += `<circle cx="${r1(x + Math.cos(aa) * s * kk)}" cy="${r1(cy + Math.sin(aa) * s * kk * 0.28)}" r="${r1(s * /** @type {number} */ (rr))}" fill="${c}"/>`;
  }
  return out;
}

/** A windmill model. @param {number} x @param {number} y table top @param {number} s @param {number} angle */
function windmill(x, y, s, angle) {
  let out = `<path d="M${x - s * 0.12} ${y} L${x - s * 0.04} ${y - s} L${x + s * 0.04} ${y - s} L${x + s * 0.12} ${y} Z" fill="#eef2f4" stroke="#8a98a3" stroke-width="1.5"/>`;
  for (let i = 0; i < 3; i++) {
    const a = angle + (i * 120 * Math.PI) / 180;
    const ex = x + Math.cos(a) * s * 0.62;
    const ey = y - s + Math.sin(a) * s * 0.62;
    const nx = Math.cos(a + Math.PI / 2) * s * 0.06;
    const ny = Math.sin(a + Math.PI / 2) * s * 0.06;
    out += `<path d="M${x} ${y - s} L${r1(ex + nx)} ${r1(ey + ny)} L${r1(ex - nx)} ${r1(ey - ny)} Z" fill="#ffffff" stroke="#8a98a3" stroke-width="1.2"/>`;
  }
  return out + `<circle cx="${x}" cy="${y - s}" r="${r1(s * 0.05)}" fill="${C.deep}"/>`;
}

/** Flasks and a test-tube stand. @param {number} x @param {number} y table top @param {number} s */
function glassware(x, y, s) {
  return `<path d="M${x - s * 0.08} ${y - s} L${x + s * 0.08} ${y - s} L${x + s * 0.08} ${y - s * 0.6} L${x + s * 0.3} ${y} L${x - s * 0.3} ${y} L${x - s * 0.08} ${y - s * 0.6} Z" fill="#e9f7fb" stroke="#7aa7b8" stroke-width="2"/><path d="M${x - s * 0.19} ${y - s * 0.3} L${x + s * 0.19} ${y - s * 0.3} L${x + s * 0.3} ${y} L${x - s * 0.3} ${y} Z" fill="#4c9f70" fill-opacity="0.8"/>
    <rect x="${x + s * 0.45}" y="${y - s * 0.55}" width="${s * 0.7}" height="${s * 0.08}" fill="#8a6a45"/><rect x="${x + s * 0.45}" y="${y - s * 0.1}" width="${s * 0.7}" height="${s * 0.1}" fill="#8a6a45"/>
    ${[0, 1, 2].map((i) => `<rect x="${r1(x + s * (0.55 + i * 0.2))}" y="${r1(y - s * 0.75)}" width="${r1(s * 0.09)}" height="${r1(s * 0.55)}" rx="${r1(s * 0.045)}" fill="#f4fbfd" stroke="#7aa7b8" stroke-width="1.2"/><rect x="${r1(x + s * (0.55 + i * 0.2))}" y="${r1(y - s * 0.4)}" width="${r1(s * 0.09)}" height="${r1(s * 0.2)}" rx="${r1(s * 0.045)}" fill="${['#e2674a', C.teal, C.sand][i]}"/>`).join('')}`;
}

/**
 * A chart board on an easel.
 * @param {number} x @param {number} y bottom of the legs @param {number} w @param {string} title @param {'bars' | 'volcano' | 'cells' | 'circuit'} kind
 */
function chartBoard(x, y, w, title, kind) {
  const h = w * 0.75;
  const top = y - w * 1.25;
  let out = `<line x1="${x + w * 0.15}" y1="${y}" x2="${x + w * 0.3}" y2="${top}" stroke="#7a5a3a" stroke-width="${r1(w * 0.03)}"/><line x1="${x + w * 0.85}" y1="${y}" x2="${x + w * 0.7}" y2="${top}" stroke="#7a5a3a" stroke-width="${r1(w * 0.03)}"/>`;
  out += `<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="#ffffff" stroke="${C.deep}" stroke-width="${r1(w * 0.015)}"/>`;
  out += `<rect x="${x}" y="${top}" width="${w}" height="${r1(h * 0.18)}" fill="${C.teal}"/>`;
  out += `<text x="${r1(x + w / 2)}" y="${r1(top + h * 0.13)}" text-anchor="middle" ${FONT} font-weight="bold" font-size="${r1(h * 0.1)}" fill="#ffffff">${esc(title)}</text>`;
  const ix = x + w * 0.1;
  const iy = top + h * 0.25;
  const iw = w * 0.8;
  const ih = h * 0.65;
  if (kind === 'bars') {
    const vals = [0.4, 0.65, 0.55, 0.85, 0.95];
    vals.forEach((v, i) => {
      out += `<rect x="${r1(ix + i * iw / 5 + iw * 0.03)}" y="${r1(iy + ih * (1 - v))}" width="${r1(iw / 5 * 0.7)}" height="${r1(ih * v)}" fill="${i % 2 ? C.sand : C.teal}"/>`;
    });
    out += `<line x1="${ix}" y1="${r1(iy + ih)}" x2="${ix + iw}" y2="${r1(iy + ih)}" stroke="#333" stroke-width="1.5"/>`;
  } else if (kind === 'volcano') {
    out += `<path d="M${ix} ${iy + ih} L${ix + iw * 0.4} ${iy + ih * 0.2} L${ix + iw * 0.6} ${iy + ih * 0.2} L${ix + iw} ${iy + ih} Z" fill="#b58463"/><path d="M${ix + iw * 0.47} ${iy + ih} L${ix + iw * 0.47} ${iy + ih * 0.2} L${ix + iw * 0.53} ${iy + ih * 0.2} L${ix + iw * 0.53} ${iy + ih} Z" fill="#e2674a"/><ellipse cx="${ix + iw * 0.5}" cy="${iy + ih * 0.95}" rx="${iw * 0.18}" ry="${ih * 0.06}" fill="#e2674a"/>`;
    out += `<line x1="${ix + iw * 0.62}" y1="${iy + ih * 0.5}" x2="${ix + iw * 0.85}" y2="${iy + ih * 0.35}" stroke="#333" stroke-width="1.2"/><line x1="${ix + iw * 0.5}" y1="${iy + ih * 0.92}" x2="${ix + iw * 0.85}" y2="${iy + ih * 0.75}" stroke="#333" stroke-width="1.2"/>`;
  } else if (kind === 'cells') {
    out += `<ellipse cx="${ix + iw * 0.5}" cy="${iy + ih * 0.5}" rx="${iw * 0.42}" ry="${ih * 0.42}" fill="#cdeccf" stroke="#4c9f70" stroke-width="2"/><circle cx="${ix + iw * 0.55}" cy="${iy + ih * 0.45}" r="${ih * 0.13}" fill="#8c6bb1"/><ellipse cx="${ix + iw * 0.3}" cy="${iy + ih * 0.6}" rx="${iw * 0.07}" ry="${ih * 0.05}" fill="#4c9f70"/><ellipse cx="${ix + iw * 0.7}" cy="${iy + ih * 0.7}" rx="${iw * 0.06}" ry="${ih * 0.04}" fill="#4c9f70"/>`;
  } else {
    out += `<rect x="${ix + iw * 0.1}" y="${iy + ih * 0.15}" width="${iw * 0.8}" height="${ih * 0.7}" fill="none" stroke="#333" stroke-width="2"/><circle cx="${ix + iw * 0.5}" cy="${iy + ih * 0.15}" r="${ih * 0.12}" fill="${C.sand}" stroke="#333" stroke-width="1.5"/><rect x="${ix + iw * 0.02}" y="${iy + ih * 0.4}" width="${iw * 0.16}" height="${ih * 0.22}" fill="${C.teal}"/>`;
  }
  return out;
}

/** A striped exhibition canopy. @param {number} x @param {number} y @param {number} w @param {number} h @param {number} groundY */
function canopy(x, y, w, h, groundY) {
  const n = Math.round(w / 60);
  const sw = w / n;
  let out = `<line x1="${x + 8}" y1="${y}" x2="${x + 8}" y2="${groundY}" stroke="#7a6a55" stroke-width="7"/><line x1="${x + w - 8}" y1="${y}" x2="${x + w - 8}" y2="${groundY}" stroke="#7a6a55" stroke-width="7"/>`;
  for (let i = 0; i < n; i++) {
    out += `<rect x="${r1(x + i * sw)}" y="${y}" width="${r1(sw + 0.5)}" height="${h}" fill="${i % 2 ? C.foam : C.teal}"/>`;
    out += `<path d="M${r1(x + i * sw)} ${y + h} q${r1(sw / 2)} ${r1(h * 0.55)} ${r1(sw)} 0 Z" fill="${i % 2 ? C.foam : C.teal}"/>`;
  }
  return out + `<rect x="${x}" y="${y - 8}" width="${w}" height="10" fill="${C.deep}"/>`;
}

/** @param {number} variant 1..4 */
function scienceSvg(variant) {
  const rnd = rng(200 + variant);
  const sky = [SKIES.morning, SKIES.noon, SKIES.mist, SKIES.afternoon][variant - 1];
  const horizon = [420, 400, 410, 470][variant - 1];
  const land = landscape(rnd, sky, horizon, { snow: variant === 1 || variant === 4 });
  const defs = land.defs + `<radialGradient id="sunball" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#fff3b0"/><stop offset="1" stop-color="#f0a830"/></radialGradient>`;
  let s = land.svg;
  // courtyard paving instead of grass
  s += `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="#d9d2c3"/><rect y="${horizon}" width="${W}" height="10" fill="#bdb4a2"/>`;
  /** @type {{ y: number, svg: string }[]} */
  const items = [];
  if (variant === 1) {
    // a long row of tables under a canopy, visitors in front
    s += canopy(40, 250, 1200, 46, 560);
    const ty = 500;
    s += chartBoard(230, 505, 120, 'Water cycle', 'bars') + chartBoard(680, 505, 120, 'Plant cells', 'cells') + chartBoard(1040, 505, 120, 'Circuits', 'circuit');
    for (const [px, shirt] of [[120, UNIFORM.shirt], [400, '#ffffff'], [620, UNIFORM.shirt], [900, '#ffffff'], [1180, UNIFORM.shirt]]) {
      s += student(rnd, { x: /** @type {number} */ (px), y: 584, h: 178, pose: px === 400 || px === 900 ? 'point' : 'stand', flip: px === 900, shirt: /** @type {string} */ (shirt) }).svg;
    }
    s += table(70, ty, 360, 92, C.deep) + table(460, ty, 360, 92, C.teal) + table(850, ty, 360, 92, C.deep);
    s += volcano(170, ty, 56) + glassware(330, ty, 58) + solarModel(560, ty, 72) + glassware(890, ty, 55);
    s += `<rect x="700" y="${ty - 30}" width="90" height="30" fill="#ffffff" stroke="${C.deep}" stroke-width="2"/><text x="745" y="${ty - 10}" text-anchor="middle" ${FONT} font-size="14" font-weight="bold" fill="${C.deep}">Class VIII</text>`;
    s += `<rect x="1040" y="${ty - 44}" width="110" height="44" fill="#c6dfe8" stroke="${C.deep}" stroke-width="2"/><rect x="1050" y="${ty - 36}" width="40" height="26" fill="${C.deeper}"/><circle cx="1120" cy="${ty - 22}" r="12" fill="${C.sand}"/>`;
    for (let i = 0; i < 6; i++) {
      const x = 110 + i * 205 + rnd() * 40;
      const y = 700 + rnd() * 40;
      items.push({ y, svg: shadow(x, y, 28) + student(rnd, { x, y, h: 165 + rnd() * 20, pose: rnd() < 0.3 ? 'point' : 'walk', flip: rnd() < 0.5, shirt: pick(rnd, [UNIFORM.shirt, '#ffffff', '#f4d9a6', '#c8e6c9']), sleeves: 'full' }).svg });
    }
    s += byDepth(items);
  } else if (variant === 2) {
    // close-up: a volcano model, its presenter and a judge
    s += canopy(-20, 140, 1320, 52, 520);
    s += chartBoard(90, 560, 260, 'How volcanoes erupt', 'volcano');
    const ty = 560;
    s += student(rnd, { x: 960, y: 720, h: 320, pose: 'point', flip: true, shirt: UNIFORM.shirt, style: 'plaits' }).svg;
    s += table(380, ty, 760, 200, C.teal);
    s += `<rect x="380" y="${ty + 40}" width="760" height="10" fill="${C.sand}"/><text x="760" y="${ty + 110}" text-anchor="middle" ${FONT} font-size="34" font-weight="bold" fill="${C.foam}" letter-spacing="3">EARTH SCIENCE</text>`;
    s += `<rect x="480" y="${ty - 12}" width="340" height="12" fill="#8a6a45"/>`;
    s += volcano(650, ty - 12, 150);
    s += `<rect x="400" y="${ty - 70}" width="120" height="70" fill="#ffffff" stroke="${C.deep}" stroke-width="2"/><text x="460" y="${ty - 40}" text-anchor="middle" ${FONT} font-size="16" font-weight="bold" fill="${C.deep}">Class IX</text><text x="460" y="${ty - 18}" text-anchor="middle" ${FONT} font-size="13" fill="${C.deep}">Model no. 7</text>`;
    const judge = person({ x: 250, y: 800, h: 330, skin: SKINS[2], shirt: '#9c3d54', pants: '#9c3d54', style: 'bun', pose: 'hold', sleeves: 'full' });
    const [jx, jy] = judge.hands[1];
    s += judge.svg + `<rect x="${jx - 22}" y="${jy - 34}" width="44" height="56" rx="3" fill="#8a6a45"/><rect x="${jx - 18}" y="${jy - 28}" width="36" height="46" fill="#ffffff"/>`;
    s += person({ x: 110, y: 820, h: 320, skin: SKINS[4], shirt: '#ffffff', pants: '#3c4650', pose: 'stand', sleeves: 'full', hair: '#6b6b6b' }).svg;
  } else if (variant === 3) {
    // solar energy and the solar system; a windmill turning
    s += canopy(-20, 150, 1320, 48, 600);
    const ty = 600;
    s += chartBoard(690, ty, 230, 'Solar energy at school', 'bars');
    s += student(rnd, { x: 590, y: 770, h: 330, pose: 'point', flip: true, shirt: '#ffffff', style: 'short' }).svg;
    s += student(rnd, { x: 990, y: 770, h: 320, pose: 'point', shirt: UNIFORM.shirt, style: 'plaits' }).svg;
    s += table(90, ty, 1100, 200, C.deep);
    s += solarModel(320, ty, 190);
    s += windmill(1120, ty, 220, 1.1);
    s += `<path d="M650 ${ty} L830 ${ty} L842 ${ty - 56} L662 ${ty - 56} Z" fill="#1f3b57" stroke="#8a98a3" stroke-width="3"/>` +
      [1, 2, 3].map((i) => `<line x1="${r1(662 + i * 45)}" y1="${ty - 56}" x2="${r1(650 + i * 45)}" y2="${ty}" stroke="#5a7a9a" stroke-width="1.5"/>`).join('') +
      `<line x1="656" y1="${ty - 28}" x2="836" y2="${ty - 28}" stroke="#5a7a9a" stroke-width="1.5"/>`;
    s += `<rect x="540" y="${ty + 50}" width="240" height="54" rx="4" fill="#ffffff"/><text x="660" y="${ty + 86}" text-anchor="middle" ${FONT} font-size="24" font-weight="bold" fill="${C.deep}">Clean energy</text>`;
  } else {
    // the exhibition laid out in front of the school in the afternoon
    s += schoolBuilding(360, horizon + 4, 560, { banner: 'SCIENCE EXHIBITION' });
    s += flagpole(320, horizon + 6, 200);
    // tables in perspective on both sides of the walkway
    for (let i = 0; i < 3; i++) {
      const k = 0.6 + i * 0.36;
      const y = horizon + 40 + i * i * 26 + i * 52;
      const w = 170 * k;
      const lx = 350 - i * 70 - w;
      const rx = 930 + i * 70;
      for (const [x, side] of [[lx, 0], [rx, 1]]) {
        const tx = /** @type {number} */ (x);
        items.push({ y: y - 1, svg: student(rnd, { x: tx + w * (side ? 0.3 : 0.7), y: y + 45 * k, h: 115 * k, pose: 'stand', shirt: UNIFORM.shirt }).svg + table(tx, y, w, 50 * k, side ? C.teal : C.deep) + (i % 2 ? glassware(tx + w * (side ? 0.55 : 0.15), y, 40 * k) : volcano(tx + w * (side ? 0.7 : 0.3), y, 36 * k, i > 1)) });
      }
    }
    for (let i = 0; i < 7; i++) {
      const y = horizon + 90 + rnd() * 200;
      const k = (y - horizon) / 200;
      const x = 480 + i * 52 + rnd() * 30;
      items.push({ y: y + 60 * k, svg: shadow(x, y, 18 * k, 10 * k) + student(rnd, { x, y, h: 60 + 90 * k, pose: 'walk', flip: rnd() < 0.5, shirt: pick(rnd, ['#ffffff', UNIFORM.shirt, '#f4d9a6', '#e9c9d6']), sleeves: 'full' }).svg });
    }
    s += byDepth(items);
  }
  s += tint(sky);
  const subs = ['Projects laid out under the canopy', 'A volcano model explained to the judges', 'Models of the solar system and wind energy', 'Visitors at the exhibition in the school courtyard'];
  s += caption('Science Exhibition', subs[variant - 1]);
  return svgDoc(W, H, defs, s);
}

// ---------------------------------------------------------------------------------------------
// Tree plantation drive





/**
 * Terraced fields on the hillside: curved strips stepping down toward the viewer.
 * @param {() => number} rnd @param {number} top @param {Sky} sky @param {number} count
 * @returns {{ svg: string, lines: ((x: number) => number)[] }}
 */
function terraces(rnd, top, sky, count) {
  let out = '';
  /** @type {((x: number) => number)[]} */
  const lines = [];
  let y = top;
  for (let i = 0; i < count; i++) {
    const step = 34 + i * i * 5 + i * 10;
    const r = ridge(rnd, { y0: y, amp: 10 + i * 3, color: i % 2 ? sky.grass : sky.grassDark, w: W, h: H, peaky: 0, freq: 0.5 });
    out += r.svg + `<path d="M0 ${r1(r.yAt(0))} ${Array.from({ length: 161 }, (_, k) => `L${k * 8} ${r1(r.yAt(k * 8))}`).join(' ')}" fill="none" stroke="#4f6b3a" stroke-opacity="0.55" stroke-width="${4 + 2 * i}"/>`;
    lines.push(r.yAt);
    y += step;
  }
  return { svg: out, lines };
}

/** Morning mist lying in the valleys. @param {number} y @param {number} h */
const mistBand = (y, h) => `<rect y="${y}" width="${W}" height="${h}" fill="url(#mist)"/>`;

/** @param {number} variant 1..4 */
function plantationSvg(variant) {
  const rnd = rng(300 + variant);
  const sky = [SKIES.mist, SKIES.noon, SKIES.morning, SKIES.golden][variant - 1];
  const horizon = [360, 380, 420, 400][variant - 1];
  const land = landscape(rnd, sky, horizon);
  const defs = land.defs + `<linearGradient id="mist" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>`;
  let s = land.svg;
  /** @type {{ y: number, svg: string }[]} */
  const items = [];
  if (variant === 1) {
    // digging pits on the terraces in the morning mist
    s += mistBand(horizon - 130, 120);
    const t = terraces(rnd, horizon + 10, sky, 5);
    s += t.svg + mistBand(horizon - 10, 70);
    const spots = [[260, 2, 120], [520, 3, 150], [820, 3, 150], [1060, 2, 120], [400, 1, 90], [690, 1, 90]];
    for (const [x, row, h] of spots) {
      const y = t.lines[row](x) + 50 + row * 6;
      const kid = student(rnd, { x: x - h * 0.18, y, h, pose: 'dig', lean: 18, shirt: pick(rnd, [UNIFORM.shirt, '#ffffff', C.sand]), sleeves: 'full' });
      const [hx, hy] = kid.hands[1];
      const spade = `<line x1="${r1(hx - h * 0.02)}" y1="${r1(hy - h * 0.08)}" x2="${r1(hx + h * 0.1)}" y2="${r1(y - h * 0.05)}" stroke="#7a5a3a" stroke-width="${r1(h * 0.03)}" stroke-linecap="round"/><path d="M${r1(hx + h * 0.06)} ${r1(y - h * 0.07)} L${r1(hx + h * 0.16)} ${r1(y - h * 0.09)} L${r1(hx + h * 0.17)} ${r1(y + h * 0.02)} L${r1(hx + h * 0.08)} ${r1(y + h * 0.04)} Z" fill="#8a98a3"/>`;
      items.push({ y, svg: `<ellipse cx="${r1(x + h * 0.2)}" cy="${r1(y + 2)}" rx="${r1(h * 0.2)}" ry="${r1(h * 0.05)}" fill="#4a3524"/><ellipse cx="${r1(x + h * 0.45)}" cy="${r1(y)}" rx="${r1(h * 0.14)}" ry="${r1(h * 0.06)}" fill="#7a5a3a"/>` + kid.svg + spade });
    }
    for (let i = 0; i < 9; i++) items.push({ y: 730, svg: bagged(80 + i * 42, 740 + (i % 2) * 8, 70, rnd) });
    s += byDepth(items);
  } else if (variant === 2) {
    // carrying saplings to a row of tree guards
    const t = terraces(rnd, horizon + 20, sky, 4);
    s += t.svg;
    // row of guards receding to the left
    for (let i = 0; i < 7; i++) {
      const k = 0.45 + i * 0.14;
      const x = 160 + i * 150;
      const y = horizon + 90 + i * 28;
      items.push({ y, svg: sapling(x, y - 4, 90 * k, rnd) + treeGuard(x, y, 100 * k) });
    }
    for (let i = 0; i < 4; i++) {
      const x = 250 + i * 230;
      const y = 650 + (i % 2) * 50;
      const walking = i % 2 === 1;
      const kid = student(rnd, { x, y, h: 190, pose: walking ? 'walk' : 'hold', shirt: pick(rnd, [UNIFORM.shirt, '#ffffff']), sleeves: 'half' });
      const [hx, hy] = kid.hands[1];
      items.push({ y, svg: shadow(x, y, 34, 8) + kid.svg + (walking ? bagged(hx + 4, hy + 16, 60, rnd) : bagged(hx - 5, hy + 14, 52, rnd)) });
    }
    const teacher = person({ x: 1150, y: 700, h: 230, skin: SKINS[3], shirt: '#6b8e23', pants: '#6b8e23', style: 'bun', pose: 'point', flip: true, sleeves: 'full' });
    items.push({ y: 700, svg: shadow(1150, 700, 40) + teacher.svg });
    items.push({ y: 720, svg: wateringCan(1050, 728, 60) });
    s += byDepth(items);
  } else if (variant === 3) {
    // close-up: two students planting and watering a sapling
    const t = terraces(rnd, horizon + 20, sky, 3);
    s += t.svg;
    s += `<path d="M0 548 Q320 520 640 546 T1280 540 L1280 ${H} L0 ${H} Z" fill="${sky.grassDark}"/><path d="M0 572 Q320 546 640 570 T1280 566 L1280 ${H} L0 ${H} Z" fill="#7b5a3c"/>`;
    for (let i = 0; i < 40; i++) s += `<ellipse cx="${r1(rnd() * W)}" cy="${r1(600 + rnd() * 150)}" rx="${r1(4 + rnd() * 8)}" ry="${r1(2 + rnd() * 3)}" fill="#5e432b" fill-opacity="0.7"/>`;
    s += `<ellipse cx="640" cy="690" rx="150" ry="34" fill="#4a3524"/><ellipse cx="640" cy="684" rx="110" ry="22" fill="#3a291c"/>`;
    const planter = student(rnd, { x: 440, y: 720, h: 320, pose: 'kneel', lean: 14, shirt: UNIFORM.shirt, style: 'plaits' });
    s += planter.svg;
    s += sapling(640, 690, 300, rnd);
    s += `<path d="M520 690 Q580 660 640 668 Q700 660 760 690 Z" fill="#5e432b"/>`;
    const waterer = student(rnd, { x: 900, y: 745, h: 330, pose: 'point', flip: true, shirt: '#ffffff', style: 'short', sleeves: 'half' });
    const [wx, wy] = waterer.hands[1];
    s += waterer.svg + wateringCan(wx + 6, wy + 30, 80, { flip: true, pourY: 684 });
    s += bagged(1110, 760, 110, rnd) + bagged(1180, 770, 100, rnd) + bagged(150, 770, 110, rnd);
  } else {
    // the class with its banner behind a newly planted row, golden hour
    s += ridge(rnd, { y0: horizon + 40, amp: 12, color: sky.grassDark, w: W, h: H, peaky: 0, freq: 0.5 }).svg;
    s += `<rect y="${horizon + 60}" width="${W}" height="${H - horizon - 60}" fill="${sky.grass}"/>`;
    const gy = 600;
    const kids = 9;
    for (let i = 0; i < kids; i++) {
      const x = 170 + i * 118;
      const y = gy + (i % 2) * 8;
      items.push({ y, svg: student(rnd, { x, y, h: 170 + (i % 3) * 8, pose: i === 0 || i === kids - 1 ? 'hold' : i % 4 === 2 ? 'armsUp' : 'stand', shirt: UNIFORM.shirt, sleeves: 'half' }).svg });
    }
    s += byDepth(items);
    // the banner held by the two outer students
    s += `<rect x="150" y="${gy - 112}" width="984" height="54" rx="6" fill="${C.foam}" stroke="${C.deep}" stroke-width="3"/>`;
    s += `<text x="642" y="${gy - 75}" text-anchor="middle" ${FONT} font-size="30" font-weight="bold" fill="${C.deep}">Plant a tree, grow a future</text>`;
    s += person({ x: 1190, y: gy + 20, h: 200, skin: SKINS[0], shirt: '#ffffff', pants: '#3c4650', pose: 'stand', sleeves: 'full', hair: '#4a4a4a' }).svg;
    for (let i = 0; i < 8; i++) {
      const x = 120 + i * 150;
      const y = 712 + (i % 2) * 10;
      s += `<ellipse cx="${x}" cy="${y}" rx="40" ry="9" fill="#6b4a2b"/><line x1="${x + 20}" y1="${y + 2}" x2="${x + 90}" y2="${y + 12}" stroke="#1d3b2a" stroke-opacity="0.18" stroke-width="10" stroke-linecap="round"/>` + sapling(x, y, 80, rnd);
    }
  }
  s += tint(sky);
  const subs = ['Digging pits on the terraces in the morning mist', 'Carrying saplings to the tree guards', 'Planting and watering a young sapling', 'The class behind the newly planted row'];
  s += caption('Tree Plantation Drive', subs[variant - 1]);
  return svgDoc(W, H, defs, s);
}

// ---------------------------------------------------------------------------------------------
// Video: the morning assembly, the camera easing in while the flag is hoisted

const VW = 1920;
const VH = 1080;
const FPS = 25;
const FRAMES = 100; // 4 seconds
const VIDEO_KBPS = 440; // average video bitrate: about 220 KB for the 4 seconds
const VIDEO_MAX_BYTES = 300 * 1024;

/**
 * The assembly scene at 1920x1080 with the flag at raise (0..1); the viewBox frames the camera.
 * @param {number} raise @param {[number, number, number]} cam x, y, zoom
 */
function assemblySvg(raise, cam) {
  const rnd = rng(400);
  const horizon = 560;
  const sky = SKIES.morning;
  const land = landscape(rnd, { ...sky, sunX: 220, sunY: 170 }, horizon, { w: VW, h: VH });
  let s = land.svg;
  s += `<rect y="${horizon}" width="${VW}" height="${VH - horizon}" fill="#d9d2c3"/><rect y="${horizon}" width="${VW}" height="12" fill="#bdb4a2"/>`;
  s += schoolBuilding(520, horizon + 6, 880);
  // stage with the principal at the microphone
  s += `<rect x="780" y="${horizon + 70}" width="360" height="50" fill="${C.deep}"/><rect x="780" y="${horizon + 70}" width="360" height="10" fill="${C.teal}"/>`;
  s += person({ x: 960, y: horizon + 72, h: 150, skin: SKINS[0], shirt: '#ffffff', pants: '#3c4650', pose: 'stand', sleeves: 'full', hair: '#5a5a5a' }).svg;
  s += `<line x1="990" y1="${horizon + 72}" x2="990" y2="${horizon - 30}" stroke="#333" stroke-width="4"/><rect x="984" y="${horizon - 44}" width="12" height="18" rx="5" fill="#333"/>`;
  s += flagpole(1260, horizon + 110, 420, raise);
  // rows of students facing the stage (backs to us), teachers at the side
  /** @type {{ y: number, svg: string }[]} */
  const items = [];
  for (let row = 0; row < 8; row++) {
    const y = horizon + 180 + row * 34 + row * row * 4;
    const h = 100 + row * 17;
    const spread = 120 + row * 26; // perspective: the class lines fan out toward the viewer
    for (let line = 0; line < 8; line++) {
      const x = 960 + (line - 3.5) * spread + (line < 4 ? -1 : 1) * (20 + row * 12);
      if (x < -40 || x > VW + 40) continue;
      items.push({ y, svg: student(rnd, { x, y: y + rnd() * 3, h: h * between(rnd, 0.95, 1.04), pose: 'stand', back: true, shirt: line % 2 ? UNIFORM.shirt : '#ffffff', sleeves: 'full' }).svg });
    }
  }
  for (let i = 0; i < 3; i++) {
    items.push({ y: horizon + 260 + i * 120, svg: person({ x: 1780 - i * 20, y: horizon + 260 + i * 120, h: 200 + i * 40, skin: pick(rnd, SKINS), shirt: ['#9c3d54', '#ffffff', '#6b8e23'][i], pants: ['#9c3d54', '#3c4650', '#6b8e23'][i], style: i === 1 ? 'short' : 'bun', pose: 'stand', flip: true, sleeves: 'full' }).svg });
  }
  s += byDepth(items);
  s += bunting(-10, 200, 560, 300, 30, 14, 34) + bunting(1380, 300, 1930, 200, 30, 14, 34);
  // the caption stays fixed on screen: undo the camera for it
  const [cx, cy, z] = cam;
  s += `<g transform="translate(${r1(cx)} ${r1(cy)}) scale(${1 / z})">${caption('Morning Assembly', 'Students gather as the national flag is hoisted', VW, VH, 130)}</g>`;
  return svgDoc(640, 360, land.defs, s, `${r1(cx)} ${r1(cy)} ${r1(VW / z)} ${r1(VH / z)}`);
}

// ---------------------------------------------------------------------------------------------
// Writing the files

/** @typedef {{ file: string, kind: 'staff' | 'alumni' | 'event' | 'video', event?: string, alt: string, name?: string, role?: string, mime: string, width: number, height: number }} ManifestEntry */

/** @type {ManifestEntry[]} */
const manifest = [];

/** @param {string} rel @param {string} svg @param {'webp' | 'jpeg'} format @param {number} quality */
async function render(rel, svg, format, quality) {
  const file = path.join(OUT, rel);
  await mkdir(path.dirname(file), { recursive: true });
  const img = sharp(Buffer.from(svg));
  if (format === 'webp') await img.webp({ quality, effort: 6 }).toFile(file);
  else await img.jpeg({ quality, progressive: true, mozjpeg: true }).toFile(file);
}

/** Runs ffmpeg, failing loudly. @param {string[]} args */
function ffmpeg(args) {
  const res = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
  if (res.error || res.status !== 0) throw new Error(`ffmpeg failed (${res.error?.message ?? `exit ${res.status}`}): ffmpeg ${args.join(' ')}`);
}

function requireFfmpeg() {
  const res = spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  if (res.error || res.status !== 0) {
    console.error(
      'make-media: ffmpeg was not found on PATH. It is needed to encode video/assembly.mp4 and video/assembly.webm.\n' +
        'Install it (Debian/Ubuntu: apt-get update && apt-get install -y ffmpeg), or run with --skip-video to regenerate only the images.',
    );
    process.exit(1);
  }
}

async function main() {
  if (!SKIP_VIDEO) requireFfmpeg();

  for (const [i, p] of STAFF.entries()) {
    const file = `staff/staff-${i + 1}.webp`;
    await render(file, portraitSvg(p, false), 'webp', 78);
    manifest.push({ file, kind: 'staff', name: p.name, role: p.role, alt: `Illustrated avatar of ${p.name} (${p.role}): initials ${initials(p.name)} on a head-and-shoulders silhouette`, mime: 'image/webp', width: 480, height: 480 });
  }
  for (const [i, p] of ALUMNI.entries()) {
    const file = `alumni/alumni-${i + 1}.webp`;
    await render(file, portraitSvg(p, true), 'webp', 78);
    manifest.push({ file, kind: 'alumni', name: p.name, role: p.role, alt: `Illustrated avatar of ${p.name}, ${p.role.toLowerCase()}: initials ${initials(p.name)} under a graduation cap`, mime: 'image/webp', width: 480, height: 480 });
  }

  const events = [
    {
      key: 'sports', ext: 'jpg', make: sportsSvg,
      alts: [
        'Students racing on the school ground at the annual sports day, the school building and hills behind',
        'Students in white marching past the dais and the chief guest at the annual sports day',
        'Winners with medals on the podium as the chief guest holds a trophy at the annual sports day',
        'Two house teams in a tug of war on the school ground in the late-afternoon light',
      ],
    },
    {
      key: 'science', ext: 'jpg', make: scienceSvg,
      alts: [
        'Tables of student science projects under a striped canopy, with visitors walking past',
        'A student explains an erupting volcano model to the judges at the science exhibition',
        'Students present a solar-system model, a solar panel and a wind-turbine model',
        'Visitors among exhibition tables in front of the school with a Science Exhibition banner',
      ],
    },
    {
      key: 'plantation', ext: 'webp', make: plantationSvg,
      alts: [
        'Students dig pits for saplings on terraced hillside fields in the morning mist',
        'Students carry saplings in nursery bags to a row of tree guards while a teacher guides them',
        'A student kneels to plant a young sapling while another waters it from a can',
        'A class holds a "Plant a tree, grow a future" banner behind a newly planted row of saplings',
      ],
    },
  ];
  for (const ev of events) {
    for (let v = 1; v <= 4; v++) {
      const file = `events/${ev.key}-${v}.${ev.ext}`;
      const svg = ev.make(v);
      if (ev.ext === 'jpg') await render(file, svg, 'jpeg', 80);
      else await render(file, svg, 'webp', 80);
      manifest.push({ file, kind: 'event', event: ev.key, alt: ev.alts[v - 1], mime: ev.ext === 'jpg' ? 'image/jpeg' : 'image/webp', width: W, height: H });
    }
  }

  const videoAlt = 'Illustrated morning assembly: rows of students before the school building as the national flag is hoisted';
  if (!SKIP_VIDEO) {
    const tmp = await mkdtemp(path.join(os.tmpdir(), 'make-media-'));
    try {
      for (let f = 0; f < FRAMES; f++) {
        const t = f / (FRAMES - 1);
        const ease = t * t * (3 - 2 * t);
        // the camera eases from the whole scene to a 1.22x view centred on the stage and the flag (1020, 560)
        const z = 1 + 0.22 * ease;
        const cx = (1020 - VW / z / 2) * ease;
        const cy = (560 - VH / z / 2) * ease;
        // the flag goes up during the first 3.6 seconds and flies at the top for the rest
        const raise = Math.min(1, 0.15 + 0.95 * t);
        await sharp(Buffer.from(assemblySvg(raise, [cx, cy, z])))
          .png({ compressionLevel: 1 })
          .toFile(path.join(tmp, `f${String(f).padStart(3, '0')}.png`));
      }
      await mkdir(path.join(OUT, 'video'), { recursive: true });
      // Two-pass encodes at a fixed average bitrate keep both files near 220 KB (the seed's budget is 300 KB each).
      const input = ['-framerate', String(FPS), '-i', path.join(tmp, 'f%03d.png'), '-an', '-map_metadata', '-1', '-fflags', '+bitexact', '-pix_fmt', 'yuv420p'];
      const log = path.join(tmp, 'pass');
      const mp4 = path.join(OUT, 'video/assembly.mp4');
      const x264 = ['-c:v', 'libx264', '-preset', 'slow', '-profile:v', 'high', '-b:v', `${VIDEO_KBPS}k`, '-passlogfile', log];
      ffmpeg([...input, ...x264, '-pass', '1', '-f', 'mp4', os.devNull]);
      ffmpeg([...input, ...x264, '-pass', '2', '-movflags', '+faststart', mp4]);
      const webm = path.join(OUT, 'video/assembly.webm');
      const vp9 = ['-c:v', 'libvpx-vp9', '-b:v', `${VIDEO_KBPS}k`, '-row-mt', '1', '-deadline', 'good', '-cpu-used', '2', '-passlogfile', log];
      ffmpeg([...input, ...vp9, '-pass', '1', '-f', 'webm', os.devNull]);
      ffmpeg([...input, ...vp9, '-pass', '2', webm]);
      for (const file of [mp4, webm]) {
        const { size } = await stat(file);
        if (size > VIDEO_MAX_BYTES) throw new Error(`${path.basename(file)} is ${size} bytes, over the ${VIDEO_MAX_BYTES}-byte budget: lower VIDEO_KBPS`);
      }
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  }
  manifest.push({ file: 'video/assembly.mp4', kind: 'video', alt: videoAlt, mime: 'video/mp4', width: 640, height: 360 });
  manifest.push({ file: 'video/assembly.webm', kind: 'video', alt: videoAlt, mime: 'video/webm', width: 640, height: 360 });

  await writeFile(path.join(OUT, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');

  let total = 0;
  for (const m of manifest) {
    const size = await stat(path.join(OUT, m.file)).then((st) => st.size, () => -1);
    if (size < 0) {
      console.log(`  missing  ${m.file} (run without --skip-video to make it)`);
      continue;
    }
    total += size;
    console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${m.file}`);
  }
  console.log(`${(total / 1024).toFixed(1).padStart(8)} KB  total`);
}

await main();

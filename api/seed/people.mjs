// @ts-check
// The people both demo-media scripts draw (make-media.mjs, make-page-images.mjs): the poses they
// share and the hair of each style, so a student looks alike in an event photo and on a page.
// Each script's person() builds the figure; its own poses add to these.

/** @typedef {[number, number]} Pt */
/** @typedef {{ side: boolean, drop?: number, legs: [Pt, Pt, Pt][], arms: [Pt, Pt, Pt][] }} Pose */

/** @type {Record<string, Pose>} For side poses the first leg and arm are the far ones. */
export const POSES = {
  stand: { side: false, legs: [[[-5, -46], [-5.5, -23], [-6, 0]], [[5, -46], [5.5, -23], [6, 0]]], arms: [[[-11, -74], [-13.5, -59], [-14, -45]], [[11, -74], [13.5, -59], [14, -45]]] },
  armsUp: { side: false, legs: [[[-5, -46], [-6, -23], [-8, 0]], [[5, -46], [6, -23], [8, 0]]], arms: [[[-11, -74], [-19, -87], [-24, -101]], [[11, -74], [19, -87], [24, -101]]] },
  oneUp: { side: false, legs: [[[-5, -46], [-5.5, -23], [-6, 0]], [[5, -46], [5.5, -23], [6, 0]]], arms: [[[-11, -74], [-13.5, -59], [-14, -45]], [[11, -74], [16, -89], [18, -104]]] },
  point: { side: false, legs: [[[-5, -46], [-5.5, -23], [-6, 0]], [[5, -46], [5.5, -23], [6, 0]]], arms: [[[-11, -74], [-13.5, -59], [-14, -45]], [[11, -74], [24, -73], [36, -78]]] },
  hold: { side: false, legs: [[[-5, -46], [-5.5, -23], [-6, 0]], [[5, -46], [5.5, -23], [6, 0]]], arms: [[[-11, -74], [-15, -60], [-5, -56]], [[11, -74], [15, -60], [5, -56]]] },
  run: { side: true, legs: [[[0, -46], [-9, -27], [-24, -18]], [[0, -46], [13, -32], [9, -8]]], arms: [[[-1, -73], [-14, -65], [-19, -53]], [[1, -73], [10, -57], [22, -64]]] },
  walk: { side: true, legs: [[[0, -46], [-4, -24], [-9, 0]], [[0, -46], [5, -24], [10, 0]]], arms: [[[0, -73], [-6, -60], [-10, -49]], [[0, -73], [7, -60], [13, -51]]] },
  kneel: { side: true, drop: 17, legs: [[[-2, -29], [-6, -2], [-22, 0]], [[2, -29], [17, -20], [17, 0]]], arms: [[[0, -73], [9, -61], [18, -54]], [[0, -73], [11, -60], [21, -52]]] },
};

/**
 * A figure's hair, in the figure's own units (its feet at 0, its head near -88): what hangs
 * behind the body and what covers the head. Plaits, buns and long hair are girls' styles.
 * @param {'short' | 'plaits' | 'bun' | 'long' | 'bald'} style @param {string} hair its colour
 * @param {{ side: boolean, back?: boolean }} view side: a side pose; back: seen from behind (front poses only)
 */
export function hairOf(style, hair, { side, back }) {
  const hx = side ? 1.5 : 0;
  const girl = style === 'plaits' || style === 'bun' || style === 'long';
  let hairBack = '';
  let hairTop = `<path d="M${hx - 9.3} -87 C${hx - 10.5} -100.5 ${hx + 10.5} -100.5 ${hx + 9.3} -87 C${hx + 6} -93 ${hx - 6} -93 ${hx - 9.3} -87 Z" fill="${hair}"/>`;
  if (style === 'bald') hairTop = `<path d="M${hx - 9.2} -86 C${hx - 9.6} -90 ${hx - 8} -92 ${hx - 6.5} -92 L${hx - 6.5} -86 Z M${hx + 9.2} -86 C${hx + 9.6} -90 ${hx + 8} -92 ${hx + 6.5} -92 L${hx + 6.5} -86 Z" fill="${hair}"/>`;
  if (style === 'plaits') {
    hairBack = side
      ? `<polyline points="${hx - 6},-88 ${hx - 9},-78 ${hx - 9},-68" fill="none" stroke="${hair}" stroke-width="3.6" stroke-linecap="round"/><circle cx="${hx - 9}" cy="-67" r="2.2" fill="#ffffff"/>`
      : `<polyline points="-8,-88 -10.5,-78 -10.5,-68" fill="none" stroke="${hair}" stroke-width="3.4" stroke-linecap="round"/><polyline points="8,-88 10.5,-78 10.5,-68" fill="none" stroke="${hair}" stroke-width="3.4" stroke-linecap="round"/><circle cx="-10.5" cy="-67" r="2.2" fill="#ffffff"/><circle cx="10.5" cy="-67" r="2.2" fill="#ffffff"/>`;
  } else if (style === 'bun') {
    hairBack = `<circle cx="${side ? hx - 9 : 0}" cy="${side ? -88 : -98}" r="${side ? 4.5 : 4}" fill="${hair}"/>`;
  } else if (style === 'long') {
    hairBack = `<path d="M${hx - 9.5} -90 Q${hx - 12} -76 ${hx - 10} -70 L${hx + 10} -70 Q${hx + 12} -76 ${hx + 9.5} -90 Z" fill="${hair}"/>`;
  }
  if (girl) hairTop = `<path d="M${hx - 9.4} -86 C${hx - 10.8} -100.5 ${hx + 10.8} -100.5 ${hx + 9.4} -86 C${hx + 5} -94 ${hx - 5} -94 ${hx - 9.4} -86 Z" fill="${hair}"/>`;
  if (back) {
    hairTop = style === 'bald' ? `<path d="M${hx - 9} -86 Q${hx} -81 ${hx + 9} -86 L${hx + 8} -82 Q${hx} -78 ${hx - 8} -82 Z" fill="${hair}"/>` : `<circle cx="${hx}" cy="-88.5" r="9.4" fill="${hair}"/>`;
    if (style === 'plaits') {
      hairBack = '';
      hairTop += `<polyline points="-4,-84 -5,-74 -5,-64" fill="none" stroke="${hair}" stroke-width="3.4" stroke-linecap="round"/><polyline points="4,-84 5,-74 5,-64" fill="none" stroke="${hair}" stroke-width="3.4" stroke-linecap="round"/><circle cx="-5" cy="-63" r="2.2" fill="#ffffff"/><circle cx="5" cy="-63" r="2.2" fill="#ffffff"/>`;
    } else if (style === 'long') {
      hairBack = '';
      hairTop += `<path d="M${hx - 9.4} -88 L${hx - 9} -70 L${hx + 9} -70 L${hx + 9.4} -88 Z" fill="${hair}"/>`;
    }
  }
  return { hairBack, hairTop };
}

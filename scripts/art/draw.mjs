// The drawing kit of the site's SVG art (scripts/art/build.mjs): the palette, shape helpers, a seeded
// random number generator, the trucks, and save(), which writes a minified SVG file.
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { C } from '../../src/styles/palette.mjs';
import { svgDocument, svgKit } from './svg.mjs';

/** @typedef {import('./svg.mjs').Point} Point */
export { bezier } from './svg.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const OUT = resolve(here, '../../src/assets/img');
/** Static files served as they are, unhashed (the favicon): Vite copies public/ into dist/. */
export const PUBLIC = resolve(here, '../../public');

/** The brand palette (src/styles/palette.mjs). */
export { C };

const kit = svgKit({ round: (v) => Math.round(v * 10) / 10 });
export const { el, rect, circ, ell, path, line, g, use, lin, rad, tr, pin, dollar, check, ticks, usMap, num: f } = kit;
const { wheelDef, trailerRibs, truckCab } = kit;

/** A seeded random number generator (mulberry32): numbers in [0, 1). @param {number} seed */
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

/** A smooth silhouette through `pts` (Catmull-Rom as cubic Béziers), closed down to y = `bottom`. @param {Point[]} pts @param {number} bottom */
export function smooth(pts, bottom) {
  const at = (/** @type {number} */ i) => /** @type {Point} */ (pts[Math.max(0, Math.min(pts.length - 1, i))]);
  let d = `M${f(at(0)[0])},${f(bottom)}L${f(at(0)[0])},${f(at(0)[1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${c1.map(f)} ${c2.map(f)} ${p2.map(f)}`;
  }
  return d + `L${f(at(pts.length - 1)[0])},${f(bottom)}Z`;
}

/** A polygon (or, unclosed, a polyline) through `pts`. @param {number[][]} pts */
export function polyD(pts, close = true) {
  return 'M' + pts.map((p) => p.map(f).join(',')).join('L') + (close ? 'Z' : '');
}

/**
 * Writes the SVG file `name` (into src/assets/img, or `dir`); returns its length. Decimals of 10
 * and more are written whole in a picture 300 wide or more, the rest to one decimal.
 * @param {string} name @param {number} w @param {number} h @param {string} defs @param {string} body
 */
export function save(name, w, h, defs, body, dir = OUT) {
  const s = svgDocument(w, h, defs, body, (v) => (w >= 300 && Math.abs(v) >= 10 ? Math.round(v) : Math.round(v * 10) / 10));
  mkdirSync(dir, { recursive: true });
  writeFileSync(resolve(dir, name), s);
  return s.length;
}

/* ---------- shared truck drawings ---------- */
/**
 * The side-view truck's gradients and wheel, ids prefixed `p`: the cab's and the trailer's two colours.
 * @param {string} p @param {{ cab?: string[], trailer?: string[] }} [colours]
 */
export function truckDefs(p, { cab = [C.ol, C.o], trailer = [C.w, C.sl] } = {}) {
  return lin(`${p}-cab`, cab) + lin(`${p}-trl`, trailer) + wheelDef(`${p}-wh`);
}

/**
 * The side-view truck (truckDefs' `p`), facing right, origin = rear of the trailer at road level, ~806 × 240:
 * without its trailer, or with an empty one drawn dashed.
 * @param {string} p
 */
export function truckSide(p, { trailer = true, empty = false } = {}) {
  let s = '';
  if (trailer) {
    if (empty) {
      s += rect(2, -198, 536, 146, C.w, { rx: 5, opacity: 0.35, stroke: C.sg, 'stroke-width': 4, 'stroke-dasharray': '14 10' });
    } else {
      s += rect(0, -200, 540, 150, `url(#${p}-trl)`, { rx: 5 });
      s += line(trailerRibs(), C.n, 2, { 'stroke-opacity': 0.07 });
      s += rect(0, -80, 540, 7, C.o) + rect(0, -70, 540, 3, C.n5, { opacity: 0.5 });
    }
    s +=
      rect(0, -52, 540, 10, C.n) +
      rect(0, -64, 5, 10, C.o) +
      rect(56, -48, 108, 8, C.n) +
      rect(168, -46, 5, 28, C.n) +
      rect(430, -44, 6, 30, C.sg) +
      rect(424, -16, 18, 5, C.n5) +
      use(`${p}-wh`, 80, -24) +
      use(`${p}-wh`, 136, -24);
  }
  return s + truckCab({ cab: `url(#${p}-cab)`, bumper: [C.o], window: C.n7, lamp: C.sa, wheel: `${p}-wh`, vent: true });
}

/** The front-view truck's gradients, ids prefixed `p`: the trailer's two colours. @param {string} p */
export function truckFrontDefs(p, trl = [C.sl, C.sg]) {
  return lin(`${p}-fcab`, [C.ol, C.o]) + lin(`${p}-ftrl`, trl) + lin(`${p}-fgl`, [C.n5, C.n]);
}

/** The front-view truck (truckFrontDefs' `p`): centre x = 0, ground y = 0, 256 × 356. @param {string} p */
export function truckFront(p) {
  let bars = '';
  for (let y = -184; y < -84; y += 12) bars += `M-52,${y}H52`;
  return (
    rect(-128, -356, 256, 250, `url(#${p}-ftrl)`, { rx: 6 }) +
    rect(-128, -356, 256, 8, C.w, { rx: 4, opacity: 0.5 }) +
    path('M-98,-338H98L112,-290H-112Z', `url(#${p}-fcab)`) +
    rect(-114, -298, 228, 212, `url(#${p}-fcab)`, { rx: 14 }) +
    [-40, -20, 0, 20, 40].map((x) => rect(x - 5, -308, 10, 5, C.sa, { rx: 2 })).join('') +
    rect(-98, -280, 92, 70, `url(#${p}-fgl)`, { rx: 8 }) +
    rect(6, -280, 92, 70, `url(#${p}-fgl)`, { rx: 8 }) +
    path('M-80,-280H-58L-96,-226V-258Z', C.w, { opacity: 0.12 }) +
    path('M30,-280H46L14,-230V-254Z', C.w, { opacity: 0.12 }) +
    line('M-114,-244H-134V-214M114,-244H134V-214', C.n, 4) +
    rect(-146, -262, 16, 50, C.n5, { rx: 4 }) +
    rect(130, -262, 16, 50, C.n5, { rx: 4 }) +
    rect(-62, -198, 124, 122, C.sg, { rx: 8 }) +
    line(bars, C.n, 5, { 'stroke-opacity': 0.45, 'stroke-linecap': 'round' }) +
    rect(-106, -150, 38, 20, C.sa, { rx: 6 }) +
    rect(68, -150, 38, 20, C.sa, { rx: 6 }) +
    rect(-72, -68, 144, 40, C.n) +
    rect(-116, -76, 42, 76, C.n, { rx: 10 }) +
    rect(74, -76, 42, 76, C.n, { rx: 10 }) +
    rect(-124, -98, 248, 30, C.sg, { rx: 7 }) +
    rect(-116, -94, 232, 5, C.w, { rx: 2, opacity: 0.45 })
  );
}

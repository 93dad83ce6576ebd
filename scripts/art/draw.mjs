// The drawing kit of the site's SVG art (scripts/art/build.mjs): the palette, shape helpers, a seeded
// random number generator, the trucks, and save(), which writes a minified SVG file.
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { C } from '../../src/styles/palette.mjs';
import { svgKit } from './svg.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const OUT = resolve(here, '../../src/assets/img');
/** Static files served as they are, unhashed (the favicon): Vite copies public/ into dist/. */
export const PUBLIC = resolve(here, '../../public');

/** The brand palette (src/styles/palette.mjs). */
export { C };

const kit = svgKit({ round: (v) => Math.round(v * 10) / 10 });
export const { el, rect, circ, ell, path, line, g, use, lin, rad, tr, pinD, pin, dollar, check } = kit;
const { wheelDef, trailerRibs, truckCab } = kit;
const num = kit.num;
export const f = num;

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

// smooth closed-bottom silhouette through points (catmull-rom -> cubic)
export function smooth(pts, bottom) {
  let d = `M${num(pts[0][0])},${num(bottom)}L${num(pts[0][0])},${num(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] || pts[i],
      p1 = pts[i],
      p2 = pts[i + 1],
      p3 = pts[i + 2] || p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${c1.map(num)} ${c2.map(num)} ${p2.map(num)}`;
  }
  return d + `L${num(pts[pts.length - 1][0])},${num(bottom)}Z`;
}

export function polyD(pts, close = true) {
  return 'M' + pts.map((p) => p.map(num).join(',')).join('L') + (close ? 'Z' : '');
}

export function save(name, w, h, defs, body, dir = OUT) {
  let s = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>`;
  s = s
    .replace(/-?\d+\.\d+/g, (m) => (w >= 300 && Math.abs(Number(m)) >= 10 ? String(Math.round(Number(m))) : String(Math.round(Number(m) * 10) / 10)))
    .replace(/\s+/g, ' ')
    .replace(/> </g, '><')
    .replace(/="0\./g, '=".')
    .replace(/([ ,A-Za-z])0\.(\d)/g, '$1.$2')
    .replace(/-0\.(\d)/g, '-.$1');
  mkdirSync(dir, { recursive: true });
  writeFileSync(resolve(dir, name), s);
  return s.length;
}

/* ---------- shared truck drawings ---------- */
// side view, facing right, local origin = rear of trailer at road level. Length ~806, height 240.
export function truckDefs(p, { cab = [C.ol, C.o], trailer = [C.w, C.sl] } = {}) {
  return (
    lin(`${p}-cab`, [
      [0, cab[0]],
      [1, cab[1]],
    ]) +
    lin(`${p}-trl`, [
      [0, trailer[0]],
      [1, trailer[1]],
    ]) +
    wheelDef(`${p}-wh`)
  );
}

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

// front view: centre x=0, ground y=0. width 256, height 356
export function truckFrontDefs(p, trl = [C.sl, C.sg]) {
  return (
    lin(`${p}-fcab`, [
      [0, C.ol],
      [1, C.o],
    ]) +
    lin(`${p}-ftrl`, [
      [0, trl[0]],
      [1, trl[1]],
    ]) +
    lin(`${p}-fgl`, [
      [0, C.n5],
      [1, C.n],
    ])
  );
}
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

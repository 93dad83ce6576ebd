// Original SVG cover illustrations for blog posts that have no image of their own.
// Pure module: no file system, no globals, no dependencies beyond the palette and the drawing kit. Same inputs → byte-identical output.
// Style follows src/assets/img/blog-*.svg (scripts/art): flat shapes in the site palette, soft
// offset shadows, rounded corners. Flat fills only (no gradients, no text, no style attributes),
// so the SVG is safe under a strict CSP and rasterizes to a small PNG.
import { C } from '../src/styles/palette.mjs';
import { bezier, svgDocument, svgKit } from '../scripts/art/svg.mjs';

/**
 * The sets of designs, by name: a category names the set its posts' covers are drawn from
 * (src/content/categories.mjs), so a new category can reuse a set.
 */
export const COVER_SETS = ['Load Management', 'Route Optimization', 'Trucking Tips', 'Financial Support'];
/** How many designs each set has. */
export const COVER_VARIANTS = 6;

/**
 * @typedef {(p: string) => { d?: string, b: string, alt: string }} Design a cover: its defs (ids prefixed `p`), its body and its alt text
 * @typedef {import('../scripts/art/svg.mjs').Point} Point
 */

const W = 800;
const H = 450;

/* ---------- the drawing kit (scripts/art/svg.mjs), with what is particular to covers ---------- */
// Numbers of 10 and more written whole, smaller ones to 2 decimals; opacities folded into the paint.
const r2 = (/** @type {number} */ v) => (Math.abs(v) >= 10 ? Math.round(v) : Math.round(v * 100) / 100);
const kit = svgKit({ round: r2, foldOpacity: true });
const { num, rect, circ, ell, path, line, g, use, tr, pin, dollar, check, ticks, usMap, wheelDef, trailerRibs, truckCab } = kit;
const RC = { 'stroke-linecap': 'round' };
const RJ = { 'stroke-linecap': 'round', 'stroke-linejoin': 'round' };
/** Points rounded and joined by L, for a path. @param {number[][]} a */
const pts = (a) => a.map((p) => p.map((v) => Math.round(v)).join(',')).join('L');

/** A gold coin with a dollar sign. @param {number} x @param {number} y @param {number} r */
const coin = (x, y, r, fill = C.o) =>
  circ(x, y, r, fill) + circ(x, y, r * 0.76, 'none', { stroke: C.w, 'stroke-width': 2.5, opacity: 0.6 }) + dollar(x, y, r / 34, C.w, Math.max(2.5, r / 8.5));
/** A soft shadow, offset down and right, for a box at (x, y). @param {number} x @param {number} y @param {number} w @param {number} h */
const shadow = (x, y, w, h, rx = 16, o = 0.07) => rect(x + 7, y + 9, w, h, C.n, { rx, opacity: o });
/** A rounded card with its shadow. @param {number} x @param {number} y @param {number} w @param {number} h */
const card = (x, y, w, h, fill = C.w, rx = 16) => shadow(x, y, w, h, rx) + rect(x, y, w, h, fill, { rx });
/** Lines of text, drawn as rounded bars. @param {string} d */
const bars = (d, stroke = C.sg, w = 8, op = 0.5) => line(d, stroke, w, { ...RC, opacity: op });
/** `n` coins seen edge-on, stacked upwards from (x, y). @param {number} x @param {number} y @param {number} n */
const coinStack = (x, y, n, r = 30) => {
  let d = '';
  for (let i = 1; i < n; i++) d += `M${x - r},${y - 12 * i}h${2 * r}`;
  return (
    rect(x - r, y - 12 * n, 2 * r, 12 * n, C.o, { rx: 6 }) + rect(x - r + 8, y - 12 * n + 4, 2 * r - 16, 3, C.ol, { rx: 1.5 }) + (d ? line(d, C.ol, 2.5) : '')
  );
};
/** A box seen from the side, with packing tape. @param {number} x @param {number} y @param {number} w @param {number} h */
const box = (x, y, w, h, fill = C.ol) =>
  rect(x, y, w, h, fill, { rx: 3 }) + rect(x + w / 2 - 6, y, 12, h * 0.34, C.sa, { opacity: 0.75 }) + rect(x, y, w, 4, C.n, { opacity: 0.08 });
/** @param {number} x @param {number} y @param {number} w */
const pallet = (x, y, w) =>
  rect(x, y, w, 8, C.n5, { rx: 2 }) + rect(x + 4, y + 8, 14, 10, C.n5) + rect(x + w / 2 - 7, y + 8, 14, 10, C.n5) + rect(x + w - 18, y + 8, 14, 10, C.n5);
/** A clipboard with its paper (from `paperY`), w × h, top left at (0, 0). @param {number} w @param {number} h @param {number} paperY */
const clipboard = (w, h, paperY) =>
  shadow(0, 0, w, h, 18, 0.1) +
  rect(0, 0, w, h, C.n5, { rx: 18 }) +
  rect(16, paperY, w - 32, h - 40, C.w, { rx: 8 }) +
  rect(w / 2 - 44, -12, 88, paperY + 12, C.sg, { rx: 10 }) +
  rect(w / 2 - 16, -4, 32, 10, C.n5, { rx: 5 });

/* ---------- backgrounds ---------- */
const bgDay = () => rect(0, 0, W, H, C.w) + rect(0, 0, W, H, C.sl, { opacity: 0.42 });
const bgSand = () => rect(0, 0, W, H, C.sa);
/** A night sky with 26 stars placed by `seed`. @param {number} seed */
const bgNight = (seed) => {
  let d = '';
  let a = seed * 7919 + 13;
  for (let i = 0; i < 26; i++) {
    a = (a * 1103515245 + 12345) % 2147483648;
    const x = a % 800;
    a = (a * 1103515245 + 12345) % 2147483648;
    const y = a % 200;
    d += `M${x},${y}h.1`;
  }
  return rect(0, 0, W, H, C.n) + line(d, C.w, 3, { ...RC, opacity: 0.55 });
};
/** @param {number} y */
const ground = (y, fill = C.sa) => rect(0, y, W, H - y, fill) + rect(0, y - 2, W, 4, C.sg, { opacity: 0.35 });
/** A road's centre line: `n` dashes `step` apart from x0 on y. @param {number} y */
const dashes = (y, x0 = 30, n = 8, step = 100, len = 56, stroke = C.sg, op = 0.5) => {
  let d = '';
  for (let i = 0; i < n; i++) d += `M${x0 + i * step},${y}h${len}`;
  return line(d, stroke, 4, { ...RC, opacity: op });
};
/** A white cloud, its flat bottom from (x, y), scaled by s. @param {number} x @param {number} y */
const cloud = (x, y, s = 1, op = 0.9) =>
  path(
    `M${x},${y}h${120 * s}a${22 * s},${22 * s} 0 0 0 -${20 * s},-${30 * s}a${30 * s},${30 * s} 0 0 0 -${54 * s},-${14 * s}a${24 * s},${24 * s} 0 0 0 -${40 * s},${20 * s}a${14 * s},${14 * s} 0 0 0 -${6 * s},${24 * s}Z`,
    C.w,
    { opacity: op },
  );

/* ---------- the truck: the kit's tractor in flat colours, with a trailer, sleeper or neither ---------- */
/** @satisfies {Record<string, [string, string]>} */
const TRAILERS = { w: [C.w, C.sl], n: [C.n5, C.n7], s: [C.sl, C.s], sa: [C.sa, C.sd] };
/**
 * The truck's wheel and the truck (ids `<p>-wh`, `<p>-tk`), for truck() to place.
 * @param {string} p
 * @param {{ trailer?: keyof typeof TRAILERS, sleeper?: boolean, bobtail?: boolean, lit?: boolean }} [look] the trailer's
 *   colours; a sleeper cab; no trailer; lights on
 */
function truckDefs(p, { trailer = 'w', sleeper = false, bobtail = false, lit = false } = {}) {
  let s = '';
  const wh = (/** @type {number} */ x) => use(`${p}-wh`, x, -24);
  if (!bobtail) {
    const [t1, t2] = TRAILERS[trailer];
    s += rect(0, -200, 540, 150, t1, { rx: 5 }) + rect(0, -118, 540, 38, t2, { opacity: 0.55 });
    s +=
      line(trailerRibs(), trailer === 'n' ? C.w : C.n, 2, { 'stroke-opacity': 0.08 }) +
      rect(0, -80, 540, 7, C.o) +
      rect(0, -52, 540, 10, C.n) +
      rect(0, -64, 5, 10, C.o) +
      rect(168, -46, 5, 28, C.n) +
      wh(80) +
      wh(136);
  } else {
    s += rect(500, -64, 60, 14, C.n, { rx: 3 }) + rect(520, -70, 40, 6, C.sg, { rx: 2 });
  }
  if (sleeper) {
    s +=
      path('M506,-56V-194Q506,-208 520,-208H590V-56Z', C.o) +
      rect(522, -170, 34, 26, lit ? C.ol : C.n7, { rx: 5 }) +
      (lit ? rect(522, -170, 34, 26, C.sa, { rx: 5, opacity: 0.35 }) : '');
  }
  s += truckCab({ cab: C.o, bumper: [C.n, { opacity: 0.14 }], window: lit ? C.n : C.n7, lamp: lit ? C.ol : C.sa, wheel: `${p}-wh`, shine: true });
  return wheelDef(`${p}-wh`) + g({ id: `${p}-tk` }, s);
}
/** The truck of truckDefs(p), its rear at (x, y) (road level), scaled by s; `flip` faces it left. @param {string} p @param {number} x @param {number} y @param {number} s */
const truck = (p, x, y, s, flip = false) => use(`${p}-tk`, undefined, undefined, { transform: `translate(${num(x)} ${num(y)}) scale(${flip ? -s : s} ${s})` });

/** A trailer seen from behind, shut or open on its freight: centre x, road y, scale s (unit size 150 × 200). @param {number} x @param {number} y @param {number} s */
const trailerRear = (x, y, s, open = false) =>
  g(
    { transform: tr(x, y, s) },
    rect(-70, -34, 40, 34, C.n, { rx: 6 }) +
      rect(30, -34, 40, 34, C.n, { rx: 6 }) +
      rect(-75, -200, 150, 170, open ? C.n : C.w, { rx: 6 }) +
      (open
        ? box(-62, -98, 56, 60, C.ol) +
          box(2, -98, 58, 60, C.o) +
          box(-62, -152, 56, 52, C.sd) +
          box(2, -146, 46, 46, C.ol) +
          rect(-75, -200, 8, 170, C.sg) +
          rect(67, -200, 8, 170, C.sg)
        : line('M0,-196V-38M-40,-190V-44M40,-190V-44', C.sg, 3, RC) + rect(-75, -60, 150, 8, C.o, { opacity: 0.9 })) +
      rect(-80, -40, 160, 10, C.n) +
      rect(-72, -30, 14, 8, C.o, { rx: 2 }) +
      rect(58, -30, 14, 8, C.o, { rx: 2 }) +
      rect(-60, -16, 120, 6, C.sg, { rx: 3 }),
  );

/* ================= Load Management ================= */
/** @type {Design[]} */
const LM = [
  // 0: loading dock, trailers backed in, one open with freight inside
  () => {
    let b = bgDay() + circ(660, 60, 90, C.w, { opacity: 0.5 }) + ground(392);
    b += shadow(40, 96, 720, 296, 4, 0.06) + rect(40, 96, 720, 296, C.n7) + rect(30, 84, 740, 18, C.n, { rx: 4 }) + rect(40, 122, 720, 6, C.o);
    [160, 400, 640].forEach((x) => {
      b += rect(x - 90, 160, 180, 232, C.n) + rect(x - 80, 170, 160, 222, C.n5) + circ(x, 146, 6, C.ol);
    });
    let sl = '';
    for (let y = 190; y < 330; y += 20) sl += `M564,${y}H716`;
    b += rect(560, 170, 160, 160, C.sg, { opacity: 0.5 }) + line(sl, C.n, 2, { 'stroke-opacity': 0.15 });
    b += rect(40, 330, 720, 62, C.n) + rect(40, 330, 720, 5, C.sg, { opacity: 0.4 });
    [74, 246, 314, 486, 554, 726].forEach((x) => {
      b += rect(x - 10, 340, 20, 30, C.o, { rx: 3 });
    });
    b += trailerRear(160, 410, 1) + trailerRear(400, 410, 1, true);
    b += pallet(584, 312, 112) + box(590, 252, 50, 60, C.o) + box(644, 262, 46, 50, C.ol) + box(608, 208, 52, 44, C.sd);
    return {
      b,
      alt: 'Illustration of a warehouse loading dock with two semi trailers backed up to the doors, one of them open and stacked with freight boxes',
    };
  },
  // 1: load board on a tablet with a highlighted load and a rate tag
  () => {
    let b = bgSand() + circ(330, 225, 205, C.sl, { opacity: 0.55 }) + circ(690, 380, 60, C.o, { opacity: 0.1 }) + circ(90, 80, 34, C.s, { opacity: 0.25 });
    b += shadow(110, 60, 440, 320, 26) + rect(110, 60, 440, 320, C.n, { rx: 26 }) + rect(130, 80, 400, 280, C.w, { rx: 10 }) + circ(540, 220, 4, C.n5);
    b += rect(130, 80, 400, 40, C.sa) + rect(146, 92, 90, 16, C.n5, { rx: 8, opacity: 0.8 }) + bars('M252,100h60') + rect(452, 92, 62, 16, C.o, { rx: 8 });
    [136, 192, 248, 304].forEach((y, i) => {
      const hot = i === 1;
      b +=
        rect(146, y, 368, 46, hot ? C.o : C.w, { rx: 10, 'fill-opacity': hot ? 0.07 : null, stroke: hot ? C.o : C.sl, 'stroke-width': hot ? 3 : 2 }) +
        rect(160, y + 11, 34, 24, hot ? C.o : C.sl, { rx: 5 }) +
        rect(166, y + 17, 22, 4, C.w, { rx: 2, opacity: 0.8 }) +
        bars(`M210,${y + 17}h${96 - i * 10}M210,${y + 31}h${60 + i * 8}`, C.sg, 7, 0.55) +
        line(`M356,${y + 23}h42`, C.n5, 3, { 'stroke-dasharray': '3 6', ...RC, opacity: 0.6 }) +
        circ(350, y + 23, 4, C.n5) +
        circ(404, y + 23, 4, C.o) +
        rect(444, y + 13, 56, 20, hot ? C.o : C.n5, { rx: 10, opacity: hot ? 1 : 0.2 });
    });
    b += g(
      { transform: tr(580, 150, 1, -16) },
      shadow(0, 0, 150, 80, 14, 0.1) +
        path('M0,40L30,0H138A12,12 0 0 1 150,12V68A12,12 0 0 1 138,80H30Z', C.o) +
        circ(26, 40, 8, C.sa) +
        dollar(92, 40, 1.7, C.w, 6),
    );
    b += line('M548,170Q566,150 584,160', C.n5, 3, { ...RC, 'stroke-dasharray': '2 7' });
    b += circ(676, 300, 40, C.n5) + check(676, 300, 1.5, C.w, 7);
    return { b, alt: 'Illustration of a tablet showing a load board list with one highlighted load and an orange rate tag next to it' };
  },
  // 2: trailer cutaway showing how full it is packed, with a capacity gauge
  (p) => {
    const d = truckDefs(p, { trailer: 'w' }) + g({ id: `${p}-bx` }, rect(0, 0, 50, 38, null, { rx: 3 }) + rect(19, 0, 12, 13, C.sa, { opacity: 0.75 }));
    let b = bgDay() + circ(110, 70, 54, C.w, { opacity: 0.6 }) + circ(700, 60, 30, C.w, { opacity: 0.6 }) + ground(384) + dashes(418, 20, 8, 100, 56);
    b += ell(400, 388, 380, 8, C.n, { opacity: 0.1 }) + truck(p, 10, 384, 0.95);
    // cutaway interior over the trailer body (trailer spans x 10..523, y 194..308)
    b += rect(16, 200, 501, 104, C.n7, { rx: 3 });
    const fill = (/** @type {number} */ i) => /** @type {string} */ ([C.ol, C.o, C.sd][i % 3]);
    for (let i = 0; i < 9; i++) {
      b += use(`${p}-bx`, 22 + i * 55, 262, { fill: fill(i) }) + use(`${p}-bx`, 22 + i * 55, 222, { fill: fill(i + 1) });
      if (i < 7) b += rect(26 + i * 55, 206, 42, 14, fill(i + 2), { rx: 3 });
    }
    b += rect(16, 200, 501, 104, 'none', { rx: 3, stroke: C.sg, 'stroke-width': 6 });
    // capacity gauge
    b +=
      card(214, 56, 372, 80, C.w, 40) +
      circ(255, 96, 26, C.o) +
      rect(243, 86, 24, 20, C.w, { rx: 3 }) +
      rect(251, 86, 8, 7, C.ol) +
      rect(300, 86, 258, 20, C.sl, { rx: 10 }) +
      rect(300, 86, 226, 20, C.o, { rx: 10 }) +
      rect(306, 91, 140, 4, C.w, { rx: 2, opacity: 0.35 });
    return { d, b, alt: 'Illustration of a semi trailer in cutaway view, packed with freight boxes, under a capacity gauge that shows it almost full' };
  },
  // 3: loaded truck at sunset with a big rate tag and a coin
  (p) => {
    const d = truckDefs(p, { trailer: 'n' });
    let b = bgSand() + rect(0, 0, W, 300, C.ol, { opacity: 0.22 }) + circ(560, 300, 150, C.ol, { opacity: 0.3 }) + circ(560, 300, 96, C.o, { opacity: 0.85 });
    b += path('M0,300C120,250 220,262 330,286C420,306 520,250 640,262C720,270 770,290 800,296V330H0Z', C.n5, { opacity: 0.55 });
    b += rect(0, 300, W, 150, C.n7) + rect(0, 336, W, 60, C.n) + dashes(366, 20, 8, 100, 50, C.ol, 0.7);
    b += truck(p, 150, 384, 0.56);
    b += circ(272, 116, 110, C.w, { opacity: 0.25 });
    b += g(
      { transform: tr(184, 70, 1, 12) },
      shadow(0, 0, 176, 92, 14, 0.15) +
        path('M0,46L34,0H162A14,14 0 0 1 176,14V78A14,14 0 0 1 162,92H34Z', C.w) +
        circ(30, 46, 9, C.n5) +
        dollar(100, 46, 2, C.o, 7),
    );
    b += coin(690, 110, 40) + circ(620, 60, 10, C.w, { opacity: 0.6 }) + circ(740, 200, 7, C.w, { opacity: 0.6 });
    return { d, b, alt: 'Illustration of a loaded semi truck driving at sunset under a large rate tag and a gold dollar coin' };
  },
  // 4: pallet of freight and a clipboard manifest
  () => {
    let b = bgDay() + circ(250, 250, 190, C.w, { opacity: 0.6 }) + ground(380, C.sd);
    b += pallet(90, 354, 300);
    b +=
      box(98, 256, 96, 98, C.o) +
      box(198, 270, 86, 84, C.ol) +
      box(288, 250, 96, 104, C.sd) +
      box(120, 170, 84, 86, C.ol) +
      box(210, 186, 96, 84, C.sd) +
      box(300, 180, 70, 70, C.o) +
      box(166, 112, 76, 74, C.o);
    b += ell(240, 392, 170, 8, C.n, { opacity: 0.08 });
    // clipboard
    b += g(
      { transform: tr(460, 60, 1, 4) },
      clipboard(240, 310, 24) +
        [0, 1, 2, 3]
          .map((i) => {
            const y = 66 + i * 56;
            const done = i < 3;
            return (
              rect(36, y - 16, 32, 32, done ? C.o : C.w, { rx: 8, stroke: done ? null : C.sg, 'stroke-width': 3 }) +
              (done ? check(52, y, 1, C.w, 4) : '') +
              bars(`M86,${y - 7}h${110 - i * 14}M86,${y + 9}h${70 + i * 6}`, C.sg, 7, 0.55)
            );
          })
          .join(''),
    );
    return { b, alt: 'Illustration of freight boxes stacked on a pallet beside a clipboard manifest with most items checked off' };
  },
  // 5: top-down view of a yard at night with trailers at the dock doors
  () => {
    let b = rect(0, 0, W, H, C.n7) + circ(180, 420, 150, C.sl, { opacity: 0.05 }) + circ(640, 430, 150, C.sl, { opacity: 0.05 });
    b += rect(0, 0, W, 98, C.n) + rect(0, 94, W, 8, C.sg, { opacity: 0.45 });
    /** @type {[number, number][]} */ ([
      [70, 22],
      [330, 30],
      [600, 20],
    ]).forEach(([x, y]) => {
      b += rect(x, y, 54, 36, C.n5, { rx: 5 }) + circ(x + 27, y + 18, 11, C.n7);
    });
    let stalls = '';
    const X = (/** @type {number} */ i) => 36 + i * 106;
    for (let i = 0; i <= 7; i++) stalls += `M${X(i) - 21},104V372`;
    b += line(stalls + 'M0,372H800', C.sa, 3, { opacity: 0.22 });
    /** A tractor seen from above. @param {number} x @param {number} y @param {string} c */
    const tractor = (x, y, c) =>
      rect(x + 4, y, 56, 42, c, { rx: 7 }) +
      rect(x + 10, y + 40, 44, 26, c, { rx: 9 }) +
      rect(x + 8, y + 30, 48, 9, C.n, { rx: 3, opacity: 0.7 }) +
      rect(x - 2, y + 26, 6, 12, C.sg, { rx: 2 }) +
      rect(x + 60, y + 26, 6, 12, C.sg, { rx: 2 });
    /** A trailer seen from above. @param {number} x @param {number} y @param {number} h @param {string} c */
    const trailer = (x, y, h, c) => {
      let ribs = '';
      for (let yy = y + 22; yy < y + h - 10; yy += 22) ribs += `M${x + 6},${yy}h52`;
      return rect(x + 6, y + 8, 64, h, C.n, { rx: 5, opacity: 0.35 }) + rect(x, y, 64, h, c, { rx: 5 }) + line(ribs, C.n, 2, { 'stroke-opacity': 0.07 });
    };
    let cones = '',
      doors = '',
      lamps = '';
    for (let i = 0; i < 7; i++) {
      const x = X(i);
      cones += `M${x - 4},102L${x - 16},372H${x + 80}L${x + 68},102Z`;
      doors += `M${x - 6},96h76v10h-76Z`;
      lamps += `M${x + 23},91h18`;
    }
    b += path(cones, C.sl, { opacity: 0.05 }) + path(doors, C.n5) + line(lamps, C.ol, 6, RC);
    b +=
      trailer(X(0), 110, 230, C.w) +
      trailer(X(1), 110, 226, C.sl) +
      tractor(X(1), 338, C.n5) +
      trailer(X(3), 110, 230, C.o) +
      circ(X(3) + 32, 220, 20, C.w) +
      check(X(3) + 32, 220, 1.1, C.o, 5) +
      trailer(X(4), 110, 230, C.w) +
      trailer(X(6), 110, 226, C.sl) +
      tractor(X(6), 338, C.o);
    // a truck backing into stall 2, and the open stall 5 marked as the next assignment
    b +=
      trailer(X(2), 196, 180, C.w) +
      tractor(X(2), 378, C.o) +
      line(`M${X(2) + 32},184V134`, C.s, 5, { ...RC, 'stroke-dasharray': '2 12' }) +
      path(`M${X(2) + 18},136L${X(2) + 32},116L${X(2) + 46},136Z`, C.s);
    b +=
      rect(X(5) - 2, 120, 68, 220, 'none', { rx: 8, stroke: C.s, 'stroke-width': 3, 'stroke-dasharray': '10 10', opacity: 0.7 }) + pin(X(5) + 32, 246, 18, C.s);
    return {
      b,
      alt: 'Illustration of a freight yard at night seen from above, with trailers at the dock doors, one orange trailer checked in and a truck backing into its stall',
    };
  },
];

/* ================= Route Optimization ================= */

/** @type {Design[]} */
const RO = [
  // 0: map of the US with a multi-stop route and a trip card
  () => {
    const [mx, my, mw, mh] = [40, 60, 500, 330];
    /** A point of the map, rounded. @param {number} a @param {number} b @returns {[number, number]} */
    const P = (a, b) => [Math.round(mx + a * mw), Math.round(my + b * mh)];
    let b = bgSand() + circ(290, 230, 220, C.sl, { opacity: 0.45 });
    b += path(usMap(mx, my, mw, mh), C.w, { stroke: C.s, 'stroke-width': 2.5, 'stroke-linejoin': 'round' });
    const A = P(0.1, 0.45),
      B = P(0.36, 0.32),
      Cc = P(0.62, 0.24),
      D = P(0.86, 0.26),
      E = P(0.48, 0.58);
    b += line(`M${A}Q${P(0.24, 0.28)} ${B}T${Cc}Q${P(0.76, 0.16)} ${D}`, C.o, 6, RC);
    b += line(`M${A}Q${P(0.3, 0.64)} ${E}Q${P(0.66, 0.5)} ${D}`, C.sg, 4, { ...RC, 'stroke-dasharray': '3 12' });
    b +=
      circ(A[0], A[1], 14, C.n) +
      circ(A[0], A[1], 6, C.w) +
      circ(B[0], B[1], 9, C.w, { stroke: C.o, 'stroke-width': 4 }) +
      circ(Cc[0], Cc[1], 9, C.w, { stroke: C.o, 'stroke-width': 4 }) +
      circ(E[0], E[1], 8, C.sg) +
      pin(D[0], D[1] - 4, 22, C.o);
    b +=
      card(570, 110, 190, 230, C.w, 16) +
      rect(570, 110, 190, 54, C.n5, { rx: 16 }) +
      rect(570, 146, 190, 18, C.n5) +
      circ(600, 137, 12, C.o) +
      bars('M624,132h60M624,144h36', C.w, 6, 0.5);
    [190, 240, 290].forEach((y, i) => {
      b +=
        circ(598, y, 12, i === 2 ? C.o : C.sl) +
        (i === 2 ? check(598, y, 0.7, C.w, 3) : '') +
        bars(`M622,${y - 6}h${90 - i * 16}M622,${y + 8}h${50 + i * 10}`, C.sg, 6, 0.55);
    });
    b += line('M598,202V228M598,252V278', C.sl, 3, { 'stroke-dasharray': '3 5' });
    return { b, alt: 'Illustration of a map of the United States with an orange multi-stop route between pins and a trip summary card beside it' };
  },
  // 1: winding highway at dusk with route markers
  () => {
    const HZ = 236;
    // road centre line as a screen-space bezier from the bottom edge to the horizon; width follows depth
    /** The road's centre and width at `t`. @param {number} t @returns {[number, number, number]} */
    const at = (t) => {
      const [x, y] = bezier([300, 470], [760, 380], [60, 290], [500, HZ + 2], t);
      return [x, y, 2.3 * (y - HZ) + 3];
    };
    const ts = Array.from({ length: 29 }, (_, i) => i / 28);
    /** A line along the road, `k` of its width right of its centre. @param {number} k */
    const edge = (k) =>
      ts.map((t) => {
        const [x, y, w] = at(t);
        return [x + k * w, y];
      });
    let b = bgSand() + rect(0, 0, W, HZ, C.ol, { opacity: 0.25 }) + circ(250, HZ, 130, C.ol, { opacity: 0.3 }) + circ(250, HZ, 80, C.o);
    b += cloud(520, 110, 1.1, 0.7) + cloud(640, 60, 0.7, 0.6) + cloud(60, 80, 0.7, 0.5);
    b += path(`M0,${HZ + 2}C90,206 180,200 300,214C400,226 440,204 540,200C640,196 720,206 800,222V${HZ + 10}H0Z`, C.n7) + rect(0, HZ, W, H - HZ, C.n5);
    b +=
      path(
        /** @type {[number, number, number][]} trees: foot, height */ ([
          [110, 300, 40],
          [150, 290, 28],
          [700, 276, 30],
          [735, 284, 38],
          [60, 420, 70],
          [560, 262, 18],
        ])
          .map(([x, y, h]) => `M${x},${y}l${h * 0.35},0l${-h * 0.35},${-h}l${-h * 0.35},${h}Z`)
          .join(''),
        C.n7,
      ) + path(`M${pts(edge(-0.5))}L${pts(edge(0.5).reverse())}Z`, C.n7);
    let dsh = '';
    for (let t = 0.02; t < 0.92; t += 0.075) {
      const [x1, y1, w1] = at(t),
        [x2, y2, w2] = at(t + 0.035);
      dsh += `M${pts([
        [x1 - w1 / 50, y1],
        [x1 + w1 / 50, y1],
        [x2 + w2 / 50, y2],
        [x2 - w2 / 50, y2],
      ])}Z`;
    }
    b += path(dsh, C.ol);
    b += line('M' + pts(edge(-0.43)) + 'M' + pts(edge(0.43)), C.sa, 2.5, { opacity: 0.35 });
    /** @type {[number, number, string][]} markers: where, which side, colour */ ([
      [0.16, 1, C.s],
      [0.4, -1, C.o],
      [0.62, 1, C.s],
      [0.8, -1, C.o],
    ]).forEach(([t, side, c]) => {
      const [x, y, w] = at(t);
      const r = 0.1 * (y - HZ) + 2;
      b += ell(x + side * (w * 0.5 + r * 1.6), y, r * 0.9, r * 0.25, C.n, { opacity: 0.4 }) + pin(x + side * (w * 0.5 + r * 1.6), y, r, c);
    });
    const [tx, ty, tw] = at(0.44);
    b += ell(tx + tw * 0.18, ty, tw * 0.17, 4, C.n, { opacity: 0.6 }) + trailerRear(tx + tw * 0.18, ty, (tw * 0.27) / 150);
    return { b, alt: 'Illustration of a semi truck on a winding highway at dusk, with route markers along the road' };
  },
  // 2: backhaul loop: three stops, every leg loaded
  (p) => {
    const d = truckDefs(p, { trailer: 's' });
    let b = bgDay();
    b += line('M0,90H800M0,330C200,310 400,360 800,340M140,0V450M640,0C620,150 680,300 660,450', C.w, 16, { opacity: 0.85 });
    b += path('M560,60c40,-20 120,-10 150,20s0,70 -60,70 -130,-60 -90,-90Z', C.sa) + path('M40,200c30,-30 100,-20 110,10s-40,50 -70,40 -60,-30 -40,-50Z', C.sl);
    const A = /** @type {Point} */ ([170, 330]),
      B = /** @type {Point} */ ([400, 110]),
      Cc = /** @type {Point} */ ([630, 330]);
    b +=
      line(`M${A}C${[200, 200]} ${[280, 120]} ${B}`, C.o, 7, RC) +
      line(`M${B}C${[520, 120]} ${[600, 200]} ${Cc}`, C.n5, 7, RC) +
      line(`M${Cc}C${[540, 400]} ${[260, 400]} ${A}`, C.o, 7, RC);
    /** @param {number} x @param {number} y @param {number} rot @param {string} c */
    const arrow = (x, y, rot, c) => g({ transform: tr(x, y, 1, rot) }, circ(0, 0, 18, c) + path('M-6,-8L8,0L-6,8L-2,0Z', C.w));
    b += arrow(236, 186, -58, C.o) + arrow(564, 186, 58, C.n5) + arrow(400, 383, 180, C.o);
    b += circ(A[0], A[1], 24, C.n) + circ(A[0], A[1], 10, C.w) + circ(Cc[0], Cc[1], 24, C.n) + circ(Cc[0], Cc[1], 10, C.w) + pin(B[0], B[1] - 2, 24, C.o);
    // central card with loaded truck
    b += card(260, 206, 280, 100, C.w, 50) + truck(p, 286, 282, 0.22) + circ(496, 256, 22, C.o) + check(496, 256, 1.1, C.w, 4.5);
    return { d, b, alt: 'Illustration of a backhaul loop on a street map, three stops joined by route lines with arrows and a loaded truck in the middle' };
  },
  // 3: phone navigation and a folded paper map
  () => {
    let b = bgSand() + circ(610, 210, 190, C.sl, { opacity: 0.5 }) + circ(110, 380, 50, C.o, { opacity: 0.1 });
    // folded map: four panels
    /** @type {Point[]} */
    const fold = [
      [80, 120],
      [200, 90],
      [320, 120],
      [440, 90],
    ];
    b += path('M80,146L200,116L320,146L440,116V366L320,396L200,366L80,396Z', C.n, { opacity: 0.07, transform: 'translate(8 10)' });
    fold.slice(0, 3).forEach(([x, y], i) => {
      const [x2, y2] = /** @type {Point} */ (fold[i + 1]);
      b += path(`M${x},${y + 26}L${x2},${y2 + 26}V${y2 + 276}L${x},${y + 276}Z`, i % 2 ? C.sl : C.w);
    });
    b += line('M96,300C150,260 180,290 230,230S300,180 330,200S400,170 424,150', C.o, 5, { ...RC, 'stroke-dasharray': '2 10' });
    b += line('M80,220L200,190L320,220L440,190M140,146V390M380,140V380', C.sg, 3, { opacity: 0.5 });
    b += circ(96, 300, 9, C.n) + circ(230, 232, 6, C.n5);
    // phone
    b +=
      shadow(500, 54, 200, 360, 28, 0.12) +
      rect(500, 54, 200, 360, C.n, { rx: 28 }) +
      rect(514, 76, 172, 316, C.w, { rx: 12 }) +
      rect(578, 62, 44, 6, C.n5, { rx: 3 });
    b += rect(514, 76, 172, 240, C.sl, { rx: 12, opacity: 0.6 }) + line('M514,150H686M514,250H686M560,76V316M650,76V316', C.w, 10);
    b += line('M540,296C560,230 610,260 620,200S640,150 640,130', C.o, 7, RC) + circ(540, 296, 9, C.n) + circ(540, 296, 4, C.w) + pin(640, 132, 18, C.o);
    b +=
      rect(530, 330, 140, 46, C.sa, { rx: 10 }) +
      circ(556, 353, 12, C.o) +
      line('M551,353h10m-4,-4l4,4l-4,4', C.w, 3, RJ) +
      bars('M578,346h70M578,360h44', C.sg, 6, 0.55);
    return { b, alt: 'Illustration of a smartphone navigation app showing a route to a destination pin, beside a folded paper road map' };
  },
  // 4: night city grid with three alternative routes, the best one highlighted
  () => {
    let b = rect(0, 0, W, H, C.n);
    let gr = '';
    for (let x = 60; x < 800; x += 110) gr += `M${x},0V450`;
    for (let y = 40; y < 450; y += 90) gr += `M0,${y}H800`;
    b += line(gr, C.n7, 14);
    b +=
      path('M500,250c40,-20 120,-20 150,10s0,60 -60,60 -130,-40 -90,-70Z', C.n5, { opacity: 0.5 }) +
      path('M70,80c30,-20 90,-10 100,20s-40,40 -70,34 -50,-34 -30,-54Z', C.n5, { opacity: 0.5 });
    const A = /** @type {Point} */ ([110, 360]),
      B = /** @type {Point} */ ([690, 100]);
    b += line(`M${A}H280V220H500V130H${B[0]}V${B[1]}`, C.sg, 5, { ...RJ, 'stroke-dasharray': '2 12', opacity: 0.7 });
    b += line(`M${A}V400H610V260H${B[0]}V${B[1]}`, C.sg, 5, { ...RJ, 'stroke-dasharray': '2 12', opacity: 0.7 });
    const best = `M${A}C250,330 320,200 420,200S560,110 ${B}`;
    b += line(best, C.o, 22, { ...RC, opacity: 0.2 }) + line(best, C.o, 7, RC);
    b += circ(A[0], A[1], 26, C.s, { opacity: 0.25 }) + circ(A[0], A[1], 13, C.s) + circ(A[0], A[1], 5, C.n) + pin(B[0], B[1] + 4, 24, C.o);
    // badges
    b += rect(350, 150, 120, 36, C.w, { rx: 18 }) + circ(370, 168, 12, C.o) + line('M370,161v7l5,4', C.w, 2.5, RC) + bars('M392,168h58', C.n5, 7, 0.45);
    b +=
      card(560, 330, 190, 80, C.n7, 14) +
      circ(598, 370, 20, C.s, { opacity: 0.3 }) +
      line('M588,372l6,6l12,-14', C.s, 4, RJ) +
      bars('M630,360h90M630,380h60', C.sl, 7, 0.5);
    return { b, alt: 'Illustration of a city map at night with three possible routes between two points, the shortest one glowing orange' };
  },
  // 5: truck passing under an overhead highway sign
  (p) => {
    const d = truckDefs(p, { trailer: 'w' });
    let b = bgDay() + circ(650, 90, 46, C.w, { opacity: 0.8 }) + cloud(60, 120, 1, 0.9);
    b += path('M0,290C150,250 260,262 400,276C540,290 660,244 800,262V330H0Z', C.sl) + rect(0, 318, W, 132, C.sa);
    b += rect(0, 322, W, 96, C.n7) + rect(0, 322, W, 6, C.sg) + rect(0, 412, W, 6, C.sg) + dashes(370, 0, 9, 96, 48, C.w, 0.6);
    // gantry
    b += rect(90, 110, 14, 230, C.sg) + rect(696, 110, 14, 230, C.sg) + rect(80, 330, 34, 12, C.n5, { rx: 3 }) + rect(686, 330, 34, 12, C.n5, { rx: 3 });
    b +=
      rect(90, 96, 620, 12, C.sg) +
      rect(90, 132, 620, 8, C.sg, { opacity: 0.8 }) +
      line('M104,108L130,132L156,108L182,132M618,132L644,108L670,132L696,108', C.sg, 4);
    /** A sign of the gantry, with its arrow. @param {number} x @param {string} arrow */
    const sign = (x, arrow) =>
      card(x, 70, 190, 110, C.n5, 10) +
      rect(x + 6, 76, 178, 98, 'none', { rx: 6, stroke: C.w, 'stroke-width': 2, opacity: 0.7 }) +
      path('M-14,-16h28v16c0,12 -14,20 -14,20s-14,-8 -14,-20Z', C.o, { transform: tr(x + 44, 114) }) +
      arrow +
      bars(`M${x + 74},104h88M${x + 74},124h50`, C.w, 8, 0.6);
    b += sign(210, line('M354,168V142M344,152l10,-10l10,10', C.w, 5, RJ)) + sign(410, line('M538,168V156q0,-10 10,-10h12M554,138l8,8l-8,8', C.w, 5, RJ));
    b += truck(p, 290, 396, 0.5);
    return { d, b, alt: 'Illustration of a semi truck passing under an overhead highway sign gantry with direction arrows on a clear day' };
  },
];

/* ================= Trucking Tips ================= */
/** @type {Design[]} */
const TT = [
  // 0: truck on the open road, rolling hills, sunny
  (p) => {
    const d = truckDefs(p, { trailer: 'w' });
    let b = bgDay() + circ(150, 100, 80, C.w, { opacity: 0.6 }) + circ(150, 100, 44, C.ol) + cloud(520, 110, 1) + cloud(640, 70, 0.6, 0.8);
    b += path('M0,250C120,200 220,210 330,236S560,190 680,214S780,236 800,230V340H0Z', C.sl);
    b += path('M0,300C140,260 300,276 420,290S640,262 800,282V360H0Z', C.s, { opacity: 0.35 });
    /** @param {number} x @param {number} y @param {number} s */
    const tree = (x, y, s) => rect(x - 3 * s, y - 22 * s, 6 * s, 22 * s, C.n5) + circ(x, y - 34 * s, 18 * s, C.n5, { opacity: 0.85 });
    b += tree(470, 292, 1) + tree(500, 290, 0.75) + tree(700, 284, 1.1) + tree(90, 296, 0.9);
    b += rect(0, 322, W, 128, C.sa) + rect(0, 338, W, 70, C.n7) + rect(0, 338, W, 4, C.sg) + rect(0, 404, W, 4, C.sg) + dashes(373, 10, 8, 100, 56, C.w, 0.7);
    b += ell(300, 388, 210, 8, C.n, { opacity: 0.15 }) + truck(p, 90, 386, 0.52);
    return { d, b, alt: 'Illustration of a semi truck cruising along an open highway past rolling hills and trees on a sunny day' };
  },
  // 1: tire, wrench and tire pressure gauge
  () => {
    let b = bgSand() + circ(96, 84, 40, C.sl, { opacity: 0.6 }) + circ(470, 60, 22, C.o, { opacity: 0.12 });
    b +=
      ell(300, 404, 150, 10, C.n, { opacity: 0.1 }) +
      circ(300, 230, 150, C.n) +
      line(ticks(300, 230, 24, 132, 148), C.n5, 6) +
      circ(300, 230, 96, C.n7) +
      circ(300, 230, 76, C.sg) +
      circ(300, 230, 26, C.n5);
    for (let i = 0; i < 8; i++) {
      const a = (i * Math.PI) / 4 + Math.PI / 8;
      b += circ(300 + Math.sin(a) * 42, 230 - Math.cos(a) * 42, 6, C.n5);
    }
    b += g(
      { transform: `translate(330 264) rotate(214) translate(-255 0)` },
      rect(0, -12, 232, 24, C.sg, { rx: 10 }) +
        path('M230,-30a34,34 0 1 1 0,60l8,-16h18v-28h-18Z', C.sg) +
        rect(30, -5, 150, 10, C.w, { rx: 5, opacity: 0.4 }) +
        circ(14, 0, 6, C.sa),
    );
    // pressure gauge: dial, safe band, needle
    /** The point at radius r, `a` degrees clockwise from 12 o'clock. @param {number} r @param {number} a */
    const pol = (r, a) => [630 + r * Math.sin((a * Math.PI) / 180), 180 - r * Math.cos((a * Math.PI) / 180)];
    /** @param {number} r @param {number} a0 @param {number} a1 */
    const arc = (r, a0, a1) => `M${pts([pol(r, a0)])}A${r},${r} 0 ${a1 - a0 > 180 ? 1 : 0} 1 ${pts([pol(r, a1)])}`;
    let marks = '';
    for (let a = -120; a <= 120; a += 30) marks += `M${pts([pol(62, a)])}L${pts([pol(70, a)])}`;
    b +=
      card(520, 70, 220, 220, C.w, 110) +
      line(arc(84, -130, 130), C.sl, 14) +
      line(arc(84, 10, 70), C.o, 14) +
      line(marks, C.n5, 3, RC) +
      line(`M630,180L${pts([pol(58, 40)])}`, C.n, 6, RC) +
      circ(630, 180, 12, C.n) +
      rect(602, 232, 56, 16, C.n5, { rx: 8, opacity: 0.2 });
    b += circ(722, 270, 28, C.o) + check(722, 270, 1.1, C.w, 5);
    return { b, alt: 'Illustration of a truck tire with a wrench on a wheel nut and a tire pressure gauge reading in the safe zone' };
  },
  // 2: pre-trip inspection checklist, bobtail tractor and a safety cone
  (p) => {
    const d = truckDefs(p, { bobtail: true, sleeper: true });
    let b = bgDay() + circ(560, 170, 170, C.w, { opacity: 0.55 }) + ground(376) + dashes(414, 360, 5, 90, 48);
    b += g(
      { transform: tr(70, 54, 1, -4) },
      clipboard(250, 320, 26) +
        rect(36, 44, 178, 34, C.sa, { rx: 8 }) +
        circ(56, 61, 9, C.o) +
        bars('M74,61h110', C.n5, 8, 0.35) +
        [0, 1, 2, 3]
          .map((i) => {
            const y = 116 + i * 48;
            const done = i !== 2;
            return (
              rect(36, y - 15, 30, 30, done ? C.o : C.w, { rx: 8, stroke: done ? null : C.o, 'stroke-width': 3 }) +
              (done ? check(51, y, 0.95, C.w, 4) : '') +
              bars(`M82,${y - 6}h${116 - i * 12}M82,${y + 9}h${64 + i * 10}`, C.sg, 7, 0.55)
            );
          })
          .join(''),
    );
    b += ell(560, 382, 150, 7, C.n, { opacity: 0.12 }) + truck(p, 150, 378, 0.6);
    b += path('M712,378L730,300H746L764,378Z', C.o) + rect(704, 372, 68, 10, C.o, { rx: 3 }) + path('M722,344H754L750,328H726Z', C.w);
    return { d, b, alt: 'Illustration of a pre-trip inspection checklist on a clipboard next to a sleeper tractor and a traffic cone' };
  },
  // 3: fuel stop: truck at a pump under a canopy, with a full fuel gauge
  (p) => {
    const d = truckDefs(p, { trailer: 'sa' });
    let b = bgDay() + ground(380) + dashes(418, 20, 8, 100, 56);
    b += rect(40, 50, 720, 28, C.n, { rx: 6 }) + rect(40, 78, 720, 10, C.o) + rect(110, 88, 16, 292, C.sg) + rect(674, 88, 16, 292, C.sg);
    b += path('M180,88L150,380H240L230,88ZM560,88L540,380H640L620,88Z', C.w, { opacity: 0.25 });
    // pump
    b +=
      rect(140, 170, 110, 210, C.n5, { rx: 12 }) +
      rect(132, 366, 126, 16, C.n, { rx: 4 }) +
      rect(156, 188, 78, 50, C.sl, { rx: 6 }) +
      bars('M168,204h46M168,222h30', C.n5, 6, 0.5) +
      rect(156, 254, 78, 24, C.o, { rx: 6 }) +
      rect(250, 220, 24, 40, C.n, { rx: 6 });
    b += truck(p, 770, 380, 0.55, true);
    b += line('M262,258C266,350 330,360 382,334', C.n, 6, RC) + path('M378,326h24l8,6v8h-10l-5,-5h-17Z', C.n);
    // fuel gauge
    b +=
      card(520, 120, 200, 140, C.w, 20) +
      path('M560,230A60,60 0 0 1 680,230', 'none', { stroke: C.sl, 'stroke-width': 16 }) +
      path('M560,230A60,60 0 0 1 680,230', 'none', { stroke: C.o, 'stroke-width': 16, 'stroke-dasharray': '150 200' }) +
      line('M620,230L668,196', C.n, 6, RC) +
      circ(620, 230, 10, C.n) +
      circ(548, 230, 6, C.sg) +
      circ(692, 230, 6, C.o);
    return { d, b, alt: 'Illustration of a semi truck at a fuel pump under a station canopy, with a fuel gauge reading nearly full' };
  },
  // 4: sleeper cab parked at night under the moon
  (p) => {
    const d = truckDefs(p, { trailer: 'n', sleeper: true, lit: true });
    let b = bgNight(4) + circ(640, 100, 80, C.n7) + circ(640, 100, 44, C.sa) + circ(662, 86, 40, C.n);
    b += path('M0,290C140,240 260,250 380,270S620,230 800,260V320H0Z', C.n7) + rect(0, 310, W, 140, C.n5, { opacity: 0.6 });
    b += line('M40,430L140,330M220,430L300,330M640,430L600,330', C.sg, 3, { opacity: 0.25 });
    // light pole + cone
    b +=
      path('M120,98L20,392H260Z', C.sl, { opacity: 0.08 }) +
      rect(114, 80, 10, 310, C.sg) +
      rect(104, 78, 56, 14, C.sg, { rx: 6 }) +
      rect(120, 92, 30, 6, C.sa, { rx: 3 });
    b += ell(450, 394, 240, 9, C.n, { opacity: 0.35 }) + truck(p, 190, 392, 0.56);
    return { d, b, alt: 'Illustration of a sleeper cab truck parked for the night under a crescent moon and stars, its bunk window glowing' };
  },
  // 5: the driver's view: windshield, steering wheel and dashboard gauges
  () => {
    let b = bgDay() + circ(600, 120, 40, C.w, { opacity: 0.9 }) + cloud(130, 100, 0.9, 0.9);
    b += path('M0,230C160,196 280,206 400,222S640,196 800,214V260H0Z', C.sl) + rect(0, 240, W, 210, C.sa);
    b += path('M330,240H470L760,450H40Z', C.n7) + path('M396,246h8l10,40h-28ZM392,310h16l14,60h-44ZM386,398h28l10,52h-48Z', C.w, { opacity: 0.85 });
    // windshield frame
    b += path('M0,0H800V40H0ZM0,0H40L80,330H0ZM720,330L760,0H800V330Z', C.n) + rect(390, 40, 20, 64, C.n) + rect(370, 96, 60, 20, C.n, { rx: 6 });
    // dashboard
    b += path('M0,300Q400,262 800,300V450H0Z', C.n7) + path('M0,300Q400,262 800,300V314Q400,276 0,314Z', C.n5);
    /** A dial, its needle at `a` radians. @param {number} x @param {number} y @param {number} a @param {string} c */
    const gauge = (x, y, a, c) =>
      circ(x, y, 44, C.n) +
      circ(x, y, 34, 'none', { stroke: C.n5, 'stroke-width': 6 }) +
      line(`M${x},${y}l${Math.round(Math.sin(a) * 28)},${Math.round(-Math.cos(a) * 28)}`, c, 5, RC) +
      circ(x, y, 6, c);
    b += gauge(130, 380, 0.9, C.o) + gauge(670, 380, -0.6, C.s);
    b +=
      circ(400, 470, 150, 'none', { stroke: C.n, 'stroke-width': 30 }) +
      path('M260,420Q400,380 540,420L520,450H280Z', C.n) +
      circ(400, 430, 32, C.n5) +
      circ(400, 430, 14, C.o);
    // phone on mount
    b +=
      rect(560, 200, 120, 76, C.n, { rx: 12 }) +
      rect(568, 208, 104, 60, C.sl, { rx: 6 }) +
      line('M584,256C600,230 630,246 650,220', C.o, 4, RC) +
      circ(652, 218, 5, C.o) +
      rect(612, 276, 16, 26, C.n);
    return {
      b,
      alt: "Illustration of the view from a truck driver's seat, with the steering wheel, dashboard gauges and a GPS phone facing the highway ahead",
    };
  },
];

/* ================= Financial Support ================= */
/** @type {Design[]} */
const FS = [
  // 0: invoice with a paid stamp and a stack of coins
  () => {
    let b = bgSand() + circ(370, 225, 200, C.sl, { opacity: 0.45 }) + circ(100, 90, 30, C.s, { opacity: 0.25 });
    b += g(
      { transform: tr(230, 40, 1, -3) },
      shadow(0, 0, 270, 360, 12, 0.1) +
        rect(0, 0, 270, 360, C.w, { rx: 12 }) +
        path('M12,0H258A12,12 0 0 1 270,12V60H0V12A12,12 0 0 1 12,0Z', C.n5) +
        circ(36, 30, 14, C.o) +
        bars('M62,24h80M62,38h50', C.w, 6, 0.5) +
        bars('M28,92h100M28,110h70', C.sg, 7, 0.5) +
        line('M28,146H242M28,182H242M28,218H242M28,254H242', C.sl, 2) +
        bars('M28,164h90M28,200h110M28,236h70', C.sg, 6, 0.4) +
        bars('M200,164h40M200,200h40M200,236h40', C.n5, 6, 0.35) +
        rect(28, 290, 214, 42, C.sa, { rx: 8 }) +
        bars('M44,311h60', C.sg, 7, 0.6) +
        rect(170, 302, 58, 18, C.o, { rx: 9 }),
    );
    b += g(
      { transform: tr(470, 270, 1, -14) },
      circ(0, 0, 54, 'none', { stroke: C.o, 'stroke-width': 7 }) + circ(0, 0, 42, C.o, { opacity: 0.12 }) + check(0, 0, 2.4, C.o, 9),
    );
    b +=
      ell(640, 386, 70, 8, C.n, { opacity: 0.1 }) +
      coinStack(620, 384, 9) +
      coinStack(686, 384, 5, 28) +
      coin(650, 130, 38) +
      circ(720, 190, 10, C.ol, { opacity: 0.5 });
    return { b, alt: 'Illustration of a freight invoice marked with a paid check-mark stamp, next to stacks of gold coins' };
  },
  // 1: revenue dashboard: area chart, donut and growth tile
  () => {
    let b = bgDay() + circ(700, 400, 110, C.w, { opacity: 0.5 }) + circ(80, 60, 60, C.w, { opacity: 0.5 });
    b += card(60, 60, 440, 330, C.w, 20) + circ(92, 94, 12, C.o) + bars('M114,94h100', C.n5, 8, 0.35) + rect(410, 84, 66, 20, C.sl, { rx: 10 });
    b += line('M90,180H470M90,240H470M90,300H470', C.sl, 2);
    /** @type {Point[]} */
    const pts2 = [
      [90, 330],
      [150, 300],
      [210, 310],
      [270, 250],
      [330, 262],
      [390, 200],
      [470, 150],
    ];
    b += path(`M${pts(pts2)}V360H90Z`, C.s, { opacity: 0.25 }) + line('M' + pts(pts2), C.n5, 5, RJ);
    b +=
      pts2
        .slice(1, 6)
        .map(([x, y]) => circ(x, y, 6, C.w, { stroke: C.n5, 'stroke-width': 3 }))
        .join('') +
      circ(470, 150, 10, C.o) +
      circ(470, 150, 20, C.o, { opacity: 0.2 });
    b += card(530, 60, 210, 190, C.w, 20);
    const cx = 635,
      cy = 155,
      r = 56,
      L = 2 * Math.PI * r;
    /** A share of the donut. @param {number} from @param {number} len @param {string} c */
    const seg = (from, len, c) =>
      circ(cx, cy, r, 'none', {
        stroke: c,
        'stroke-width': 26,
        'stroke-dasharray': `${num(L * len)} ${num(L)}`,
        'stroke-dashoffset': num(-L * from),
        transform: `rotate(-90 ${cx} ${cy})`,
      });
    b += seg(0, 0.46, C.o) + seg(0.47, 0.28, C.n5) + seg(0.76, 0.16, C.s) + seg(0.93, 0.06, C.sg) + circ(cx, cy, 24, C.w);
    b +=
      card(530, 280, 210, 110, C.n5, 20) +
      circ(576, 335, 24, C.o) +
      line('M566,344l10,-12l10,12M576,332v16', C.w, 4, RJ) +
      bars('M614,322h90M614,348h60', C.w, 8, 0.45);
    return { b, alt: 'Illustration of a revenue dashboard with a rising area chart, a donut chart of cost shares and a growth tile' };
  },
  // 2: calculator, receipt and coins
  () => {
    let b = bgSand() + circ(400, 225, 200, C.sl, { opacity: 0.5 }) + circ(690, 80, 40, C.o, { opacity: 0.1 });
    // receipt
    let zz = 'M150,80H330V352';
    for (let x = 330; x > 150; x -= 20) zz += `L${x - 10},366L${x - 20},352`;
    b += g(
      { transform: tr(10, 0, 1, -6) },
      path(zz + 'Z', C.n, { opacity: 0.07, transform: 'translate(7 9)' }) +
        path(zz + 'Z', C.w) +
        bars('M176,112h90M176,150h70M176,176h100M176,202h60M176,228h84', C.sg, 7, 0.5) +
        bars('M290,150h20M290,176h20M290,202h20M290,228h20', C.n5, 7, 0.3) +
        line('M170,262H312', C.sl, 3, { 'stroke-dasharray': '6 6' }) +
        rect(176, 280, 134, 26, C.sa, { rx: 6 }) +
        rect(262, 286, 40, 14, C.o, { rx: 7 }),
    );
    // calculator
    b +=
      shadow(360, 70, 230, 320, 24, 0.12) +
      rect(360, 70, 230, 320, C.n7, { rx: 24 }) +
      rect(382, 92, 186, 70, C.sl, { rx: 10 }) +
      bars('M486,126h60', C.n5, 12, 0.5) +
      rect(400, 112, 20, 8, C.n5, { rx: 4, opacity: 0.3 });
    for (let r = 0; r < 4; r++)
      for (let c = 0; c < 4; c++) {
        const x = 382 + c * 48,
          y = 180 + r * 50;
        const hot = c === 3;
        b += rect(x, y, 40, 40, hot ? (r === 3 ? C.o : C.ol) : C.n5, { rx: 10 });
      }
    b += line('M402,200h0M450,200h0M498,200h0M402,250h0M450,250h0M498,250h0M402,300h0M450,300h0M498,300h0M402,350h0M450,350h0M498,350h0', C.sl, 8, {
      ...RC,
      opacity: 0.5,
    });
    b += line('M536,200h8M536,250h8M540,246v8M537,297l6,6M543,297l-6,6M536,347h8M536,353h8', C.w, 3, RC);
    b += coin(650, 300, 44) + coinStack(690, 400, 4, 26) + coin(130, 360, 28, C.ol);
    return { b, alt: 'Illustration of a calculator with a printed receipt and gold coins, for working out trip expenses' };
  },
  // 3: handshake over a signed contract
  () => {
    let b = bgDay() + circ(400, 230, 200, C.w, { opacity: 0.6 });
    // contract behind
    b += g(
      { transform: tr(296, 22, 1, 4) },
      shadow(0, 0, 210, 250, 12, 0.08) +
        rect(0, 0, 210, 250, C.w, { rx: 12 }) +
        bars('M26,36h120M26,58h90', C.n5, 8, 0.35) +
        line('M26,92H184M26,114H184M26,136H150', C.sg, 5, { ...RC, opacity: 0.45 }) +
        line('M30,188c14,-22 22,-20 24,-4s12,-20 22,-14 8,16 18,10 10,-14 20,-10', C.n5, 3, RJ) +
        line('M26,200H150', C.sg, 2) +
        circ(172, 186, 16, C.o) +
        check(172, 186, 0.8, C.w, 3),
    );
    // handshake: right arm (orange sleeve) behind, left arm (navy sleeve) in front, fingers as round-capped strokes
    /** @param {string} d @param {string} fill */
    const finger = (d, fill, w = 22) => line(d, C.sg, w + 5, { ...RC, opacity: 0.45 }) + line(d, fill, w, RC);
    let h =
      path('M430,10L196,-40L172,62L430,150Z', C.o) +
      path('M204,-46L222,52L176,64L158,-32Z', C.o) +
      path('M204,-46L222,52L176,64L158,-32Z', C.n, { opacity: 0.12 }) +
      path('M166,-30C120,-38 80,-34 44,-22L36,52C80,64 130,64 170,54Z', C.sd);
    h +=
      path('M-430,40L-192,-28L-168,72L-430,170Z', C.n5) +
      path('M-200,-36L-176,74L-150,68L-172,-42Z', C.n7) +
      path('M-170,-36C-120,-48 -40,-50 20,-40L44,-30V52C-20,60 -100,64 -164,66Z', C.sa);
    h += finger('M30,-18L92,-10', C.sa) + finger('M32,6L98,14', C.sa) + finger('M30,30L94,38', C.sa) + finger('M28,52L84,58', C.sa, 20);
    h += finger('M74,-32L-10,-50', C.sd, 24);
    h += line('M-60,8C-30,14 0,12 24,4', C.sd, 3, { ...RC, opacity: 0.8 });
    b += g({ transform: 'translate(380 290)' }, h);
    b += coin(130, 120, 40) + coin(680, 110, 30, C.ol) + circ(740, 190, 8, C.o, { opacity: 0.4 });
    return { b, alt: 'Illustration of two hands shaking in front of a signed freight contract, with gold dollar coins around them' };
  },
  // 4: detention time: a big clock with the waiting hours shaded, and pay stacking up hour by hour
  () => {
    let b = bgSand() + rect(0, 0, W, H, C.ol, { opacity: 0.16 }) + circ(230, 220, 190, C.w, { opacity: 0.45 }) + circ(740, 60, 36, C.o, { opacity: 0.12 });
    // clock
    const cx = 230,
      cy = 220;
    b +=
      circ(cx + 8, cy + 10, 134, C.n, { opacity: 0.08 }) +
      circ(cx, cy, 134, C.n) +
      circ(cx, cy, 118, C.w) +
      path(`M${cx},${cy}V${cy - 104}A104,104 0 0 1 ${pts([[cx + 104 * Math.sin(Math.PI / 1.5), cy - 104 * Math.cos(Math.PI / 1.5)]])}Z`, C.o, { opacity: 0.9 });
    b +=
      line(ticks(cx, cy, 12, 96, 106), C.n5, 4, RC) +
      line(`M${cx},${cy}V${cy - 70}M${cx},${cy}L${pts([[cx + 82 * Math.sin(Math.PI / 1.5), cy - 82 * Math.cos(Math.PI / 1.5)]])}`, C.n, 7, RC) +
      circ(cx, cy, 10, C.n) +
      rect(cx - 24, cy - 160, 48, 18, C.n, { rx: 6 }) +
      rect(cx - 8, cy - 146, 16, 14, C.n);
    // pay per hour chart
    b += card(430, 80, 310, 290, C.w, 20) + line('M462,312H712', C.sl, 3);
    [490, 556, 622, 688].forEach((x, i) => {
      b +=
        coinStack(x, 312, 3 * (i + 1), 24) +
        circ(x, 336, 11, 'none', { stroke: i ? C.n5 : C.sg, 'stroke-width': 3 }) +
        line(`M${x},336v-6m0,6l4,3`, i ? C.n5 : C.sg, 2.5, RC);
    });
    b += coin(688, 128, 24) + line('M474,260C520,220 600,180 650,136', C.n5, 3, { ...RC, 'stroke-dasharray': '2 9' });
    return {
      b,
      alt: 'Illustration of a stopwatch with the detention hours shaded orange, next to a chart of coin stacks that grow with every hour of waiting',
    };
  },
  // 5: factoring: invoice turns into cash at the bank
  () => {
    let b = rect(0, 0, W, H, C.n) + circ(600, 220, 190, C.n7) + circ(140, 380, 70, C.n7);
    // invoice card
    b += g(
      { transform: tr(80, 90, 1, -6) },
      rect(0, 0, 180, 240, C.w, { rx: 12 }) +
        path('M12,0H168A12,12 0 0 1 180,12V44H0V12A12,12 0 0 1 12,0Z', C.o) +
        bars('M20,22h70', C.w, 7, 0.6) +
        bars('M20,76h110M20,100h80M20,124h120M20,148h90', C.sg, 6, 0.5) +
        rect(20, 190, 140, 30, C.sa, { rx: 8 }) +
        rect(110, 198, 40, 14, C.n5, { rx: 7, opacity: 0.5 }),
    );
    // arrow
    b += line('M290,170C350,110 420,110 460,150', C.s, 6, { ...RC, 'stroke-dasharray': '2 14' }) + path('M462,132L476,166L442,160Z', C.s);
    b += path('M360,210l-22,34h18l-10,30l30,-40h-18l12,-24Z', C.ol);
    // bank
    b += path('M490,170L610,110L730,170Z', C.w) + rect(490, 170, 240, 14, C.sl) + coin(610, 148, 18);
    [510, 562, 638, 690].forEach((x) => {
      b += rect(x, 192, 20, 130, C.sl);
    });
    b += rect(592, 240, 36, 82, C.n5, { rx: 18 }) + rect(480, 322, 260, 16, C.w) + rect(470, 338, 280, 14, C.sl);
    // bills flying out
    /** @param {number} x @param {number} y @param {number} rot */
    const bill = (x, y, rot) =>
      g(
        { transform: tr(x, y, 1, rot) },
        rect(-40, -22, 80, 44, C.s, { rx: 6 }) +
          rect(-32, -14, 64, 28, 'none', { rx: 4, stroke: C.w, 'stroke-width': 2, opacity: 0.6 }) +
          circ(0, 0, 10, C.w, { opacity: 0.85 }),
      );
    b += bill(330, 360, -12) + bill(410, 390, 8) + coin(250, 396, 24);
    return { b, alt: 'Illustration of an invoice sent along a fast arrow to a bank, with cash bills and a coin coming back out' };
  },
];

/** @type {Record<string, [string, Design[]]>} */
const DESIGNS = { 'Load Management': ['lm', LM], 'Route Optimization': ['ro', RO], 'Trucking Tips': ['tt', TT], 'Financial Support': ['fs', FS] };

/** The variant for a slug: a stable hash of the slug modulo COVER_VARIANTS (same slug → same variant, spread evenly). @param {string} slug */
export function coverVariant(slug) {
  let h = 0x811c9dc5;
  for (const ch of String(slug)) {
    h ^= /** @type {number} */ (ch.codePointAt(0));
    h = Math.imul(h, 0x01000193);
  }
  // final avalanche (murmur3 fmix32) so that similar slugs spread evenly
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) % COVER_VARIANTS;
}

/** { svg, alt } for a set of designs and a variant 0..COVER_VARIANTS-1. Throws on an unknown set or variant. @param {string} set @param {number} variant */
export function coverArt(set, variant) {
  const [key, list] = (Object.hasOwn(DESIGNS, set) && DESIGNS[set]) || [];
  if (!key || !list) throw new Error(`coverArt: unknown set of designs ${JSON.stringify(set)}`);
  const design = Number.isInteger(variant) ? list[variant] : undefined;
  if (!design) throw new Error(`coverArt: variant must be an integer 0..${COVER_VARIANTS - 1}, got ${variant}`);
  const { d = '', b, alt } = design(`cv-${key}${variant}`);
  return { svg: svgDocument(W, H, d, b, r2), alt };
}
